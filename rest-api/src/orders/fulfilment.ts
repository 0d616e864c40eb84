// The seller side of fulfilment: an order line moves one step at a time, 0 placed → 1 shipped → 2 out for delivery →
// 3 delivered, each step stored once with its time (order_item_events); a cancelled line (4) moves no more. A step
// names its target status, so a retried one finds the line there and writes nothing. Each step written e-mails the
// shopper in its transaction (orderMail.ts): a retry sends nothing.
import { sql } from 'kysely';
import type { Clock } from '../clock.ts';
import { all, first, type Queries } from '../db/queries.ts';
import { transaction } from '../db/transaction.ts';
import { refuse } from '../refusals.ts';
import type { OrderEvents, OrderLineEvent } from './orderEvents.ts';
import type { OrderMail } from './orderMail.ts';
import { CANCELLED } from './orderRows.ts';

export const DELIVERED = 3;

export interface StepResult {
  status: number;
  /** False when the line already was at the target (a retry): nothing was written or published. */
  changed: boolean;
}

/** A line the simulator may move: its order, product and status. */
interface DueLine {
  orderId: string;
  productId: string;
  status: number;
}

export function createFulfilment(db: Queries, clock: Clock, events: OrderEvents, mail: OrderMail) {
  async function step(orderId: string, productId: string, target: number): Promise<StepResult> {
    const { event, status } = await transaction(db, async (trx) => {
      const line = await first(
        trx,
        sql<{ status: number; userId: string; productName: string; quantity: number }>`SELECT i.status, o.userId,
          i.productName, i.quantity FROM order_items i
          JOIN orders o ON o.id = i.orderId WHERE i.orderId = ${orderId} AND i.productId = ${productId}`,
      );
      if (!line) throw refuse('ORDER_LINE_NOT_FOUND');
      if (line.status === target) return { event: null, status: target };
      if (line.status === CANCELLED) throw refuse('ORDER_LINE_CANCELLED');
      if (target !== line.status + 1 || target > DELIVERED) throw refuse('STEP_OUT_OF_ORDER', { current: line.status });
      const at = clock.now();
      await sql`UPDATE order_items SET status = ${target} WHERE orderId = ${orderId} AND productId = ${productId}`.execute(
        trx,
      );
      await sql`INSERT INTO order_item_events (orderId, productId, status, reachedAt)
        VALUES (${orderId}, ${productId}, ${target}, ${at})`.execute(trx);
      // The order is delivered with its last live line.
      if (target === DELIVERED)
        await sql`UPDATE orders SET deliveredDate = ${at} WHERE id = ${orderId} AND deliveredDate IS NULL
          AND NOT EXISTS (SELECT 1 FROM order_items WHERE orderId = ${orderId} AND status < ${DELIVERED})`.execute(trx);
      await mail.stepped({ ...line, orderId, productId, status: target }, trx);
      const made: OrderLineEvent = { orderId, productId, userId: line.userId, status: target, at };
      return { event: made, status: target };
    });
    if (event) events.publish(event);
    return { status, changed: event !== null };
  }

  /** Moves a line to its next step (the sandbox's call). */
  async function advance(orderId: string, productId: string): Promise<StepResult> {
    const line = await first(
      db,
      sql<{ status: number }>`SELECT status FROM order_items WHERE orderId = ${orderId} AND productId = ${productId}`,
    );
    if (!line) throw refuse('ORDER_LINE_NOT_FOUND');
    return step(orderId, productId, line.status + 1);
  }

  /**
   * Lines of orders placed since `placedSince` that have waited `stepMs` at their step, oldest order first (at most
   * `limit`).
   */
  const due = (now: number, stepMs: number, placedSince: number, limit: number) =>
    all(
      db,
      sql<DueLine>`SELECT i.orderId, i.productId, i.status FROM order_items i JOIN orders o ON o.id = i.orderId
        WHERE i.status < ${DELIVERED} AND o.orderDate >= ${placedSince}
          AND COALESCE((SELECT MAX(e.reachedAt) FROM order_item_events e
            WHERE e.orderId = i.orderId AND e.productId = i.productId), o.orderDate) <= ${now - stepMs}
        ORDER BY o.orderDate, i.orderId, i.productId LIMIT ${limit}`,
    );

  return { step, advance, due };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
