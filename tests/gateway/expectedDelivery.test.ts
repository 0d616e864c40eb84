import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { first } from '../../rest-api/src/db/queries.ts';
import { DEMO } from '../helpers/api.ts';
import { ORDERS, PRODUCTS } from '../helpers/fixtures.ts';
import { startGateway, type TestGateway } from '../helpers/gateway.ts';

// One rule for the expected delivery day: seven days after ordering, as a day in India, whatever the server's zone.
let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ now: () => gw.api.clock.now() });
});
afterAll(() => gw.close());

const DAY = 86_400_000;
const PRODUCT = /* GraphQL */ `
  query ($id: ID!) {
    product(productId: $id) {
      stockStatus
      expectedDelivery
    }
  }
`;
const ORDER = /* GraphQL */ `
  query ($id: ID!) {
    viewer {
      order(orderId: $id) {
        items {
          status
          expectedDelivery
        }
        cancelledItems {
          status
          expectedDelivery
        }
      }
    }
  }
`;

const expectedOf = async (productId: string) => {
  const { body } = await gw.graphql(PRODUCT, { id: productId });
  expect(body.errors).toBeUndefined();
  return body.data.product.expectedDelivery as string | null;
};
const linesOf = async (orderId: string, token: string) => {
  const { body } = await gw.graphql(ORDER, { id: orderId }, { token });
  expect(body.errors).toBeUndefined();
  const { items, cancelledItems } = body.data.viewer.order;
  return [...items, ...cancelledItems] as { status: string; expectedDelivery: string | null }[];
};
const orderDate = async (orderId: string) =>
  ((await first(gw.api.queries, sql`SELECT orderDate FROM orders WHERE id = ${orderId}`)) as { orderDate: number })
    .orderDate;
/** The day in India of `ms`, as `YYYY-MM-DD`. */
const indiaDay = (ms: number) => new Date(ms + 5.5 * 3_600_000).toISOString().slice(0, 10);

describe('expected delivery', () => {
  it('promises a product in stock for seven days from today in India, and an out-of-stock one for no day', async () => {
    // The test clock starts at 06:30 UTC, 12:00 in India: the same day in both.
    expect(await expectedOf(PRODUCTS.inStock)).toBe(indiaDay(gw.api.clock.now() + 7 * DAY));
    expect(await expectedOf(PRODUCTS.outOfStock)).toBeNull();
  });

  it("counts India's day, not UTC's: at 00:30 in India (19:00 UTC the day before) the promise is a day later than UTC's", async () => {
    const now = gw.api.clock.now();
    gw.api.clock.advance(Date.UTC(2026, 10, 1, 19, 0) - now);
    const promised = await expectedOf(PRODUCTS.inStock);
    expect(promised).toBe('2026-11-09');
    expect(new Date(gw.api.clock.now() + 7 * DAY).toISOString().slice(0, 10)).toBe('2026-11-08');
  });

  it('gives each line on its way the day seven days after its order was placed, in India, and none once delivered or cancelled', async () => {
    // Signed in now (another test may have moved the clock past an earlier session).
    const demo = await gw.api.signIn(DEMO);
    for (const order of [ORDERS.placed, ORDERS.shipped, ORDERS.outForDelivery]) {
      expect(await linesOf(order.id, demo)).toEqual([
        expect.objectContaining({ expectedDelivery: indiaDay((await orderDate(order.id)) + 7 * DAY) }),
      ]);
    }
    const done = [...(await linesOf(ORDERS.delivered.id, demo)), ...(await linesOf(ORDERS.cancelled.id, demo))];
    expect(done.map((line) => [line.status, line.expectedDelivery])).toEqual([
      ['DELIVERED', null],
      ['DELIVERED', null],
      ['CANCELLED', null],
    ]);
  });
});
