import { useEffect, type RefObject } from 'react';
import { documentTitle } from './documentTitle.ts';

/**
 * Keeps the document's title to the main heading inside `area` (the page area) as pages come and go: watched rather
 * than set by each page, since a page's heading may show after its data or change with it. The server puts the same
 * title in the page it renders (web/src/server/pageTitle.ts).
 */
export function useDocumentTitle(area: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const update = () => {
      const title = documentTitle(element.querySelector('h1')?.textContent);
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [area]);
}
