import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, CATEGORIES, PRODUCTS } from '../helpers/fixtures.ts';
import { globalId, startGateway, type TestGateway } from '../helpers/gateway.ts';

let gw: TestGateway;

beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

const LISTING = `
  totalCount
  edges { cursor node { productId } }
  pageInfo { hasNextPage endCursor }
  facets { brands { brand { brandId } count } priceRange { min { amount } max { amount } } }
`;
const ARGS = 'filter: $filter, sort: $sort, first: $first, after: $after';
const VARIABLES = '$filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String';
const PRODUCT_LISTING = `query ($source: ProductListingSource!, ${VARIABLES}) { productListing(source: $source, ${ARGS}) { ${LISTING} } }`;

async function ok(query: string, variables: Record<string, unknown>) {
  const { body } = await gw.graphql(query, variables);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

const listing = async (source: object, variables: Record<string, unknown> = {}) =>
  (await ok(PRODUCT_LISTING, { source, ...variables })).productListing;

/** The same page through the source's own field at `path` (`field` opens one selection per step of it). */
async function ownField(field: string, declarations: string, variables: Record<string, unknown>, path: string[]) {
  let value = await ok(
    `query (${declarations}${VARIABLES}) { ${field} { ${LISTING} } ${' }'.repeat(path.length - 1)} }`,
    variables,
  );
  for (const key of path) value = value[key];
  return value;
}

describe('productListing(source:)', () => {
  it("answers, source by source, what the source's own field answers, filtered, sorted and paged alike", async () => {
    const discountId: string = (await ok('{ discountsForYou { discountId } }', {})).discountsForYou[0].discountId;
    const cases: [object, string, string, Record<string, unknown>, string[]][] = [
      [{ search: 'a' }, `searchProducts(query: $q, ${ARGS})`, '$q: String!, ', { q: 'a' }, ['searchProducts']],
      [
        { categoryId: CATEGORIES.groceries },
        `category(categoryId: $id) { products(${ARGS})`,
        '$id: ID!, ',
        { id: CATEGORIES.groceries },
        ['category', 'products'],
      ],
      [
        { brandId: BRANDS.withProducts },
        `brand(brandId: $id) { products(${ARGS})`,
        '$id: ID!, ',
        { id: BRANDS.withProducts },
        ['brand', 'products'],
      ],
      [
        { discountId },
        `discount(discountId: $id) { products(${ARGS})`,
        '$id: ID!, ',
        { id: discountId },
        ['discount', 'products'],
      ],
      [{ collection: 'TOP_DEALS' }, `topDealProducts(${ARGS})`, '', {}, ['topDealProducts']],
      [{ collection: 'LIMITED_TIME_DEALS' }, `limitedTimeDealProducts(${ARGS})`, '', {}, ['limitedTimeDealProducts']],
      [{ collection: 'NEW_ARRIVALS' }, `newArrivalProducts(${ARGS})`, '', {}, ['newArrivalProducts']],
      [{ collection: 'TOP_BRANDS' }, `topBrandProducts(${ARGS})`, '', {}, ['topBrandProducts']],
      [{ collection: 'TOP_STORES' }, `topStoreProducts(${ARGS})`, '', {}, ['topStoreProducts']],
    ];
    for (const [source, field, declarations, own, path] of cases) {
      for (const variables of [{ first: 5 }, { sort: 'DISCOUNT', filter: { availability: 'IN_STOCK' }, first: 3 }]) {
        const expected = await ownField(field, declarations, { ...own, ...variables }, path);
        const page = await listing(source, variables);
        const label = JSON.stringify([source, variables]);
        expect(expected.totalCount, label).toBeGreaterThan(0);
        expect({ ...page, edges: page.edges.map((e: { node: unknown }) => e.node) }, label).toEqual({
          ...expected,
          edges: expected.edges.map((e: { node: unknown }) => e.node),
          pageInfo: { hasNextPage: expected.pageInfo.hasNextPage, endCursor: page.pageInfo.endCursor },
        });
      }
    }
  });

  it('answers the products by IDs in the order given (RECOMMENDED), dropping unknown ones, as productsByIds does', async () => {
    const ids = [globalId('Product', PRODUCTS.outOfStock), 'nonsense', globalId('Product', PRODUCTS.inStock)];
    const page = await listing({ productIds: ids }, { sort: 'RECOMMENDED' });
    expect(page.edges.map((e: { node: { productId: string } }) => e.node.productId)).toEqual([
      PRODUCTS.outOfStock,
      PRODUCTS.inStock,
    ]);
    const own = await ok(`query ($ids: [ID!]!) { productsByIds(ids: $ids, sort: RECOMMENDED) { totalCount } }`, {
      ids,
    });
    expect(own.productsByIds.totalCount).toBe(2);
  });

  it('pages with its cursors, which hold for this source only', async () => {
    const source = { search: 'a' };
    const first = await listing(source, { first: 10 });
    const second = await listing(source, { first: 10, after: first.pageInfo.endCursor });
    const all = await listing(source, { first: 20 });
    expect([...first.edges, ...second.edges].map((e: { node: unknown }) => e.node)).toEqual(
      all.edges.map((e: { node: unknown }) => e.node),
    );
    const other = await gw.graphql(PRODUCT_LISTING, {
      source: { search: 'e' },
      first: 10,
      after: first.pageInfo.endCursor,
    });
    expect(other.body.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers null for a category, brand or discount that does not exist, and refuses a source with two fields', async () => {
    for (const source of [
      { categoryId: 'CAT999999' },
      { brandId: 'BRD999' },
      { discountId: 'DSC999' },
      { brandId: globalId('Category', 'CAT125') },
    ]) {
      expect(await listing(source), JSON.stringify(source)).toBeNull();
    }
    const two = await gw.graphql(PRODUCT_LISTING, { source: { search: 'a', collection: 'TOP_DEALS' } });
    expect(two.body.errors![0]!.message).toMatch(/Exactly one key must be specified/);
  });

  it('counts the IDs of a source against the list limit before any REST call', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => globalId('Product', `PRD${String(i).padStart(6, '0')}`));
    const { body } = await gw.graphql(PRODUCT_LISTING, { source: { productIds: ids } });
    expect(body.errors).toEqual([expect.objectContaining({ extensions: { code: 'LIST_TOO_LONG' } })]);
  });
});
