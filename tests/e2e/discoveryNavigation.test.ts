import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopperPages, useStackAndBrowser } from '../helpers/e2e.ts';
import { PRODUCTS } from '../helpers/fixtures.ts';

const e2e = useStackAndBrowser();
const { newPage, graph, signedIn } = shopperPages(e2e);

const DESKTOP = { width: 1366, height: 900 };
const heading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

/** Waits for the page's `h1` after a client-side navigation to `path`. */
async function arrivesAt(page: Page, path: string, title: string) {
  await page.waitForURL(e2e.stack.url + path);
  await expect.poll(() => heading(page, title).count()).toBe(1);
}

describe('the discovery pages are reachable from the storefront', () => {
  it.each([
    ['New arrivals', '/new-arrival', 'New Arrivals'],
    ['Top Brands', '/products', 'All Brands'],
    ['Recently Viewed', '/recently-viewed', 'Recently Viewed'],
  ])('opens the page of the home section "%s" from its "View All"', async (section, path, title) => {
    const page = await newPage();
    await page.setViewportSize(DESKTOP);
    // A visit, so that the home page has a Recently Viewed row.
    await page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.inStock}`);
    await expect.poll(() => page.getByRole('main').getByRole('heading', { level: 1 }).count()).toBe(1);
    // The page records the visit once shown (an effect after the paint): leave only once it has.
    await expect.poll(() => page.evaluate(() => document.cookie.includes('visitedProducts='))).toBe(true);
    await page.goto(`${e2e.stack.url}/`);
    const region = page.getByRole('main').getByRole('region', { name: section, exact: true });
    await region.getByRole('link', { name: 'View All', exact: true }).click({ timeout: 15_000 });
    await arrivesAt(page, path, title);
    await page.context().close();
  });

  it('lists the deal, brand, store and arrival pages in the footer, each opening its page', async () => {
    const page = await newPage();
    await page.setViewportSize(DESKTOP);
    await page.goto(`${e2e.stack.url}/`);
    const footerNav = page.getByRole('contentinfo').getByRole('navigation', { name: 'Deals, brands and stores' });
    await footerNav.waitFor({ timeout: 15_000 });
    const pages: [string, string, string][] = [
      ['Top Deals', '/top-deals', 'Top Deals'],
      ['Limited Time Deals', '/limited-time-deals', 'Limited Time Deals'],
      ['Featured Brands', '/featured-brands', 'Featured Brands'],
      ['Top Stores', '/topStore-Page', 'Top Stores'],
      ['New Arrivals', '/new-arrival', 'New Arrivals'],
      ['Recently Viewed', '/recently-viewed', 'Recently Viewed'],
    ];
    expect(await footerNav.getByRole('link').allInnerTexts()).toEqual(pages.map(([label]) => label));
    for (const [label, path, title] of pages) {
      await footerNav.getByRole('link', { name: label, exact: true }).click();
      await arrivesAt(page, path, title);
    }
    await page.context().close();
  });
});

describe('while the next page loads', () => {
  it('keeps the current page up, marked busy and then faded, until the next one shows', async () => {
    const page = await newPage();
    await page.setViewportSize(DESKTOP);
    await page.goto(`${e2e.stack.url}/`);
    const main = page.getByRole('main');
    const newArrivals = main.getByRole('heading', { name: 'New arrivals', exact: true });
    await newArrivals.waitFor({ timeout: 15_000 });
    expect(await main.getAttribute('aria-busy')).toBeNull();
    // The next page's data is held back until the checks below are done.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/graphql/, async (route) => (await held, route.continue()));
    const footerNav = page.getByRole('contentinfo').getByRole('navigation', { name: 'Deals, brands and stores' });
    await footerNav.getByRole('link', { name: 'Top Deals', exact: true }).click();
    await expect.poll(() => main.getAttribute('aria-busy')).toBe('true');
    await expect.poll(() => main.evaluate((element) => getComputedStyle(element).opacity)).toBe('0.6');
    expect(await newArrivals.count()).toBe(1);
    release();
    await arrivesAt(page, '/top-deals', 'Top Deals');
    expect(await main.getAttribute('aria-busy')).toBeNull();
    expect(await main.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await page.context().close();
  });
});

describe('the category bar at 1366 px for a signed-in shopper', () => {
  it('cuts no category: those without room are under More, and open their pages', async () => {
    const page = await signedIn();
    await page.setViewportSize(DESKTOP);
    const { topCategories } = await graph<{ topCategories: { categoryId: string; displayName: string }[] }>(
      page,
      /* GraphQL */ '{ topCategories { categoryId displayName } }',
    );
    await page.goto(`${e2e.stack.url}/`);
    const bar = page.getByRole('navigation', { name: 'Categories', exact: true });
    // The address selector is there, taking its room.
    await expect.poll(() => bar.getByRole('button', { name: /^Deliver to / }).count()).toBe(1);
    const more = bar.getByRole('button', { name: 'More categories' });
    await expect.poll(() => more.count()).toBe(1);

    // Each link the bar shows is whole, inside the bar; the others are inert (out of the tab order and the a11y tree).
    const links = await bar.locator('a[href^="/categories-page/"]').evaluateAll((elements) =>
      elements.map((element) => {
        const link = element as HTMLElement;
        const box = link.getBoundingClientRect();
        const row = link.parentElement!.getBoundingClientRect();
        const inert = link.closest('[inert]') != null;
        const whole =
          box.left >= row.left &&
          box.right <= row.right + 0.5 &&
          box.bottom <= row.bottom + 0.5 &&
          link.scrollWidth <= link.clientWidth;
        return { name: link.textContent!, inert, whole };
      }),
    );
    const shown = links.filter((link) => !link.inert);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((link) => !link.whole)).toEqual([]);
    const under = links.filter((link) => link.inert).map((link) => link.name);
    expect(under.length).toBeGreaterThan(0);

    await more.click();
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.getByRole('menuitem').allInnerTexts()).toEqual(under);
    expect([...shown.map((link) => link.name), ...under]).toEqual(
      topCategories.map((category) => category.displayName),
    );

    const last = topCategories.at(-1)!;
    await menu.getByRole('menuitem', { name: last.displayName, exact: true }).click();
    await page.waitForURL(new RegExp(`/categories-page/${last.categoryId}/`));
    await expect
      .poll(() => page.getByRole('main').getByRole('heading', { level: 1, name: last.displayName }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await page.context().close();
  });
});
