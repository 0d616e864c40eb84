import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { all, first } from '../../rest-api/src/db/queries.ts';
import { SECOND, startWithShoppers, type TestApi } from '../helpers/api.ts';
import { ORDERS, PRODUCTS } from '../helpers/fixtures.ts';
import {
  coinsOf,
  itemRows,
  orderBody,
  orderRows,
  product,
  setCoins,
  snapshot,
  stockedProducts,
  subTotalPaise,
} from '../helpers/orderHelpers.ts';

let api: TestApi, demo: string, second: string;
beforeAll(async () => ({ api, demo, second } = await startWithShoppers()));
afterAll(() => api.close());

const cancel = (body: Record<string, unknown>, token = demo) => api.post('/cancel-order', body, { token });
const details = (orderId: string, token = demo) => api.get(`/order-cancellation/${orderId}`, { token });
const cancelBody = (orderId: string, productIds: string[], overrides: Record<string, unknown> = {}) => ({
  orderId,
  productIds,
  cancellationReason: 'I changed my mind',
  refundMethod: 'original',
  ...overrides,
});
const itemsOf = async (orderId: string) => (await itemRows(api, orderId)).map((i) => i.productId as string);

/** A fresh order of two products of one seller, so cancelling it touches no fixture. */
async function freshOrder() {
  const [a, b] = await stockedProducts(api, { is: (await product(api, PRODUCTS.inStock)).sellerId }, 2);
  const res = await api.post(
    '/place-order',
    await orderBody(api, [
      { id: a!, quantity: 2 },
      { id: b!, quantity: 1 },
    ]),
    { token: demo },
  );
  expect(res.status).toBe(201);
  const [order] = await orderRows(api, res.body.orderId);
  return { orderId: order!.id as string, a: a!, b: b! };
}

describe('GET /order-cancellation/{orderId}', () => {
  it('lists the items with whether each can still be cancelled', async () => {
    const res = await details(ORDERS.placed.id);
    expect(res.status).toBe(200);
    const [row] = await orderRows(api, ORDERS.placed.parent);
    expect(res.body).toEqual({
      orderId: ORDERS.placed.id,
      id: ORDERS.placed.id,
      orderDate: { _seconds: Math.floor(row!.orderDate / 1000), _nanoseconds: 0 },
      paymentMode: 'COD',
      refundable: false,
      product: {
        orderAmount: row!.orderAmount,
        items: (await itemRows(api, ORDERS.placed.id)).map((i) => ({
          productId: i.productId,
          productName: i.productName,
          productImage: i.productImage,
          productPrice: Math.round(i.unitPrice * 100 * i.quantity) / 100,
          totalAmount: Math.round(i.unitPrice * 100 * i.quantity) / 100,
          quantity: i.quantity,
          status: i.status,
          cancellable: i.status <= 1,
        })),
      },
    });
  });

  it.each([
    [ORDERS.shipped.id, true],
    [ORDERS.outForDelivery.id, false],
    [ORDERS.delivered.id, false],
    [ORDERS.cancelled.id, false],
  ])('marks the items of %s cancellable: %s', async (orderId, cancellable) => {
    const res = await details(orderId);
    expect(res.body.product.items.length).toBeGreaterThan(0);
    for (const item of res.body.product.items) expect(item.cancellable).toBe(cancellable);
  });
});

describe('POST /cancel-order', () => {
  it('cancels items one by one, restores stock and cancels the order with its last item', async () => {
    const { orderId, a, b } = await freshOrder();
    const stockA = (await product(api, a)).stock;
    const stockB = (await product(api, b)).stock;

    const first = await cancel(
      cancelBody(orderId, [a], { cancellationReason: 'I entered wrong address', refundMethod: 'wallet' }),
    );
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: 'Order cancelled successfully' });
    expect((await itemRows(api, orderId))[0]).toMatchObject({
      productId: a,
      status: 4,
      cancellationDate: api.clock.now(),
      cancellationReason: 'I entered wrong address',
      refundMethod: null,
    });
    expect((await itemRows(api, orderId))[1]).toMatchObject({ productId: b, status: 0, cancellationDate: null });
    expect((await product(api, a)).stock).toBe(stockA + 2);
    const partial = (await api.get(`/order-inner-details/${orderId}`, { token: demo })).body.order;
    expect(partial.status).toBe(0);
    expect(partial.product.items.map((i: any) => i.productId)).toEqual([b]);
    expect(partial.cancelledOrders).toEqual([
      expect.objectContaining({
        productId: a,
        status: 4,
        cancel: {
          cancellationDate: expect.any(Object),
          cancellationReason: 'I entered wrong address',
          refundMethod: null,
          refundAmount: 0,
        },
      }),
    ]);
    expect((await details(orderId)).body.product.items.map((i: any) => i.cancellable)).toEqual([false, true]);

    const last = await cancel(cancelBody(orderId, [b], { cancellationReason: 'Other reason' }));
    expect(last.status).toBe(200);
    expect((await product(api, b)).stock).toBe(stockB + 1);
    expect(
      await api.queries.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst(),
    ).toEqual({
      status: 4,
    });
    const done = (await api.get(`/order-inner-details/${orderId}`, { token: demo })).body.order;
    expect(done.status).toBe(4);
    expect(done.product.items).toEqual([]);
  });

  describe('refunds only money received', () => {
    const refundsOf = async (orderId: string) =>
      (await api.get(`/order-inner-details/${orderId}`, { token: demo })).body.order.cancelledOrders.map(
        (i: { productId: string; cancel: { refundMethod: string | null; refundAmount: number } }) => [
          i.productId,
          i.cancel.refundMethod,
          i.cancel.refundAmount,
        ],
      );
    const paise = async (orderId: string) =>
      (await itemRows(api, orderId)).map((i) => Math.round(i.unitPrice * 100) * i.quantity);

    it('an unpaid cash-on-delivery order refunds nothing and records no refund method, whatever was asked; coins come back as coins', async () => {
      await setCoins(api, 40);
      const [a, b] = await stockedProducts(api, { is: (await product(api, PRODUCTS.inStock)).sellerId }, 2);
      const placed = await api.post(
        '/place-order',
        await orderBody(
          api,
          [
            { id: a!, quantity: 1 },
            { id: b!, quantity: 1 },
          ],
          { creditCoins: 40 },
        ),
        { token: demo },
      );
      const [order] = await orderRows(api, placed.body.orderId);
      expect((await details(order!.id)).body.refundable).toBe(false);
      const res = await cancel(cancelBody(order!.id, [a!, b!], { refundMethod: 'wallet' }));
      expect(res.status).toBe(200);
      expect(await refundsOf(order!.id)).toEqual([
        [a, null, 0],
        [b, null, 0],
      ]);
      expect((await itemRows(api, order!.id)).map((i) => i.refundMethod)).toEqual([null, null]);
      expect(await coinsOf(api)).toBe(40);
    });

    it('a paid order refunds each line to the chosen method (original by default), never more than was paid', async () => {
      await setCoins(api, 0);
      const { orderId, a, b } = await freshOrder();
      // Paid online, 30 coins (₹3.00) redeemed on it: what a verified prepaid placement stores.
      await sql`UPDATE orders SET paymentMode = 'Pre-paid', cod = 0, paymentStatus = 'paid', creditCoins = 30, orderAmount = orderAmount - 3 WHERE id = ${orderId}`.execute(
        api.queries,
      );
      const paid = Math.round(
        (
          (await first(api.queries, sql`SELECT orderAmount FROM orders WHERE id = ${orderId}`)) as {
            orderAmount: number;
          }
        ).orderAmount * 100,
      );
      const [lineA, lineB] = (await paise(orderId)) as [number, number];
      expect(paid).toBe(lineA + lineB - 300);
      expect((await details(orderId)).body.refundable).toBe(true);

      expect((await cancel(cancelBody(orderId, [a], { refundMethod: 'wallet' }))).status).toBe(200);
      expect(await refundsOf(orderId)).toEqual([[a, 'wallet', lineA / 100]]);
      const { refundMethod: _none, ...noMethod } = cancelBody(orderId, [b]);
      expect((await cancel(noMethod)).status).toBe(200);
      expect(await refundsOf(orderId), 'the last line gets what is left of the payment').toEqual([
        [a, 'wallet', lineA / 100],
        [b, 'original', (paid - lineA) / 100],
      ]);
      expect(await coinsOf(api), 'the coin discount comes back as coins').toBe(30);
    });
  });

  it('cancels several items at once, ignoring repeats', async () => {
    const { orderId, a, b } = await freshOrder();
    const res = await cancel(cancelBody(orderId, [a, b, a]));
    expect(res.status).toBe(200);
    expect((await itemRows(api, orderId)).map((i) => i.status)).toEqual([4, 4]);
  });

  it('leaves already cancelled items as they were (a repeated request changes nothing)', async () => {
    const before = await snapshot(api, await itemsOf(ORDERS.cancelled.id));
    const [item] = await itemRows(api, ORDERS.cancelled.id);
    const res = await cancel(
      cancelBody(ORDERS.cancelled.id, await itemsOf(ORDERS.cancelled.id), {
        cancellationReason: 'Other reason',
        refundMethod: 'wallet',
      }),
    );
    expect(res.status).toBe(200);
    expect((await itemRows(api, ORDERS.cancelled.id))[0]).toEqual(item);
    expect(await snapshot(api, await itemsOf(ORDERS.cancelled.id))).toEqual(before);
  });

  it('accepts a shipped item (status 1)', async () => {
    const [item] = await itemsOf(ORDERS.shipped.id);
    const res = await cancel(
      cancelBody(ORDERS.shipped.id, [item!], { cancellationReason: 'Delivery time is too long' }),
    );
    expect(res.status).toBe(200);
  });

  const untouched = async () =>
    await snapshot(api, [...(await itemsOf(ORDERS.placed.id)), ...(await itemsOf(ORDERS.outForDelivery.id))]);
  it.each([
    ['an empty selection', () => cancelBody(ORDERS.placed.id, []), 'Please select at least one item to cancel'],
    [
      'no selection',
      () => ({ ...cancelBody(ORDERS.placed.id, []), productIds: undefined }),
      'Please select at least one item to cancel',
    ],
    [
      'no reason',
      async () => ({ ...cancelBody(ORDERS.placed.id, await itemsOf(ORDERS.placed.id)), cancellationReason: undefined }),
      'Please select a cancellation reason',
    ],
    [
      'an unknown reason',
      async () => cancelBody(ORDERS.placed.id, await itemsOf(ORDERS.placed.id), { cancellationReason: 'Because' }),
      'Please select a cancellation reason',
    ],
    [
      'an unknown refund method',
      async () => cancelBody(ORDERS.placed.id, await itemsOf(ORDERS.placed.id), { refundMethod: 'cash' }),
      "refundMethod must be 'original' or 'wallet'",
    ],
    [
      'an out-for-delivery item (status 2)',
      async () => cancelBody(ORDERS.outForDelivery.id, await itemsOf(ORDERS.outForDelivery.id)),
      'This item can no longer be cancelled',
    ],
    [
      'a delivered item',
      async () => cancelBody(ORDERS.delivered.id, await itemsOf(ORDERS.delivered.id)),
      'This item can no longer be cancelled',
    ],
    [
      'a product not in the order',
      () => cancelBody(ORDERS.placed.id, [PRODUCTS.neverBought]),
      'This item can no longer be cancelled',
    ],
    [
      'a cancellable item next to one that is not',
      async () => cancelBody(ORDERS.placed.id, [...(await itemsOf(ORDERS.placed.id)), PRODUCTS.neverBought]),
      'This item can no longer be cancelled',
    ],
  ])('rejects %s and changes nothing', async (_name, body, message) => {
    const before = await untouched();
    const res = await cancel(await body());
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await untouched()).toEqual(before);
  });

  it('answers 404 for an unknown order', async () => {
    const res = await cancel(cancelBody('ORD_NOPE', [PRODUCTS.inStock]));
    expect(res.status).toBe(404);
  });
});

describe('Thara coins on cancellation', () => {
  /** A fresh order of the lines, paying as many coins as the 10% cap allows; its seller orders and the coins spent. */
  async function orderWithCoins(lines: { id: string; quantity: number }[]) {
    const coins = Math.floor((await subTotalPaise(api, lines)) / 100); // 10% of the sub total in coins of ₹0.10
    await setCoins(api, coins);
    const res = await api.post('/place-order', await orderBody(api, lines, { creditCoins: coins }), { token: demo });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await coinsOf(api)).toBe(0);
    return { orders: await orderRows(api, res.body.orderId), coins };
  }
  const sameSeller = async () =>
    (await stockedProducts(api, { is: (await product(api, PRODUCTS.inStock)).sellerId }, 2)) as [string, string];

  it('returns the coins only with the cancellation that leaves no live item', async () => {
    const [a, b] = await sameSeller();
    const {
      orders: [order],
      coins,
    } = await orderWithCoins([
      { id: a, quantity: 2 },
      { id: b, quantity: 2 },
    ]);
    expect(order!.creditCoins).toBe(coins);
    expect(coins).toBeGreaterThan(0);

    expect((await cancel(cancelBody(order!.id, [a]))).status).toBe(200);
    expect(await coinsOf(api), 'a partial cancellation returns nothing').toBe(0);
    expect((await cancel(cancelBody(order!.id, [b]))).status).toBe(200);
    expect(await coinsOf(api)).toBe(coins);

    const again = await cancel(cancelBody(order!.id, [a, b]));
    expect(again.status, 'a repeated cancellation succeeds').toBe(200);
    expect(await coinsOf(api), 'never returned twice').toBe(coins);
  });

  it('returns the coins when every item is cancelled in one call', async () => {
    const [a, b] = await sameSeller();
    const {
      orders: [order],
      coins,
    } = await orderWithCoins([
      { id: a, quantity: 1 },
      { id: b, quantity: 2 },
    ]);
    expect((await cancel(cancelBody(order!.id, [b, a]))).status).toBe(200);
    expect(await coinsOf(api)).toBe(coins);
  });

  it("returns only the cancelled seller order's share of a split order's coins", async () => {
    // A cheap product of one seller and a dear one of another: the coins exceed the first order and spill over.
    const pick = (
      await all(
        api.queries,
        sql<{
          a: string;
          b: string;
        }>`SELECT a.productId AS a, b.productId AS b FROM products a JOIN products b ON b.sellerId <> a.sellerId
       WHERE a.productId > 'PRD000030' AND b.productId > 'PRD000030' AND a.stock >= 10 AND b.stock >= 10 AND b.b2cMaxQty >= 2
         AND b.offerPrice > 6 * a.offerPrice ORDER BY a.productId, b.productId LIMIT 1`,
      )
    )[0]!;
    const {
      orders: [first, second],
      coins,
    } = await orderWithCoins([
      { id: pick.a, quantity: 1 },
      { id: pick.b, quantity: 2 },
    ]);
    expect(first!.creditCoins + second!.creditCoins).toBe(coins);
    expect(second!.creditCoins).toBeGreaterThan(0);

    expect((await cancel(cancelBody(second!.id, [pick.b]))).status).toBe(200);
    expect(await coinsOf(api)).toBe(second!.creditCoins);
    expect((await cancel(cancelBody(first!.id, [pick.a]))).status).toBe(200);
    expect(await coinsOf(api)).toBe(coins);
  });

  it('returns nothing for an order placed without coins', async () => {
    const { orderId, a, b } = await freshOrder();
    await setCoins(api, 7);
    expect((await cancel(cancelBody(orderId, [a, b]))).status).toBe(200);
    expect(await coinsOf(api)).toBe(7);
  });

  it('writes no coins when the cancellation is rejected', async () => {
    const [a] = await sameSeller();
    const {
      orders: [order],
    } = await orderWithCoins([{ id: a, quantity: 2 }]);
    const res = await cancel(cancelBody(order!.id, [a, PRODUCTS.neverBought]));
    expect(res.status).toBe(400);
    expect(await coinsOf(api)).toBe(0);
    expect((await itemRows(api, order!.id)).map((i) => i.status)).toEqual([0]);
  });
});

describe('ownership', () => {
  it("answers 404 for the demo user's order to the second user and changes nothing", async () => {
    const items = await itemsOf(ORDERS.placed.id);
    const before = { snapshot: await snapshot(api, items), rows: await itemRows(api, ORDERS.placed.id) };
    const res = await details(ORDERS.placed.id, second);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      message: 'Failed to fetch order cancellation details',
      code: 'CANCELLATION_DETAILS_NOT_FOUND',
    });
    const cancelled = await cancel(cancelBody(ORDERS.placed.id, items), second);
    expect(cancelled.status).toBe(404);
    expect({ snapshot: await snapshot(api, items), rows: await itemRows(api, ORDERS.placed.id) }).toEqual(before);

    const theirs = await itemsOf(ORDERS.secondUser.id);
    expect((await details(ORDERS.secondUser.id)).status).toBe(404);
    expect((await cancel(cancelBody(ORDERS.secondUser.id, theirs))).status).toBe(404);
    expect((await itemRows(api, ORDERS.secondUser.id)).map((i) => i.status)).toEqual([0]);
  });
});

describe('authentication', () => {
  it('answers 401 without a token and with an expired one', async () => {
    const items = await itemsOf(ORDERS.placed.id);
    const before = await snapshot(api, items);
    expect((await api.get(`/order-cancellation/${ORDERS.placed.id}`)).status).toBe(401);
    expect((await api.post('/cancel-order', cancelBody(ORDERS.placed.id, items))).status).toBe(401);
    const token = await api.signIn();
    api.clock.advance(61 * 60 * 1000);
    expect((await details(ORDERS.placed.id, token)).status).toBe(401);
    expect((await cancel(cancelBody(ORDERS.placed.id, items), token)).status).toBe(401);
    expect(await snapshot(api, items)).toEqual(before);
    demo = await api.signIn();
    second = await api.signIn(SECOND);
  });
});
