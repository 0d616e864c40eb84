import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopperPages, useStackAndBrowser } from '../helpers/e2e.ts';
import { PRODUCTS } from '../helpers/fixtures.ts';

const e2e = useStackAndBrowser();
const { graph, signedIn } = shopperPages(e2e);

/** The REST keys of products, banners, lists, addresses, users, sellers, brands, categories, deals and discounts. */
const INTERNAL_ID = /\b(PRD|BNR|LST|ADR|USR|SEL|BRD|CAT|DEAL|DSC)\d/;

/** The demo shopper at the width where the issue was found. */
async function desktopShopper(): Promise<Page> {
  const page = await signedIn();
  await page.setViewportSize({ width: 1366, height: 900 });
  return page;
}

/** The visible text of the page and of every generated image on it (the SVGs' drawn text). */
async function whatTheShopperReads(page: Page): Promise<string[]> {
  const sources = await page
    .locator('img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  const svgs = await Promise.all(
    [...new Set(sources)]
      .filter((src) => new URL(src).pathname.startsWith('/images/'))
      .map(async (src) => (await page.context().request.get(src)).text()),
  );
  expect(svgs.length).toBeGreaterThan(0);
  return [await page.locator('body').innerText(), ...svgs];
}

interface RatedProduct {
  productId: string;
  name: string;
  rating: { average: number; count: number };
  reviews: { totalCount: number };
}

/** Products 31 to 100 (the catalog past the fixtures) with their rating summaries and review counts. */
async function catalogRatings(page: Page): Promise<RatedProduct[]> {
  const ids = Array.from({ length: 70 }, (_, i) =>
    Buffer.from(`Product:PRD${String(31 + i).padStart(6, '0')}`).toString('base64'),
  );
  const data = await graph<{ productsByIds: { edges: { node: RatedProduct }[] } }>(
    page,
    /* GraphQL */ `
      query ($ids: [ID!]!) {
        productsByIds(ids: $ids, first: 100) {
          edges {
            node {
              productId
              name
              rating {
                average
                count
              }
              reviews(first: 0) {
                totalCount
              }
            }
          }
        }
      }
    `,
    { ids },
  );
  return data.productsByIds.edges.map((edge) => edge.node);
}

describe('what shoppers read', () => {
  /** Polls until `count` reaches at least `min` (the page has loaded what the walk reads). */
  const shows = (count: () => Promise<number>, min = 1) => expect.poll(count).toBeGreaterThanOrEqual(min);
  // Each page with what shows it has loaded (the home page's lower sections render after the first paint).
  const WALK: [string, (main: Locator, page: Page) => Promise<unknown>][] = [
    [
      '/',
      async (main, page) => {
        await shows(() => main.getByRole('heading', { name: 'New arrivals' }).count());
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await shows(() => main.getByRole('heading', { name: 'Discounts For You' }).count());
      },
    ],
    [
      `/product-page/${PRODUCTS.inStock}`,
      (main) => shows(() => main.getByRole('heading', { name: 'Ratings & Reviews' }).count()),
    ],
    [
      '/shopping-cart',
      (main) => shows(() => main.getByRole('list', { name: 'Cart items' }).getByRole('listitem').count(), 2),
    ],
    [
      '/shopping-cart#my-Wishlist',
      (main) => shows(() => main.getByRole('list', { name: 'Wishlist items' }).getByRole('listitem').count(), 4),
    ],
    ['/my-account', (main) => shows(() => main.getByText(/^Order ID: ORD\d+$/).count())],
    ['/my-account?pane=rating-review', (main) => shows(() => main.getByText('Verified User', { exact: true }).count())],
    ['/limited-time-deals', (main) => shows(() => main.getByText(/^Ends in /).count())],
  ];

  it.each(WALK)('shows no internal ids or raw enum names on %s, in its text or its images', async (path, loaded) => {
    const page = await desktopShopper();
    await page.goto(e2e.stack.url + path);
    await loaded(page.getByRole('main'), page);
    await page.waitForLoadState('networkidle');
    for (const text of await whatTheShopperReads(page)) {
      expect(text, path).not.toMatch(INTERNAL_ID);
      expect(text, path).not.toContain('VerifiedUser');
    }
    await page.context().close();
  });

  it('writes deal countdowns past a day with days first ("6d 08:40:48"), hours under 24', async () => {
    const page = await desktopShopper();
    await page.goto(`${e2e.stack.url}/limited-time-deals`);
    const countdown = page.getByRole('main').getByText(/^Ends in /);
    await expect.poll(() => countdown.count()).toBeGreaterThan(0);
    const countdowns = await countdown.allInnerTexts();
    for (const text of countdowns) expect(text).toMatch(/^Ends in (\d+d )?([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/);
    expect(countdowns.some((text) => /^Ends in \d+d /.test(text))).toBe(true);
    await page.context().close();
  });

  it('counts every written review in the product rating, and shows no 0.0 for an unrated product', async () => {
    const page = await desktopShopper();
    const catalog = await catalogRatings(page);
    // A product rated only through written reviews (before, its summary said "0 ratings" above them).
    const reviewedOnly = catalog.find((p) => p.reviews.totalCount > 0 && p.rating.count <= p.reviews.totalCount)!;
    expect(reviewedOnly.rating.count).toBe(reviewedOnly.reviews.totalCount);
    await page.goto(`${e2e.stack.url}/product-page/${reviewedOnly.productId}`);
    const main = page.getByRole('main');
    const n = reviewedOnly.reviews.totalCount;
    const ratings = n === 1 ? '1 rating' : `${n} ratings`;
    await expect.poll(() => main.getByRole('list', { name: 'Reviews' }).getByRole('listitem').count()).toBe(n);
    const average = reviewedOnly.rating.average.toFixed(1);
    expect(await main.getByText(`${average} / 5`, { exact: true }).count()).toBe(1);
    expect(await main.getByText(ratings, { exact: true }).count()).toBe(2); // the summary at the top and the histogram's
    expect(await main.getByText('0.0 / 5').count()).toBe(0);
    expect(await main.getByText('No ratings yet').count()).toBe(0);

    // The demo's wishlist holds a product nobody has rated: its row shows no rating at all.
    const { viewer } = await graph<{ viewer: { wishlist: { products: { edges: { node: RatedProduct }[] } } } }>(
      page,
      /* GraphQL */ `
        {
          viewer {
            wishlist {
              products(first: 10) {
                edges {
                  node {
                    productId
                    name
                    rating {
                      average
                      count
                    }
                    reviews(first: 0) {
                      totalCount
                    }
                  }
                }
              }
            }
          }
        }
      `,
    );
    const wished = viewer.wishlist.products.edges.map((edge) => edge.node);
    const unrated = wished.find((p) => p.rating.count === 0)!;
    const rated = wished.find((p) => p.rating.count > 0)!;
    expect(unrated.reviews.totalCount).toBe(0);
    await page.goto(`${e2e.stack.url}/shopping-cart#my-Wishlist`);
    const row = (name: string) =>
      main.getByRole('list', { name: 'Wishlist items' }).getByRole('listitem', { name, exact: true });
    await expect
      .poll(() => row(rated.name).innerText())
      .toMatch(new RegExp(`${rated.rating.average.toFixed(1)}\\s*out of 5`));
    expect(await row(unrated.name).innerText()).not.toMatch(/\d\.\d\s*out of 5|0\.0/);
    await page.context().close();
  });

  it('shows the shopper their own review in place of the review form, at once after rating', async () => {
    const page = await desktopShopper();
    const main = page.getByRole('main');
    const reviewForm = main.getByRole('form', { name: 'Write a review' });
    const ownReview = main.getByRole('region', { name: 'Your review' });

    // Rated before: the demo's review of PRD000002 stands where the form was.
    await page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.ratedByDemo}`);
    await expect.poll(() => ownReview.count()).toBe(1);
    expect(await ownReview.innerText()).toContain('Good quality');
    expect(await reviewForm.count()).toBe(0);

    // Bought but not rated: the form; once sent, the review replaces it and the summary counts it.
    await page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.inStock}`);
    await expect.poll(() => reviewForm.count()).toBe(1);
    const countText = await main
      .getByText(/^\d+ ratings$/)
      .first()
      .innerText();
    await reviewForm.getByRole('radio', { name: '4 stars' }).click();
    await reviewForm.getByLabel('Title').fill('Sturdy and well packed');
    await reviewForm.getByRole('button', { name: 'Submit Review' }).click();
    await expect.poll(() => ownReview.count()).toBe(1);
    expect(await ownReview.innerText()).toContain('Sturdy and well packed');
    expect(await reviewForm.count()).toBe(0);
    const before = Number(countText.split(' ')[0]);
    expect(await main.getByText(`${before + 1} ratings`, { exact: true }).count()).toBe(2);

    // And after a reload, from the page's own query.
    await page.reload();
    await expect.poll(() => ownReview.count()).toBe(1);
    expect(await reviewForm.count()).toBe(0);
    await page.context().close();
  });
});
