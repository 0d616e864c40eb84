// A review is a verified purchase only while the reviewer has the item delivered: not on the strength of an order
// placed (and then cancelled) in the same minute.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { first } from '../../rest-api/src/db/queries.ts';
import { PRODUCTS } from '../helpers/fixtures.ts';
import { startGateway, type TestGateway } from '../helpers/gateway.ts';
import { orderBody, product, stockedProducts } from '../helpers/orderHelpers.ts';
import { newShopper } from '../helpers/shopper.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

const RATE = /* GraphQL */ `
  mutation ($input: RateProductInput!) {
    rateProduct(input: $input) {
      review {
        verifiedPurchase
      }
      userErrors {
        message
      }
    }
  }
`;
const CANCEL = /* GraphQL */ `
  mutation ($input: CancelOrderInput!) {
    cancelOrder(input: $input) {
      order {
        status
      }
      userErrors {
        message
      }
    }
  }
`;
const BADGES = /* GraphQL */ `
  query ($productId: ID!) {
    product(productId: $productId) {
      reviews(first: 100) {
        edges {
          node {
            authorName
            verifiedPurchase
          }
        }
      }
    }
    viewer {
      reviews {
        edges {
          node {
            verifiedPurchase
          }
        }
      }
    }
  }
`;

it('a review written right after a cash-on-delivery order is not verified, before or after the order is cancelled', async () => {
  const shopper = await newShopper(gw.api);
  const token = shopper.token;
  const name = `Reviewer ${shopper.id}`;
  await sql`UPDATE users SET name = ${name} WHERE id = ${shopper.id}`.execute(gw.api.queries);
  const [productId] = (await stockedProducts(
    gw.api,
    { not: (await product(gw.api, PRODUCTS.inStock)).sellerId },
    1,
  )) as [string];
  const placed = await gw.api.post(
    '/single-product-place-order',
    await orderBody(gw.api, [{ id: productId, quantity: 1 }]),
    {
      token,
    },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const orderId = (
    (await first(gw.api.queries, sql`SELECT id FROM orders WHERE parentOrderId = ${placed.body.orderId}`)) as {
      id: string;
    }
  ).id;

  const rated = (
    await gw.graphql(RATE, { input: { productId, rating: 5, title: 'Great', comment: 'Arrived? Not yet.' } }, { token })
  ).body.data.rateProduct;
  expect(rated).toEqual({ review: { verifiedPurchase: false }, userErrors: [] });
  const badges = async () => {
    const { data } = (await gw.graphql(BADGES, { productId }, { token })).body;
    const mine = data.product.reviews.edges.filter((e: { node: { authorName: string } }) => e.node.authorName === name);
    return {
      productPage: mine.map((e: { node: { verifiedPurchase: boolean } }) => e.node.verifiedPurchase),
      myReviews: data.viewer.reviews.edges.map((e: { node: { verifiedPurchase: boolean } }) => e.node.verifiedPurchase),
    };
  };
  expect(await badges()).toEqual({ productPage: [false], myReviews: [false] });

  const cancelled = (
    await gw.graphql(CANCEL, { input: { orderId, productIds: [productId], reason: 'CHANGED_MIND' } }, { token })
  ).body.data.cancelOrder;
  expect(cancelled).toEqual({ order: { status: 'CANCELLED' }, userErrors: [] });
  expect(await badges()).toEqual({ productPage: [false], myReviews: [false] });
});
