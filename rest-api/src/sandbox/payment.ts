import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/open.ts';
import { newId } from '../ids.ts';

export interface PaymentOrder {
  id: string;
  userId: string;
  amount: number;
  currency: string;
  status: 'created' | 'paid';
  paymentId: string | null;
}

export type PaymentVerification = 'ok' | 'unknown-order' | 'bad-signature' | 'already-paid';

/**
 * Razorpay's scheme, played locally: an order is created with the real amount (paise), the local checkout page
 * "pays" it and hands back payment id and signature, and verification recomputes
 * HMAC_SHA256(order_id + "|" + payment_id, key_secret) from the *stored* order, compared in constant time.
 */
export interface PaymentSandbox {
  createOrder(userId: string, amountPaise: number): PaymentOrder;
  find(orderId: string): PaymentOrder | undefined;
  /** What the provider's checkout returns to the client after a successful payment. */
  pay(orderId: string): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  verify(userId: string, orderId: string, paymentId: string, signature: string): PaymentVerification;
  sign(orderId: string, paymentId: string): string;
}

export function createPaymentSandbox(db: Db, clock: Clock, keySecret: string): PaymentSandbox {
  const insert = db.prepare(`INSERT INTO payment_orders (id, userId, amount, createdAt) VALUES (?, ?, ?, ?)`);
  const byId = db.prepare<[string], PaymentOrder>(
    `SELECT id, userId, amount, currency, status, paymentId FROM payment_orders WHERE id = ?`,
  );
  const markPaid = db.prepare(
    `UPDATE payment_orders SET status = 'paid', paymentId = ?, paidAt = ? WHERE id = ? AND status = 'created'`,
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
      return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: sign(orderId, paymentId) };
    },
    verify(userId, orderId, paymentId, signature) {
      const order = byId.get(orderId);
      if (!order || order.userId !== userId) return 'unknown-order';
      const expected = Buffer.from(sign(order.id, paymentId), 'hex');
      const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad-signature';
      if (order.status === 'paid') return 'already-paid';
      return markPaid.run(paymentId, clock.now(), order.id).changes === 1 ? 'ok' : 'already-paid';
    },
    sign,
  };
}
