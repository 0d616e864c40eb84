import type { Db } from '../db/open.ts';

/** Whether a user has bought a product: an order item of theirs for it that is not cancelled (status < 4). */
export function createPurchaseCheck(db: Db) {
  const bought = db.prepare<[string, string], 1>(
    `SELECT 1 FROM order_items i JOIN orders o ON o.id = i.orderId WHERE o.userId = ? AND i.productId = ? AND i.status < 4 LIMIT 1`,
  ).pluck();
  return (userId: string, productId: string): boolean => bought.get(userId, productId) !== undefined;
}
