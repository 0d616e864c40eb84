// The storefront's persisted operations run compiled (graphql-jit); any other document runs on graphql-js. Both must
// answer the same: each screen's query by id next to the same document made unknown to the manifest by a comment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConcreteRequest } from 'relay-runtime';
import manifest from '../../gateway/src/__generated__/persisted-operations.json';
import shellQuery from '../../web/src/layout/__generated__/AppShellQuery.graphql.ts';
import categoryQuery from '../../web/src/pages/CategoryPage/__generated__/CategoryPageQuery.graphql.ts';
import checkoutQuery from '../../web/src/pages/CheckoutPage/__generated__/CheckoutPageQuery.graphql.ts';
import homeQuery from '../../web/src/pages/HomePage/__generated__/HomePageQuery.graphql.ts';
import ordersQuery from '../../web/src/pages/MyOrdersPane/__generated__/MyOrdersPaneQuery.graphql.ts';
import orderQuery from '../../web/src/pages/OrderDetailsPage/__generated__/OrderDetailsPageQuery.graphql.ts';
import productQuery from '../../web/src/pages/ProductPage/__generated__/ProductPageQuery.graphql.ts';
import searchQuery from '../../web/src/pages/SearchResultPage/__generated__/SearchResultPageQuery.graphql.ts';
import cartQuery from '../../web/src/pages/ShoppingCartPage/__generated__/ShoppingCartPageQuery.graphql.ts';
import reportMutation from '../../web/src/mutations/__generated__/useReportProductMutation.graphql.ts';
import { categoryVariables } from '../../bench/storefront.ts';
import { BRANDS, CATEGORIES, ORDERS, PRODUCTS, USERS } from '../helpers/fixtures.ts';
import { globalId, startGateway, type TestGateway, withoutActual } from '../helpers/gateway.ts';

let gw: TestGateway;
let token: string;
beforeAll(async () => {
  gw = await startGateway();
  token = await gw.api.signIn(USERS.demo);
});
afterAll(() => gw.close());

const cases: [string, ConcreteRequest, Record<string, unknown>][] = [
  ['the shell', shellQuery, {}],
  [
    'home with recently viewed',
    homeQuery,
    { recentIds: [globalId('Product', PRODUCTS.inStock), globalId('Product', PRODUCTS.outOfStock)], skipRecent: false },
  ],
  [
    'a category, filtered and sorted',
    categoryQuery,
    {
      ...categoryVariables(CATEGORIES.groceries),
      filter: { minRating: 1, availability: 'IN_STOCK' },
      sort: 'PRICE_HIGH_TO_LOW',
    },
  ],
  ['a product', productQuery, { productId: PRODUCTS.inStock }],
  ['a product that does not exist', productQuery, { productId: 'PRD999999' }],
  ['a search', searchQuery, { source: { search: 'rice' }, sort: 'DISCOUNT' }],
  ['the cart', cartQuery, {}],
  ['checkout from the cart', checkoutQuery, { source: 'CART' }],
  ['the orders, filtered', ordersQuery, { count: 5, filter: { status: 'DELIVERED' } }],
  ['an order', orderQuery, { orderId: ORDERS.delivered.id }],
  ["another shopper's order", orderQuery, { orderId: ORDERS.secondUser.id }],
  // Errors raised by resolvers: the same, but for `locations` (a compiled operation's client never sent its text).
  ['home with ids this API never issued', homeQuery, { recentIds: [PRODUCTS.inStock], skipRecent: false }],
  // Invalid variables are refused by graphql-js's own check on both paths: the same 400 and message.
  [
    'a category with a filter field that does not exist',
    categoryQuery,
    { ...categoryVariables(CATEGORIES.groceries), filter: { inStock: true } },
  ],
  ['the orders with a status that does not exist', ordersQuery, { count: 5, filter: { status: 'LOST' } }],
  // graphql-jit does not check @oneOf itself: the same check keeps a report of two targets from running.
  [
    'a report of a product and a brand at once',
    reportMutation,
    { input: { target: { productId: PRODUCTS.inStock, brandId: BRANDS.withProducts }, reason: 'Fake' } },
  ],
  ['a listing of two sources at once', searchQuery, { source: { search: 'rice', collection: 'TOP_DEALS' } }],
];

const withoutLocations = (body: { errors?: object[] }) =>
  body.errors
    ? { ...body, errors: body.errors.map(({ locations: _locations, ...error }: { locations?: unknown }) => error) }
    : body;

describe('compiled execution of the persisted operations', () => {
  it.each(cases)('answers %s as graphql-js does', async (_name, query, variables) => {
    const document = (manifest as Record<string, string>)[query.params.id!]!;
    const compiled = await gw.post({ documentId: query.params.id, variables }, { token });
    const interpreted = await gw.post({ query: `${document}\n# not in the manifest`, variables }, { token });
    expect(compiled.status).toBe(interpreted.status);
    // Variables that do not fit are refused before either runs, the same way (no data).
    if (!('data' in interpreted.body)) {
      expect(compiled.body).toEqual(interpreted.body);
      expect(compiled.body.errors[0]).toMatchObject({
        message: expect.stringMatching(/^Variable "\$\w+" got invalid value/),
        extensions: { code: 'BAD_USER_INPUT' },
      });
      return;
    }
    expect(compiled.body.data).toBeTruthy();
    expect(withoutActual(compiled.body)).toEqual(withoutActual(withoutLocations(interpreted.body)));
    // What shows the compiled path ran: graphql-js locates a resolver's error in the text, the compiled one cannot.
    for (const [i, error] of (interpreted.body.errors ?? []).entries()) {
      expect(error.locations).toBeDefined();
      expect(compiled.body.errors[i]).not.toHaveProperty('locations');
    }
  });
});
