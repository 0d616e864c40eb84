import { sql } from 'kysely';
import { first, type Queries } from '../db/queries.ts';

/**
 * SQL condition on an order item `i`: the item was bought, i.e. delivered (status 3) and not
 * cancelled or returned since. Verified reviews and Buy Again count these; an item placed or on the way is not one.
 */
export const PURCHASED_ITEM = `i.status = 3`;

/**
 * Whether a user may review a product: they ordered it and have not cancelled that order item. A review written
 * before delivery is kept but not verified until the item is delivered (see `PURCHASED_ITEM`).
 */
export function createOrderedCheck(db: Queries) {
  return async (userId: string, productId: string): Promise<boolean> =>
    (await first(
      db,
      sql`SELECT 1 FROM order_items i JOIN orders o ON o.id = i.orderId WHERE o.userId = ${userId} AND i.productId = ${productId} AND i.status < 4 LIMIT 1`,
    )) !== undefined;
}
