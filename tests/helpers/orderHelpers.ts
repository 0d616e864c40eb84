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

export function product(api: TestApi, id: string): ProductFacts {
  return api.db
    .prepare(
      `SELECT productId, name, sellerId, offerPrice, price, stock, b2cMaxQty, b2bminQty, b2bMaxQty FROM products WHERE productId = ?`,
    )
    .get(id) as ProductFacts;
}

/** In-stock products (b2cMaxQty >= 2, outside the fixture range) of the given seller, or of any other seller. */
export function stockedProducts(api: TestApi, seller: { is?: string; not?: string }, count: number): string[] {
  const [cond, param] = seller.is ? ['sellerId = ?', seller.is] : ['sellerId <> ?', seller.not];
  return (
    api.db
      .prepare(
        `SELECT productId FROM products WHERE ${cond} AND stock >= 50 AND b2cMaxQty >= 2 AND productId > 'PRD000030' ORDER BY productId LIMIT ?`,
      )
      .all(param, count) as { productId: string }[]
  ).map((r) => r.productId);
}

export const coinsOf = (api: TestApi, userId: string = USERS.demo.id) =>
  (api.db.prepare(`SELECT coin FROM users WHERE id = ?`).get(userId) as { coin: number }).coin;

export const setCoins = (api: TestApi, coins: number, userId: string = USERS.demo.id) =>
  api.db.prepare(`UPDATE users SET coin = ? WHERE id = ?`).run(coins, userId);

/** The catalog's tier prices of a product ("Buy more, pay less"). */
export const tiersOf = (api: TestApi, id: string) =>
  JSON.parse(
    (api.db.prepare(`SELECT tirePrice FROM products WHERE productId = ?`).get(id) as { tirePrice: string }).tirePrice,
  ) as { range: string; discountPrice: number }[];

/** The unit price charged for `quantity` units: the tier price whose range holds it, else the offer price. */
export function chargedUnitPrice(api: TestApi, id: string, quantity: number): number {
  const tier = tiersOf(api, id).find(({ range }) => {
    const [min, max] = range.endsWith('+') ? [Number(range.slice(0, -1)), Infinity] : range.split('-').map(Number);
    return quantity >= min! && quantity <= max!;
  });
  return tier?.discountPrice ?? product(api, id).offerPrice;
}

/** Sub total of the lines in paise, at the prices charged for their quantities. */
export const subTotalPaise = (api: TestApi, lines: Line[]) =>
  lines.reduce((sum, l) => sum + Math.round(chargedUnitPrice(api, l.id, l.quantity) * 100) * l.quantity, 0);

/** A valid cash-on-delivery body for the lines: total from catalog prices minus creditCoins × ₹0.10. */
export function orderBody(api: TestApi, lines: Line[], overrides: Record<string, unknown> = {}) {
  const creditCoins = (overrides.creditCoins as number | undefined) ?? 0;
  return {
    paymentMode: 'Cash on Delivery',
    cod: true,
    products: lines,
    totalPrice: (subTotalPaise(api, lines) - creditCoins * 10) / 100,
    address: ADDRESS,
    creditCoins,
    coinValue: 0.1,
    ...overrides,
  };
}

/** Everything a placement or cancellation may change, to assert that a rejected call changed nothing. */
export function snapshot(api: TestApi, productIds: string[], userId: string = USERS.demo.id) {
  return {
    orders: api.count('orders'),
    items: api.count('order_items'),
    requests: api.count('order_requests'),
    cancelled: api.count('order_items', 'status = 4'),
    paid: api.count('payment_orders', "status = 'paid'"),
    cart: api.count('cart_items', 'userId = ?', userId),
    stock: productIds.map((id) => product(api, id).stock),
    coins: coinsOf(api, userId),
  };
}

export const orderRows = (api: TestApi, parentOrderId: string) =>
  api.db.prepare(`SELECT * FROM orders WHERE parentOrderId = ? ORDER BY rowid`).all(parentOrderId) as Record<
    string,
    any
  >[];

export const itemRows = (api: TestApi, orderId: string) =>
  api.db.prepare(`SELECT * FROM order_items WHERE orderId = ? ORDER BY rowid`).all(orderId) as Record<string, any>[];
