import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { first } from '../../rest-api/src/db/queries.ts';
import { DEMO, SECOND } from '../helpers/api.ts';
import { ORDERS, PRODUCTS, USERS } from '../helpers/fixtures.ts';
import { globalId, startGateway, type TestGateway } from '../helpers/gateway.ts';
import {
  coinsOf,
  itemRows,
  orderBody,
  product,
  setCoins,
  snapshot,
  stockedProducts,
  subTotalPaise,
} from '../helpers/orderHelpers.ts';
import { newShopper } from '../helpers/shopper.ts';

let gw: TestGateway;
let demo: string;
let second: string;
beforeAll(async () => {
  gw = await startGateway({ now: () => gw.api.clock.now() });
  demo = await gw.api.signIn(DEMO);
  second = await gw.api.signIn(SECOND);
});
afterAll(() => gw.close());

const DAY = 86_400_000;
const ERRORS = 'userErrors { field code message }';
const ITEM = `productId productName brandName storeName quantity unitPrice { amount } unitListPrice { amount } lineTotal { amount }
  savings { amount } percentOff status statusDate statusText canCancel cannotCancelReason
  tracker { title done reachedAt expectedAt } cancellation { cancelledAt reason refundMethod refund { amount } }`;
const ORDER = `id orderId status placedAt paymentMethod canCancel
  shipTo { name phoneNumber houseName localArea landmark state pincode }
  subTotal { amount } shipping { amount } coinDiscount { amount } total { amount } savings { amount }
  items { ${ITEM} } cancelledItems { ${ITEM} }`;
const ORDERS_QUERY = /* GraphQL */ `
  query ($filter: OrderFilter, $first: Int, $after: String) {
    viewer {
      orders(filter: $filter, first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            orderId
            status
          }
        }
      }
    }
  }
`;
const DETAILS = /* GraphQL */ `query ($id: ID!) { node(id: $id) { ... on Order { ${ORDER} } } }`;
const CANCEL = /* GraphQL */ `mutation ($input: CancelOrderInput!) {
  cancelOrder(input: $input) { order { ${ORDER} } viewer { user { coins } } ${ERRORS} }
}`;

async function listed(filter: Record<string, unknown> | null, token = demo, first = 100) {
  const { body } = await gw.graphql(ORDERS_QUERY, { filter, first }, { token });
  expect(body.errors).toBeUndefined();
  return body.data.viewer.orders;
}
const idsOf = async (filter: Record<string, unknown> | null, token = demo) =>
  (await listed(filter, token)).edges.map((e: any) => e.node.orderId as string);
const details = async (orderId: string, token = demo) =>
  (await gw.graphql(DETAILS, { id: globalId('Order', orderId) }, { token })).body.data.node;

/** Demo's seeded orders, newest first (the seed's days ago: 1, 2, 2, 3, 5, 20, 30, 400). */
const DEMO_ORDERS = ['ORD0001', 'ORD0007', 'ORD0006', 'ORD0002', 'ORD0003', 'ORD0004', 'ORD0005', 'ORD0008'];
/** "29 November 2026": a day that has passed, as a status line writes it (the storefront's form, India time). */
const dateText = (ms: number) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(ms);
/** "Sunday, 6 December": a promised arrival, as a status line writes it. */
const promiseText = (ms: number) =>
  new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Asia/Kolkata',
  }).format(ms);
const orderRow = async (orderId: string) =>
  (await first(gw.api.queries, sql`SELECT * FROM orders WHERE id = ${orderId}`)) as Record<string, any>;
const iso = (ms: number) => new Date(ms).toISOString();

describe('viewer.orders', () => {
  it("lists the shopper's orders newest first with their total count, and nothing for a guest", async () => {
    const all = await listed(null);
    expect(all.totalCount).toBe(8);
    expect(all.edges.map((e: any) => e.node.orderId)).toEqual(DEMO_ORDERS);
    expect(await idsOf(null, second)).toEqual([ORDERS.secondUser.id]);
    const guest = (await gw.graphql(ORDERS_QUERY, {})).body.data.viewer.orders;
    expect(guest).toEqual({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] });
  });

  it.each([
    ['PROCESSING', ['ORD0001', 'ORD0007', 'ORD0006']],
    ['SHIPPED', ['ORD0002']],
    ['OUT_FOR_DELIVERY', ['ORD0003']],
    ['DELIVERED', ['ORD0004', 'ORD0008']],
    ['CANCELLED', ['ORD0005']],
  ])('filters by status %s exactly', async (status, ids) => {
    expect(await idsOf({ status })).toEqual(ids);
  });

  it.each([
    ['SIX_MONTHS', DEMO_ORDERS.filter((id) => id !== 'ORD0008')],
    ['ONE_YEAR', DEMO_ORDERS.filter((id) => id !== 'ORD0008')],
    ['TWO_YEARS', DEMO_ORDERS],
  ])('keeps the orders placed within %s', async (placedWithin, ids) => {
    expect(await idsOf({ placedWithin })).toEqual(ids);
  });

  it('counts the periods as 180, 360 and 720 days before now', async () => {
    const placed = (await orderRow('ORD0008')).orderDate as number; // 400 days ago
    const now = gw.api.clock.now();
    expect(now - placed).toBe(400 * DAY);
    await sql`UPDATE orders SET orderDate = ${now - 359 * DAY} WHERE id = 'ORD0008'`.execute(gw.api.queries);
    try {
      expect(await idsOf({ placedWithin: 'ONE_YEAR' })).toContain('ORD0008');
      expect(await idsOf({ placedWithin: 'SIX_MONTHS' })).not.toContain('ORD0008');
      await sql`UPDATE orders SET orderDate = ${now - 721 * DAY} WHERE id = 'ORD0008'`.execute(gw.api.queries);
      expect(await idsOf({ placedWithin: 'TWO_YEARS' })).not.toContain('ORD0008');
      expect(await idsOf(null)).toContain('ORD0008');
    } finally {
      await sql`UPDATE orders SET orderDate = ${placed} WHERE id = 'ORD0008'`.execute(gw.api.queries);
    }
  });

  it('searches the order ID and every line’s product name, ignoring case', async () => {
    expect(await idsOf({ search: 'ord0004' })).toEqual(['ORD0004']);
    expect(await idsOf({ search: 'ORD000' })).toEqual(DEMO_ORDERS);
    const name = (await product(gw.api, PRODUCTS.ratedByDemo)).name;
    expect(await idsOf({ search: `  ${name.toUpperCase()} ` })).toEqual(['ORD0004']);
    const cancelledName = (await itemRows(gw.api, ORDERS.cancelled.id))[0]!.productName as string;
    expect(await idsOf({ search: cancelledName.toLowerCase() }), 'a cancelled line is searched too').toContain(
      ORDERS.cancelled.id,
    );
    expect(await idsOf({ search: '   ' }), 'blank matches all').toEqual(DEMO_ORDERS);
    expect(await listed({ search: 'no such thing at all' })).toMatchObject({ totalCount: 0, edges: [] });
    expect(await idsOf({ search: ORDERS.secondUser.id }), "another shopper's order is never listed").toEqual([]);
  });

  it('finds every seller order of a checkout by its whole ID (the completed page shows it), and only by the whole ID', async () => {
    expect(await idsOf({ search: ORDERS.splitA.parent.toLowerCase() })).toEqual([ORDERS.splitB.id, ORDERS.splitA.id]);
    expect(await idsOf({ search: ` ${ORDERS.placed.parent} ` })).toEqual([ORDERS.placed.id]);
    expect(await idsOf({ search: 'PORD000' }), 'part of a checkout ID').toEqual([]);
    expect(await idsOf({ search: ORDERS.secondUser.parent }), "another shopper's checkout is never listed").toEqual([]);
  });

  it('combines the filters (every condition holds)', async () => {
    expect(await idsOf({ status: 'DELIVERED', placedWithin: 'SIX_MONTHS' })).toEqual(['ORD0004']);
    expect(await idsOf({ status: 'DELIVERED', placedWithin: 'TWO_YEARS', search: 'ord0008' })).toEqual(['ORD0008']);
    expect(await idsOf({ status: 'PROCESSING', search: 'ord0004' })).toEqual([]);
    const name = (await product(gw.api, PRODUCTS.inStock)).name;
    expect(await idsOf({ status: 'DELIVERED', placedWithin: 'ONE_YEAR', search: name })).toEqual(['ORD0004']);
  });

  it('pages with cursors bound to the filter', async () => {
    const filter = { placedWithin: 'TWO_YEARS' };
    const first = (await gw.graphql(ORDERS_QUERY, { filter, first: 3 }, { token: demo })).body.data.viewer.orders;
    expect(first.totalCount).toBe(8);
    expect(first.edges.map((e: any) => e.node.orderId)).toEqual(DEMO_ORDERS.slice(0, 3));
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = (
      await gw.graphql(ORDERS_QUERY, { filter, first: 10, after: first.pageInfo.endCursor }, { token: demo })
    ).body.data.viewer.orders;
    expect(next.edges.map((e: any) => e.node.orderId)).toEqual(DEMO_ORDERS.slice(3));
    expect(next.pageInfo.hasNextPage).toBe(false);
    const other = await gw.graphql(
      ORDERS_QUERY,
      { filter: { status: 'DELIVERED' }, after: first.pageInfo.endCursor },
      { token: demo },
    );
    expect(other.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('reads the list with one REST call, and an order with one', async () => {
    let before = gw.restCalls.length;
    const list = await gw.graphql(
      /* GraphQL */ `
        {
          viewer {
            orders {
              edges {
                node {
                  orderId
                  items {
                    statusText
                    tracker {
                      title
                    }
                  }
                }
              }
            }
          }
        }
      `,
      {},
      { token: demo },
    );
    expect(list.body.data.viewer.orders.edges).toHaveLength(8);
    expect(gw.restCalls.slice(before)).toEqual(['GET /get-all-orders']);
    expect(gw.reportedCalls(list.headers)).toBe(1);
    before = gw.restCalls.length;
    const one = await gw.graphql(DETAILS, { id: globalId('Order', ORDERS.delivered.id) }, { token: demo });
    expect(one.body.data.node.orderId).toBe(ORDERS.delivered.id);
    expect(gw.restCalls.slice(before)).toEqual([`GET /order-inner-details/${ORDERS.delivered.id}`]);
  });
});

describe('Order', () => {
  it('gives the ship-to address, payment summary and lines of an order', async () => {
    const order = await details(ORDERS.splitA.id);
    const row = await orderRow(ORDERS.splitA.id);
    const [item] = await itemRows(gw.api, ORDERS.splitA.id);
    const line = item!.unitPrice * item!.quantity;
    const shipTo = JSON.parse(row.shipTo);
    expect(order).toMatchObject({
      orderId: 'ORD0006',
      status: 'PROCESSING',
      paymentMethod: 'CASH_ON_DELIVERY',
      placedAt: iso(row.orderDate),
      canCancel: true,
      shipTo: {
        name: shipTo.name,
        phoneNumber: shipTo.phoneNumber,
        houseName: shipTo.houseName,
        localArea: shipTo.localArea,
        landmark: shipTo.landMark,
        state: shipTo.state,
        pincode: shipTo.pincode,
      },
      subTotal: { amount: line.toFixed(2) },
      shipping: { amount: '0.00' },
      coinDiscount: { amount: '5.00' },
      total: { amount: row.orderAmount.toFixed(2) },
      savings: { amount: ((item!.listPrice - item!.unitPrice) * item!.quantity).toFixed(2) },
      cancelledItems: [],
    });
    expect(Number(order.subTotal.amount) - Number(order.coinDiscount.amount)).toBeCloseTo(
      Number(order.total.amount),
      2,
    );
    expect(order.items).toEqual([
      expect.objectContaining({
        productId: item!.productId,
        productName: item!.productName,
        quantity: item!.quantity,
        unitPrice: { amount: item!.unitPrice.toFixed(2) },
        unitListPrice: { amount: item!.listPrice.toFixed(2) },
        lineTotal: { amount: line.toFixed(2) },
        percentOff: Math.round(((item!.listPrice - item!.unitPrice) / item!.listPrice) * 100),
        brandName: expect.any(String),
        storeName: expect.any(String),
        cancellation: null,
      }),
    ]);
  });

  it.each([
    [ORDERS.placed.id, 'PROCESSING', (): string => 'Processing', (r: any) => r.orderDate],
    [
      ORDERS.shipped.id,
      'SHIPPED',
      (r: any) => `Arriving on ${promiseText(r.expectedDeliveryDate)}`,
      (r: any) => r.expectedDeliveryDate,
    ],
    [
      ORDERS.outForDelivery.id,
      'OUT_FOR_DELIVERY',
      (r: any) => `Arriving on ${promiseText(r.expectedDeliveryDate)}`,
      (r: any) => r.expectedDeliveryDate,
    ],
    [
      ORDERS.delivered.id,
      'DELIVERED',
      (r: any) => `Delivered on ${dateText(r.deliveredDate)}`,
      (r: any) => r.deliveredDate,
    ],
  ])('writes the status line of %s (%s) with its date', async (orderId, status, text, date) => {
    const row = await orderRow(orderId);
    for (const item of (await details(orderId)).items) {
      expect(item).toMatchObject({ status, statusText: text(row), statusDate: iso(date(row)) });
    }
  });

  it('writes a cancelled line with its cancellation date, reason and refund method', async () => {
    const order = await details(ORDERS.cancelled.id);
    const [row] = await itemRows(gw.api, ORDERS.cancelled.id);
    expect(order.status).toBe('CANCELLED');
    expect(order.items).toEqual([]);
    expect(order.canCancel).toBe(false);
    expect(order.cancelledItems).toEqual([
      expect.objectContaining({
        status: 'CANCELLED',
        statusText: `Cancelled on ${dateText(row!.cancellationDate)}`,
        statusDate: iso(row!.cancellationDate),
        canCancel: false,
        cannotCancelReason: 'It has already been cancelled',
        cancellation: {
          cancelledAt: iso(row!.cancellationDate),
          reason: row!.cancellationReason,
          refundMethod: null,
          refund: { amount: '0.00' },
        },
        tracker: [
          {
            title: 'Order Placed',
            done: true,
            reachedAt: iso((await orderRow(ORDERS.cancelled.id)).orderDate),
            expectedAt: null,
          },
          { title: 'Cancelled', done: true, reachedAt: iso(row!.cancellationDate), expectedAt: null },
        ],
      }),
    ]);
  });

  it('says N/A when the date that goes with a status is missing', async () => {
    const s = await newShopper(gw.api);
    const res = await gw.api.post(
      '/place-order',
      await orderBody(gw.api, [{ id: PRODUCTS.neverBought, quantity: 1 }]),
      {
        token: s.token,
      },
    );
    const orderId = (
      (await first(gw.api.queries, sql`SELECT id FROM orders WHERE parentOrderId = ${res.body.orderId}`)) as {
        id: string;
      }
    ).id;
    await sql`UPDATE order_items SET status = 3 WHERE orderId = ${orderId}`.execute(gw.api.queries);
    await sql`UPDATE orders SET status = 3, deliveredDate = NULL WHERE id = ${orderId}`.execute(gw.api.queries);
    const [item] = (await details(orderId, s.token)).items;
    expect(item).toMatchObject({ statusText: 'Delivered on N/A', statusDate: null });
  });

  it('turns the tracker green step by step, with the dates the order records', async () => {
    const steps = async (orderId: string) => (await details(orderId)).items[0].tracker;
    const placed = await orderRow(ORDERS.placed.id);
    expect(await steps(ORDERS.placed.id)).toEqual([
      { title: 'Order Placed', done: true, reachedAt: iso(placed.orderDate), expectedAt: null },
      { title: 'On the Way', done: false, reachedAt: null, expectedAt: null },
      { title: 'Out of Delivery', done: false, reachedAt: null, expectedAt: null },
      { title: 'Delivered', done: false, reachedAt: null, expectedAt: iso(placed.expectedDeliveryDate) },
    ]);
    expect((await steps(ORDERS.shipped.id)).map((s: any) => s.done)).toEqual([true, true, false, false]);
    expect((await steps(ORDERS.outForDelivery.id)).map((s: any) => s.done)).toEqual([true, true, true, false]);
    const delivered = await orderRow(ORDERS.delivered.id);
    expect((await steps(ORDERS.delivered.id)).at(-1)).toEqual({
      title: 'Delivered',
      done: true,
      reachedAt: iso(delivered.deliveredDate),
      expectedAt: null,
    });
  });

  it.each([
    [ORDERS.placed.id, true, null],
    [ORDERS.shipped.id, true, null],
    [ORDERS.outForDelivery.id, false, 'It is out for delivery and can no longer be cancelled'],
    [ORDERS.delivered.id, false, 'It has been delivered and can no longer be cancelled'],
  ])('lets %s be cancelled: %s', async (orderId, canCancel, reason) => {
    const order = await details(orderId);
    expect(order.canCancel).toBe(canCancel);
    for (const item of order.items) expect(item).toMatchObject({ canCancel, cannotCancelReason: reason });
  });

  it('is the same through viewer.order(orderId) as through node', async () => {
    const { body } = await gw.graphql(
      /* GraphQL */ `query ($orderId: ID!) { viewer { order(orderId: $orderId) { ${ORDER} } } }`,
      { orderId: ORDERS.shipped.id },
      { token: demo },
    );
    expect(body.data.viewer.order).toEqual(await details(ORDERS.shipped.id));
    for (const [orderId, token] of [
      [ORDERS.shipped.id, second],
      [ORDERS.shipped.id, undefined],
      ['ORD_NOPE', demo],
    ] as const) {
      const other = await gw.graphql(
        /* GraphQL */ `
          query ($orderId: ID!) {
            viewer {
              order(orderId: $orderId) {
                orderId
              }
            }
          }
        `,
        { orderId },
        { token },
      );
      expect(other.body.data.viewer.order).toBeNull();
    }
  });

  it('is null for another shopper and for a guest', async () => {
    expect(await details(ORDERS.placed.id, second)).toBeNull();
    expect((await gw.graphql(DETAILS, { id: globalId('Order', ORDERS.placed.id) })).body.data.node).toBeNull();
    expect(await details('ORD_NOPE')).toBeNull();
  });
});

describe('cancelOrder', () => {
  it('lists the reasons of the cancellation form', async () => {
    const { body } = await gw.graphql('{ cancellationReasons { reason text } }');
    expect(body.data.cancellationReasons).toEqual([
      { reason: 'BETTER_PRICE_ELSEWHERE', text: 'I found a better price elsewhere' },
      { reason: 'WRONG_ADDRESS', text: 'I entered wrong address' },
      { reason: 'WRONG_PRODUCT', text: 'I ordered the wrong product' },
      { reason: 'CHANGED_MIND', text: 'I changed my mind' },
      { reason: 'DELIVERY_TOO_LONG', text: 'Delivery time is too long' },
      { reason: 'OTHER', text: 'Other reason' },
    ]);
  });

  /** A new shopper's order of two products of one seller, paid partly with coins: its ID, products and coins spent. */
  async function orderWithCoins() {
    const s = await newShopper(gw.api);
    const [a, b] = (await stockedProducts(gw.api, { is: (await product(gw.api, PRODUCTS.inStock)).sellerId }, 2)) as [
      string,
      string,
    ];
    const lines = [
      { id: a, quantity: 2 },
      { id: b, quantity: 1 },
    ];
    const coins = Math.floor((await subTotalPaise(gw.api, lines)) / 100);
    await setCoins(gw.api, coins, s.id);
    const res = await gw.api.post('/place-order', await orderBody(gw.api, lines, { creditCoins: coins }), {
      token: s.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const orderId = (
      (await first(gw.api.queries, sql`SELECT id FROM orders WHERE parentOrderId = ${res.body.orderId}`)) as {
        id: string;
      }
    ).id;
    return { ...s, orderId, a, b, coins };
  }
  const cancel = (token: string | undefined, input: Record<string, unknown>) =>
    gw.graphql(CANCEL, { input }, { token });

  const QUOTE = /* GraphQL */ `
    query ($id: ID!, $productIds: [ID!]!) {
      node(id: $id) {
        ... on Order {
          cancellationRefund(productIds: $productIds) {
            orderAmount {
              amount
            }
            refundAmount {
              amount
            }
            refundMethods
            coinsReturned
          }
        }
      }
    }
  `;
  const quote = async (s: { token: string; orderId: string }, productIds: string[]) =>
    (await gw.graphql(QUOTE, { id: globalId('Order', s.orderId), productIds }, { token: s.token })).body.data.node
      .cancellationRefund;
  const lineTotals = async (orderId: string) =>
    (await itemRows(gw.api, orderId)).map((i) => Math.round(i.unitPrice * 100) * i.quantity);
  const amount = (paise: number) => ({ amount: (paise / 100).toFixed(2) });

  it('cash on delivery: cancelling to the wallet refunds nothing (no refund method), the coins come back as coins; a repeat refunds nothing', async () => {
    const s = await orderWithCoins();
    expect(await coinsOf(gw.api, s.id)).toBe(0);
    const [a, b] = (await lineTotals(s.orderId)) as [number, number];
    expect(await quote(s, [s.a, s.b])).toEqual({
      orderAmount: amount(a + b),
      refundAmount: amount(0),
      refundMethods: [],
      coinsReturned: s.coins,
    });

    const first = (
      await cancel(s.token, { orderId: s.orderId, productIds: [s.a], reason: 'CHANGED_MIND', refundMethod: 'WALLET' })
    ).body.data.cancelOrder;
    expect(first.userErrors).toEqual([]);
    const cancelledAt = iso(gw.api.clock.now());
    expect(first.order.status).toBe('PROCESSING');
    expect(first.order.items.map((i: any) => i.productId)).toEqual([s.b]);
    expect(first.order.cancelledItems).toEqual([
      expect.objectContaining({
        productId: s.a,
        status: 'CANCELLED',
        statusText: `Cancelled on ${dateText(gw.api.clock.now())}`,
        cancellation: { cancelledAt, reason: 'I changed my mind', refundMethod: null, refund: amount(0) },
      }),
    ]);
    expect(first.viewer.user.coins, 'a partial cancellation keeps the coin discount').toBe(0);
    expect((await itemRows(gw.api, s.orderId)).map((i) => [i.status, i.refundMethod])).toEqual([
      [4, null],
      [0, null],
    ]);

    const last = (await cancel(s.token, { orderId: s.orderId, productIds: [s.b], reason: 'OTHER' })).body.data
      .cancelOrder;
    expect(last.userErrors).toEqual([]);
    expect(last.order).toMatchObject({ status: 'CANCELLED', items: [], canCancel: false });
    expect(last.order.cancelledItems.map((i: any) => i.cancellation.refund)).toEqual([amount(0), amount(0)]);
    expect(last.viewer.user.coins).toBe(s.coins);
    const wallet = (await gw.graphql('{ viewer { wallet { balance { amount } } } }', {}, { token: s.token })).body.data
      .viewer.wallet;
    expect(wallet.balance, 'nothing was paid, so nothing reaches the wallet').toEqual(amount(0));

    const calls = gw.restCalls.length;
    const again = (
      await cancel(s.token, { orderId: s.orderId, productIds: [s.a, s.b], reason: 'OTHER', refundMethod: 'WALLET' })
    ).body.data.cancelOrder;
    expect(again.userErrors).toEqual([]);
    expect(again.order.status).toBe('CANCELLED');
    expect(again.viewer.user.coins).toBe(s.coins);
    expect(await coinsOf(gw.api, s.id), 'never refunded twice').toBe(s.coins);
    expect(
      gw.restCalls.slice(calls).filter((c) => c.startsWith('POST')),
      'a repeat writes nothing',
    ).toEqual([]);
    expect((await itemRows(gw.api, s.orderId)).map((i) => i.cancellationReason)).toEqual([
      'I changed my mind',
      'Other reason',
    ]);
  });

  it('prepaid: each line refunds what was paid to the chosen method, never more than the payment; the coins come back as coins', async () => {
    const s = await orderWithCoins();
    // As a verified online payment leaves it (the placement of a prepaid order is tested with checkout).
    await sql`UPDATE orders SET paymentMode = 'Pre-paid', cod = 0, paymentStatus = 'paid' WHERE id = ${s.orderId}`.execute(
      gw.api.queries,
    );
    const paid = Math.round((await orderRow(s.orderId)).orderAmount * 100);
    const [a, b] = (await lineTotals(s.orderId)) as [number, number];
    expect(paid).toBe(a + b - s.coins * 10);
    expect(b).toBeLessThan(paid);
    expect(await quote(s, [s.b])).toEqual({
      orderAmount: amount(b),
      refundAmount: amount(b),
      refundMethods: ['ORIGINAL', 'WALLET'],
      coinsReturned: 0,
    });

    const first = (
      await cancel(s.token, { orderId: s.orderId, productIds: [s.b], reason: 'CHANGED_MIND', refundMethod: 'WALLET' })
    ).body.data.cancelOrder;
    expect(first.order.cancelledItems.map((i: any) => i.cancellation)).toEqual([
      expect.objectContaining({ refundMethod: 'WALLET', refund: amount(b) }),
    ]);
    expect(await quote(s, [s.a]), 'the last line gets what is left of the payment').toEqual({
      orderAmount: amount(a),
      refundAmount: amount(paid - b),
      refundMethods: ['ORIGINAL', 'WALLET'],
      coinsReturned: s.coins,
    });

    gw.api.clock.advance(60_000);
    const last = (await cancel(s.token, { orderId: s.orderId, productIds: [s.a], reason: 'OTHER' })).body.data
      .cancelOrder;
    expect(
      last.order.cancelledItems.map((i: any) => [i.productId, i.cancellation.refundMethod, i.cancellation.refund]),
    ).toEqual([
      [s.a, 'ORIGINAL', amount(paid - b)],
      [s.b, 'WALLET', amount(b)],
    ]);
    expect(last.viewer.user.coins).toBe(s.coins);
    const wallet = (await gw.graphql('{ viewer { wallet { balance { amount } } } }', {}, { token: s.token })).body.data
      .viewer.wallet;
    expect(wallet.balance).toEqual(amount(b));
  });

  it('answers the updated order in the list of My Orders in the same request', async () => {
    const s = await orderWithCoins();
    const { body } = await gw.graphql(
      /* GraphQL */ `mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) {
        viewer { orders(filter: { status: CANCELLED }) { edges { node { orderId } } } } ${ERRORS} } }`,
      { input: { orderId: s.orderId, productIds: [s.a, s.b], reason: 'WRONG_PRODUCT' } },
      { token: s.token },
    );
    expect(body.data.cancelOrder.viewer.orders.edges.map((e: any) => e.node.orderId)).toEqual([s.orderId]);
  });

  const refusals: [string, () => Record<string, unknown>, { code: string; message: string; field: string[] | null }][] =
    [
      [
        'no line',
        () => ({ orderId: ORDERS.placed.id, productIds: [], reason: 'OTHER' }),
        { code: 'INVALID_INPUT', message: 'Please select at least one item to cancel', field: ['input', 'productIds'] },
      ],
    ];
  it.each(refusals)('refuses %s without a REST call', async (_name, input, error) => {
    const calls = gw.restCalls.length;
    const { body } = await cancel(demo, input());
    expect(body.data.cancelOrder).toEqual({
      order: null,
      viewer: { user: { coins: USERS.demo.coin } },
      userErrors: [error],
    });
    expect(gw.restCalls.slice(calls).filter((c) => !c.startsWith('GET /user-details'))).toEqual([]);
  });

  it('takes a reason only from CancellationReason: none or another is a malformed request, with no REST call', async () => {
    const productIds = [(await itemRows(gw.api, ORDERS.placed.id))[0]!.productId];
    for (const reason of [undefined, 'I changed my mind']) {
      const calls = gw.restCalls.length;
      const { body } = await cancel(demo, { orderId: ORDERS.placed.id, productIds, reason });
      expect(body.data).toBeUndefined();
      expect(body.errors).toEqual([
        expect.objectContaining({ message: expect.stringContaining('CancellationReason') }),
      ]);
      expect(gw.restCalls.slice(calls)).toEqual([]);
    }
  });

  it.each([
    [
      'an out-for-delivery line',
      ORDERS.outForDelivery.id,
      async () => (await itemRows(gw.api, ORDERS.outForDelivery.id))[0]!,
      'It is out for delivery and can no longer be cancelled',
    ],
    [
      'a delivered line',
      ORDERS.delivered.id,
      async () => (await itemRows(gw.api, ORDERS.delivered.id))[0]!,
      'It has been delivered and can no longer be cancelled',
    ],
  ])('refuses %s and changes nothing', async (_name, orderId, line, reason) => {
    const { productId, productName } = await line();
    const before = await snapshot(gw.api, [productId]);
    const { body } = await cancel(demo, { orderId, productIds: [productId], reason: 'OTHER' });
    expect(body.data.cancelOrder.userErrors).toEqual([
      { code: 'INVALID_INPUT', message: `${productName}: ${reason}`, field: ['input', 'productIds'] },
    ]);
    expect(await snapshot(gw.api, [productId])).toEqual(before);
  });

  it('refuses a product that is not in the order, next to one that is, and cancels neither', async () => {
    const [line] = await itemRows(gw.api, ORDERS.placed.id);
    const before = await snapshot(gw.api, [line!.productId]);
    const { body } = await cancel(demo, {
      orderId: ORDERS.placed.id,
      productIds: [line!.productId, PRODUCTS.neverBought],
      reason: 'OTHER',
    });
    expect(body.data.cancelOrder.userErrors).toEqual([
      {
        code: 'INVALID_INPUT',
        message: `${PRODUCTS.neverBought} is not in this order`,
        field: ['input', 'productIds'],
      },
    ]);
    expect(await snapshot(gw.api, [line!.productId])).toEqual(before);
  });

  it("refuses another shopper's order exactly as one that does not exist, and changes nothing", async () => {
    const [line] = await itemRows(gw.api, ORDERS.placed.id);
    const before = await snapshot(gw.api, [line!.productId]);
    const theirs = (await cancel(second, { orderId: ORDERS.placed.id, productIds: [line!.productId], reason: 'OTHER' }))
      .body.data.cancelOrder;
    const missing = (await cancel(second, { orderId: 'ORD_NOPE', productIds: [line!.productId], reason: 'OTHER' })).body
      .data.cancelOrder;
    expect(theirs.userErrors).toEqual([{ code: 'NOT_FOUND', message: 'Order not found', field: ['input', 'orderId'] }]);
    expect(missing).toEqual(theirs);
    expect(await snapshot(gw.api, [line!.productId])).toEqual(before);
    expect((await itemRows(gw.api, ORDERS.placed.id))[0]!.status).toBe(0);
  });

  it('refuses a guest without a REST call', async () => {
    const calls = gw.restCalls.length;
    const { body } = await cancel(undefined, { orderId: ORDERS.placed.id, productIds: ['PRD000007'], reason: 'OTHER' });
    expect(body.data.cancelOrder).toEqual({
      order: null,
      viewer: { user: null },
      userErrors: [{ code: 'UNAUTHENTICATED', message: 'Please log in to cancel an order', field: null }],
    });
    expect(gw.restCalls.length).toBe(calls);
  });
});
