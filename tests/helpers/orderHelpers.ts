import { sql } from 'kysely';
import { all, first } from '../../rest-api/src/db/queries.ts';
import type { TestApi } from './api.ts';
import { USERS } from './fixtures.ts';

/** Demo's primary address (Bengaluru 560001, deliverable), as the checkout sends it. */
export const ADDRESS = {
  name: 'Rahul Sharma',
  phoneNumber: '9876543210',
  houseName: '4th Floor Prestige Tower',
  localArea: 'MG Road',
  landMark: 'Opposite Metro Station',
  pincode: '560001',
  state: 'Karnataka',
};

export interface ProductFacts {
  productId: string;
  name: string;
  sellerId: string;
  offerPrice: number;
  price: number;
  stock: number;
  b2cMaxQty: number;
  b2bminQty: number;
  b2bMaxQty: number;
}

export type Line = { id: string; quantity: number; productNote?: string };

export async function product(api: TestApi, id: string): Promise<ProductFacts> {
  const row = await first(
    api.queries,
    sql<ProductFacts>`SELECT productId, name, sellerId, offerPrice, price, stock, b2cMaxQty, b2bminQty, b2bMaxQty
        FROM products WHERE productId = ${id}`,
  );
  return row!;
}

/** In-stock products (b2cMaxQty >= 2, outside the fixture range) of the given seller, or of any other seller. */
export async function stockedProducts(api: TestApi, seller: { is?: string; not?: string }, count: number) {
  const ofSeller = seller.is ? sql`sellerId = ${seller.is}` : sql`sellerId <> ${seller.not}`;
  const rows = await all(
    api.queries,
    sql<{ productId: string }>`SELECT productId FROM products
        WHERE ${ofSeller} AND stock >= 50 AND b2cMaxQty >= 2 AND productId > 'PRD000030' ORDER BY productId LIMIT ${count}`,
  );
  return rows.map((r) => r.productId);
}

export const coinsOf = async (api: TestApi, userId: string = USERS.demo.id) =>
  (await first(api.queries, sql<{ coin: number }>`SELECT coin FROM users WHERE id = ${userId}`))!.coin;

export const setCoins = (api: TestApi, coins: number, userId: string = USERS.demo.id) =>
  sql`UPDATE users SET coin = ${coins} WHERE id = ${userId}`.execute(api.queries);

/** The catalog's tier prices of a product ("Buy more, pay less"). */
export const tiersOf = async (api: TestApi, id: string) =>
  JSON.parse(
    (await first(api.queries, sql<{ tirePrice: string }>`SELECT tirePrice FROM products WHERE productId = ${id}`))!
      .tirePrice,
  ) as { range: string; discountPrice: number }[];

/** The unit price charged for `quantity` units: the tier price whose range holds it, else the offer price. */
export async function chargedUnitPrice(api: TestApi, id: string, quantity: number): Promise<number> {
  const tier = (await tiersOf(api, id)).find(({ range }) => {
    const [min, max] = range.endsWith('+') ? [Number(range.slice(0, -1)), Infinity] : range.split('-').map(Number);
    return quantity >= min! && quantity <= max!;
  });
  return tier?.discountPrice ?? (await product(api, id)).offerPrice;
}

/** Sub total of the lines in paise, at the prices charged for their quantities. */
export async function subTotalPaise(api: TestApi, lines: Line[]) {
  let sum = 0;
  for (const l of lines) sum += Math.round((await chargedUnitPrice(api, l.id, l.quantity)) * 100) * l.quantity;
  return sum;
}

/** A valid cash-on-delivery body for the lines: total from catalog prices minus creditCoins × ₹0.10. */
export async function orderBody(api: TestApi, lines: Line[], overrides: Record<string, unknown> = {}) {
  const creditCoins = (overrides.creditCoins as number | undefined) ?? 0;
  return {
    paymentMode: 'Cash on Delivery',
    cod: true,
    products: lines,
    totalPrice: ((await subTotalPaise(api, lines)) - creditCoins * 10) / 100,
    address: ADDRESS,
    creditCoins,
    coinValue: 0.1,
    ...overrides,
  };
}

/** Everything a placement or cancellation may change, to assert that a rejected call changed nothing. */
export async function snapshot(api: TestApi, productIds: string[], userId: string = USERS.demo.id) {
  return {
    orders: await api.count('orders'),
    items: await api.count('order_items'),
    requests: await api.count('order_requests'),
    cancelled: await api.count('order_items', sql`status = 4`),
    paid: await api.count('payment_orders', sql`status = 'paid'`),
    cart: await api.count('cart_items', sql`userId = ${userId}`),
    stock: await Promise.all(productIds.map(async (id) => (await product(api, id)).stock)),
    coins: await coinsOf(api, userId),
  };
}

// rowid: SQLite's implicit one, an identity column of these tables on PostgreSQL (insertion order on both).
export const orderRows = (api: TestApi, parentOrderId: string) =>
  all(
    api.queries,
    sql<Record<string, any>>`SELECT * FROM orders WHERE parentOrderId = ${parentOrderId} ORDER BY rowid`,
  );

export const itemRows = (api: TestApi, orderId: string) =>
  all(api.queries, sql<Record<string, any>>`SELECT * FROM order_items WHERE orderId = ${orderId} ORDER BY rowid`);
