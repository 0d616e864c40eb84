import { sql } from 'kysely';
import { all, changes, first, type Queries } from '../db/queries.ts';
import { transaction } from '../db/transaction.ts';
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
  const db = deps.queries;
  const usedBy = (paymentOrderId: string, on: Queries) =>
    first(on, sql<{ id: string }>`SELECT id FROM orders WHERE razorpayOrderId = ${paymentOrderId} LIMIT 1`);
  const recorded = (paymentOrderId: string, on: Queries) =>
    first(
      on,
      sql<PaymentRefund>`SELECT refundId, paymentOrderId, amount, reason, createdAt FROM payment_refunds
        WHERE paymentOrderId = ${paymentOrderId}`,
    );

  /**
   * Refunds the captured payment `paymentOrderId` (of `userId` when given) that no order used; answers the refund,
   * the first one again when it was refunded before. The provider's refund comes first: its row lock makes a
   * placement claiming the same payment wait, and the order check after it sees that placement's order.
   */
  function refundUnused(paymentOrderId: string, reason: string, userId?: string): Promise<PaymentRefund> {
    return transaction(db, async (trx) => {
      const payment = await deps.payment.find(paymentOrderId, trx);
      if (!payment || (userId !== undefined && payment.userId !== userId)) throw refuse('PAYMENT_ORDER_NOT_FOUND');
      const previous = await recorded(paymentOrderId, trx);
      if (previous) return previous;
      if (payment.status !== 'paid') {
        throw refuse('PAYMENT_NOT_CAPTURED');
      }
      const refundId = await deps.payment.refund(paymentOrderId, trx);
      if (await usedBy(paymentOrderId, trx)) throw refuse('PAYMENT_USED');
      const refund = { refundId, paymentOrderId, amount: payment.amount, reason, createdAt: deps.clock.now() };
      await changes(
        trx,
        sql`INSERT INTO payment_refunds (refundId, paymentOrderId, userId, amount, reason, createdAt)
          VALUES (${refundId}, ${paymentOrderId}, ${payment.userId}, ${refund.amount}, ${reason}, ${refund.createdAt})`,
      );
      return refund;
    });
  }

  /** Refunds every payment captured more than ABANDONED_PAYMENT_MS ago that no order used; answers how many. */
  async function refundAbandoned(): Promise<number> {
    const abandoned = await all(
      db,
      sql<{ id: string }>`SELECT p.id FROM payment_orders p
        WHERE p.status = 'paid' AND p.refundId IS NULL AND p.paidAt <= ${deps.clock.now() - ABANDONED_PAYMENT_MS}
          AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.razorpayOrderId = p.id)`,
    );
    let refunded = 0;
    for (const { id } of abandoned) {
      try {
        await refundUnused(id, 'No order was placed with this payment');
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
