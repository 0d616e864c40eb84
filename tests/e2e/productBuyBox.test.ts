import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopperPages, useStackAndBrowser } from '../helpers/e2e.ts';
import { PRODUCTS } from '../helpers/fixtures.ts';

const e2e = useStackAndBrowser();
const { newPage } = shopperPages(e2e);

/** The product page of PRODUCTS.inStock (5 to 10 pieces; ₹729.63, or ₹707.74 a piece for 10-49), as a guest sees it. */
async function inStockProduct(viewport = { width: 1366, height: 900 }): Promise<Page> {
  const page = await newPage({ viewport });
  await page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.inStock}`);
  await page.getByRole('main').getByRole('spinbutton', { name: 'Quantity' }).waitFor({ timeout: 15_000 });
  return page;
}

const bigPrice = (page: Page) =>
  page.getByRole('main').getByLabel('Price', { exact: true }).locator('p').first().innerText();

describe("the product page's buy box", () => {
  it('says why a quantity outside the bounds changes, and prices the quantity chosen by its tier', async () => {
    const page = await inStockProduct();
    const main = page.getByRole('main');
    const quantity = main.getByRole('spinbutton', { name: 'Quantity' });
    const note = main.getByRole('status').filter({ hasText: /^Quantity set to/ });
    expect(await main.getByText('5 to 10 pieces', { exact: true }).count()).toBe(1);
    expect(await bigPrice(page)).toBe('₹729.63');
    expect(await main.getByText('33% OFF').count()).toBe(1);

    await quantity.fill('12');
    await quantity.blur();
    await expect.poll(() => quantity.inputValue()).toBe('10');
    expect(await note.innerText()).toBe('Quantity set to 10: at most 10 pieces per order.');
    // At 10 pieces the 10-49 tier's price is the price, its row marked.
    await expect.poll(() => bigPrice(page)).toBe('₹707.74');
    expect(await main.getByText('Bulk price for 10-49 pieces').count()).toBe(1);
    const current = main.getByRole('region', { name: 'Tier prices' }).locator('tr[aria-current="true"]');
    expect(await current.innerText()).toMatch(/^10-49\s+₹707\.74$/);

    await quantity.fill('3');
    await quantity.blur();
    await expect.poll(() => quantity.inputValue()).toBe('5');
    expect(await note.innerText()).toBe('Quantity set to 5: the minimum order is 5 pieces.');
    await expect.poll(() => bigPrice(page)).toBe('₹729.63');
    expect(await current.count()).toBe(0);

    // A quantity within the bounds changes nothing else, and the note goes.
    await quantity.fill('7');
    await quantity.blur();
    expect(await quantity.inputValue()).toBe('7');
    await expect.poll(() => note.count()).toBe(0);
    expect(await bigPrice(page)).toBe('₹729.63');
    await page.context().close();
  });

  it('shows Add to Cart and Buy Now without scrolling at 1366×900, below the price and quantity', async () => {
    const page = await inStockProduct();
    const main = page.getByRole('main');
    for (const button of [
      main.getByRole('button', { name: 'Add to Cart' }),
      main.getByRole('link', { name: 'Buy Now' }),
    ]) {
      const box = (await button.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(900);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
    const quantity = (await main.getByRole('spinbutton', { name: 'Quantity' }).boundingBox())!;
    const price = (await main.getByLabel('Price', { exact: true }).boundingBox())!;
    const addToCart = (await main.getByRole('button', { name: 'Add to Cart' }).boundingBox())!;
    expect(price.y).toBeLessThan(quantity.y);
    expect(quantity.y).toBeLessThan(addToCart.y);
    await page.context().close();
  });
});
