// A category's unfiltered page comes from the REST API's sorted pages unless the whole list is cached (gateway/src/
// graph/listing.ts, categoryListing): it must be the page and facets the whole list gives.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createGateway } from '../../gateway/src/yoga.ts';
import { startApi, type TestApi } from '../helpers/api.ts';
import { CATEGORIES } from '../helpers/fixtures.ts';
import { fromClient, gatewayConfig, startGateway, startGateways, type TestGateway } from '../helpers/gateway.ts';

const PAGE = /* GraphQL */ `
  query ($id: ID!, $sort: ProductSort, $first: Int, $after: String, $filter: ProductFilter) {
    category(categoryId: $id) {
      products(sort: $sort, first: $first, after: $after, filter: $filter) {
        totalCount
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
        edges {
          cursor
          node {
            productId
            name
            listPrice {
              amount
            }
          }
        }
        facets {
          brands {
            brand {
              brandId
              name
            }
            count
          }
          priceRange {
            min {
              amount
            }
            max {
              amount
            }
          }
        }
      }
    }
  }
`;

type Page = {
  totalCount: number;
  pageInfo: { endCursor: string | null };
  edges: { node: { productId: string } }[];
  facets: unknown;
};

const categoryCalls = (calls: string[]) =>
  calls.filter((call) => call.startsWith(`GET /fetch-single-category/${CATEGORIES.groceries}/`));

let reference: TestGateway;
beforeAll(async () => {
  // Reads whole lists only: its pages carry a filter the REST API cannot apply (every product has a price >= 0).
  reference = await startGateway();
});
afterAll(() => reference?.close());

/** The page the whole list gives for `variables` (cursors apart: they carry a digest of the other filter). */
async function wholeListPage(variables: Record<string, unknown>) {
  const { body } = await reference.graphql<{ category: { products: Page } }>(PAGE, {
    ...variables,
    filter: { minPrice: 0 },
  });
  expect(body.errors).toBeUndefined();
  return withoutCursors(body.data!.category.products);
}
const withoutCursors = (page: Page) => ({ ...page, pageInfo: null, edges: page.edges.map((e) => e.node) });

describe('a category page read on its own', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway({ catalogTtlSeconds: 30 });
  });
  afterAll(() => gw?.close());

  it.each(['PRICE_LOW_TO_HIGH', 'PRICE_HIGH_TO_LOW', 'RECOMMENDED'])(
    'gives the pages and facets the whole list gives, sorted %s',
    async (sort) => {
      let after: string | null = null;
      const seen: string[] = [];
      for (let page = 0; page < 3; page++) {
        const variables: Record<string, unknown> = { id: CATEGORIES.groceries, sort, first: 7, after };
        const { body } = await gw.graphql<{ category: { products: Page } }>(PAGE, variables);
        expect(body.errors).toBeUndefined();
        const products = body.data!.category.products;
        expect(withoutCursors(products)).toEqual(
          await wholeListPage({ ...variables, after: null, first: 7 * (page + 1) }).then((whole) => ({
            ...whole,
            edges: whole.edges.slice(7 * page),
          })),
        );
        seen.push(...products.edges.map((e) => e.node.productId));
        after = products.pageInfo.endCursor;
      }
      expect(new Set(seen).size).toBe(21);
    },
  );
});

describe('the REST calls of a large category page', () => {
  let deployment: Awaited<ReturnType<typeof startGateways>>;
  beforeAll(async () => {
    deployment = await startGateways(1, { catalogTtlSeconds: 30 });
  });
  afterAll(() => deployment?.close());

  const graphql = (variables: Record<string, unknown>) =>
    deployment.gateways[0]!.graphql<{ category: { products: Page } }>(PAGE, { id: CATEGORIES.groceries, ...variables });

  it('reads unfiltered pages on their own, never the whole list, each page once while it is cached', async () => {
    const first = await graphql({ first: 5 });
    const next = await graphql({ first: 5, after: first.body.data!.category.products.pageInfo.endCursor });
    await graphql({ first: 5 });
    const byPriceDown = await graphql({ first: 5, sort: 'PRICE_HIGH_TO_LOW' });
    for (const answer of [first, next, byPriceDown]) expect(answer.body.errors).toBeUndefined();
    expect(withoutCursors(next.body.data!.category.products)).toEqual(
      await wholeListPage({ id: CATEGORIES.groceries, first: 10 }).then((whole) => ({
        ...whole,
        edges: whole.edges.slice(5),
      })),
    );
    expect(categoryCalls(deployment.restCalls)).toEqual([
      `GET /fetch-single-category/${CATEGORIES.groceries}/Groceries?counts=true&facets=true&limit=5&offset=0&sort=price_asc`,
      `GET /fetch-single-category/${CATEGORIES.groceries}/Groceries?counts=true&facets=true&limit=5&offset=5&sort=price_asc`,
      `GET /fetch-single-category/${CATEGORIES.groceries}/Groceries?counts=true&facets=true&limit=5&offset=0&sort=price_desc`,
    ]);
  });

  it('pages from the whole list once a filter has read it, with no more calls', async () => {
    const filtered = await graphql({ filter: { availability: 'IN_STOCK' } });
    expect(filtered.body.errors).toBeUndefined();
    deployment.restCalls.length = 0;
    const [byDiscount, later] = await Promise.all([
      graphql({ sort: 'DISCOUNT' }),
      graphql({ first: 5, sort: 'RECOMMENDED' }),
    ]);
    for (const answer of [byDiscount, later]) expect(answer.body.errors).toBeUndefined();
    expect(withoutCursors(later.body.data!.category.products)).toEqual(
      await wholeListPage({ id: CATEGORIES.groceries, first: 5, sort: 'RECOMMENDED' }),
    );
    expect(categoryCalls(deployment.restCalls)).toEqual([]);
  });

  it('waits for the whole list for a filter or sort the REST API cannot apply', async () => {
    const cold = await startGateways(1, { catalogTtlSeconds: 30 });
    onTestFinished(() => cold.close());
    const { body } = await cold.gateways[0]!.graphql<{ category: { products: Page } }>(PAGE, {
      id: CATEGORIES.groceries,
      sort: 'DISCOUNT',
      filter: { minRating: 3 },
    });
    expect(body.errors).toBeUndefined();
    expect(categoryCalls(cold.restCalls)).toEqual([`GET /fetch-single-category/${CATEGORIES.groceries}/Groceries`]);
  });
});

describe('a REST API without the sorted pages and counts (the reference API ignores parameters it does not know)', () => {
  let api: TestApi;
  let proxy: Server;
  beforeAll(async () => {
    api = await startApi();
    proxy = createServer(async (request, response) => {
      const url = new URL(request.url!, api.url);
      url.searchParams.delete('sort');
      url.searchParams.delete('facets');
      url.searchParams.delete('counts');
      const answer = await fetch(url, { headers: { accept: 'application/json' } });
      response
        .writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
        .end(Buffer.from(await answer.arrayBuffer()));
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    proxy?.close();
    await api?.close();
  });

  it('is read whole, for the same page', async () => {
    const gateway = createGateway(
      gatewayConfig({
        upstreamUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
        catalogTtlSeconds: 30,
      }),
    );
    onTestFinished(() => gateway.dispose());
    const variables = { id: CATEGORIES.groceries, sort: 'PRICE_HIGH_TO_LOW', first: 6 };
    const response = await gateway.fetch(
      'http://gateway.test/graphql',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: PAGE, variables }),
      },
      fromClient('127.0.0.1'),
    );
    const { data, errors } = (await response.json()) as { data: { category: { products: Page } }; errors?: unknown };
    expect(errors).toBeUndefined();
    expect(withoutCursors(data.category.products)).toEqual(await wholeListPage(variables));
  });
});
