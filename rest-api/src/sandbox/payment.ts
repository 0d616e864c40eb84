import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock.ts';
import { sql } from 'kysely';
import { changes, first, type Queries } from '../db/queries.ts';
import { newId } from '../ids.ts';

export interface PaymentOrder {
  id: string;
  userId: string;
  amount: number;
  currency: string;
  /** 'paid': the provider captured the money (the shopper paid in the checkout window). */
  status: 'created' | 'paid';
  paymentId: string | null;
  paidAt: number | null;
  /** When the marketplace checked the provider's signature for this payment. */
  verifiedAt: number | null;
  /** The provider's refund of the whole payment, if it was given back. */
  refundId: string | null;
}

export type PaymentVerification = 'ok' | 'unknown-order' | 'bad-signature' | 'already-verified' | 'refunded';

/**
 * Razorpay's scheme, played locally: an order is created with the real amount (paise), the local checkout page
 * pays it (the provider captures the money there, whatever the client does next) and hands back payment id and
 * signature, and verification recomputes HMAC_SHA256(order_id + "|" + payment_id, key_secret) from the *stored*
 * order, compared in constant time. A captured payment can be refunded whole, once. The provider keeps its orders
 * in the marketplace's database: `on` runs a call inside the caller's transaction.
 */
export interface PaymentSandbox {
  createOrder(userId: string, amountPaise: number): Promise<PaymentOrder>;
  find(orderId: string, on?: Queries): Promise<PaymentOrder | undefined>;
  /** The provider's checkout: captures the payment and returns what the client gets back. */
  pay(orderId: string): Promise<{ razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }>;
  verify(
    userId: string,
    orderId: string,
    paymentId: string,
    signature: string,
    on?: Queries,
  ): Promise<PaymentVerification>;
  /** Refunds a captured payment whole; answers the refund id (the same one when it was refunded before). */
  refund(orderId: string, on?: Queries): Promise<string>;
  sign(orderId: string, paymentId: string): string;
}

export function createPaymentSandbox(db: Queries, clock: Clock, keySecret: string): PaymentSandbox {
  const byId = (orderId: string, on: Queries = db) =>
    first(
      on,
      sql<PaymentOrder>`SELECT id, userId, amount, currency, status, paymentId, paidAt, verifiedAt, refundId
        FROM payment_orders WHERE id = ${orderId}`,
    );
  const capture = (paymentId: string, orderId: string, on: Queries = db) =>
    changes(
      on,
      sql`UPDATE payment_orders SET status = 'paid', paymentId = ${paymentId}, paidAt = ${clock.now()}
        WHERE id = ${orderId} AND status = 'created'`,
    );
  const sign = (orderId: string, paymentId: string) =>
    createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');

  return {
    async createOrder(userId, amountPaise) {
      const id = newId('order_');
      await changes(
        db,
        sql`INSERT INTO payment_orders (id, userId, amount, createdAt)
          VALUES (${id}, ${userId}, ${amountPaise}, ${clock.now()})`,
      );
      return (await byId(id))!;
    },
    find: byId,
    async pay(orderId) {
      const paymentId = newId('pay_');
      if ((await capture(paymentId, orderId)) !== 1) throw new Error(`Payment order ${orderId} cannot be paid`);
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: sign(orderId, paymentId),
      };
    },
    async verify(userId, orderId, paymentId, signature, on = db) {
      const order = await byId(orderId, on);
      if (!order || order.userId !== userId) return 'unknown-order';
      const expected = Buffer.from(sign(order.id, paymentId), 'hex');
      const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad-signature';
      // A valid signature proves the provider captured this payment id, also when its capture was not seen here.
      if (order.status === 'created') await capture(paymentId, order.id, on);
      else if (order.paymentId !== paymentId) return 'bad-signature';
      if (order.refundId) return 'refunded';
      const verified = await changes(
        on,
        sql`UPDATE payment_orders SET verifiedAt = ${clock.now()} WHERE id = ${order.id} AND verifiedAt IS NULL`,
      );
      return verified === 1 ? 'ok' : 'already-verified';
    },
    async refund(orderId, on = db) {
      const order = await byId(orderId, on);
      if (order?.refundId) return order.refundId;
      const refundId = newId('rfnd_');
      const refunded = await changes(
        on,
        sql`UPDATE payment_orders SET refundId = ${refundId}, refundedAt = ${clock.now()}
          WHERE id = ${orderId} AND status = 'paid' AND refundId IS NULL`,
      );
      if (refunded !== 1) throw new Error(`Payment ${orderId} was not captured`);
      return refundId;
    },
    sign,
  };
}
