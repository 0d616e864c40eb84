import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useStackAndBrowser } from '../helpers/e2e.ts';

const e2e = useStackAndBrowser();

/** A fresh page that records the storefront's GraphQL requests. */
async function openPage(): Promise<{ page: Page; graphqlRequests: string[] }> {
  const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const graphqlRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphqlRequests.push(request.postData() ?? '');
  });
  return { page, graphqlRequests };
}

describe('home page', () => {
  it('shows banners, categories and product cards with rupee prices, rendered by the server with no GraphQL request', async () => {
    const { page, graphqlRequests } = await openPage();
    await page.goto(e2e.stack.url + '/');

    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('heading', { name: 'Hot Categories' }).count()).toBe(1);
    // The rows below the fold render after the first paint.
    for (const section of ['New arrivals', 'Product for you', 'Top Brands', 'Discounts For You'])
      await expect.poll(() => main.getByRole('heading', { name: section }).count()).toBe(1);

    const banners = page.getByRole('region', { name: /banner/i }).getByRole('link');
    expect(await banners.count()).toBeGreaterThan(1);
    expect(await banners.first().getAttribute('href')).toMatch(
      /^\/(categories-page\/CAT\d+\/.+|product-page\/PRD\d+)$/,
    );

    const nav = page.getByRole('navigation', { name: /categories/i });
    expect(await nav.getByRole('link', { name: 'Groceries' }).count()).toBeGreaterThan(0);
    expect(await nav.getByRole('link', { name: 'Clearance & Surplus' }).count()).toBeGreaterThan(0);

    const cards = main.getByRole('article').locator('a[href^="/product-page/"]');
    expect(await cards.count()).toBeGreaterThan(10);
    expect(await cards.first().innerText()).toMatch(/₹[\d,]+\.\d{2}/);
    expect(await main.getByText(/^MOQ: \d+ Pieces$/).count()).toBeGreaterThan(0);

    const images = await page.locator('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
    expect(images.every((src) => src.startsWith(e2e.stack.url))).toBe(true);

    await page.waitForLoadState('networkidle');
    expect(graphqlRequests).toEqual([]);

    // Product for you pages through the whole list with one request per page.
    const shown = main.getByText(/^Showing \d+ of \d+$/);
    const total = Number(/of (\d+)/.exec(await shown.innerText())![1]);
    expect(await shown.innerText()).toBe(`Showing 20 of ${total}`);
    await main.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => shown.innerText()).toBe(`Showing 40 of ${total}`);
    expect(graphqlRequests).toHaveLength(1);
    await page.close();
  });

  it('loads the app on a deep link', async () => {
    const { page } = await openPage();
    const response = await page.goto(e2e.stack.url + '/product-page/PRD000001');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('link', { name: 'My Wishlist' }).count()).toBeGreaterThan(0);
    await page.close();
  });

  it('shows the not-found page for an unknown route, inside the layout', async () => {
    const { page } = await openPage();
    await page.goto(e2e.stack.url + '/no-such-page/at-all');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Page not found' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'My Wishlist' }).count()).toBeGreaterThan(0);
    await page.close();
  });

  it('marks the out-of-stock products among New arrivals "Out of Stock", and only those', async () => {
    const response = await fetch(`${e2e.stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ newArrivalProducts(sort: RECOMMENDED, first: 20) { nodes { productId stockStatus } } }',
      }),
    });
    const { nodes } = (await response.json()).data.newArrivalProducts as {
      nodes: { productId: string; stockStatus: string }[];
    };
    const outOfStock = nodes.filter((node) => node.stockStatus === 'OUT_OF_STOCK').map((node) => node.productId);
    // The two (the seed is the same on every stack).
    expect(outOfStock).toEqual(expect.arrayContaining(['PRD000541', 'PRD002009']));

    const { page } = await openPage();
    await page.goto(e2e.stack.url + '/');
    const carousel = page.getByRole('region', { name: 'New arrivals' });
    const card = (productId: string) => carousel.locator(`a[href="/product-page/${productId}"]`);
    await expect.poll(() => card(nodes[0]!.productId).count()).toBe(1);
    for (const { productId } of nodes) {
      const marked = (await card(productId).getByText('Out of Stock', { exact: true }).count()) === 1;
      expect([productId, marked]).toEqual([productId, outOfStock.includes(productId)]);
    }
    await page.close();
  });

  it("quotes on a New arrivals card the prices its product page shows: the smallest order's price to the lowest tier's", async () => {
    const response = await fetch(`${e2e.stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ newArrivalProducts(sort: RECOMMENDED, first: 20) { nodes {
          productId stockStatus quantityBounds { min max } tierPrices { minQuantity } } } }`,
      }),
    });
    type Node = {
      productId: string;
      stockStatus: string;
      quantityBounds: { min: number; max: number };
      tierPrices: { minQuantity: number }[];
    };
    const { nodes } = (await response.json()).data.newArrivalProducts as { nodes: Node[] };
    // A product whose smallest order is below its first tier and whose largest reaches its last (the case).
    const { productId } = nodes.find(
      ({ quantityBounds: { min, max }, tierPrices, stockStatus }) =>
        stockStatus !== 'OUT_OF_STOCK' &&
        tierPrices.length > 0 &&
        min < tierPrices[0]!.minQuantity &&
        max >= tierPrices.at(-1)!.minQuantity,
    )!;

    const { page } = await openPage();
    await page.goto(e2e.stack.url + '/');
    const card = page.getByRole('region', { name: 'New arrivals' }).locator(`a[href="/product-page/${productId}"]`);
    const range = card.getByText(/^₹[\d,.]+ - ₹[\d,.]+$/);
    await expect.poll(() => range.count()).toBe(1);
    const cardRange = await range.innerText();

    await page.goto(`${e2e.stack.url}/product-page/${productId}`);
    const main = page.getByRole('main');
    const price = main.getByLabel('Price', { exact: true }).locator('p').first();
    await expect.poll(() => price.count()).toBe(1);
    const tiers = await main.getByRole('region', { name: 'Tier prices' }).getByRole('row').allInnerTexts();
    const lowestTier = tiers.at(-1)!.split(/\s+/).at(-1);
    expect(cardRange).toBe(`${lowestTier} - ${await price.innerText()}`);
    await page.close();
  });
});
