import { describe, expect, it } from 'vitest';
import { shopperPages, useStackAndBrowser } from '../helpers/e2e.ts';
import { PRODUCTS } from '../helpers/fixtures.ts';

const e2e = useStackAndBrowser();
const { newPage } = shopperPages(e2e);

const marked = () => document.documentElement.hasAttribute('data-hydrated');

describe("the page's hydration mark (data-hydrated on <html>)", () => {
  it('is not in the HTML the server sends, and is set once the app has hydrated the page', async () => {
    const html = await (await fetch(`${e2e.stack.url}/product-page/${PRODUCTS.inStock}`)).text();
    expect(html).toMatch(/<html\b/);
    expect(html).not.toContain('data-hydrated');

    const page = await newPage();
    let release!: () => void;
    const entryHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await entryHeld;
      await route.continue();
    });
    await page.evaluate((url) => window.location.assign(url), `${e2e.stack.url}/product-page/${PRODUCTS.inStock}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.earlyPresses !== undefined);
    expect(await page.evaluate(marked)).toBe(false);
    release();
    await page.waitForFunction(marked);
    await page.context().close();
  });

  it("waits for every part of the page the server rendered, even one whose code comes last (the delivery check's)", async () => {
    const page = await newPage();
    let release!: () => void;
    const checkerHeld = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/PincodeChecker-[\w-]+\.js$/, async (route) => {
      asked = true;
      await checkerHeld;
      await route.continue();
    });
    await page.evaluate((url) => window.location.assign(url), `${e2e.stack.url}/product-page/${PRODUCTS.inStock}`);
    await expect.poll(() => asked).toBe(true);
    // Time enough for the rest of the page to hydrate.
    await page.waitForTimeout(1000);
    expect(await page.evaluate(marked)).toBe(false);
    // Still the server's HTML meanwhile (no boundary is rendered anew before its code is in).
    expect(await page.getByRole('form', { name: 'Check delivery' }).count()).toBe(1);
    release();
    await page.waitForFunction(marked);
    await page.context().close();
  });
});
