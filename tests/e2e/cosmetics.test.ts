import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopperPages, useStackAndBrowser } from '../helpers/e2e.ts';
import { PRODUCTS, USERS } from '../helpers/fixtures.ts';

const e2e = useStackAndBrowser();
const { newPage, signedIn, graph } = shopperPages(e2e);

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** On a product page, opens its Add to List dialog and presses Add with no list picked: the "Please select a list" toast. */
async function showToast(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add to list' }).click();
  await page.getByRole('dialog', { name: 'Add to List' }).getByRole('button', { name: 'Add', exact: true }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Please select a list' });
  await toast.waitFor();
  // Past its entrance animation: where it rests.
  await page.waitForTimeout(600);
  return toast;
}

describe('the header and the cosmetic details', () => {
  it('shows toasts clear of the cart and account, in the header on a desktop and the tab bar on a phone', async () => {
    for (const options of [DESKTOP, PHONE]) {
      const page = await signedIn(USERS.demo, options);
      await page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.inStock}`);
      const header = page.getByRole('banner');
      const shortcuts = options === DESKTOP ? header : page.getByRole('navigation', { name: 'Shortcuts' });
      const account =
        options === DESKTOP
          ? shortcuts.getByRole('button', { name: USERS.demo.name })
          : shortcuts.getByRole('link', { name: 'Account' });
      // Measured before the dialog opens: a modal dialog hides the rest of the page from the accessibility tree.
      const covered = [header, shortcuts.getByRole('link', { name: /^Cart, / }), account];
      const boxes = await Promise.all(covered.map(async (control) => (await control.boundingBox())!));
      const toastBox = (await (await showToast(page)).boundingBox())!;
      for (const box of boxes) {
        expect(overlaps(toastBox, box), `toast ${JSON.stringify(toastBox)} over ${JSON.stringify(box)}`).toBe(false);
      }
      await page.context().close();
    }
  });

  it('shows no count on the cart with nothing in it, and the count when there is', async () => {
    const guest = await newPage(DESKTOP);
    await guest.goto(e2e.stack.url + '/');
    const empty = guest.getByRole('banner').getByRole('link', { name: 'Cart, 0 items' });
    await empty.waitFor();
    expect(await empty.innerText()).toBe('');
    await guest.context().close();

    // Demo's cart holds products: the badge shows how many the link's name says.
    const shopper = await signedIn(USERS.demo, DESKTOP);
    await shopper.goto(e2e.stack.url + '/');
    const full = shopper.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });
    const count = Number(/\d+/.exec((await full.getAttribute('aria-label'))!)![0]);
    expect(count).toBeGreaterThan(0);
    expect(await full.innerText()).toBe(String(count));
    await shopper.context().close();
  });

  it("cuts a long list's name short on its button with an ellipsis, its full name still the button's", async () => {
    const name = 'Wholesale groceries for the Koramangala kitchen, weekly 2026';
    for (const options of [DESKTOP, PHONE]) {
      const page = await signedIn(USERS.second, options);
      if (options === DESKTOP) {
        await graph(
          page,
          /* GraphQL */ 'mutation ($name: String!) { createList(input: { name: $name }) { list { id } } }',
          {
            name,
          },
        );
      }
      await page.goto(`${e2e.stack.url}/shopping-cart#my-Wishlist`);
      await page.getByRole('tab', { name: 'Shared List' }).click();
      const button = page.getByRole('list', { name: 'Your lists' }).getByRole('button', { name, exact: true });
      await button.waitFor();
      expect(await button.getAttribute('title')).toBe(name);
      // The button holds its text; the text is cut with an ellipsis.
      const cut = async (element: Locator) =>
        element.evaluate(
          (text) => getComputedStyle(text).textOverflow === 'ellipsis' && text.scrollWidth > text.clientWidth,
        );
      expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect(await cut(button.getByText(name))).toBe(true);
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(options.viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(options.viewport.width);

      await page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.inStock}`);
      await page.getByRole('button', { name: 'Add to list' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add to List' });
      const radio = dialog.getByRole('radio', { name, exact: true });
      await radio.waitFor({ state: 'attached' });
      expect(await cut(dialog.getByText(name, { exact: true }))).toBe(true);
      const label = dialog.locator('label', { hasText: name });
      expect(await label.getAttribute('title')).toBe(name);
      const dialogBox = (await dialog.boundingBox())!;
      const labelBox = (await label.boundingBox())!;
      expect(labelBox.x + labelBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
      await page.context().close();
    }
  });

  it('opens the main product image large on a tap or a click, closed by Escape or its Close button', async () => {
    for (const options of [PHONE, DESKTOP]) {
      const page = await newPage(options);
      await page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.inStock}`);
      const gallery = page.getByRole('region', { name: 'Product images' });
      const main = gallery.getByRole('button', { name: /^Enlarge / });
      const shown = (await main.locator('img').getAttribute('src'))!;
      const small = (await main.boundingBox())!;
      if (options === PHONE) await main.tap();
      else await main.click();
      const viewer = page.getByRole('dialog', { name: /^Photo 1 of \d+$/ });
      await viewer.waitFor();
      const large = viewer.getByRole('img', { name: /./ });
      expect(await large.getAttribute('src')).toBe(shown);
      await expect.poll(async () => (await large.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(small.width - 40);
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });

      await main.click();
      await viewer.waitFor();
      await viewer.getByRole('button', { name: 'Close' }).click();
      await viewer.waitFor({ state: 'detached' });
      await page.context().close();
    }
  });
});
