import { createHash } from 'node:crypto';
import type { Deps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import { newId } from '../ids.ts';
import { sql } from 'kysely';
import { json } from '../db/open.ts';
import { changes, first, type Queries, type Tx } from '../db/queries.ts';
import { transaction } from '../db/transaction.ts';
import type { ProductRow } from '../serializers/product.ts';
import type { ShipTo } from '../serializers/order.ts';
import { createDeliverability } from '../pincodes.ts';
import { toPaise, toRupees } from '@marketplace/runtime/money';
import { createCoinRules } from './coins.ts';
import { orderMail } from './orderMail.ts';
import { pricedLine, pricedLineAnswer } from './pricing.ts';

export const PAYMENT_MODES = ['Cash on Delivery', 'Pre-paid', 'UPI'] as const;
const DELIVERY_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PlacementInput {
  paymentMode: (typeof PAYMENT_MODES)[number];
  cod: boolean;
  products: { id: string; quantity: number; productNote?: string | undefined }[];
  totalPrice: number;
  address: Omit<ShipTo, 'landMark'> & { landMark?: string | null | undefined };
  creditCoins: number;
  coinValue: number;
  razorpayOrderId?: string | null | undefined;
}

/** Cart checkout buys within 1..b2cMaxQty and empties the cart; Buy Now buys within b2bminQty..b2bMaxQty. */
export type PlacementKind = 'cart' | 'single';

interface Line {
  product: ProductRow;
  quantity: number;
  /** The unit price charged (pricing.ts). */
  unitPrice: number;
  note: string | null;
  totalPaise: number;
}

/**
 * sha256 of the canonical request: the kind and the validated body with object keys sorted and absent or null
 * fields left out, so key order, `landMark: null` or a missing razorpayOrderId do not make a retry look different.
 */
function requestDigest(kind: PlacementKind, input: PlacementInput): string {
  const canonical = JSON.stringify({ kind, input }, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, v]) => v != null)
            .sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : value,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Places an order in one transaction: everything is checked against the database (prices, stock, coins,
 * pincode, payment order) before anything is written, so a rejected placement writes nothing.
 */
export function createOrderPlacement(deps: Deps) {
  const db = deps.queries;
  const coins = createCoinRules(db);
  const isDeliverable = createDeliverability(db);
  const mail = orderMail(deps);
  const replay = (userId: string, idempotencyKey: string, on: Queries) =>
    first(
      on,
      sql<{ parentOrderId: string; requestDigest: string }>`SELECT parentOrderId, requestDigest FROM order_requests
        WHERE userId = ${userId} AND idempotencyKey = ${idempotencyKey}`,
    );

  /** paymentMode agrees with cod; a placement (not a check) of a pre-paid order names its payment order. */
  function checkPaymentMode(input: PlacementInput, placing: boolean) {
    const prepaid = input.paymentMode !== 'Cash on Delivery';
    if (!prepaid && !input.cod) throw refuse('COD_MISMATCH', { mode: input.paymentMode });
    if (prepaid && input.cod) throw refuse('COD_MISMATCH', { mode: input.paymentMode });
    if (!prepaid && input.razorpayOrderId) throw refuse('PAYMENT_ORDER_UNEXPECTED');
    if (prepaid && placing && !input.razorpayOrderId) throw refuse('PAYMENT_REQUIRED');
  }

  async function checkPincode(pincode: string, on: Queries) {
    if (!(await isDeliverable(pincode, on))) throw refuse('NOT_DELIVERABLE');
  }

  async function lines(input: PlacementInput, kind: PlacementKind, on: Queries): Promise<Line[]> {
    const seen = new Set<string>();
    const checked: Line[] = [];
    for (const [index, { id, quantity, productNote }] of input.products.entries()) {
      const field = `products.${index}`;
      if (seen.has(id)) throw refuse('DUPLICATE_PRODUCT', { field: `${field}.id` });
      seen.add(id);
      const product = await deps.products.row(id, on);
      if (!product) throw refuse('PRODUCT_UNAVAILABLE', { id, field: `${field}.id` });
      if (product.stock <= 0) throw refuse('OUT_OF_STOCK', { name: product.name, field: `${field}.id` });
      const min = kind === 'cart' ? 1 : product.b2bminQty;
      const max = Math.min(kind === 'cart' ? product.b2cMaxQty : product.b2bMaxQty, product.stock);
      if (quantity > product.stock || max < min)
        throw refuse('STOCK_SHORT', { left: product.stock, name: product.name, field: `${field}.quantity` });
      if (quantity < min || quantity > max)
        throw refuse('QUANTITY_OUT_OF_RANGE', { name: product.name, min, max, field: `${field}.quantity` });
      const note = productNote?.trim() || null;
      checked.push({ product, quantity, note, ...pricedLine(product, quantity) });
    }
    return checked;
  }

  /** Coins spent on this order, after checking them against the settings, the balance and the redeemable cap. */
  async function checkCoins(userId: string, input: PlacementInput, subTotalPaise: number, on: Queries) {
    const rules = await coins.settings(on);
    if (Math.abs(input.coinValue - rules.coinValue) > 1e-9)
      throw refuse('PRICE_CHANGED', { what: 'Coin value', field: 'coinValue' });
    if (input.creditCoins > (await coins.balance(userId, on))) throw refuse('NOT_ENOUGH_COINS');
    const cap = await coins.redeemable(userId, subTotalPaise, rules, on);
    if (input.creditCoins > cap) throw refuse('NOT_ENOUGH_COINS', { cap });
    return { coinPaise: toPaise(rules.coinValue), coinValue: rules.coinValue };
  }

  /**
   * The payment backing a pre-paid placement: this user's, captured, its signature verified, for exactly the total,
   * not refunded and used by no other placement. The claim (a no-op write) locks its row first, so a concurrent
   * placement or refund of the same payment waits for this transaction and then sees its order.
   */
  async function checkPayment(userId: string, paymentOrderId: string, totalPaise: number, trx: Tx) {
    const field = 'razorpayOrderId';
    await changes(trx, sql`UPDATE payment_orders SET verifiedAt = verifiedAt WHERE id = ${paymentOrderId}`);
    const payment = await deps.payment.find(paymentOrderId, trx);
    if (!payment || payment.userId !== userId) throw refuse('PAYMENT_NOT_FOUND', { field });
    if (payment.refundId) throw refuse('PAYMENT_REFUNDED', { field });
    if (payment.status !== 'paid' || payment.verifiedAt == null) throw refuse('PAYMENT_NOT_VERIFIED', { field });
    if (payment.amount !== totalPaise) throw refuse('PAYMENT_AMOUNT_MISMATCH', { field });
    const used = await first(trx, sql`SELECT id FROM orders WHERE razorpayOrderId = ${paymentOrderId} LIMIT 1`);
    if (used) throw refuse('PAYMENT_ALREADY_USED', { field });
  }

  /** One child order per seller, in the order the sellers first appear; each child's share of the coins. */
  function splitBySeller(items: Line[], creditCoins: number, coinPaise: number) {
    const bySeller = new Map<string, Line[]>();
    for (const line of items)
      bySeller.set(line.product.sellerId, [...(bySeller.get(line.product.sellerId) ?? []), line]);
    // The coins go on the first seller's order, spilling over to the next when they exceed its amount.
    let coinsLeft = creditCoins;
    return [...bySeller].map(([sellerId, sellerLines], index, all) => {
      const totalPaise = sellerLines.reduce((sum, l) => sum + l.totalPaise, 0);
      const last = index === all.length - 1;
      const childCoins = last ? coinsLeft : Math.min(coinsLeft, Math.floor(totalPaise / coinPaise));
      coinsLeft -= childCoins;
      return { sellerId, lines: sellerLines, coins: childCoins, amountPaise: totalPaise - childCoins * coinPaise };
    });
  }

  /** The checks every placement passes, and what it will charge: throws the refusal a placement would answer. */
  async function priced(userId: string, input: PlacementInput, kind: PlacementKind, on: Queries, placing: boolean) {
    checkPaymentMode(input, placing);
    await checkPincode(input.address.pincode, on);
    const items = await lines(input, kind, on);
    const subTotalPaise = items.reduce((sum, l) => sum + l.totalPaise, 0);
    const { coinPaise, coinValue } = await checkCoins(userId, input, subTotalPaise, on);
    const totalPaise = subTotalPaise - input.creditCoins * coinPaise;
    if (toPaise(input.totalPrice) !== totalPaise)
      throw refuse('PRICE_CHANGED', { what: 'Order total', field: 'totalPrice' });
    return { items, coinPaise, coinValue, totalPaise };
  }

  /**
   * Runs every check of a placement without placing (a pre-paid checkout asks before the shopper pays): throws the
   * refusal the placement would answer now; answers the total in paise and the lines as it will charge them.
   */
  async function check(userId: string, input: PlacementInput, kind: PlacementKind) {
    const { items, totalPaise } = await priced(userId, input, kind, db, false);
    return { totalPaise, lines: items.map((line) => pricedLineAnswer(line.product.productId, line.quantity, line)) };
  }

  /**
   * Places the order, or returns the parent order a previous request with the same key and the same request
   * created; the same key with another request is refused.
   */
  function place(userId: string, input: PlacementInput, kind: PlacementKind, idempotencyKey?: string) {
    return transaction(db, async (trx) => {
      const digest = requestDigest(kind, input);
      const previous = idempotencyKey && (await replay(userId, idempotencyKey, trx));
      if (previous) {
        if (previous.requestDigest !== digest) throw refuse('IDEMPOTENCY_KEY_REUSED');
        return { orderId: previous.parentOrderId, replayed: true };
      }

      const { items, coinPaise, coinValue, totalPaise } = await priced(userId, input, kind, trx, true);
      const paymentOrderId = input.razorpayOrderId || null;
      if (paymentOrderId) await checkPayment(userId, paymentOrderId, totalPaise, trx);
      const paymentStatus = paymentOrderId ? 'paid' : 'cod';

      const now = deps.clock.now();
      const parentOrderId = newId('PORD');
      const paymentMode = input.cod ? 'COD' : input.paymentMode;
      const shipTo = JSON.stringify(input.address);
      for (const child of splitBySeller(items, input.creditCoins, coinPaise)) {
        const orderId = newId('ORD');
        await changes(
          trx,
          sql`INSERT INTO orders (id, parentOrderId, userId, sellerId, status, orderDate, expectedDeliveryDate,
              paymentMode, cod, creditCoins, coinValue, shipTo, orderAmount, razorpayOrderId, paymentStatus)
            VALUES (${orderId}, ${parentOrderId}, ${userId}, ${child.sellerId}, 0, ${now},
              ${now + DELIVERY_DAYS * DAY_MS}, ${paymentMode}, ${input.cod ? 1 : 0}, ${child.coins}, ${coinValue},
              ${shipTo}, ${toRupees(child.amountPaise)}, ${paymentOrderId}, ${paymentStatus})`,
        );
        for (const { product, quantity, unitPrice, note } of child.lines) {
          const image = json<string[]>(product.imageUrls, [])[0] ?? '';
          await changes(
            trx,
            sql`INSERT INTO order_items (orderId, productId, productName, productImage, unitPrice, listPrice, quantity,
                productNote)
              VALUES (${orderId}, ${product.productId}, ${product.name}, ${image}, ${unitPrice}, ${product.price},
                ${quantity}, ${note})`,
          );
          await changes(
            trx,
            sql`UPDATE products SET stock = stock - ${quantity} WHERE productId = ${product.productId}`,
          );
          if (kind === 'cart')
            await changes(
              trx,
              sql`DELETE FROM cart_items WHERE userId = ${userId} AND productId = ${product.productId}`,
            );
        }
      }
      if (input.creditCoins > 0)
        await changes(trx, sql`UPDATE users SET coin = coin - ${input.creditCoins} WHERE id = ${userId}`);
      if (idempotencyKey)
        await changes(
          trx,
          sql`INSERT INTO order_requests (userId, idempotencyKey, requestDigest, parentOrderId)
            VALUES (${userId}, ${idempotencyKey}, ${digest}, ${parentOrderId})`,
        );
      const subTotalPaise = items.reduce((sum, line) => sum + line.totalPaise, 0);
      await mail.placed(
        {
          userId,
          parentOrderId,
          lines: items.map((line) => ({
            name: line.product.name,
            quantity: line.quantity,
            totalPaise: line.totalPaise,
          })),
          subTotalPaise,
          coins: input.creditCoins,
          coinDiscountPaise: subTotalPaise - totalPaise,
          totalPaise,
          cashOnDelivery: input.cod,
          shipTo: input.address,
          expectedDelivery: now + DELIVERY_DAYS * DAY_MS,
        },
        trx,
      );
      return { orderId: parentOrderId, replayed: false };
    });
  }

  /** The parent order a placement with this key placed for this user, if any. */
  const placedWith = async (userId: string, idempotencyKey: string) =>
    (await replay(userId, idempotencyKey, db))?.parentOrderId ?? null;

  return { check, place, placedWith };
}
