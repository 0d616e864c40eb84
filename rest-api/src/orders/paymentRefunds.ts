import type { Deps } from '../deps.ts';
import { refuse } from '../refusals.ts';

/** A captured payment no order has used for this long is refunded by the sweep (the shopper left, or a call was lost). */
export const ABANDONED_PAYMENT_MS = 15 * 60 * 1000;

export interface PaymentRefund {
  refundId: string;
  paymentOrderId: string;
  /** Paise. */
  amount: number;
  reason: string;
  createdAt: number;
}

/**
 * Every captured payment ends in an order or a refund: this refunds a payment that no order used, through the
 * provider, and keeps the marketplace's record of it.
 */
export function createPaymentRefunds(deps: Deps) {
  const { db } = deps;
  const stmt = {
    usedBy: db.prepare<[string], string>(`SELECT id FROM orders WHERE razorpayOrderId = ? LIMIT 1`).pluck(),
    recorded: db.prepare<[string], PaymentRefund>(
      `SELECT refundId, paymentOrderId, amount, reason, createdAt FROM payment_refunds WHERE paymentOrderId = ?`,
    ),
    record: db.prepare(
      `INSERT INTO payment_refunds (refundId, paymentOrderId, userId, amount, reason, createdAt) VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    abandoned: db
      .prepare<[number], string>(
        `SELECT p.id FROM payment_orders p
       WHERE p.status = 'paid' AND p.refundId IS NULL AND p.paidAt <= ?
         AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.razorpayOrderId = p.id)`,
      )
      .pluck(),
  };

  /**
   * Refunds the captured payment `paymentOrderId` (of `userId` when given) that no order used; answers the refund,
   * the first one again when it was refunded before. The provider's refund comes first: its row lock makes a
   * placement claiming the same payment wait, and the order check after it sees that placement's order.
   */
  function refundUnused(paymentOrderId: string, reason: string, userId?: string): PaymentRefund {
    return db.transaction(() => {
      const payment = deps.payment.find(paymentOrderId);
      if (!payment || (userId !== undefined && payment.userId !== userId)) throw refuse('PAYMENT_ORDER_NOT_FOUND');
      const previous = stmt.recorded.get(paymentOrderId);
      if (previous) return previous;
      if (payment.status !== 'paid') {
        throw refuse('PAYMENT_NOT_CAPTURED');
      }
      const refundId = deps.payment.refund(paymentOrderId);
      if (stmt.usedBy.get(paymentOrderId)) throw refuse('PAYMENT_USED');
      const refund = { refundId, paymentOrderId, amount: payment.amount, reason, createdAt: deps.clock.now() };
      stmt.record.run(refundId, paymentOrderId, payment.userId, refund.amount, reason, refund.createdAt);
      return refund;
    })();
  }

  /** Refunds every payment captured more than ABANDONED_PAYMENT_MS ago that no order used; answers how many. */
  function refundAbandoned(): number {
    const ids = stmt.abandoned.all(deps.clock.now() - ABANDONED_PAYMENT_MS);
    let refunded = 0;
    for (const id of ids) {
      try {
        refundUnused(id, 'No order was placed with this payment');
        refunded += 1;
      } catch (error) {
        // Placed meanwhile by another instance: nothing to give back.
        deps.log.warn({ err: error, paymentOrderId: id }, 'abandoned payment not refunded');
      }
    }
    return refunded;
  }

  return { refundUnused, refundAbandoned };
}
