// Intent prefetch (web/src/routing/intentPrefetch.ts): resting on or focusing a link starts its route's query
// and code, so the click that follows renders from the store without asking the gateway again.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordOperations, shopperPages, useStackAndBrowser } from '../helpers/e2e.ts';
import { USERS } from '../helpers/fixtures.ts';

const e2e = useStackAndBrowser();
const { newPage } = shopperPages(e2e);

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

describe('intent prefetch', () => {
  it('fetches a product page when the pointer rests on its card, and the click asks for nothing more', async () => {
    const page = await newPage();
    await page.goto(`${e2e.stack.url}/`);
    const link = page.getByRole('main').getByRole('article').locator('a[href^="/product-page/"]').first();
    await link.waitFor({ timeout: 15_000 });
    const requests = recordOperations(page);
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/ProductPage-[\w-]+\.js$/.test(request.url())) chunks.push(request.url());
    });

    await link.hover();
    await expect.poll(() => requests).toEqual([['ProductPageQuery']]);
    await expect.poll(() => chunks.length).toBe(1);
    await page.waitForLoadState('networkidle');

    await link.click();
    await page.waitForURL(/\/product-page\/PRD\d+$/);
    await expect.poll(() => heading(page).count(), { timeout: 5_000 }).toBe(1);
    expect(requests, 'the click renders from the store').toEqual([['ProductPageQuery']]);
    expect(chunks).toHaveLength(1);
  });

  it('fetches a category page when its link gets keyboard focus', async () => {
    const page = await newPage();
    await page.goto(`${e2e.stack.url}/`);
    const category = page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first();
    await category.waitFor({ timeout: 15_000 });
    const requests = recordOperations(page);
    await category.focus();
    await expect.poll(() => requests).toEqual([['CategoryPageQuery']]);
    await category.press('Enter');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => heading(page).count()).toBe(1);
    expect(requests).toEqual([['CategoryPageQuery']]);
  });

  // The hover's prefetch ran the cart route's loader after the click had run it, and released the reference the
  // navigation was about to render: the page was left loading for ever, about one try in three.
  it.each([1, 2, 3, 4, 5, 6])(
    'opens the cart from home right after a sign-in with the form, never left loading (try %i)',
    async () => {
      const page = await newPage();
      await page.goto(`${e2e.stack.url}/login`);
      await page.locator('input[name="email"]').fill(USERS.demo.email);
      await page.locator('input[name="password"]').fill(USERS.demo.password);
      await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL(`${e2e.stack.url}/`);
      await page.getByRole('navigation', { name: 'Main' }).getByText(USERS.demo.name.split(' ')[0]!).first().waitFor();
      await page.getByRole('link', { name: /cart/i }).first().click();
      await page.getByRole('heading', { level: 1, name: 'My Cart' }).waitFor({ timeout: 10_000 });
      await page.context().close();
    },
  );
});
