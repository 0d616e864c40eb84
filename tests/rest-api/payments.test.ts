import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND, startWithShoppers, type TestApi } from '../helpers/api.ts';
import { PRODUCTS, USERS } from '../helpers/fixtures.ts';
import { orderBody, orderRows, setCoins, snapshot, subTotalPaise, type Line } from '../helpers/orderHelpers.ts';

let api: TestApi, demo: string, second: string;
beforeAll(async () => ({ api, demo, second } = await startWithShoppers()));
afterAll(() => api.close());

const coinRange = (orderTotal: string, token = demo) => api.get(`/get-coin-range?orderTotal=${orderTotal}`, { token });
const createOrder = (amount: unknown, token = demo) => api.post('/create-order', { amount }, { token });
const verify = (body: Record<string, string>, token = demo) => api.post('/verify-payment', body, { token });
/** The sandbox checkout is dev-only and not in openapi.yaml, so it is called without the contract check. */
const sandbox = (path: string, method = 'GET') => fetch(`${api.url}/sandbox/checkout/${path}`, { method });
const sandboxPay = async (orderId: string) => (await sandbox(`${orderId}/pay`, 'POST')).json();
const paymentStatus = (orderId: string) =>
  (api.db.prepare(`SELECT status FROM payment_orders WHERE id = ?`).get(orderId) as { status: string }).status;

/** A UPI cart-checkout body for the lines with the payment order that backs it. */
function prepaidBody(lines: Line[], razorpayOrderId: string, overrides: Record<string, unknown> = {}) {
  return orderBody(api, lines, { paymentMode: 'UPI', cod: false, razorpayOrderId, ...overrides });
}

describe('GET /get-coin-range', () => {
  it('caps the redeemable coins at the balance and at 10% of the total', async () => {
    setCoins(api, 500);
    expect((await coinRange('1234.5')).body).toEqual({ success: true, data: { redeemableCoins: 500, coinValue: 0.1, percentage: 10 } });
    expect((await coinRange('250')).body.data.redeemableCoins).toBe(250);
    expect((await coinRange('99.99')).body.data.redeemableCoins).toBe(99);
    expect((await coinRange('5')).body.data.redeemableCoins).toBe(5);
    expect((await coinRange('0.5')).body.data.redeemableCoins).toBe(0);
    expect((await coinRange('1000', second)).body.data.redeemableCoins).toBe(0);
  });

  it('follows the settings table', async () => {
    setCoins(api, 500);
    const set = api.db.prepare(`UPDATE settings SET value = ? WHERE key = ?`);
    set.run('5', 'coinPercentage');
    set.run('0.5', 'coinValue');
    try {
      expect((await coinRange('1000')).body.data).toEqual({ redeemableCoins: 100, coinValue: 0.5, percentage: 5 });
    } finally {
      set.run('10', 'coinPercentage');
      set.run('0.1', 'coinValue');
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
    expect(res.body).toEqual({ orderId: expect.stringMatching(/^order_/), amount: 149950, currency: 'INR', keyId: 'rzp_test_sandbox' });
    expect(api.db.prepare(`SELECT userId, amount, status FROM payment_orders WHERE id = ?`).get(res.body.orderId)).toEqual({
      userId: USERS.demo.id, amount: 149950, status: 'created',
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
    const before = api.count('payment_orders');
    const res = await createOrder(amount);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(api.count('payment_orders')).toBe(before);
  });
});

describe('pre-paid checkout', () => {
  it('create-order, place-order, sandbox checkout and verify-payment mark the order paid', async () => {
    const lines = [{ id: PRODUCTS.inStock, quantity: 2 }];
    const total = subTotalPaise(api, lines) / 100;
    const created = await createOrder(total);
    expect(created.body.amount).toBe(subTotalPaise(api, lines));

    const placed = await api.post('/place-order', prepaidBody(lines, created.body.orderId), { token: demo });
    expect(placed.status).toBe(201);
    expect(orderRows(api, placed.body.orderId)).toEqual([
      expect.objectContaining({ paymentMode: 'UPI', cod: 0, paymentStatus: 'pending', razorpayOrderId: created.body.orderId }),
    ]);

    const page = await sandbox(created.body.orderId);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    const rupees = total.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(html).toContain(`Pay ₹${rupees}`);
    expect(html).not.toMatch(/(src|href)="http/);

    const payment = await sandboxPay(created.body.orderId);
    expect(payment).toEqual({ razorpay_order_id: created.body.orderId, razorpay_payment_id: expect.stringMatching(/^pay_/), razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const verified = await verify(payment);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ status: 'success', message: 'Payment Successful!' });
    expect(paymentStatus(created.body.orderId)).toBe('paid');
    const summary = await api.get(`/get-order-summery/${placed.body.orderId}`, { token: demo });
    expect(summary.body.orders[0]).toMatchObject({ paymentMode: 'UPI', cod: false, paymentStatus: 'paid' });

    // Paid twice: verify, the sandbox page and the sandbox pay all refuse.
    const again = await verify(payment);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Payment already verified');
    expect((await sandbox(created.body.orderId)).status).toBe(409);
    expect((await sandbox(`${created.body.orderId}/pay`, 'POST')).status).toBe(409);
  });

  it('Buy Now pays first and places a paid order', async () => {
    const lines = [{ id: PRODUCTS.inStock, quantity: 5 }];
    const created = await createOrder(subTotalPaise(api, lines) / 100);
    expect((await verify(await sandboxPay(created.body.orderId))).status).toBe(200);
    const placed = await api.post('/single-product-place-order', prepaidBody(lines, created.body.orderId, { paymentMode: 'Pre-paid' }), { token: demo });
    expect(placed.status).toBe(201);
    expect(orderRows(api, placed.body.orderId)[0]).toMatchObject({ paymentMode: 'Pre-paid', paymentStatus: 'paid' });
  });

  it('charges the total after coins', async () => {
    setCoins(api, 500);
    const lines = [{ id: PRODUCTS.inStock, quantity: 3 }];
    const creditCoins = 40;
    const created = await createOrder((subTotalPaise(api, lines) - creditCoins * 10) / 100);
    const placed = await api.post('/place-order', prepaidBody(lines, created.body.orderId, { creditCoins }), { token: demo });
    expect(placed.status).toBe(201);
  });

  it('rejects a tampered signature and changes nothing', async () => {
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
    expect(paymentStatus(created.body.orderId)).toBe('created');
  });

  it('rejects verifying an unknown payment order', async () => {
    const res = await verify({ razorpay_order_id: 'order_unknown', razorpay_payment_id: 'pay_x', razorpay_signature: 'ab'.repeat(32) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Payment verification failed!');
    expect((await sandbox('order_unknown')).status).toBe(404);
    expect((await verify({ razorpay_order_id: 'order_unknown', razorpay_payment_id: '', razorpay_signature: 'x' })).body.message).toBe('razorpay_payment_id is required');
  });

  it('rejects a payment order whose amount is not the order total', async () => {
    const lines = [{ id: PRODUCTS.inStock, quantity: 1 }];
    const created = await createOrder(1); // the original client's fixed 1 rupee
    const before = snapshot(api, [PRODUCTS.inStock]);
    const res = await api.post('/place-order', prepaidBody(lines, created.body.orderId), { token: demo });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Payment amount does not match the order total');
    expect(snapshot(api, [PRODUCTS.inStock])).toEqual(before);
  });

  it('lets one payment order back only one placement', async () => {
    const lines = [{ id: PRODUCTS.inStock, quantity: 1 }];
    const created = await createOrder(subTotalPaise(api, lines) / 100);
    expect((await api.post('/place-order', prepaidBody(lines, created.body.orderId), { token: demo })).status).toBe(201);
    const before = snapshot(api, [PRODUCTS.inStock]);
    const res = await api.post('/place-order', prepaidBody(lines, created.body.orderId), { token: demo });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This payment has already been used for another order');
    expect(snapshot(api, [PRODUCTS.inStock])).toEqual(before);
  });
});

describe('ownership', () => {
  it("never lets another user verify or spend the demo user's payment order", async () => {
    const lines = [{ id: PRODUCTS.inStock, quantity: 1 }];
    const created = await createOrder(subTotalPaise(api, lines) / 100);
    const payment = await sandboxPay(created.body.orderId);
    const res = await verify(payment, second);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Payment verification failed!');
    expect(paymentStatus(created.body.orderId)).toBe('created');

    const before = snapshot(api, [PRODUCTS.inStock], USERS.second.id);
    const placed = await api.post('/place-order', prepaidBody(lines, created.body.orderId), { token: second });
    expect(placed.status).toBe(400);
    expect(placed.body.message).toBe('Payment order not found');
    expect(snapshot(api, [PRODUCTS.inStock], USERS.second.id)).toEqual(before);
  });
});

describe('authentication', () => {
  it('answers 401 without a token and with an expired one', async () => {
    const before = api.count('payment_orders');
    const payment = { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'x' };
    expect((await api.get('/get-coin-range?orderTotal=100')).status).toBe(401);
    expect((await api.post('/create-order', { amount: 10 })).status).toBe(401);
    expect((await api.post('/verify-payment', payment)).status).toBe(401);
    const token = await api.signIn();
    api.clock.advance(61 * 60 * 1000);
    expect((await coinRange('100', token)).status).toBe(401);
    expect((await createOrder(10, token)).status).toBe(401);
    expect((await verify(payment, token)).status).toBe(401);
    expect(api.count('payment_orders')).toBe(before);
    demo = await api.signIn();
    second = await api.signIn(SECOND);
  });
});
