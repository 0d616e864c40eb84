import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useStackAndBrowser } from '../helpers/e2e.ts';
import { BRANDS, USERS } from '../helpers/fixtures.ts';

const e2e = useStackAndBrowser();

const SIGN_IN = /* GraphQL */ `
  mutation ($email: String!, $password: String!) {
    signInWithEmail(input: { email: $email, password: $password }) {
      userErrors {
        message
      }
    }
  }
`;
// The demo shopper has rated no store (the seeded ratings are by other shoppers).
const STORE = 'SEL002';

async function openPage(user?: { email: string; password: string }): Promise<Page> {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (user) {
    const response = await context.request.post(`${e2e.stack.url}/graphql`, {
      data: { query: SIGN_IN, variables: user },
    });
    expect((await response.json()).data.signInWithEmail.userErrors).toEqual([]);
  }
  return context.newPage();
}

async function graph<T>(page: Page, query: string): Promise<T> {
  const response = await page.context().request.post(`${e2e.stack.url}/graphql`, { data: { query } });
  return (await response.json()).data as T;
}

describe('deal, store and brand pages', () => {
  it('counts a limited-time deal down each second', async () => {
    const page = await openPage();
    await page.goto(`${e2e.stack.url}/limited-time-deals`);
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('heading', { name: 'Limited Time Deals' }).count()).toBe(1);
    const countdown = main.getByText(/^Ends in (\d+d )?\d{2}:\d{2}:\d{2}$/).first();
    const first = await countdown.innerText();
    await expect.poll(() => countdown.innerText(), { timeout: 5_000 }).not.toBe(first);
    const seconds = (text: string) => {
      const [days, h, m, s] = /^Ends in (?:(\d+)d )?(\d+):(\d+):(\d+)$/
        .exec(text)!
        .slice(1)
        .map((n) => Number(n ?? 0));
      return ((days! * 24 + h!) * 60 + m!) * 60 + s!;
    };
    expect(seconds(first) - seconds(await countdown.innerText())).toBeGreaterThanOrEqual(1);
    expect(await main.getByText(/^Showing 1-\d+ of \d+ results$/).count()).toBe(1);
    await page.context().close();
  });

  it('adds a limited-time deal to the cart: the navbar count follows, and a guest is sent to sign in first', async () => {
    const guest = await openPage();
    await guest.goto(`${e2e.stack.url}/limited-time-deals`);
    await guest.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click({ timeout: 15_000 });
    await guest.waitForURL(`${e2e.stack.url}/login?redirect=%2Flimited-time-deals`);
    await guest.context().close();

    // The new customer's cart is empty.
    const page = await openPage(USERS.fresh);
    await page.goto(`${e2e.stack.url}/limited-time-deals`);
    const cart = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart, \d+ items?$/ });
    await expect.poll(() => cart.getAttribute('aria-label')).toBe('Cart, 0 items');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect.poll(() => main.getByRole('link', { name: 'Go to Cart' }).count()).toBe(1);
    await expect.poll(() => page.getByText('Item Added to Cart').count()).toBe(1);
    const { viewer } = await graph<{ viewer: { cart: { lineCount: number; unitCount: number } } }>(
      page,
      /* GraphQL */ '{ viewer { cart { lineCount unitCount } } }',
    );
    expect(viewer.cart.lineCount).toBe(1);
    // The navbar counts the units (the deal's minimum order).
    const units = viewer.cart.unitCount;
    expect(await cart.getAttribute('aria-label')).toBe(`Cart, ${units} ${units === 1 ? 'item' : 'items'}`);
    await page.context().close();
  });

  it('sends a guest who wants to rate a store to sign in, with the way back in the URL', async () => {
    const page = await openPage();
    await page.goto(`${e2e.stack.url}/seller-store/${STORE}`);
    await page.getByRole('button', { name: 'Rate Seller' }).click({ timeout: 15_000 });
    await page.waitForURL(`${e2e.stack.url}/login?redirect=%2Fseller-store%2F${STORE}`);
    await page.context().close();
  });

  it('lets a signed-in shopper rate a store once and shows the rating', async () => {
    const page = await openPage(USERS.demo);
    await page.goto(`${e2e.stack.url}/seller-store/${STORE}`);
    const main = page.getByRole('main');
    const { seller } = await graph<{ seller: { storeName: string; ratingSummary: { count: number } } }>(
      page,
      /* GraphQL */ `{ seller(sellerId: "${STORE}") { storeName ratingSummary { count } } }`,
    );
    await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toContain(seller.storeName);
    expect(
      await main.getByText(/^Joined on \d{1,2} \w+ \d{4} · \d+ (year|month|day)s? on the marketplace$/).count(),
    ).toBe(1);
    const ratings = main.getByRole('region', { name: 'Ratings and Reviews' });
    expect(await ratings.getByText(`${seller.ratingSummary.count} ratings`, { exact: true }).count()).toBe(1);

    await ratings.getByRole('button', { name: 'Rate Seller' }).click();
    const dialog = page.getByRole('dialog', { name: `Rate ${seller.storeName}` });
    await dialog.getByRole('radio', { name: '4 stars' }).click();
    await dialog.getByLabel('Title').fill('Careful packing');
    await dialog.getByLabel('Comment').fill('Arrived a day early.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    const review = ratings.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first();
    await expect.poll(() => review.innerText()).toContain('Careful packing');
    expect(await review.innerText()).toContain('Arrived a day early.');
    expect(await review.innerText()).toContain(USERS.demo.name);
    expect(await ratings.getByText(`${seller.ratingSummary.count + 1} ratings`, { exact: true }).count()).toBe(1);

    // A second rating of the same store is refused in the modal.
    await ratings.getByRole('button', { name: 'Rate Seller' }).click();
    await dialog.getByRole('radio', { name: '2 stars' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('You have already rated this seller');
    await page.context().close();
  });

  it('shows a brand page with its sections in the server order', async () => {
    const page = await openPage();
    const { brand } = await graph<{
      brand: { name: string; page: { sections: { __typename: string; title?: string }[] } };
    }>(
      page,
      /* GraphQL */ `{ brand(brandId: "${BRANDS.withProducts}") { name page { sections { __typename ... on BrandGallerySection { title } } } } }`,
    );
    await page.goto(`${e2e.stack.url}/brand-page/${BRANDS.withProducts}`);
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('heading', { level: 1, name: brand.name }).count()).toBe(1);
    const labels: Record<string, string> = {
      BrandProductSection: 'Featured Products',
      BrandBannerSection: 'Brand banner',
      BrandVideoSection: 'Featured Video',
    };
    const expected = brand.page.sections.map((section) => labels[section.__typename] ?? section.title);
    expect(
      await main.locator('section').evaluateAll((sections) => sections.map((s) => s.getAttribute('aria-label'))),
    ).toEqual(expected);
    const featured = main.getByRole('region', { name: 'Featured Products' });
    expect(await featured.getByRole('link').count()).toBeGreaterThan(0);
    expect(
      await main
        .getByRole('region', { name: 'Brand banner' })
        .getByText(/^Joined on \d{1,2} \w+ \d{4}$/)
        .count(),
    ).toBe(1);
    await page.context().close();
  });
});
