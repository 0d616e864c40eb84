import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { all, first } from '../../rest-api/src/db/queries.ts';
import { SECOND, startWithShoppers, type TestApi } from '../helpers/api.ts';
import { PRODUCTS, USERS } from '../helpers/fixtures.ts';
import { createPaymentRefunds } from '../../rest-api/src/orders/paymentRefunds.ts';
import {
  ADDRESS,
  chargedUnitPrice,
  orderBody,
  orderRows,
  setCoins,
  snapshot,
  subTotalPaise,
  type Line,
} from '../helpers/orderHelpers.ts';

let api: TestApi, demo: string, second: string;
beforeAll(async () => ({ api, demo, second } = await startWithShoppers()));
afterAll(() => api.close());

const coinRange = (orderTotal: string, token = demo) => api.get(`/get-coin-range?orderTotal=${orderTotal}`, { token });
const createOrder = (amount: unknown, token = demo) => api.post('/create-order', { amount }, { token });
const verify = (body: Record<string, string>, token = demo) => api.post('/verify-payment', body, { token });
/** The sandbox checkout is dev-only and not in openapi.yaml, so it is called without the contract check. */
const sandbox = (path: string, method = 'GET') => fetch(`${api.url}/sandbox/checkout/${path}`, { method });
const sandboxPay = async (orderId: string) => (await sandbox(`${orderId}/pay`, 'POST')).json();
const paymentStatus = async (orderId: string) =>
  ((await first(api.queries, sql`SELECT status FROM payment_orders WHERE id = ${orderId}`)) as { status: string })
    .status;
const verifiedAt = async (orderId: string) =>
  (
    (await first(api.queries, sql`SELECT verifiedAt FROM payment_orders WHERE id = ${orderId}`)) as {
      verifiedAt: number | null;
    }
  ).verifiedAt;

/** A UPI cart-checkout body for the lines with the payment order that backs it. */
async function prepaidBody(lines: Line[], razorpayOrderId: string, overrides: Record<string, unknown> = {}) {
  return orderBody(api, lines, { paymentMode: 'UPI', cod: false, razorpayOrderId, ...overrides });
}

describe('GET /get-coin-range', () => {
  it('caps the redeemable coins at the balance and at 10% of the total', async () => {
    await setCoins(api, 500);
    expect((await coinRange('1234.5')).body).toEqual({
      success: true,
      data: { redeemableCoins: 500, coinValue: 0.1, percentage: 10 },
    });
    expect((await coinRange('250')).body.data.redeemableCoins).toBe(250);
    expect((await coinRange('99.99')).body.data.redeemableCoins).toBe(99);
    expect((await coinRange('5')).body.data.redeemableCoins).toBe(5);
    expect((await coinRange('0.5')).body.data.redeemableCoins).toBe(0);
    expect((await coinRange('1000', second)).body.data.redeemableCoins).toBe(0);
  });

  it('follows the settings table', async () => {
    await setCoins(api, 500);
    const set = (value: string, key: string) =>
      sql`UPDATE settings SET value = ${value} WHERE key = ${key}`.execute(api.queries);
    await set('5', 'coinPercentage');
    await set('0.5', 'coinValue');
    try {
      expect((await coinRange('1000')).body.data).toEqual({ redeemableCoins: 100, coinValue: 0.5, percentage: 5 });
    } finally {
      await set('10', 'coinPercentage');
      await set('0.1', 'coinValue');
    }
  });

  it.each(['0', '-5', 'abc', '1e3', ''])('rejects orderTotal=%s', async (total) => {
    const res = await coinRange(total);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('orderTotal must be a positive number');
  });

  it('rejects a missing orderTotal', async () => {
    const res = await api.get('/get-coin-range', { token: demo });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('orderTotal must be a positive number');
  });
});

describe('POST /create-order', () => {
  it('creates a payment order in paise for the user', async () => {
    const res = await createOrder(1499.5);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      orderId: expect.stringMatching(/^order_/),
      amount: 149950,
      currency: 'INR',
      keyId: 'rzp_test_sandbox',
    });
    expect(
      await first(api.queries, sql`SELECT userId, amount, status FROM payment_orders WHERE id = ${res.body.orderId}`),
    ).toEqual({
      userId: USERS.demo.id,
      amount: 149950,
      status: 'created',
    });
  });

  it.each([
    [0, 'Amount must be greater than 0'],
    [-10, 'Amount must be greater than 0'],
    [12.345, 'Amount must have at most 2 decimals'],
    ['100', 'Amount must be a number in rupees'],
    [undefined, 'Amount must be a number in rupees'],
    [20_000_000, 'Amount must be at most 10000000 rupees'],
  ])('rejects amount %s', async (amount, message) => {
    const before = await api.count('payment_orders');
    const res = await createOrder(amount);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await api.count('payment_orders')).toBe(before);
  });
});

describe('pre-paid checkout', () => {
  /** A payment order for `rupees`, paid in the sandbox window and verified: what a pre-paid placement needs. */
  async function paidAndVerified(rupees: number, token = demo) {
    const created = await createOrder(rupees, token);
    expect((await verify(await sandboxPay(created.body.orderId), token)).status).toBe(200);
    return created.body.orderId as string;
  }

  it('create-order, the sandbox checkout, verify-payment and place-order make a paid order', async () => {
    const lines = [{ id: PRODUCTS.inStock, quantity: 2 }];
    const total = (await subTotalPaise(api, lines)) / 100;
    const created = await createOrder(total);
    expect(created.body.amount).toBe(await subTotalPaise(api, lines));

    const page = await sandbox(created.body.orderId);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    const rupees = total.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(html).toContain(`Pay ₹${rupees}`);
    expect(html).not.toMatch(/(src|href)="http/);

    const payment = await sandboxPay(created.body.orderId);
    expect(payment).toEqual({
      razorpay_order_id: created.body.orderId,
      razorpay_payment_id: expect.stringMatching(/^pay_/),
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // The provider captured the money in its window, before anybody verified anything.
    expect(await paymentStatus(created.body.orderId)).toBe('paid');
    const verified = await verify(payment);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ status: 'success', message: 'Payment Successful!' });

    const placed = await api.post('/place-order', await prepaidBody(lines, created.body.orderId), { token: demo });
    expect(placed.status).toBe(201);
    expect(await orderRows(api, placed.body.orderId)).toEqual([
      expect.objectContaining({
        paymentMode: 'UPI',
        cod: 0,
        paymentStatus: 'paid',
        razorpayOrderId: created.body.orderId,
      }),
    ]);
    const summary = await api.get(`/get-order-summery/${placed.body.orderId}`, { token: demo });
    expect(summary.body.orders[0]).toMatchObject({ paymentMode: 'UPI', cod: false, paymentStatus: 'paid' });

    // Paid twice: verify, the sandbox page and the sandbox pay all refuse.
    const again = await verify(payment);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Payment already verified', code: 'PAYMENT_ALREADY_VERIFIED' });
    expect((await sandbox(created.body.orderId)).status).toBe(409);
    expect((await sandbox(`${created.body.orderId}/pay`, 'POST')).status).toBe(409);
  });

  it.each(['/place-order', '/single-product-place-order'])(
    '%s refuses a payment that was never paid, or paid but never verified',
    async (path) => {
      const lines = [{ id: PRODUCTS.inStock, quantity: 5 }];
      const created = await createOrder((await subTotalPaise(api, lines)) / 100);
      const before = await snapshot(api, [PRODUCTS.inStock]);
      const unpaid = await api.post(path, await prepaidBody(lines, created.body.orderId), { token: demo });
      expect(unpaid.status).toBe(400);
      expect(unpaid.body).toEqual({
        message: 'This payment has not been verified',
        code: 'PAYMENT_NOT_VERIFIED',
        field: 'razorpayOrderId',
      });

      await sandboxPay(created.body.orderId);
      const unverified = await api.post(path, await prepaidBody(lines, created.body.orderId), { token: demo });
      expect(unverified.status).toBe(400);
      expect(unverified.body.code).toBe('PAYMENT_NOT_VERIFIED');
      expect(await snapshot(api, [PRODUCTS.inStock])).toEqual({ ...before, paid: before.paid + 1 });
      expect(await api.count('orders', sql`razorpayOrderId = ${created.body.orderId}`)).toBe(0);
    },
  );

  it('Buy Now pays first and places a paid order', async () => {
    const lines = [{ id: PRODUCTS.inStock, quantity: 5 }];
    const paymentOrderId = await paidAndVerified((await subTotalPaise(api, lines)) / 100);
    const placed = await api.post(
      '/single-product-place-order',
      await prepaidBody(lines, paymentOrderId, { paymentMode: 'Pre-paid' }),
      { token: demo },
    );
    expect(placed.status).toBe(201);
    expect((await orderRows(api, placed.body.orderId))[0]).toMatchObject({
      paymentMode: 'Pre-paid',
      paymentStatus: 'paid',
    });
  });

  it('charges the total after coins', async () => {
    await setCoins(api, 500);
    const lines = [{ id: PRODUCTS.inStock, quantity: 3 }];
    const creditCoins = 40;
    const paymentOrderId = await paidAndVerified(((await subTotalPaise(api, lines)) - creditCoins * 10) / 100);
    const placed = await api.post('/place-order', await prepaidBody(lines, paymentOrderId, { creditCoins }), {
      token: demo,
    });
    expect(placed.status).toBe(201);
  });

  it('rejects a tampered signature and verifies nothing', async () => {
    const created = await createOrder(10);
    const payment = await sandboxPay(created.body.orderId);
    const flipped = payment.razorpay_signature.replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
    for (const body of [
      { ...payment, razorpay_signature: flipped },
      { ...payment, razorpay_signature: 'not-a-signature' },
      { ...payment, razorpay_payment_id: 'pay_someoneelse' },
    ]) {
      const res = await verify(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Payment verification failed!');
    }
    expect(await verifiedAt(created.body.orderId)).toBeNull();
  });

  it('rejects verifying an unknown payment order', async () => {
    const res = await verify({
      razorpay_order_id: 'order_unknown',
      razorpay_payment_id: 'pay_x',
      razorpay_signature: 'ab'.repeat(32),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Payment verification failed!');
    expect((await sandbox('order_unknown')).status).toBe(404);
    expect(
      (await verify({ razorpay_order_id: 'order_unknown', razorpay_payment_id: '', razorpay_signature: 'x' })).body
        .message,
    ).toBe('razorpay_payment_id is required');
  });

  it('rejects a payment whose amount is not the order total', async () => {
    const lines = [{ id: PRODUCTS.inStock, quantity: 1 }];
    const paymentOrderId = await paidAndVerified(1); // the original client's fixed 1 rupee
    const before = await snapshot(api, [PRODUCTS.inStock]);
    const res = await api.post('/place-order', await prepaidBody(lines, paymentOrderId), { token: demo });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Payment amount does not match the order total',
      code: 'PAYMENT_AMOUNT_MISMATCH',
      field: 'razorpayOrderId',
    });
    expect(await snapshot(api, [PRODUCTS.inStock])).toEqual(before);
  });

  it('lets one payment back only one placement', async () => {
    const lines = [{ id: PRODUCTS.inStock, quantity: 1 }];
    const paymentOrderId = await paidAndVerified((await subTotalPaise(api, lines)) / 100);
    expect((await api.post('/place-order', await prepaidBody(lines, paymentOrderId), { token: demo })).status).toBe(
      201,
    );
    const before = await snapshot(api, [PRODUCTS.inStock]);
    const res = await api.post('/place-order', await prepaidBody(lines, paymentOrderId), { token: demo });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This payment has already been used for another order');
    expect(await snapshot(api, [PRODUCTS.inStock])).toEqual(before);
  });
});

describe('GET /product-price/{productId}', () => {
  it('answers the line a placement charges for a quantity: the tier price whose range holds it, else the offer price', async () => {
    for (const quantity of [1, 9, 10, 49, 50]) {
      const res = await api.get(`/product-price/${PRODUCTS.inStock}?quantity=${quantity}`);
      const unitPrice = await chargedUnitPrice(api, PRODUCTS.inStock, quantity);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: PRODUCTS.inStock,
        quantity,
        unitPrice,
        lineTotal: (Math.round(unitPrice * 100) * quantity) / 100,
      });
    }
  });

  it('refuses an unknown product and a quantity that is not a positive whole number', async () => {
    expect((await api.get('/product-price/PRD999999?quantity=1')).status).toBe(404);
    for (const quantity of ['0', '1.5', 'x'])
      expect((await api.get(`/product-price/${PRODUCTS.inStock}?quantity=${quantity}`)).status).toBe(400);
  });
});

describe('POST /place-order/check and /single-product-place-order/check', () => {
  it('answer the total and the lines a placement would charge, and place nothing', async () => {
    const lines = [{ id: PRODUCTS.inStock, quantity: 5 }];
    const unitPrice = await chargedUnitPrice(api, PRODUCTS.inStock, 5);
    const before = await snapshot(api, [PRODUCTS.inStock]);
    for (const path of ['/place-order/check', '/single-product-place-order/check']) {
      const res = await api.post(path, await orderBody(api, lines, { paymentMode: 'UPI', cod: false }), {
        token: demo,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        totalPrice: (await subTotalPaise(api, lines)) / 100,
        lines: [{ id: PRODUCTS.inStock, quantity: 5, unitPrice, lineTotal: (await subTotalPaise(api, lines)) / 100 }],
        message: 'The order can be placed',
      });
    }
    expect(await snapshot(api, [PRODUCTS.inStock])).toEqual(before);
  });

  it.each([
    [
      'an undeliverable pincode',
      { address: { ...ADDRESS, pincode: '560025' } },
      'Sorry, delivery is not available in this pincode.',
      'NOT_DELIVERABLE',
      'address.pincode',
    ],
    [
      'a changed total',
      { totalPrice: 1 },
      'Order total has changed. Please review your order.',
      'PRICE_CHANGED',
      'totalPrice',
    ],
    [
      'more coins than the balance',
      { creditCoins: 5 },
      'You do not have enough coins',
      'NOT_ENOUGH_COINS',
      'creditCoins',
    ],
  ])('refuse %s as the placement would', async (_, overrides, message, code, field) => {
    await setCoins(api, 0);
    const body = await orderBody(api, [{ id: PRODUCTS.inStock, quantity: 1 }], {
      paymentMode: 'UPI',
      cod: false,
      ...overrides,
    });
    const checked = await api.post('/place-order/check', body, { token: demo });
    expect(checked.status).toBe(400);
    expect(checked.body).toEqual({ message, code, field });
  });

  it('refuse an out-of-stock product with the line at fault', async () => {
    const body = await orderBody(
      api,
      [
        { id: PRODUCTS.inStock, quantity: 1 },
        { id: PRODUCTS.outOfStock, quantity: 1 },
      ],
      { paymentMode: 'UPI', cod: false },
    );
    const checked = await api.post('/place-order/check', { ...body, totalPrice: 1 }, { token: demo });
    expect(checked.status).toBe(400);
    expect(checked.body).toMatchObject({ code: 'OUT_OF_STOCK', field: 'products.1.id' });
  });
});

describe('POST /refund-payment', () => {
  const refundRows = async (paymentOrderId: string) =>
    await all(
      api.queries,
      sql`SELECT userId, amount, reason FROM payment_refunds WHERE paymentOrderId = ${paymentOrderId}`,
    );
  const refund = (razorpay_order_id: string, token = demo, reason = 'Out of stock') =>
    api.post('/refund-payment', { razorpay_order_id, reason }, { token });

  it('gives back a captured payment whose placement was refused, once, and it can back no order afterwards', async () => {
    const lines = [{ id: PRODUCTS.inStock, quantity: 2 }];
    const paise = await subTotalPaise(api, lines);
    const created = await createOrder(paise / 100);
    const payment = await sandboxPay(created.body.orderId);
    expect((await verify(payment)).status).toBe(200);

    const res = await refund(created.body.orderId);
    expect(res.status).toBe(200);
    const rupees = (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(res.body).toEqual({
      refundId: expect.stringMatching(/^rfnd_/),
      razorpay_order_id: created.body.orderId,
      amount: paise,
      reason: 'Out of stock',
      message: `Your payment of ₹${rupees} has been refunded`,
    });
    // The provider's refund against the payment order, and the marketplace's record of it.
    expect(
      await first(api.queries, sql`SELECT refundId FROM payment_orders WHERE id = ${created.body.orderId}`),
    ).toEqual({
      refundId: res.body.refundId,
    });
    expect(await refundRows(created.body.orderId)).toEqual([
      { userId: USERS.demo.id, amount: paise, reason: 'Out of stock' },
    ]);

    expect((await refund(created.body.orderId, demo, 'again')).body.refundId).toBe(res.body.refundId);
    expect(await refundRows(created.body.orderId)).toHaveLength(1);
    const placed = await api.post('/place-order', await prepaidBody(lines, created.body.orderId), { token: demo });
    expect(placed.status).toBe(400);
    expect(placed.body.code).toBe('PAYMENT_REFUNDED');
    expect(await api.count('orders', sql`razorpayOrderId = ${created.body.orderId}`)).toBe(0);
  });

  it('refuses a payment an order used, one never paid, and one of another user', async () => {
    const lines = [{ id: PRODUCTS.inStock, quantity: 1 }];
    const created = await createOrder((await subTotalPaise(api, lines)) / 100);
    const notPaid = await refund(created.body.orderId);
    expect(notPaid.status).toBe(409);
    expect(notPaid.body.code).toBe('PAYMENT_NOT_CAPTURED');

    expect((await verify(await sandboxPay(created.body.orderId))).status).toBe(200);
    expect((await refund(created.body.orderId, second)).status).toBe(404);
    expect(
      (await api.post('/place-order', await prepaidBody(lines, created.body.orderId), { token: demo })).status,
    ).toBe(201);
    const used = await refund(created.body.orderId);
    expect(used.status).toBe(409);
    expect(used.body).toEqual({ message: 'This payment has been used for an order', code: 'PAYMENT_USED' });
    expect(await refundRows(created.body.orderId)).toEqual([]);
  });

  it('the sweep refunds a payment nobody placed or refunded within 15 minutes, and no other', async () => {
    const refunds = createPaymentRefunds(api.deps);
    // What the tests before this one left paid and unplaced is refunded first.
    api.clock.advance(16 * 60 * 1000);
    await refunds.refundAbandoned();
    const lines = [{ id: PRODUCTS.inStock, quantity: 1 }];
    const abandoned = (await createOrder(10)).body.orderId;
    await sandboxPay(abandoned); // paid in the window, then the tab was closed
    const placedWith = await createOrder((await subTotalPaise(api, lines)) / 100);
    expect((await verify(await sandboxPay(placedWith.body.orderId))).status).toBe(200);
    expect(
      (await api.post('/place-order', await prepaidBody(lines, placedWith.body.orderId), { token: demo })).status,
    ).toBe(201);
    const neverPaid = (await createOrder(10)).body.orderId;

    api.clock.advance(14 * 60 * 1000);
    expect(await refunds.refundAbandoned()).toBe(0);
    api.clock.advance(2 * 60 * 1000);
    expect(await refunds.refundAbandoned()).toBe(1);
    expect(await refundRows(abandoned)).toEqual([
      { userId: USERS.demo.id, amount: 1000, reason: 'No order was placed with this payment' },
    ]);
    expect(await refundRows(placedWith.body.orderId)).toEqual([]);
    expect(await refundRows(neverPaid)).toEqual([]);
    expect(await refunds.refundAbandoned()).toBe(0);
  });
});

describe('ownership', () => {
  it("never lets another user verify or spend the demo user's payment order", async () => {
    const lines = [{ id: PRODUCTS.inStock, quantity: 1 }];
    const created = await createOrder((await subTotalPaise(api, lines)) / 100);
    const payment = await sandboxPay(created.body.orderId);
    const res = await verify(payment, second);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Payment verification failed!');
    expect(await verifiedAt(created.body.orderId)).toBeNull();
    expect((await verify(payment)).status).toBe(200);

    const before = await snapshot(api, [PRODUCTS.inStock], USERS.second.id);
    const placed = await api.post('/place-order', await prepaidBody(lines, created.body.orderId), { token: second });
    expect(placed.status).toBe(400);
    expect(placed.body.message).toBe('Payment order not found');
    expect(await snapshot(api, [PRODUCTS.inStock], USERS.second.id)).toEqual(before);
  });
});

describe('authentication', () => {
  it('answers 401 without a token and with an expired one', async () => {
    const before = await api.count('payment_orders');
    const payment = { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'x' };
    expect((await api.get('/get-coin-range?orderTotal=100')).status).toBe(401);
    expect((await api.post('/create-order', { amount: 10 })).status).toBe(401);
    expect((await api.post('/verify-payment', payment)).status).toBe(401);
    const token = await api.signIn();
    api.clock.advance(61 * 60 * 1000);
    expect((await coinRange('100', token)).status).toBe(401);
    expect((await createOrder(10, token)).status).toBe(401);
    expect((await verify(payment, token)).status).toBe(401);
    expect(await api.count('payment_orders')).toBe(before);
    demo = await api.signIn();
    second = await api.signIn(SECOND);
  });
});
