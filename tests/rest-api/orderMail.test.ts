import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DEMO, startApi, type TestApi } from '../helpers/api.ts';
import { PRODUCTS, USERS } from '../helpers/fixtures.ts';
import {
  ADDRESS,
  chargedUnitPrice,
  orderBody,
  orderRows,
  product,
  setCoins,
  stockedProducts,
  subTotalPaise,
  type Line,
} from '../helpers/orderHelpers.ts';

/** Where shoppers reach the storefront (PUBLIC_ORIGIN): the mails' links are absolute on it. */
const STOREFRONT = 'https://shop.example.in';

/** The sellers' systems' key for fulfilment steps. */
const FULFILMENT_KEY = 'seller-systems-key';

let api: TestApi, demo: string;
beforeAll(async () => {
  api = await startApi({ config: { publicOrigin: STOREFRONT, fulfilmentKey: FULFILMENT_KEY } });
  demo = await api.signIn(DEMO);
});
afterAll(() => api.close());

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The order mails the outbox holds for the demo shopper, newest first (the codes it also holds left out). */
const orderMails = async () =>
  (await api.deps.otp.outbox(USERS.demo.email)).filter((mail) => mail.subject.startsWith('Order '));

const place = (body: unknown, key?: string) =>
  api.post('/place-order', body, { token: demo, headers: key ? { 'idempotency-key': key } : {} });
const cancel = (orderId: string, productIds: string[], refundMethod = 'original') =>
  api.post(
    '/cancel-order',
    { orderId, productIds, cancellationReason: 'I changed my mind', refundMethod },
    { token: demo },
  );

/** Two in-stock products of one seller, outside the fixtures. */
const twoProducts = async () =>
  (await stockedProducts(api, { is: (await product(api, PRODUCTS.inStock)).sellerId }, 2)) as [string, string];

/** "- {name} × {quantity}: {line total}", as a mail lists a line. */
async function listed({ id, quantity }: Line) {
  const unit = Math.round((await chargedUnitPrice(api, id, quantity)) * 100);
  return `- ${(await product(api, id)).name} × ${quantity}: ${rupees(unit * quantity)}`;
}

describe('the order confirmation e-mail', () => {
  it('is in the outbox once an order is placed: its ID, lines, coins, total, payment, address, delivery date and link', async () => {
    await setCoins(api, 500);
    const [a, b] = await twoProducts();
    const lines = [
      { id: a, quantity: 2 },
      { id: b, quantity: 1 },
    ];
    const subTotal = await subTotalPaise(api, lines);
    const key = `mail-${Date.now()}`;
    const placed = await place(await orderBody(api, lines, { creditCoins: 30 }), key);
    expect(placed.status).toBe(201);
    const parentOrderId = placed.body.orderId as string;
    const [row] = await orderRows(api, parentOrderId);
    // The storefront's form of a promised delivery: "Sunday, 6 December".
    const deliveryBy = new Date(row!.expectedDeliveryDate as number).toLocaleDateString('en-IN', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'Asia/Kolkata',
    });

    const [mail] = await orderMails();
    expect(mail).toMatchObject({
      channel: 'email',
      recipient: USERS.demo.email,
      subject: `Order confirmed: ${parentOrderId}`,
      code: null,
    });
    expect(mail!.body.split('\n')).toEqual([
      'Hi Rahul Sharma, thank you for your order!',
      `Order ID: ${parentOrderId}`,
      '',
      await listed(lines[0]!),
      await listed(lines[1]!),
      '',
      `Sub Total: ${rupees(subTotal)}`,
      'Thara Coins Discount (30 coins): − ₹3.00',
      `Total: ${rupees(subTotal - 300)} (Cash on Delivery)`,
      `Deliver to: ${ADDRESS.name}, ${ADDRESS.localArea} ${ADDRESS.pincode}`,
      `Est. Delivery by ${deliveryBy}`,
      '',
      `Your order: ${STOREFRONT}/order-completed-page/${parentOrderId}`,
    ]);

    // A retry of the same placement answers the first order and sends nothing more.
    const count = await api.count('outbox');
    expect(await place(await orderBody(api, lines, { creditCoins: 30 }), key)).toMatchObject({ status: 200 });
    expect(await api.count('outbox')).toBe(count);
  });

  it('is not sent when the placement is refused', async () => {
    const [a] = await twoProducts();
    const count = await api.count('outbox');
    const refused = await place(await orderBody(api, [{ id: a, quantity: 1 }], { totalPrice: 1 }));
    expect(refused).toMatchObject({ status: 400, body: { code: 'PRICE_CHANGED' } });
    expect(await api.count('outbox')).toBe(count);
  });

  it('names an order paid online by its checkout option, UPI or Other', async () => {
    const lines = [{ id: (await twoProducts())[0], quantity: 1 }];
    const total = (await subTotalPaise(api, lines)) / 100;
    const created = await api.post('/create-order', { amount: total }, { token: demo });
    const paid = await (
      await fetch(`${api.url}/sandbox/checkout/${created.body.orderId}/pay`, { method: 'POST' })
    ).json();
    expect((await api.post('/verify-payment', paid, { token: demo })).status).toBe(200);
    const placed = await place(
      await orderBody(api, lines, { paymentMode: 'UPI', cod: false, razorpayOrderId: created.body.orderId }),
    );
    expect(placed.status).toBe(201);
    const [mail] = await orderMails();
    expect(mail!.subject).toBe(`Order confirmed: ${placed.body.orderId}`);
    expect(mail!.body).toContain(`\nTotal: ${rupees(total * 100)} (UPI or Other)\n`);
    expect(mail!.body).not.toContain('Thara Coins');
  });
});

describe('the cancellation e-mail', () => {
  it('names what was cancelled and that cash on delivery refunds no money; the last item brings the coins back; a repeat sends nothing', async () => {
    await setCoins(api, 500);
    const [a, b] = await twoProducts();
    const lines = [
      { id: a, quantity: 2 },
      { id: b, quantity: 1 },
    ];
    const placed = await place(await orderBody(api, lines, { creditCoins: 20 }));
    const [order] = await orderRows(api, placed.body.orderId);
    const orderId = order!.id as string;
    const link = `Your order: ${STOREFRONT}/order-inner-page/${orderId}`;

    expect((await cancel(orderId, [a])).status).toBe(200);
    const [first] = await orderMails();
    expect(first).toMatchObject({ recipient: USERS.demo.email, subject: `Order cancelled: ${orderId}` });
    expect(first!.body.split('\n')).toEqual([
      `Hi Rahul Sharma, these items of order ${orderId} are cancelled:`,
      '',
      await listed(lines[0]!),
      '',
      'Nothing was paid for this order, so no money is refunded.',
      '',
      link,
    ]);

    expect((await cancel(orderId, [b])).status).toBe(200);
    const [last] = await orderMails();
    expect(last!.body.split('\n')).toEqual([
      `Hi Rahul Sharma, these items of order ${orderId} are cancelled:`,
      '',
      await listed(lines[1]!),
      '',
      'Nothing was paid for this order, so no money is refunded.',
      '20 Thara coins you redeemed on this order are back in your wallet.',
      '',
      link,
    ]);

    const count = await api.count('outbox');
    expect((await cancel(orderId, [a, b])).status).toBe(200);
    expect(await api.count('outbox')).toBe(count);
  });

  it('says what a paid order refunds, and where', async () => {
    const lines = [{ id: (await twoProducts())[1], quantity: 1 }];
    const total = await subTotalPaise(api, lines);
    const created = await api.post('/create-order', { amount: total / 100 }, { token: demo });
    const paid = await (
      await fetch(`${api.url}/sandbox/checkout/${created.body.orderId}/pay`, { method: 'POST' })
    ).json();
    await api.post('/verify-payment', paid, { token: demo });
    const placed = await place(
      await orderBody(api, lines, { paymentMode: 'UPI', cod: false, razorpayOrderId: created.body.orderId }),
    );
    const [order] = await orderRows(api, placed.body.orderId);
    expect((await cancel(order!.id as string, [lines[0]!.id], 'wallet')).status).toBe(200);
    const [mail] = await orderMails();
    expect(mail!.body).toContain(`\nRefund: ${rupees(total)} to your wallet.\n`);
    expect(await api.count('outbox', sql`subject = ${`Order cancelled: ${order!.id}`}`)).toBe(1);
  });
});

describe('the status e-mail', () => {
  const step = (orderId: string, productId: string, status: number) =>
    api.post(
      '/fulfilment/order-items/step',
      { orderId, productId, status },
      { headers: { 'x-fulfilment-key': FULFILMENT_KEY } },
    );

  it('tells each step of a line in the tracker’s words, with the link to follow it; delivered, the delivered page and its review; a retried step sends nothing', async () => {
    const [a] = await twoProducts();
    const placed = await place(await orderBody(api, [{ id: a, quantity: 2 }]));
    const [order] = await orderRows(api, placed.body.orderId);
    const orderId = order!.id as string;
    const { name } = await product(api, a);
    const body = (title: string, links: string[]) => [
      `Hi Rahul Sharma, an item of your order ${orderId} is at a new step:`,
      '',
      `- ${name} × 2: ${title}`,
      '',
      ...links,
    ];
    const tracking = `Track your order: ${STOREFRONT}/order-inner-page/${orderId}#track-details`;

    for (const [status, title] of [
      [1, 'On the Way'],
      [2, 'Out of Delivery'],
    ] as const) {
      expect((await step(orderId, a, status)).status).toBe(200);
      const [mail] = await orderMails();
      expect(mail).toMatchObject({ recipient: USERS.demo.email, subject: `Order ${orderId}: ${title}` });
      expect(mail!.body.split('\n')).toEqual(body(title, [tracking]));
    }

    // A retried step changes nothing and sends nothing.
    const count = await api.count('outbox');
    expect((await step(orderId, a, 2)).body.changed).toBe(false);
    expect(await api.count('outbox')).toBe(count);

    expect((await step(orderId, a, 3)).status).toBe(200);
    const [delivered] = await orderMails();
    expect(delivered).toMatchObject({ subject: `Order ${orderId}: Delivered` });
    expect(delivered!.body.split('\n')).toEqual(
      body('Delivered', [
        `Your order: ${STOREFRONT}/order-inner-page-delivered/${orderId}`,
        `Review Product: ${STOREFRONT}/product-page/${a}#write-review`,
      ]),
    );
  });
});
