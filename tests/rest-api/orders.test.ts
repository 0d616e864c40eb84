import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { all, first } from '../../rest-api/src/db/queries.ts';
import { SECOND, startWithShoppers, type TestApi } from '../helpers/api.ts';
import { ORDERS, PINCODES, PRODUCTS, USERS } from '../helpers/fixtures.ts';
import {
  ADDRESS,
  coinsOf,
  itemRows,
  orderBody,
  orderRows,
  product,
  setCoins,
  snapshot,
  stockedProducts,
  subTotalPaise,
  tiersOf,
  type Line,
} from '../helpers/orderHelpers.ts';
import { newShopper } from '../helpers/shopper.ts';

const DAY = 24 * 60 * 60 * 1000;
let api: TestApi, demo: string, second: string;
beforeAll(async () => ({ api, demo, second } = await startWithShoppers()));
afterAll(() => api.close());

const place = (body: unknown, token = demo, headers: Record<string, string> = {}) =>
  api.post('/place-order', body, { token, headers });
const placeSingle = (body: unknown, token = demo, headers: Record<string, string> = {}) =>
  api.post('/single-product-place-order', body, { token, headers });

describe('POST /place-order (cart checkout, cash on delivery)', () => {
  it('splits the order per seller, prices it from the catalog, spends coins, takes stock and empties the cart', async () => {
    await setCoins(api, 500);
    const sellerA = (await product(api, PRODUCTS.inStock)).sellerId;
    const [fromB, leftInCart] = await stockedProducts(api, { not: sellerA }, 2);
    const lines: Line[] = [
      { id: PRODUCTS.inStock, quantity: 2, productNote: 'Leave at reception' },
      { id: fromB!, quantity: 3 },
    ];
    for (const id of [PRODUCTS.inStock, fromB!, leftInCart!]) {
      await sql`INSERT INTO cart_items (userId, productId, quantity, addedAt) VALUES (${USERS.demo.id}, ${id}, 1, 0) ON CONFLICT (userId, productId) DO UPDATE SET quantity = 1, addedAt = 0`.execute(
        api.queries,
      );
    }
    const sub = await subTotalPaise(api, lines);
    const range = await api.get(`/get-coin-range?orderTotal=${sub / 100}`, { token: demo });
    const creditCoins = range.body.data.redeemableCoins as number;
    expect(creditCoins).toBe(Math.min(500, Math.floor(sub / 100)));
    const before = { stockA: (await product(api, PRODUCTS.inStock)).stock, stockB: (await product(api, fromB!)).stock };

    const res = await place(await orderBody(api, lines, { creditCoins }));

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ orderId: expect.stringMatching(/^PORD/), message: 'Order placed successfully' });
    const children = await orderRows(api, res.body.orderId);
    expect(children.map((o) => o.sellerId)).toEqual([sellerA, (await product(api, fromB!)).sellerId]);
    const [a, b] = children as [Record<string, any>, Record<string, any>];
    const offerA = Math.round((await product(api, PRODUCTS.inStock)).offerPrice * 100);
    const offerB = Math.round((await product(api, fromB!)).offerPrice * 100);
    // The whole coin discount sits on the first seller's order.
    expect(Math.round(a.orderAmount * 100)).toBe(offerA * 2 - creditCoins * 10);
    expect(Math.round(b.orderAmount * 100)).toBe(offerB * 3);
    expect([a.creditCoins, b.creditCoins]).toEqual([creditCoins, 0]);
    for (const o of children) {
      expect(o).toMatchObject({
        userId: USERS.demo.id,
        status: 0,
        paymentMode: 'COD',
        cod: 1,
        paymentStatus: 'cod',
        coinValue: 0.1,
        razorpayOrderId: null,
      });
      expect(o.id).toMatch(/^ORD/);
      expect(o.orderDate).toBe(api.clock.now());
      expect(o.expectedDeliveryDate).toBe(api.clock.now() + 7 * DAY);
      expect(JSON.parse(o.shipTo)).toEqual(ADDRESS);
    }
    expect(await itemRows(api, a.id)).toEqual([
      expect.objectContaining({
        productId: PRODUCTS.inStock,
        quantity: 2,
        status: 0,
        productNote: 'Leave at reception',
        unitPrice: (await product(api, PRODUCTS.inStock)).offerPrice,
        listPrice: (await product(api, PRODUCTS.inStock)).price,
        productName: (await product(api, PRODUCTS.inStock)).name,
        productImage: `/images/products/${PRODUCTS.inStock}-1.webp`,
      }),
    ]);
    expect(await itemRows(api, b.id)).toEqual([
      expect.objectContaining({ productId: fromB, quantity: 3, productNote: null }),
    ]);
    expect((await product(api, PRODUCTS.inStock)).stock).toBe(before.stockA - 2);
    expect((await product(api, fromB!)).stock).toBe(before.stockB - 3);
    expect(await coinsOf(api)).toBe(500 - creditCoins);
    const cart = await api.queries
      .selectFrom('cart_items')
      .select('productId')
      .where('userId', '=', USERS.demo.id)
      .execute();
    expect(cart.map((c) => c.productId)).toContain(leftInCart);
    expect(cart.map((c) => c.productId)).not.toContain(PRODUCTS.inStock);
    expect(cart.map((c) => c.productId)).not.toContain(fromB);

    // What the order-completed page, the details page and the orders list read.
    const summary = await api.get(`/get-order-summery/${res.body.orderId}`, { token: demo });
    expect(summary.status).toBe(200);
    expect(summary.body.orders.map((o: any) => o.id)).toEqual([a.id, b.id]);
    expect(summary.body.orders[0]).toMatchObject({
      orderId: a.id,
      parentOrderId: res.body.orderId,
      status: 0,
      paymentMode: 'COD',
      cod: true,
      paymentStatus: 'cod',
      creditCoins,
      coinValue: 0.1,
      shipTo: ADDRESS,
      deliveredDate: null,
      cancelledOrders: [],
      orderDate: { _seconds: Math.floor(api.clock.now() / 1000), _nanoseconds: 0 },
      product: {
        orderAmount: a.orderAmount,
        items: [
          expect.objectContaining({
            productId: PRODUCTS.inStock,
            quantity: 2,
            productNote: 'Leave at reception',
            cancel: null,
            productPrice: (offerA * 2) / 100,
            productDetails: {
              price: (await product(api, PRODUCTS.inStock)).price,
              offerPrice: (await product(api, PRODUCTS.inStock)).offerPrice,
            },
            brandDetails: { brandName: expect.any(String) },
            sellerDetails: { storedetails: { storename: expect.any(String) } },
          }),
        ],
      },
    });
    // The completed-order total = sum of item productPrice (line totals) minus the coin discount.
    const paise = (o: any) =>
      o.product.items.reduce((sum: number, i: any) => sum + Math.round(i.productPrice * 100), 0) - o.creditCoins * 10;
    expect(summary.body.orders.map(paise)).toEqual([a, b].map((o) => Math.round(o.orderAmount * 100)));
    expect(summary.body.orders[1].product.items[0]).toMatchObject({
      productPrice: (offerB * 3) / 100,
      productDetails: { offerPrice: offerB / 100 },
    });
    const details = await api.get(`/order-inner-details/${b.id}`, { token: demo });
    expect(details.status).toBe(200);
    expect(details.body.order).toEqual(summary.body.orders[1]);
    const all = await api.get('/get-all-orders', { token: demo });
    expect(all.body.orders.map((o: any) => o.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const dates = all.body.orders.map((o: any) => o.orderDate._seconds);
    expect(dates).toEqual([...dates].sort((x, y) => y - x));
  });

  it('places without coins and keeps notes optional', async () => {
    const [id] = (await stockedProducts(api, { not: (await product(api, PRODUCTS.inStock)).sellerId }, 3)).slice(2);
    const res = await place(await orderBody(api, [{ id: id!, quantity: 1 }]));
    expect(res.status).toBe(201);
    const [child] = await orderRows(api, res.body.orderId);
    expect(child).toMatchObject({ creditCoins: 0, orderAmount: (await product(api, id!)).offerPrice });
  });
});

describe('POST /single-product-place-order (Buy Now)', () => {
  it('buys b2bminQty..b2bMaxQty of one product, keeps the note and leaves the cart alone', async () => {
    await sql`INSERT INTO cart_items (userId, productId, quantity, addedAt) VALUES (${USERS.demo.id}, ${PRODUCTS.inStock}, 1, 0) ON CONFLICT (userId, productId) DO UPDATE SET quantity = 1, addedAt = 0`.execute(
      api.queries,
    );
    const stock = (await product(api, PRODUCTS.inStock)).stock;
    const lines = [{ id: PRODUCTS.inStock, quantity: 5, productNote: 'Call before delivery' }];
    const res = await placeSingle(await orderBody(api, lines));
    expect(res.status).toBe(201);
    const [child] = await orderRows(api, res.body.orderId);
    expect(await itemRows(api, child!.id)).toEqual([
      expect.objectContaining({ quantity: 5, productNote: 'Call before delivery' }),
    ]);
    expect((await product(api, PRODUCTS.inStock)).stock).toBe(stock - 5);
    expect(await api.count('cart_items', sql`userId = ${USERS.demo.id} AND productId = ${PRODUCTS.inStock}`)).toBe(1);
  });
});

describe('the one price rule', () => {
  it('charges the tier price for a quantity in a tier, stores it on the item, and the cart line shows the same', async () => {
    const tiers = Object.fromEntries((await tiersOf(api, PRODUCTS.inStock)).map((t) => [t.range, t.discountPrice]));
    const { offerPrice } = await product(api, PRODUCTS.inStock);
    expect(tiers['10-49']).toBeLessThan(offerPrice);
    for (const [quantity, unit] of [
      [9, offerPrice],
      [10, tiers['10-49']!],
      [49, tiers['10-49']!],
      [50, tiers['50-99']!],
    ] as const) {
      const res = await placeSingle({
        ...(await orderBody(api, [{ id: PRODUCTS.inStock, quantity }])),
        totalPrice: Math.round(unit * 100 * quantity) / 100,
      });
      expect(res.status, `${quantity}: ${JSON.stringify(res.body)}`).toBe(201);
      const [child] = await orderRows(api, res.body.orderId);
      expect(await itemRows(api, child!.id)).toEqual([
        expect.objectContaining({ quantity, unitPrice: unit, listPrice: (await product(api, PRODUCTS.inStock)).price }),
      ]);
      expect(child!.orderAmount).toBe(Math.round(unit * 100 * quantity) / 100);
    }
    // A total worked out at the offer price for a tier quantity is refused: the shopper would be charged otherwise.
    const wrong = await placeSingle({
      ...(await orderBody(api, [{ id: PRODUCTS.inStock, quantity: 10 }])),
      totalPrice: Math.round(offerPrice * 100 * 10) / 100,
    });
    expect(wrong.status).toBe(400);

    const { token } = await newShopper(api);
    expect((await api.post('/move-to-cart', { productId: PRODUCTS.inStock, quantity: 10 }, { token })).status).toBe(
      200,
    );
    const { body } = await api.get('/get-cart-products', { token });
    expect(body.cart).toEqual([
      expect.objectContaining({ productId: PRODUCTS.inStock, quantity: 10, unitPrice: tiers['10-49'], offerPrice }),
    ]);
  });
});

describe('Idempotency-Key', () => {
  it('returns the first order for a retry with the same key and places nothing more', async () => {
    const body = await orderBody(api, [{ id: PRODUCTS.inStock, quantity: 1 }]);
    const headers = { 'Idempotency-Key': 'checkout-7f3a9c21' };
    const first = await place(body, demo, headers);
    expect(first.status).toBe(201);
    const after = await snapshot(api, [PRODUCTS.inStock]);
    const retry = await place(body, demo, headers);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ orderId: first.body.orderId, message: 'Order placed successfully' });
    expect(await snapshot(api, [PRODUCTS.inStock])).toEqual(after);
    expect(await api.count('order_requests', sql`idempotencyKey = 'checkout-7f3a9c21'`)).toBe(1);
    const stored = await api.queries
      .selectFrom('order_requests')
      .select(['requestDigest', 'parentOrderId'])
      .where('idempotencyKey', '=', 'checkout-7f3a9c21')
      .executeTakeFirst();
    expect(stored).toEqual({
      requestDigest: expect.stringMatching(/^[0-9a-f]{64}$/),
      parentOrderId: first.body.orderId,
    });

    // Keys are per user: another user's request with the same key is its own order.
    const other = await place(body, second, headers);
    expect(other.status).toBe(201);
    expect(other.body.orderId).not.toBe(first.body.orderId);
  });

  it('replays the same request whatever its key order or absent-versus-null fields', async () => {
    const headers = { 'Idempotency-Key': 'checkout-reordered-01' };
    const { landMark: _landMark, ...address } = ADDRESS;
    const body = await orderBody(api, [{ id: PRODUCTS.neverBought, quantity: 1 }], {
      address: { ...address, landMark: null },
    });
    const first = await place(body, demo, headers);
    expect(first.status).toBe(201);
    const after = await snapshot(api, [PRODUCTS.neverBought]);
    const reordered = Object.fromEntries(Object.entries({ ...body, address, razorpayOrderId: null }).reverse());
    const retry = await place(reordered, demo, headers);
    expect(retry).toMatchObject({ status: 200, body: { orderId: first.body.orderId } });
    expect(await snapshot(api, [PRODUCTS.neverBought])).toEqual(after);
  });

  it('refuses the same key with a different request (409) and writes nothing', async () => {
    const headers = { 'Idempotency-Key': 'checkout-reused-0001' };
    const body = await orderBody(api, [{ id: PRODUCTS.inStock, quantity: 1 }]);
    const first = await place(body, demo, headers);
    expect(first.status).toBe(201);
    const reused = 'This Idempotency-Key was already used for a different order';
    const others: [string, () => Promise<Awaited<ReturnType<typeof place>>>][] = [
      [
        'another quantity',
        async () => place(await orderBody(api, [{ id: PRODUCTS.inStock, quantity: 2 }]), demo, headers),
      ],
      [
        'another note',
        async () =>
          place(
            await orderBody(api, [{ id: PRODUCTS.inStock, quantity: 1, productNote: 'Ring twice' }]),
            demo,
            headers,
          ),
      ],
      [
        'another address',
        () => place({ ...body, address: { ...ADDRESS, houseName: '12 Brigade Road' } }, demo, headers),
      ],
      [
        'the Buy Now call',
        async () => placeSingle(await orderBody(api, [{ id: PRODUCTS.inStock, quantity: 5 }]), demo, headers),
      ],
    ];
    for (const [label, call] of others) {
      const before = await snapshot(api, [PRODUCTS.inStock]);
      const res = await call();
      expect(res, label).toMatchObject({ status: 409, body: { message: reused } });
      expect(await snapshot(api, [PRODUCTS.inStock]), label).toEqual(before);
    }
    // An invalid request under a used key is still answered by its validation error, not by the replay.
    expect((await place({ ...body, creditCoins: -1 }, demo, headers)).status).toBe(400);
    expect(
      (
        await api.queries
          .selectFrom('order_requests')
          .select('parentOrderId')
          .where('idempotencyKey', '=', headers['Idempotency-Key'])
          .executeTakeFirst()
      )?.parentOrderId,
    ).toBe(first.body.orderId);
  });

  it('replays a Buy Now retry with its key', async () => {
    const headers = { 'Idempotency-Key': 'buy-now-retry-0001' };
    const body = await orderBody(api, [{ id: PRODUCTS.inStock, quantity: 5 }]);
    const first = await placeSingle(body, demo, headers);
    expect(first.status).toBe(201);
    const after = await snapshot(api, [PRODUCTS.inStock]);
    expect(await placeSingle(body, demo, headers)).toMatchObject({
      status: 200,
      body: { orderId: first.body.orderId },
    });
    expect(await snapshot(api, [PRODUCTS.inStock])).toEqual(after);
  });

  it('answers the order a key placed to its own user only (GET /order-request/{key})', async () => {
    const key = 'lost-answer-0001';
    expect(await api.get(`/order-request/${key}`, { token: demo })).toMatchObject({ status: 404 });
    const first = await place(await orderBody(api, [{ id: PRODUCTS.inStock, quantity: 1 }]), demo, {
      'Idempotency-Key': key,
    });
    expect(first.status).toBe(201);
    const found = await api.get(`/order-request/${key}`, { token: demo });
    expect(found).toMatchObject({
      status: 200,
      body: { orderId: first.body.orderId, message: 'Order placed successfully' },
    });
    expect(await api.get(`/order-request/${key}`, { token: second })).toMatchObject({ status: 404 });
    expect(await api.get(`/order-request/${key}`)).toMatchObject({ status: 401 });
    expect(await api.get('/order-request/short', { token: demo })).toMatchObject({ status: 400 });
  });

  it('rejects a key outside 8..100 characters', async () => {
    const before = await snapshot(api, [PRODUCTS.inStock]);
    const res = await place(await orderBody(api, [{ id: PRODUCTS.inStock, quantity: 1 }]), demo, {
      'Idempotency-Key': 'short',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Idempotency-Key must be 8 to 100 characters');
    expect(await snapshot(api, [PRODUCTS.inStock])).toEqual(before);
  });
});

describe('placement validation', () => {
  const line = (quantity = 1) => [{ id: PRODUCTS.inStock, quantity }];
  type Case = [string, () => Promise<Record<string, unknown>>, string | (() => Promise<string>), ('cart' | 'single')?];
  const name = async (id: string) => (await product(api, id)).name;
  /** 10% of one PRD000001 in coins of ₹0.10. */
  const cap = async () => Math.floor(Math.round((await product(api, PRODUCTS.inStock)).offerPrice * 100) / 100);
  const cases: Case[] = [
    [
      'no address',
      async () => ({ ...(await orderBody(api, line())), address: undefined }),
      'Please select a delivery address',
    ],
    ['a null address', () => orderBody(api, line(), { address: null }), 'Please select a delivery address'],
    ['no name', () => orderBody(api, line(), { address: { ...ADDRESS, name: ' ' } }), 'Full Name is required'],
    [
      'a phone with +91',
      () => orderBody(api, line(), { address: { ...ADDRESS, phoneNumber: '+919876543210' } }),
      'Phone Number must be exactly 10 digits',
    ],
    [
      'a name with digits',
      () => orderBody(api, line(), { address: { ...ADDRESS, name: 'Rahul 2' } }),
      'Full Name should only contain letters and spaces',
    ],
    [
      'a 9-digit phone',
      () => orderBody(api, line(), { address: { ...ADDRESS, phoneNumber: '987654321' } }),
      'Phone Number must be exactly 10 digits',
    ],
    [
      'no house',
      () => orderBody(api, line(), { address: { ...ADDRESS, houseName: '' } }),
      'House No/Building Name is required',
    ],
    [
      'no area',
      () => orderBody(api, line(), { address: { ...ADDRESS, localArea: '' } }),
      'Local Area/City is required',
    ],
    [
      'a 5-digit pincode',
      () => orderBody(api, line(), { address: { ...ADDRESS, pincode: '56000' } }),
      'Pincode must be exactly 6 digits',
    ],
    ['no state', () => orderBody(api, line(), { address: { ...ADDRESS, state: '' } }), 'State is required'],
    [
      'an undeliverable pincode',
      () => orderBody(api, line(), { address: { ...ADDRESS, pincode: PINCODES.notDeliverable } }),
      'Sorry, delivery is not available in this pincode.',
    ],
    [
      'an unknown pincode',
      () => orderBody(api, line(), { address: { ...ADDRESS, pincode: PINCODES.unknown } }),
      'Sorry, delivery is not available in this pincode.',
    ],
    ['no products', () => orderBody(api, []), 'No Product in Your Cart'],
    [
      'an unknown product',
      async () => ({ ...(await orderBody(api, line())), products: [{ id: 'PRD999999', quantity: 1 }] }),
      'Product PRD999999 is no longer available',
    ],
    [
      'an out-of-stock product',
      async () => ({ ...(await orderBody(api, line())), products: [{ id: PRODUCTS.outOfStock, quantity: 1 }] }),
      async () => `${await name(PRODUCTS.outOfStock)} is out of stock`,
    ],
    [
      'more than the stock',
      () => orderBody(api, [{ id: PRODUCTS.onlyThreeLeft, quantity: 4 }]),
      async () => `Only 3 of ${await name(PRODUCTS.onlyThreeLeft)} left in stock`,
    ],
    [
      'more than b2cMaxQty',
      () => orderBody(api, line(11)),
      async () => `Quantity of ${await name(PRODUCTS.inStock)} must be between 1 and 10`,
    ],
    ['quantity 0', () => orderBody(api, line(0)), 'Quantity must be at least 1'],
    ['a fractional quantity', () => orderBody(api, line(1.5)), 'Quantity must be a whole number'],
    [
      'a product twice',
      async () => ({ ...(await orderBody(api, [...line(), ...line()])) }),
      'Each product may appear only once in an order',
    ],
    [
      'a total one paisa off',
      async () => {
        const b = await orderBody(api, line());
        return { ...b, totalPrice: Math.round(b.totalPrice * 100 - 1) / 100 };
      },
      'Order total has changed. Please review your order.',
    ],
    [
      'a list-price total',
      async () => await orderBody(api, line(), { totalPrice: (await product(api, PRODUCTS.inStock)).price }),
      'Order total has changed. Please review your order.',
    ],
    [
      'another coin value',
      () => orderBody(api, line(), { coinValue: 0.2 }),
      'Coin value has changed. Please review your order.',
    ],
    [
      'more coins than the balance',
      async () => {
        await setCoins(api, 5);
        return orderBody(api, line(), { creditCoins: 6 });
      },
      'You do not have enough coins',
    ],
    [
      'more coins than 10% allows',
      async () => {
        await setCoins(api, 500);
        return orderBody(api, line(), { creditCoins: (await cap()) + 1 });
      },
      async () => `You can redeem at most ${await cap()} coins on this order`,
    ],
    ['negative coins', () => orderBody(api, line(), { creditCoins: -1 }), 'creditCoins cannot be negative'],
    [
      'an unknown payment mode',
      () => orderBody(api, line(), { paymentMode: 'Card' }),
      "paymentMode must be 'Cash on Delivery', 'Pre-paid' or 'UPI'",
    ],
    [
      'cash on delivery with cod false',
      () => orderBody(api, line(), { cod: false }),
      'Cash on Delivery orders must set cod to true',
    ],
    [
      'cash on delivery with a payment order',
      () => orderBody(api, line(), { razorpayOrderId: 'order_abc' }),
      'A Cash on Delivery order takes no payment order',
    ],
    [
      'UPI without a payment order',
      () => orderBody(api, line(), { paymentMode: 'UPI', cod: false }),
      'A payment order is required for pre-paid orders',
    ],
    [
      'UPI with cod true',
      () => orderBody(api, line(), { paymentMode: 'UPI', razorpayOrderId: 'order_abc' }),
      'UPI orders must set cod to false',
    ],
    [
      'an unknown payment order',
      () => orderBody(api, line(), { paymentMode: 'Pre-paid', cod: false, razorpayOrderId: 'order_nope' }),
      'Payment order not found',
    ],
    [
      'Buy Now below b2bminQty',
      () => orderBody(api, line(4)),
      async () => `Quantity of ${await name(PRODUCTS.inStock)} must be between 5 and 50`,
      'single',
    ],
    [
      'Buy Now above b2bMaxQty',
      () => orderBody(api, line(51)),
      async () => `Quantity of ${await name(PRODUCTS.inStock)} must be between 5 and 50`,
      'single',
    ],
    [
      'Buy Now of two products',
      async () =>
        await orderBody(api, [
          { id: PRODUCTS.inStock, quantity: 5 },
          { id: PRODUCTS.neverBought, quantity: 5 },
        ]),
      'Exactly one product is required',
      'single',
    ],
  ];

  it.each(cases)('rejects %s with its message and writes nothing', async (_name, body, message, kind = 'cart') => {
    const payload = await body();
    const before = await snapshot(api, [PRODUCTS.inStock, PRODUCTS.onlyThreeLeft]);
    const res = await (kind === 'cart' ? place(payload) : placeSingle(payload));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(typeof message === 'string' ? message : await message());
    expect(await snapshot(api, [PRODUCTS.inStock, PRODUCTS.onlyThreeLeft])).toEqual(before);
  });
});

describe('reading orders', () => {
  it('shows a delivered order with its items, prices and dates', async () => {
    const res = await api.get(`/order-inner-details/${ORDERS.delivered.id}`, { token: demo });
    expect(res.status).toBe(200);
    const { order } = res.body;
    expect(order).toMatchObject({
      id: ORDERS.delivered.id,
      orderId: ORDERS.delivered.id,
      parentOrderId: ORDERS.delivered.parent,
      status: 3,
    });
    expect(order.deliveredDate._seconds).toBeGreaterThan(order.orderDate._seconds);
    expect(order.product.items.map((i: any) => i.productId)).toEqual([PRODUCTS.inStock, PRODUCTS.ratedByDemo]);
    expect(order.product.items.every((i: any) => i.status === 3)).toBe(true);
    const [first] = await itemRows(api, ORDERS.delivered.id);
    expect(order.product.items[0]).toMatchObject({
      quantity: first!.quantity,
      productPrice: Math.round(first!.unitPrice * 100 * first!.quantity) / 100,
      productDetails: { price: first!.listPrice, offerPrice: first!.unitPrice },
    });
    expect(first!.quantity).toBeGreaterThan(1);
  });

  it('puts cancelled items under cancelledOrders with the reason and date', async () => {
    const res = await api.get(`/order-inner-details/${ORDERS.cancelled.id}`, { token: demo });
    expect(res.body.order.status).toBe(4);
    expect(res.body.order.product.items).toEqual([]);
    expect(res.body.order.cancelledOrders).toEqual([
      expect.objectContaining({
        status: 4,
        cancel: {
          cancellationDate: expect.objectContaining({ _seconds: expect.any(Number) }),
          cancellationReason: expect.any(String),
          refundMethod: null,
          refundAmount: 0,
        },
      }),
    ]);
  });

  it('summarises a parent order split over two sellers', async () => {
    const res = await api.get(`/get-order-summery/${ORDERS.splitA.parent}`, { token: demo });
    expect(res.status).toBe(200);
    expect(res.body.orders.map((o: any) => o.id)).toEqual([ORDERS.splitA.id, ORDERS.splitB.id]);
  });

  it('lists all of the user’s orders newest first, and none of another user’s', async () => {
    const res = await api.get('/get-all-orders', { token: demo });
    const ids = res.body.orders.map((o: any) => o.id);
    expect(ids).toEqual(
      expect.arrayContaining(
        Object.values(ORDERS)
          .filter((o) => o !== ORDERS.secondUser)
          .map((o) => o.id),
      ),
    );
    expect(ids).not.toContain(ORDERS.secondUser.id);
    expect(ids.indexOf(ORDERS.placed.id)).toBeLessThan(ids.indexOf(ORDERS.delivered.id));
  });

  it('offers delivered products to buy again, distinct and most recent first', async () => {
    const res = await api.get('/get-buy-again-products', { token: demo });
    expect(res.status).toBe(200);
    const ids = res.body.products.map((p: any) => p.productId);
    expect(ids.slice(0, 2).sort()).toEqual([PRODUCTS.inStock, PRODUCTS.ratedByDemo]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of await itemRows(api, ORDERS.placed.id)) expect(ids).not.toContain(item.productId); // not delivered
    expect(res.body.products[0]).toMatchObject({
      name: expect.any(String),
      offerPrice: expect.any(Number),
      imageUrls: expect.any(Array),
    });
    const none = await api.get('/get-buy-again-products', { token: second });
    expect(none.body.products).toEqual([]);
  });

  it('lists the products bought and not cancelled: those /getProductInnerDetails says are purchased', async () => {
    const itemsOf = (userId: string) =>
      all(
        api.queries,
        sql<{ productId: string; status: number }>`SELECT i.productId, i.status FROM order_items i
          JOIN orders o ON o.id = i.orderId WHERE o.userId = ${userId}`,
      );
    const bought = (items: { productId: string; status: number }[]) =>
      [...new Set(items.filter((i) => i.status < 4).map((i) => i.productId))].sort();
    const ordered = await itemsOf(USERS.demo.id);
    expect(new Set(ordered.map((i) => i.status)).has(4), 'the demo has a cancelled item').toBe(true);
    const res = await api.get('/get-purchased-product-ids', { token: demo });
    expect(res.status).toBe(200);
    const ids = res.body.productIds as string[];
    expect(ids).toEqual(bought(ordered));
    for (const productId of new Set([...ordered.map((i) => i.productId), PRODUCTS.neverBought])) {
      const details = await api.get(`/getProductInnerDetails?pId=${productId}`, { token: demo });
      expect(details.body.purchased, productId).toBe(ids.includes(productId));
    }
    const ofSecond = await api.get('/get-purchased-product-ids', { token: second });
    expect(ofSecond.body.productIds).toEqual(bought(await itemsOf(USERS.second.id)));
  });
});

describe('ownership', () => {
  it('answers 404 for another user’s order and never shows it', async () => {
    for (const path of [`/get-order-summery/${ORDERS.placed.parent}`, `/order-inner-details/${ORDERS.placed.id}`]) {
      const res = await api.get(path, { token: second });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Failed to fetch order details', code: 'ORDER_DETAILS_NOT_FOUND' });
    }
    const own = await api.get(`/get-order-summery/${ORDERS.secondUser.parent}`, { token: second });
    expect(own.body.orders.map((o: any) => o.id)).toEqual([ORDERS.secondUser.id]);
    const unknown = await api.get('/order-inner-details/ORD_NOPE', { token: demo });
    expect(unknown.status).toBe(404);
  });

  it('lists only the second user’s own orders', async () => {
    const res = await api.get('/get-all-orders', { token: second });
    const owners = await Promise.all(
      res.body.orders.map(
        async (o: any) => ((await first(api.queries, sql`SELECT userId FROM orders WHERE id = ${o.id}`)) as any).userId,
      ),
    );
    expect(owners.length).toBeGreaterThan(0);
    expect(new Set(owners)).toEqual(new Set([USERS.second.id]));
  });
});

describe('authentication', () => {
  const calls = () => [
    () => api.get(`/get-order-summery/${ORDERS.placed.parent}`),
    () => api.get(`/order-inner-details/${ORDERS.placed.id}`),
    () => api.get('/get-all-orders'),
    () => api.get('/get-buy-again-products'),
    () => api.get('/get-purchased-product-ids'),
    async () => api.post('/place-order', await orderBody(api, [{ id: PRODUCTS.inStock, quantity: 1 }])),
    async () => api.post('/single-product-place-order', await orderBody(api, [{ id: PRODUCTS.inStock, quantity: 5 }])),
  ];

  it('answers 401 without a token and with an expired one', async () => {
    const before = await snapshot(api, [PRODUCTS.inStock]);
    for (const call of calls()) expect((await call()).status).toBe(401);
    const token = await api.signIn();
    api.clock.advance(61 * 60 * 1000);
    for (const path of ['/get-all-orders', `/order-inner-details/${ORDERS.placed.id}`]) {
      expect((await api.get(path, { token })).status).toBe(401);
    }
    expect((await place(await orderBody(api, [{ id: PRODUCTS.inStock, quantity: 1 }]), token)).status).toBe(401);
    expect(await snapshot(api, [PRODUCTS.inStock])).toEqual(before);
    demo = await api.signIn();
    second = await api.signIn(SECOND);
  });
});
