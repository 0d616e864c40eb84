import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopperPages, useStackAndBrowser } from '../helpers/e2e.ts';
import { LISTS } from '../helpers/fixtures.ts';

const e2e = useStackAndBrowser();
const { signedIn, graph } = shopperPages(e2e);

/** What a screen reader says of a control beyond its name: the text of the elements its aria-describedby names. */
const description = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' '),
  );

async function storedFor(page: Page, productId: string) {
  const { product, viewer } = await graph<{
    product: { inWishlist: boolean };
    viewer: { lists: { nodes: { name: string; containsProduct: boolean }[] } };
  }>(
    page,
    /* GraphQL */ `
      query ($id: ID!) {
        product(productId: $id) {
          inWishlist
        }
        viewer {
          lists(first: 50) {
            nodes {
              name
              containsProduct(productId: $id)
            }
          }
        }
      }
    `,
    { id: productId },
  );
  return {
    inWishlist: product.inWishlist,
    lists: viewer.lists.nodes.filter((l) => l.containsProduct).map((l) => l.name),
  };
}

describe('the Add to List dialog', () => {
  it('says when each control saves and which lists hold the product, and a new list says it starts with it', async () => {
    const productId = LISTS.diwali.items[0];
    const page = await signedIn();
    await page.goto(`${e2e.stack.url}/product-page/${productId}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to List' });
    const wishlist = dialog.getByRole('checkbox', { name: 'Wishlist' });
    await wishlist.waitFor({ state: 'attached' });
    expect(await description(wishlist)).toBe('Not in your wishlist. Ticking or unticking saves at once.');
    expect(await description(dialog.getByRole('radiogroup', { name: 'Your lists' }))).toBe(
      'Pick a list, then Add (or Remove when it already holds this product).',
    );
    expect(await description(dialog.getByRole('radio', { name: LISTS.diwali.listName }))).toBe('Holds this product');
    expect(await description(dialog.getByRole('radio', { name: LISTS.office.listName }))).toBe('');

    await dialog.getByText('Wishlist', { exact: true }).click();
    await expect.poll(() => description(wishlist)).toBe('In your wishlist. Ticking or unticking saves at once.');
    await expect.poll(async () => (await storedFor(page, productId)).inWishlist).toBe(true);

    await dialog.getByRole('button', { name: 'Create New List' }).click();
    const name = dialog.getByLabel('List name');
    expect(await description(name)).toBe('The new list starts with this product.');
    await name.fill('Birthday');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const created = dialog.getByRole('radio', { name: 'Birthday' });
    await expect.poll(() => created.count()).toBe(1);
    expect(await description(created)).toBe('Holds this product');
    expect(await created.isChecked()).toBe(true);
    expect(await dialog.getByRole('button', { name: /^(Add|Remove)$/ }).innerText()).toBe('Remove');
    expect((await storedFor(page, productId)).lists.sort()).toEqual(['Birthday', LISTS.diwali.listName].sort());
    await page.close();
  });
});
