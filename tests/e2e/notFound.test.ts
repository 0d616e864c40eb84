import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopperPages, useStackAndBrowser } from '../helpers/e2e.ts';

const e2e = useStackAndBrowser();
const { newPage } = shopperPages(e2e);

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const search = (page: Page) => page.getByRole('search').getByLabel('Search for products instead');

/**
 * The answer the server gives to a first visit of `path` (its status and HTML), before any script runs. (An unknown
 * order, a signed-in page, is in orders.test.ts, which runs on the cluster.)
 */
async function firstVisit(page: Page, path: string) {
  const response = await page.goto(e2e.stack.url + path);
  return { status: response!.status(), html: await response!.text() };
}

describe('a URL that names nothing', () => {
  it.each([
    ['an unknown path', '/no-such-page/at-all', 'Page not found'],
    ['an unknown product', '/product-page/PRD999999', 'Product not found'],
  ])('answers %s with 404 and a page that says so, inside the layout', async (_, path, title) => {
    const page = await newPage();
    const { status, html } = await firstVisit(page, path);
    expect(status).toBe(404);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toMatch(new RegExp(`<title>${title}`));
    expect(await heading(page).innerText()).toBe(title);
    for (const gone of ['Unexpected Application Error!', 'Error fetching product'])
      expect(await page.getByText(gone).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'My Wishlist' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    await page.context().close();
  });

  it('goes back, home when there is nothing to go back to, and searches from the page', async () => {
    const page = await newPage();
    await firstVisit(page, '/product-page/PRD999999');
    await page.getByRole('main').getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Opened from outside the site, "Go back" stays on it (the home page); the browser's back returns.
    await page.goBack();
    await heading(page).filter({ hasText: 'Product not found' }).waitFor();
    await search(page).fill('rice');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === '/search-result-page' && url.searchParams.get('query') === 'rice');
    await expect
      .poll(() =>
        page
          .getByRole('main')
          .getByText(/^Showing 1-\d+ of \d+ results/)
          .count(),
      )
      .toBe(1);
    await page.context().close();
  });

  it('searches without JavaScript too: the form is a plain GET to the results page', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    expect((await firstVisit(page, '/no-such-page')).status).toBe(404);
    await search(page).fill('rice');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === '/search-result-page' && url.searchParams.get('query') === 'rice');
    expect(
      await page
        .getByRole('main')
        .getByText(/^Showing 1-\d+ of \d+ results/)
        .count(),
    ).toBe(1);
    await page.context().close();
  });
});
