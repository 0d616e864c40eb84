import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopperPages, useStackAndBrowser } from '../helpers/e2e.ts';
import { ORDERS } from '../helpers/fixtures.ts';

const e2e = useStackAndBrowser();
const { signedIn } = shopperPages(e2e);

const cardNames = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search product name / order ID' });
const status = (page: Page) => page.getByRole('combobox', { name: 'Delivery status' });
const filterParams = (page: Page) => [...new URL(page.url()).searchParams.keys()].filter((name) => name !== 'pane');

/** The demo shopper on My Orders, every order shown. */
async function myOrders(): Promise<Page> {
  const page = await signedIn();
  await page.goto(`${e2e.stack.url}/my-account?pane=my-orders`);
  await expect.poll(() => cardNames(page)).toHaveLength(8);
  return page;
}

describe('My Orders filters', () => {
  it('clears the search when the box is emptied and searched, and keeps the box and the URL in step', async () => {
    const page = await myOrders();
    await searchBox(page).fill(ORDERS.delivered.id.toLowerCase());
    await searchBox(page).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === ORDERS.delivered.id.toLowerCase());
    await expect.poll(() => cardNames(page)).toEqual([`Order ${ORDERS.delivered.id}`]);

    await searchBox(page).fill('');
    await searchBox(page).press('Enter');
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await expect.poll(() => cardNames(page)).toHaveLength(8);

    await status(page).selectOption('DELIVERED');
    await page.waitForURL((url) => url.searchParams.get('status') === 'DELIVERED');
    await expect.poll(() => cardNames(page)).toEqual(['Order ORD0004', 'Order ORD0008']);
    expect(await searchBox(page).inputValue()).toBe('');
    expect(filterParams(page)).toEqual(['status']);
    await page.close();
  });

  it('searches what the box shows when it was emptied before the page had come alive', async () => {
    const page = await signedIn();
    // The page shows, server-rendered, while its scripts are held back; the shopper empties the box meanwhile.
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.evaluate(
      (url) => window.location.assign(url),
      `${e2e.stack.url}/my-account?pane=my-orders&search=ord0004`,
    );
    await expect.poll(() => searchBox(page).inputValue()).toBe('ord0004');
    await searchBox(page).fill('');
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await searchBox(page).press('Enter');
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await expect.poll(() => cardNames(page)).toHaveLength(8);
    await status(page).selectOption('DELIVERED');
    await expect.poll(() => cardNames(page)).toEqual(['Order ORD0004', 'Order ORD0008']);
    expect(filterParams(page)).toEqual(['status']);
    await page.close();
  });

  it('offers "Clear filters" once a filter is on, which shows every order again', async () => {
    const page = await myOrders();
    expect(await page.getByRole('button', { name: 'Clear filters' }).count()).toBe(0);
    await status(page).selectOption('CANCELLED');
    await page.getByRole('combobox', { name: 'Order time' }).selectOption('TWO_YEARS');
    await searchBox(page).fill('no order is called this');
    await searchBox(page).press('Enter');
    await page.getByText('No orders found.').waitFor();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => filterParams({ url: () => url.href } as Page).length === 0);
    await expect.poll(() => cardNames(page)).toHaveLength(8);
    expect(await status(page).inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: 'Order time' }).inputValue()).toBe('');
    expect(await searchBox(page).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Clear filters' }).count()).toBe(0);
    await page.close();
  });
});
