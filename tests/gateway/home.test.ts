import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DEMO } from '../helpers/api.ts';
import { CATEGORIES, PRODUCTS } from '../helpers/fixtures.ts';
import { publicUrl, startGateway, type TestGateway } from '../helpers/gateway.ts';

let gw: TestGateway;
let demo: string;

beforeAll(async () => {
  gw = await startGateway();
  // The seed names every category: this file checks the storefront's rule for one without a name (before any request
  // reads the tree, which the REST API serializes once).
  await sql`UPDATE categories SET name = '' WHERE id = ${CATEGORIES.clearance}`.execute(gw.api.queries);
  demo = await gw.api.signIn(DEMO);
});
afterAll(() => gw.close());

const CARD = `id productId name images(first: 1) { url alt } offerPrice { amount formatted } listPrice { formatted } percentOff
  stockStatus stockLabel badge quantityBounds { min } rating { average count } seller { storeName } brand { name }
  tierPriceRange { min { formatted } max { formatted } }`;

const HOME_QUERY = /* GraphQL */ `{
  viewer { user { name } cart { lineCount } buyAgain(first: 10) { totalCount edges { node { ${CARD} } } } }
  topCategories { categoryId name displayName icon { url } }
  homeBanners { bannerId dealType image { url alt } category { categoryId name } product { productId } }
  newArrivals { productId }
  newArrivalProducts(sort: RECOMMENDED, first: 20) { nodes { ${CARD} } }
  productsForYou(first: 12) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${CARD} } } }
  topBrands { brandId name productCount logo { url } }
  discountsForYou { discountId upToPercentOff image { url } category { categoryId displayName } }
}`;

/** Runs `query` and checks Server-Timing against the REST API's own record of the calls it received. */
async function measured(query: string, token?: string) {
  const before = gw.restCalls.length;
  const result = await gw.graphql(query, {}, { token });
  const calls = gw.restCalls.slice(before);
  return { ...result, calls };
}

describe('the home query', () => {
  it('returns every section from the REST API for a guest', async () => {
    const { body, calls } = await measured(HOME_QUERY);
    expect(body.errors).toBeUndefined();
    const data = body.data;
    expect(data.viewer).toEqual({ user: null, cart: null, buyAgain: { totalCount: 0, edges: [] } });

    const banners = (await gw.api.get('/gethomebanner')).body;
    expect(data.homeBanners.map((b: any) => b.bannerId)).toEqual(banners.map((b: any) => b.id));
    for (const banner of data.homeBanners) {
      if (banner.dealType === 'CATEGORY') expect(banner.category.categoryId).toMatch(/^CAT/);
      else expect(banner.product.productId).toMatch(/^PRD/);
    }

    const names = data.topCategories.map((c: any) => c.displayName);
    expect(names).toContain('Groceries');
    expect(data.topCategories.find((c: any) => c.categoryId === CATEGORIES.clearance)).toMatchObject({
      name: null,
      displayName: 'Unnamed Category',
    });
    expect(data.topCategories.map((c: any) => c.categoryId)).not.toContain(CATEGORIES.empty);

    expect(data.newArrivalProducts.nodes.length).toBeGreaterThan(0);
    expect(data.newArrivalProducts.nodes.every((p: any) => p.badge === 'NEW' || p.badge === 'FEATURED')).toBe(true);
    // The deprecated `newArrivals` still answers the same products, in the same order.
    expect(data.newArrivals.map((p: any) => p.productId)).toEqual(
      data.newArrivalProducts.nodes.map((p: any) => p.productId),
    );
    expect(data.productsForYou.edges).toHaveLength(12);
    expect(data.productsForYou.pageInfo.hasNextPage).toBe(true);
    expect(data.productsForYou.totalCount).toBe(
      Number((await gw.api.get('/getb2bProducts?limit=1')).headers.get('x-total-count')),
    );
    expect(data.topBrands.every((b: any) => b.productCount > 0)).toBe(true);
    expect(data.discountsForYou[0].upToPercentOff).toBeGreaterThan(0);

    // Distinct resources: category tree, banners, new arrivals, business products, brands (top), discounts.
    expect(calls.map((c) => c.split('?')[0]).sort()).toEqual(
      [
        'GET /fetchCategory',
        'GET /getDiscountForYouDetails',
        'GET /getNewArrivalProd',
        'GET /getTopBrand',
        'GET /getb2bProducts',
        'GET /gethomebanner',
      ].sort(),
    );
  });

  it("serves the New arrivals section from the REST API's 20 newest, reading the whole list only for what needs it", async () => {
    const whole = ((await gw.api.get('/getNewArrivalData')).body as { productId: string }[]).map((p) => p.productId);
    expect(whole.length).toBeGreaterThan(20);
    const section = await measured(/* GraphQL */ `
      {
        newArrivalProducts(sort: RECOMMENDED, first: 20) {
          nodes {
            productId
          }
        }
      }
    `);
    expect(section.calls.map((c) => c.split('?')[0])).toEqual(['GET /getNewArrivalProd']);
    expect(section.body.data.newArrivalProducts.nodes.map((p: any) => p.productId)).toEqual(whole.slice(0, 20));

    const PAGE = /* GraphQL */ `
      query ($after: String) {
        newArrivalProducts(sort: RECOMMENDED, first: 20, after: $after) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          nodes {
            productId
          }
        }
      }
    `;
    const counted = await measured(PAGE);
    expect(counted.body.data.newArrivalProducts).toMatchObject({
      totalCount: whole.length,
      pageInfo: { hasNextPage: true },
    });
    const next = (await gw.graphql(PAGE, { after: counted.body.data.newArrivalProducts.pageInfo.endCursor })).body.data
      .newArrivalProducts;
    expect(next.nodes.map((p: any) => p.productId)).toEqual(whole.slice(20, 40));
  });

  it('reports in Server-Timing exactly the REST calls it made, none of them twice', async () => {
    for (const token of [undefined, demo]) {
      const { headers, calls } = await measured(HOME_QUERY, token);
      expect(headers.get('server-timing')).toMatch(/^upstream;dur=\d+(\.\d)?;desc="\d+ calls"$/);
      expect(gw.reportedCalls(headers)).toBe(calls.length);
      expect(new Set(calls).size).toBe(calls.length);
    }
  });

  it("adds the signed-in shopper's name, cart count and Buy Again", async () => {
    const { body, calls } = await measured(HOME_QUERY, demo);
    expect(body.errors).toBeUndefined();
    expect(body.data.viewer.user).toEqual({ name: 'Rahul Sharma' });
    expect(body.data.viewer.cart).toEqual({ lineCount: PRODUCTS.demoCart.length });
    const buyAgain = (await gw.api.get('/get-buy-again-products', { token: demo })).body.products;
    expect(body.data.viewer.buyAgain.totalCount).toBe(buyAgain.length);
    expect(body.data.viewer.buyAgain.edges.map((e: any) => e.node.productId)).toEqual(
      buyAgain.slice(0, 10).map((p: any) => p.productId),
    );
    expect(calls.filter((c) => c === 'GET /user-details')).toHaveLength(1);
  });

  it('shares one set of loaders across the operations of a batched request', async () => {
    const before = gw.restCalls.length;
    const response = await gw.batch(
      [
        { query: /* GraphQL */ '{ viewer { cart { lineCount } } topCategories { displayName } }' },
        { query: /* GraphQL */ '{ topCategories { categoryId } homeBanners { category { name } } }' },
      ],
      { token: demo },
    );
    const calls = gw.restCalls.slice(before);
    expect(response.body).toHaveLength(2);
    expect(response.body[1].data.topCategories.length).toBe(response.body[0].data.topCategories.length);
    expect(calls.filter((c) => c === 'GET /fetchCategory?counts=true')).toHaveLength(1);
    expect(new Set(calls).size).toBe(calls.length);
    expect(gw.reportedCalls(response.headers)).toBe(calls.length);
  });
});

describe('products', () => {
  const PRODUCT = /* GraphQL */ `query ($id: ID!) { product(productId: $id) { ${CARD} description keyFeatures features { name value }
    quantityBounds { min max consumerMax } tierPrices { range minQuantity maxQuantity price { amount } }
    rating { histogram { stars count } } category { categoryId } categoryPath { categoryId } createdAt } }`;

  it('turns the REST shapes into the graph: Money, percent off, stock label, rating, tiers', async () => {
    const rest = (await gw.api.get(`/getProductInnerDetails?pId=${PRODUCTS.inStock}`)).body.productDetails;
    const { body } = await gw.graphql(PRODUCT, { id: PRODUCTS.inStock });
    expect(body.errors).toBeUndefined();
    const p = body.data.product;
    expect(p.offerPrice.amount).toBe(rest.sellingPrice.toFixed(2));
    expect(p.offerPrice.formatted).toBe(
      `₹${rest.sellingPrice.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    expect(p.listPrice.formatted).toBe(
      `₹${rest.price.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    expect(p.percentOff).toBe(Math.round(((rest.price - rest.sellingPrice) / rest.price) * 100));
    expect(p.stockStatus).toBe('IN_STOCK');
    expect(p.stockLabel).toBe('In Stock');
    expect(p.quantityBounds).toEqual({ min: rest.b2bminQty, max: rest.b2bMaxQty, consumerMax: rest.b2cMaxQty });
    // (5×40 + 4×12 + 3×4 + 2×1 + 1×1) ÷ 58 = 4.53
    expect(p.rating).toMatchObject({ average: 4.5, count: 58 });
    expect(p.rating.histogram).toEqual([
      { stars: 5, count: 40 },
      { stars: 4, count: 12 },
      { stars: 3, count: 4 },
      { stars: 2, count: 1 },
      { stars: 1, count: 1 },
    ]);
    expect(p.tierPrices).toEqual([
      {
        range: '10-49',
        minQuantity: 10,
        maxQuantity: 49,
        price: { amount: rest.tirePrice[0].discountPrice.toFixed(2) },
      },
      {
        range: '50-99',
        minQuantity: 50,
        maxQuantity: 99,
        price: { amount: rest.tirePrice[1].discountPrice.toFixed(2) },
      },
    ]);
    expect(p.features.length).toBe(Object.keys(rest.features).length);
    expect(p.images).toEqual([{ url: publicUrl(rest.imageUrls[0]), alt: rest.name }]);
    expect(p.categoryPath.at(-1).categoryId).toBe(p.category.categoryId);
    expect(p.createdAt).toBe(
      new Date(rest.createdAt._seconds * 1000 + Math.floor(rest.createdAt._nanoseconds / 1e6)).toISOString(),
    );
  });

  it('labels low stock as the storefront shows it', async () => {
    const labels: Record<string, [string, string]> = {
      [PRODUCTS.outOfStock]: ['OUT_OF_STOCK', 'Out of Stock'],
      [PRODUCTS.onlyThreeLeft]: ['LOW_STOCK', 'Only 3 left'],
      [PRODUCTS.fewLeft]: ['FEW_LEFT', 'Only few left'],
    };
    for (const [id, [status, label]] of Object.entries(labels)) {
      const { body } = await gw.graphql(
        /* GraphQL */ `
          query ($id: ID!) {
            product(productId: $id) {
              stockStatus
              stockLabel
            }
          }
        `,
        { id },
      );
      expect(body.data.product).toEqual({ stockStatus: status, stockLabel: label });
    }
  });

  it('loads the details only for fields a list does not carry', async () => {
    const before = gw.restCalls.length;
    await gw.graphql(/* GraphQL */ `
      {
        productsForYou(first: 5) {
          edges {
            node {
              name
              offerPrice {
                amount
              }
            }
          }
        }
      }
    `);
    expect(gw.restCalls.slice(before)).toEqual(['GET /getb2bProducts?limit=5&offset=0']);
  });
});

describe('connections', () => {
  it('page through a list with after = endCursor', async () => {
    const first = await gw.graphql(/* GraphQL */ `
      {
        productsForYou(first: 3) {
          edges {
            node {
              productId
            }
          }
          pageInfo {
            endCursor
          }
        }
      }
    `);
    const after = first.body.data.productsForYou.pageInfo.endCursor;
    const next = await gw.graphql(
      /* GraphQL */ `
        query ($after: String) {
          productsForYou(first: 3, after: $after) {
            edges {
              node {
                productId
              }
            }
            pageInfo {
              hasPreviousPage
            }
          }
        }
      `,
      { after },
    );
    const all = await gw.graphql(/* GraphQL */ `
      {
        productsForYou(first: 6) {
          edges {
            node {
              productId
            }
          }
        }
      }
    `);
    const ids = (r: any) => r.body.data.productsForYou.edges.map((e: any) => e.node.productId);
    expect([...ids(first), ...ids(next)]).toEqual(ids(all));
    expect(next.body.data.productsForYou.pageInfo.hasPreviousPage).toBe(true);
  });

  it('refuse first above 100 or a foreign cursor with BAD_USER_INPUT', async () => {
    for (const [args, message] of [
      ['first: 101', 'first must be between 0 and 100'],
      ['first: -1', 'first must be between 0 and 100'],
      ['after: "bm9wZQ=="', 'Invalid cursor "bm9wZQ=="'],
    ]) {
      const { body } = await gw.graphql(/* GraphQL */ `{ productsForYou(${args}) { totalCount } }`);
      expect(body.errors).toEqual([expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT' } })]);
    }
  });

  it('count a category subtree without fetching products when none are asked for', async () => {
    const before = gw.restCalls.length;
    const { body } = await gw.graphql(
      /* GraphQL */ `
        query ($id: ID!) {
          category(categoryId: $id) {
            products(first: 0) {
              totalCount
              edges {
                cursor
              }
            }
            children {
              displayName
            }
          }
        }
      `,
      { id: CATEGORIES.groceries },
    );
    const tree = (await gw.api.get('/fetchCategory')).body.categories;
    expect(body.data.category.products).toEqual({
      totalCount: tree.find((c: any) => c.id === CATEGORIES.groceries).products.length,
      edges: [],
    });
    expect(gw.restCalls.slice(before, before + 1)).toEqual(['GET /fetchCategory?counts=true']);
  });
});
