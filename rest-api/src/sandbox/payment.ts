import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/open.ts';
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
 * order, compared in constant time. A captured payment can be refunded whole, once.
 */
export interface PaymentSandbox {
  createOrder(userId: string, amountPaise: number): PaymentOrder;
  find(orderId: string): PaymentOrder | undefined;
  /** The provider's checkout: captures the payment and returns what the client gets back. */
  pay(orderId: string): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  verify(userId: string, orderId: string, paymentId: string, signature: string): PaymentVerification;
  /** Refunds a captured payment whole; answers the refund id (the same one when it was refunded before). */
  refund(orderId: string): string;
  sign(orderId: string, paymentId: string): string;
}

export function createPaymentSandbox(db: Db, clock: Clock, keySecret: string): PaymentSandbox {
  const insert = db.prepare(`INSERT INTO payment_orders (id, userId, amount, createdAt) VALUES (?, ?, ?, ?)`);
  const byId = db.prepare<[string], PaymentOrder>(
    `SELECT id, userId, amount, currency, status, paymentId, paidAt, verifiedAt, refundId FROM payment_orders WHERE id = ?`,
  );
  const capture = db.prepare(
    `UPDATE payment_orders SET status = 'paid', paymentId = ?, paidAt = ? WHERE id = ? AND status = 'created'`,
  );
  const markVerified = db.prepare(`UPDATE payment_orders SET verifiedAt = ? WHERE id = ? AND verifiedAt IS NULL`);
  const markRefunded = db.prepare(
    `UPDATE payment_orders SET refundId = ?, refundedAt = ? WHERE id = ? AND status = 'paid' AND refundId IS NULL`,
  );
  const sign = (orderId: string, paymentId: string) =>
    createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');

  return {
    createOrder(userId, amountPaise) {
      const id = newId('order_');
      insert.run(id, userId, amountPaise, clock.now());
      return byId.get(id)!;
    },
    find: (orderId) => byId.get(orderId),
    pay(orderId) {
      const paymentId = newId('pay_');
      if (capture.run(paymentId, clock.now(), orderId).changes !== 1)
        throw new Error(`Payment order ${orderId} cannot be paid`);
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: sign(orderId, paymentId),
      };
    },
    verify(userId, orderId, paymentId, signature) {
      const order = byId.get(orderId);
      if (!order || order.userId !== userId) return 'unknown-order';
      const expected = Buffer.from(sign(order.id, paymentId), 'hex');
      const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad-signature';
      // A valid signature proves the provider captured this payment id, also when its capture was not seen here.
      if (order.status === 'created') capture.run(paymentId, clock.now(), order.id);
      else if (order.paymentId !== paymentId) return 'bad-signature';
      if (order.refundId) return 'refunded';
      return markVerified.run(clock.now(), order.id).changes === 1 ? 'ok' : 'already-verified';
    },
    refund(orderId) {
      const order = byId.get(orderId);
      if (order?.refundId) return order.refundId;
      const refundId = newId('rfnd_');
      if (markRefunded.run(refundId, clock.now(), orderId).changes !== 1)
        throw new Error(`Payment ${orderId} was not captured`);
      return refundId;
    },
    sign,
  };
}
