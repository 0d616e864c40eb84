// A product's viewer fields (inCart, inWishlist, viewerHasPurchased, viewerReview) cost one REST call each per
// request, whatever the page size: a page of 100 products used to make two personal calls per product and run out
// of its REST call budget (BUDGET_EXCEEDED, no data).
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { all } from '../../rest-api/src/db/queries.ts';
import { globalId, startGateway, type TestGateway } from '../helpers/gateway.ts';
import { orderBody, product } from '../helpers/orderHelpers.ts';
import { newShopper } from '../helpers/shopper.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
  // More top deals than a page holds, as in the demo catalog (the test seed flags about 20).
  await sql`UPDATE products SET topDeals = 1 WHERE productId IN (SELECT productId FROM products ORDER BY productId LIMIT 120)`.execute(
    gw.api.queries,
  );
});
afterAll(() => gw.close());

const LISTING = /* GraphQL */ `
  {
    productListing(source: { collection: TOP_DEALS }, first: 100) {
      nodes {
        productId
        inCart
        inWishlist
        viewerHasPurchased
        viewerReview {
          id
          rating
        }
      }
    }
  }
`;
const RATE_THEN_CANCEL = /* GraphQL */ `
  mutation ($rate: RateProductInput!, $cancel: CancelOrderInput!) {
    rateProduct(input: $rate) {
      product {
        viewerHasPurchased
      }
      userErrors {
        message
      }
    }
    cancelOrder(input: $cancel) {
      order {
        cancelledItems {
          product {
            viewerHasPurchased
            viewerReview {
              rating
            }
          }
        }
      }
      userErrors {
        message
      }
    }
  }
`;

type Node = { productId: string; inCart: boolean; inWishlist: boolean; viewerHasPurchased: boolean };

/** The listing as `token` sees it, with the REST calls it made. */
async function listing(token?: string) {
  const before = gw.restCalls.length;
  const { body, headers } = await gw.graphql(LISTING, {}, { token });
  return { body, calls: gw.restCalls.slice(before), reported: gw.reportedCalls(headers) };
}

/** Places a cash-on-delivery Buy Now order of the least quantity; answers its seller order's id. */
async function order(token: string, productId: string): Promise<string> {
  const quantity = (await product(gw.api, productId)).b2bminQty;
  const placed = await gw.api.post(
    '/single-product-place-order',
    await orderBody(gw.api, [{ id: productId, quantity }]),
    {
      token,
    },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const [{ id }] = (await all(
    gw.api.queries,
    sql<{ id: string }>`SELECT id FROM orders WHERE parentOrderId = ${placed.body.orderId}`,
  )) as [{ id: string }];
  return id;
}

it('answers a page of 100 products with every viewer flag in one REST call per flag, and the flags are right', async () => {
  const guest = await listing();
  expect(guest.body.errors).toBeUndefined();
  const ids = guest.body.data.productListing.nodes.map((n: Node) => n.productId) as string[];
  expect(ids).toHaveLength(100);
  // Products of the page a shopper can order.
  const orderable = (
    await all(
      gw.api.queries,
      sql<{ productId: string }>`SELECT productId FROM products
        WHERE productId IN (${sql.join(ids)}) AND stock >= 50 AND b2cMaxQty >= 1 ORDER BY productId`,
    )
  ).map((row) => row.productId);
  const [reviewed, placed, cancelled, inCart, inWishlist] = orderable as [string, string, string, string, string];
  expect(inWishlist).toBeDefined();

  const { token } = await newShopper(gw.api);
  // Bought and reviewed (delivered), bought and still on the way, bought and cancelled.
  const reviewedOrder = await order(token, reviewed);
  await sql`UPDATE order_items SET status = 3 WHERE orderId = ${reviewedOrder}`.execute(gw.api.queries);
  const rated = await gw.graphql(
    'mutation ($input: RateProductInput!) { rateProduct(input: $input) { userErrors { message } } }',
    { input: { productId: globalId('Product', reviewed), rating: 4, title: 'Good' } },
    { token },
  );
  expect(rated.body.data.rateProduct.userErrors).toEqual([]);
  await order(token, placed);
  const cancelledOrder = await order(token, cancelled);
  const cancel = await gw.api.post(
    '/cancel-order',
    {
      orderId: cancelledOrder,
      productIds: [cancelled],
      cancellationReason: 'I changed my mind',
      refundMethod: 'original',
    },
    { token },
  );
  expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
  expect((await gw.api.post('/move-to-cart', { productId: inCart, quantity: 1 }, { token })).status).toBe(200);
  expect((await gw.api.post('/add-to-wishlist', { productId: inWishlist }, { token })).status).toBe(200);

  const signedIn = await listing(token);
  expect(signedIn.body.errors).toBeUndefined();
  const nodes = signedIn.body.data.productListing.nodes as (Node & { viewerReview: { rating: number } | null })[];
  expect(nodes.map((n) => n.productId)).toEqual(ids);
  const where = (flag: (n: (typeof nodes)[number]) => unknown) => nodes.filter(flag).map((n) => n.productId);
  expect(where((n) => n.viewerHasPurchased)).toEqual(ids.filter((id) => id === reviewed || id === placed));
  expect(where((n) => n.viewerReview)).toEqual([reviewed]);
  expect(nodes.find((n) => n.productId === reviewed)!.viewerReview).toEqual({ id: expect.any(String), rating: 4 });
  expect(where((n) => n.inCart)).toEqual([inCart]);
  expect(where((n) => n.inWishlist)).toEqual([inWishlist]);
  // The guest's one call for the page, and one personal call per flag.
  expect(guest.calls).toEqual(['GET /getTopDealProduct']);
  expect(signedIn.calls.sort()).toEqual([
    'GET /get-cart-products',
    'GET /get-product-user-reviews',
    'GET /get-purchased-product-ids',
    'GET /get-wishList-products',
    'GET /getTopDealProduct',
  ]);
  expect(signedIn.reported).toBe(5);
  console.info(
    `TOP_DEALS first: 100 with viewer flags: ${signedIn.calls.length} REST calls (guest ${guest.calls.length})`,
  );
});

it("a mutation's payload sees a cancellation made earlier in the same request", async () => {
  const [productId] = (
    await all(
      gw.api.queries,
      sql<{ productId: string }>`SELECT productId FROM products WHERE stock >= 50 AND b2cMaxQty >= 1
        AND productId > 'PRD000200' ORDER BY productId LIMIT 1`,
    )
  ).map((row) => row.productId) as [string];
  const { token } = await newShopper(gw.api);
  const orderId = await order(token, productId);
  const id = globalId('Product', productId);
  const { body } = await gw.graphql(
    RATE_THEN_CANCEL,
    {
      rate: { productId: id, rating: 2, title: 'Changed my mind' },
      cancel: { orderId: globalId('Order', orderId), productIds: [id], reason: 'CHANGED_MIND' },
    },
    { token },
  );
  expect(body.errors).toBeUndefined();
  expect(body.data).toEqual({
    rateProduct: { product: { viewerHasPurchased: true }, userErrors: [] },
    cancelOrder: {
      order: { cancelledItems: [{ product: { viewerHasPurchased: false, viewerReview: { rating: 2 } } }] },
      userErrors: [],
    },
  });
});
