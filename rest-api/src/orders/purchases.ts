import { sql } from 'kysely';
import { all, first, type Queries } from '../db/queries.ts';

/**
 * SQL condition on an order item `i`: the item was bought, i.e. delivered (status 3) and not
 * cancelled or returned since. Verified reviews and Buy Again count these; an item placed or on the way is not one.
 */
export const PURCHASED_ITEM = `i.status = 3`;

/**
 * SQL condition on an order item `i`: the user ordered it and has not cancelled it (placed, on the way or delivered).
 * This is `purchased` in /getProductInnerDetails and /get-purchased-product-ids, and who may review a product.
 */
const ORDERED_ITEM = `i.status < 4`;

/**
 * Whether a user may review a product: they ordered it and have not cancelled that order item. A review written
 * before delivery is kept but not verified until the item is delivered (see `PURCHASED_ITEM`).
 */
export function createOrderedCheck(db: Queries) {
  return async (userId: string, productId: string): Promise<boolean> =>
    (await first(
      db,
      sql`SELECT 1 FROM order_items i JOIN orders o ON o.id = i.orderId WHERE o.userId = ${userId} AND i.productId = ${productId} AND ${sql.raw(ORDERED_ITEM)} LIMIT 1`,
    )) !== undefined;
}

/** Every product the user has ordered and not cancelled (the products `createOrderedCheck` says yes to), in id order. */
export function createOrderedProducts(db: Queries) {
  return async (userId: string): Promise<string[]> =>
    (
      await all(
        db,
        sql<{ productId: string }>`SELECT DISTINCT i.productId FROM order_items i JOIN orders o ON o.id = i.orderId
          WHERE o.userId = ${userId} AND ${sql.raw(ORDERED_ITEM)} ORDER BY i.productId`,
      )
    ).map((row) => row.productId);
}
