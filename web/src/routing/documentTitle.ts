/** The store's name: the document's title on a page without a main heading, and the end of every other one. */
const STORE_NAME = 'B2B Market';

/**
 * A page's document title, from its main heading (its `<h1>`, which names the page: the product, the category, "My
 * Cart"): the tab, the history and a screen reader's first words name the page, not only the store.
 */
export function documentTitle(heading: string | null | undefined): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  return text ? `${text} | ${STORE_NAME}` : STORE_NAME;
}
