import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { likeIgnoringCase } from '../../rest-api/src/db/dialects.ts';
import { first } from '../../rest-api/src/db/queries.ts';
import { CATEGORIES } from '../helpers/fixtures.ts';
import { createGateway } from '../../gateway/src/yoga.ts';
import { gatewayConfig, startGateway, type TestGateway } from '../helpers/gateway.ts';

let gw: TestGateway;

beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

interface RestProduct {
  productId: string;
  brandId: string;
  brandDetails: { brandName: string };
  sellingPrice: number;
  price: number;
  stock: number;
  categoryIds: string[];
  oneRating: number;
  twoRating: number;
  threeRating: number;
  fourRating: number;
  fiveRating: number;
}

const LISTING = `
  totalCount
  edges { cursor node { productId } }
  pageInfo { hasNextPage endCursor }
  facets { brands { brand { brandId name } count } priceRange { min { amount } max { amount } } }
`;
const SEARCH = /* GraphQL */ `query ($q: String!, $filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {
  searchProducts(query: $q, filter: $filter, sort: $sort, first: $first, after: $after) { ${LISTING} }
}`;
const CATEGORY = /* GraphQL */ `query ($id: ID!, $filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {
  category(categoryId: $id) { products(filter: $filter, sort: $sort, first: $first, after: $after) { ${LISTING} } }
}`;

/** The one rule, computed independently: weighted mean of the star counts, rounded to one decimal. */
function average(p: RestProduct): number {
  const counts = [p.oneRating, p.twoRating, p.threeRating, p.fourRating, p.fiveRating];
  const n = counts.reduce((a, b) => a + b, 0);
  return n === 0 ? 0 : Math.round((counts.reduce((sum, c, i) => sum + c * (i + 1), 0) / n) * 10) / 10;
}

const ids = (products: RestProduct[]) => products.map((p) => p.productId);
const byPrice = (products: RestProduct[]) => [...products].sort((a, b) => a.sellingPrice - b.sellingPrice);

let searched: RestProduct[];
let category: RestProduct[];

beforeAll(async () => {
  // A search of fewer than 100 matches: one page holds all of it.
  searched = (await gw.api.get<RestProduct[]>('/getSearchProd?q=in')).body;
  category = (await gw.api.get<{ products: RestProduct[] }>(`/fetch-single-category/${CATEGORIES.groceries}/Groceries`))
    .body.products;
  expect(searched.length).toBeGreaterThan(40);
  expect(category.length).toBeGreaterThan(40);
});

async function search(variables: Record<string, unknown>) {
  const { body } = await gw.graphql(SEARCH, { q: 'in', first: 100, ...variables });
  expect(body.errors).toBeUndefined();
  return body.data.searchProducts;
}
const productIds = (listing: { edges: { node: { productId: string } }[] }) =>
  listing.edges.map((e) => e.node.productId);

describe('product listings', () => {
  it('sort by lowest price first unless told otherwise, ties keeping the list order', async () => {
    const listing = await search({});
    expect(listing.totalCount).toBe(searched.length);
    expect(productIds(listing)).toEqual(ids(byPrice(searched)));
    expect(productIds(await search({ sort: 'PRICE_HIGH_TO_LOW' }))).toEqual(
      ids([...searched].sort((a, b) => b.sellingPrice - a.sellingPrice)),
    );
    expect(productIds(await search({ sort: 'RECOMMENDED' }))).toEqual(ids(searched));
    const off = (p: RestProduct) =>
      p.price > 0 && p.sellingPrice < p.price ? Math.round(((p.price - p.sellingPrice) / p.price) * 100) : 0;
    expect(productIds(await search({ sort: 'DISCOUNT' }))).toEqual(ids([...searched].sort((a, b) => off(b) - off(a))));
  });

  it('count every match of a search and every brand among them, past any page size', async () => {
    const rows = (
      await sql<{ productId: string; brandId: string }>`SELECT p.productId, p.brandId FROM products p
      JOIN brands b ON b.brandId = p.brandId
      WHERE ${likeIgnoringCase(gw.api.queries, sql`p.name`, '%a%')} OR ${likeIgnoringCase(gw.api.queries, sql`b.brandName`, '%a%')}`.execute(
        gw.api.queries,
      )
    ).rows;
    expect(rows.length).toBeGreaterThan(100);
    const expected = new Map<string, number>();
    for (const { brandId } of rows) expected.set(brandId, (expected.get(brandId) ?? 0) + 1);
    const listing = await search({ q: 'a', first: 20 });
    expect(listing.totalCount).toBe(rows.length);
    expect(listing.pageInfo.hasNextPage).toBe(true);
    const facets = listing.facets.brands.map((b: { brand: { brandId: string }; count: number }) => [
      b.brand.brandId,
      b.count,
    ]);
    expect(new Map(facets)).toEqual(expected);
  });

  it('keep only the brands, ratings, prices and availability asked for, combined', async () => {
    const brandId = searched[0]!.brandId;
    const cases: [object, (p: RestProduct) => boolean][] = [
      [{ brandIds: [brandId] }, (p) => p.brandId === brandId],
      [{ minRating: 4 }, (p) => average(p) >= 4],
      [{ minPrice: 200, maxPrice: 800 }, (p) => p.sellingPrice >= 200 && p.sellingPrice <= 800],
      [{ availability: 'IN_STOCK' }, (p) => p.stock > 0],
      [{ availability: 'OUT_OF_STOCK' }, (p) => p.stock <= 0],
      [
        { minRating: 3, availability: 'IN_STOCK', maxPrice: 1000 },
        (p) => average(p) >= 3 && p.stock > 0 && p.sellingPrice <= 1000,
      ],
    ];
    for (const [filter, keep] of cases) {
      const expected = ids(byPrice(searched.filter(keep)));
      expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
      const listing = await search({ filter });
      expect(productIds(listing), JSON.stringify(filter)).toEqual(expected);
      expect(listing.totalCount).toBe(expected.length);
    }
  });

  it('count each brand with every filter but the brand filter, and bound the price slider by the whole list', async () => {
    const listing = await search({ filter: { availability: 'IN_STOCK', brandIds: [searched[0]!.brandId] } });
    const inStock = searched.filter((p) => p.stock > 0);
    const expected = new Map<string, number>(searched.map((p) => [p.brandId, 0]));
    for (const p of inStock) expected.set(p.brandId, expected.get(p.brandId)! + 1);
    const facets = listing.facets.brands.map((b: { brand: { brandId: string }; count: number }) => [
      b.brand.brandId,
      b.count,
    ]);
    expect(new Map(facets)).toEqual(expected);
    const names = listing.facets.brands.map((b: { brand: { name: string } }) => b.brand.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const prices = searched.map((p) => p.sellingPrice);
    expect(listing.facets.priceRange).toEqual({
      min: { amount: Math.min(...prices).toFixed(2) },
      max: { amount: Math.max(...prices).toFixed(2) },
    });
  });

  it('answer an empty page, not an error, when nothing passes', async () => {
    const listing = await search({ filter: { minPrice: 99_999_999 } });
    expect(listing).toMatchObject({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
    expect(listing.facets.brands.length).toBeGreaterThan(0);
    expect(listing.facets.brands.every((b: { count: number }) => b.count === 0)).toBe(true);
    const nothing = await gw.graphql(SEARCH, { q: 'zzzzqqqq' });
    expect(nothing.body.data.searchProducts).toMatchObject({
      totalCount: 0,
      edges: [],
      facets: { brands: [], priceRange: null },
    });
  });

  it('page a filtered category with cursors: the pages put together are the whole sorted list', async () => {
    const filter = { availability: 'IN_STOCK' };
    const expected = ids(byPrice(category.filter((p) => p.stock > 0)));
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const { body, headers } = await gw.graphql(CATEGORY, { id: CATEGORIES.groceries, filter, first: 15, after });
      const page: {
        totalCount: number;
        edges: { node: { productId: string } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      } = body.data.category.products;
      expect(page.totalCount).toBe(expected.length);
      expect(gw.reportedCalls(headers)).toBe(2); // the category tree and the subtree's products, once each
      seen.push(...productIds(page));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual(expected);
  });

  it('keep a category filter within a search, and refuse bad filters and queries with a clear message', async () => {
    const child = category.find((p) => p.categoryIds.length > 1)!.categoryIds[1]!;
    expect(productIds(await search({ filter: { categoryId: child } }))).toEqual(
      ids(byPrice(searched.filter((p) => p.categoryIds.includes(child)))),
    );

    const bad: [Record<string, unknown>, string][] = [
      [{ filter: { minRating: 6 } }, 'filter.minRating must be a whole number from 1 to 5'],
      [{ filter: { minPrice: 500, maxPrice: 100 } }, 'filter.minPrice must not be above filter.maxPrice'],
      [{ q: 'x'.repeat(101) }, 'query must be at most 100 characters'],
      [{ first: 101 }, 'first must be between 0 and 100'],
    ];
    for (const [variables, message] of bad) {
      const { body } = await gw.graphql(SEARCH, { q: 'a', ...variables });
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });
});

describe('search suggestions', () => {
  const SUGGEST = /* GraphQL */ `
    query ($q: String!) {
      searchSuggestions(query: $q) {
        name
        product {
          productId
          name
        }
      }
    }
  `;

  it('suggest up to ten products for the text typed, best matches first, one per name', async () => {
    const { body } = await gw.graphql(SUGGEST, { q: 'ri' });
    const rest = (await gw.api.get<{ name: string; productId: string }[]>('/getSearch-suggestions?q=ri')).body;
    const expected = rest.filter((s, i) => rest.findIndex((t) => t.name === s.name) === i);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.data.searchSuggestions).toEqual(
      expected.map((s) => ({ name: s.name, product: { productId: s.productId, name: s.name } })),
    );
    expect(body.data.searchSuggestions.length).toBeLessThanOrEqual(10);
  });

  it('suggest nothing for blank text, without asking the REST API', async () => {
    const before = gw.restCalls.length;
    const { body } = await gw.graphql(SUGGEST, { q: '   ' });
    expect(body.data.searchSuggestions).toEqual([]);
    expect(gw.restCalls.length).toBe(before);
  });
});

describe('cursors', () => {
  it('carry the arguments they were issued for: reused with another filter, sort or query they are refused', async () => {
    const first = await gw.graphql(SEARCH, { q: 'rice', sort: 'PRICE_LOW_TO_HIGH', first: 2 });
    const { endCursor } = first.body.data.searchProducts.pageInfo;
    const next = await gw.graphql(SEARCH, { q: 'rice', sort: 'PRICE_LOW_TO_HIGH', first: 2, after: endCursor });
    expect(next.body.errors).toBeUndefined();
    expect(next.body.data.searchProducts.edges[0].node.productId).not.toBe(
      first.body.data.searchProducts.edges[1].node.productId,
    );
    // The same arguments in another order, and omitted ones sent as null, are the same arguments.
    const sameAsked = await gw.graphql(SEARCH, {
      sort: 'PRICE_LOW_TO_HIGH',
      filter: null,
      q: 'rice',
      first: 2,
      after: endCursor,
    });
    expect(sameAsked.body.data.searchProducts).toEqual(next.body.data.searchProducts);
    for (const other of [{ q: 'oil' }, { sort: 'PRICE_HIGH_TO_LOW' }, { filter: { availability: 'IN_STOCK' } }]) {
      const { body } = await gw.graphql(SEARCH, {
        q: 'rice',
        sort: 'PRICE_LOW_TO_HIGH',
        first: 2,
        after: endCursor,
        ...other,
      });
      // An error on the connection field only: the field is null, the rest of `data` stays.
      expect(body.data).toEqual({ searchProducts: null });
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: `The cursor "${endCursor}" was issued for other arguments (filter, sort or query): ask again without after`,
          path: ['searchProducts'],
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      ]);
    }
  });
});

describe('an inconsistent upstream record', () => {
  it('nulls only its own field (a product whose category is not in the cached tree), not the list', async () => {
    // The catalog cache keeps the category tree for 30 s; a product moved meanwhile into a new category is newer.
    const cached = createGateway(gatewayConfig({ upstreamUrl: gw.api.url, catalogTtlSeconds: 30 }));
    const query = async (q: string) => {
      const response = await cached.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: /* GraphQL */ `{ searchProducts(query: "${q}", first: 100) { edges { node { productId category { categoryId } } } } }`,
        }),
      });
      return response.json();
    };
    try {
      expect((await query('dal')).errors).toBeUndefined();
      const { productId } = (await first(
        gw.api.queries,
        sql<{
          productId: string;
        }>`SELECT productId FROM products WHERE ${likeIgnoringCase(gw.api.queries, sql`name`, '%Oil%')} LIMIT 1`,
      ))!;
      await sql`INSERT INTO categories (id, name, parentCategory, categoryIcon, categoryBanner, position) VALUES ('CAT_NEW', 'New Shelf', 'CAT_NEW', '', NULL, 999)`.execute(
        gw.api.queries,
      );
      await sql`UPDATE products SET categoryId = 'CAT_NEW' WHERE productId = ${productId}`.execute(gw.api.queries);
      const body = await query('oil');
      expect(body.errors).toBeUndefined();
      const nodes = body.data.searchProducts.edges.map(
        (e: { node: { productId: string; category: unknown } }) => e.node,
      );
      expect(nodes.find((n: { productId: string }) => n.productId === productId)).toEqual({
        productId,
        category: null,
      });
      expect(nodes.filter((n: { category: unknown }) => n.category !== null)).toHaveLength(nodes.length - 1);
    } finally {
      await cached.dispose();
    }
  });
});
