import type { Db } from '../db/open.ts';

/**
 * SQL condition on an order item `i`: the item was bought, i.e. delivered (status 3) and not
 * cancelled or returned since. Verified reviews and Buy Again count these; an item placed or on the way is not one.
 */
export const PURCHASED_ITEM = `i.status = 3`;

/**
 * Whether a user may review a product: they ordered it and have not cancelled that order item. A review written
 * before delivery is kept but not verified until the item is delivered (see `PURCHASED_ITEM`).
 */
export function createOrderedCheck(db: Db) {
  const ordered = db
    .prepare<[string, string], 1>(
      `SELECT 1 FROM order_items i JOIN orders o ON o.id = i.orderId WHERE o.userId = ? AND i.productId = ? AND i.status < 4 LIMIT 1`,
    )
    .pluck();
  return (userId: string, productId: string): boolean => ordered.get(userId, productId) !== undefined;
}
