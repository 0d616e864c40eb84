import { z } from '@hono/zod-openapi';
import { toTimestamp } from '../clock.ts';
import { sql } from 'kysely';
import { all, type Queries } from '../db/queries.ts';
import { TimestampSchema } from './timestamp.ts';
import { unitPrice } from '../orders/pricing.ts';
import { ListingProductSchema, PRODUCT_SELECT, type ProductReader, type ProductRow } from './product.ts';

export const CartItemSchema = ListingProductSchema.extend({
  quantity: z.number().int().positive(),
  unitPrice: z
    .number()
    .describe(
      'The price charged for one unit at this quantity: the offer price, or the tier price whose range holds the quantity',
    ),
  addedAt: TimestampSchema,
}).openapi('CartItem');

export type CartItem = z.infer<typeof CartItemSchema>;

/** A user's cart, newest line first, as listing products with their quantity. */
export function createCartReader(db: Queries, products: ProductReader) {
  // PRODUCT_SELECT is wrapped so the line's own columns can be selected beside the product's.
  const items = (userId: string) =>
    all(
      db,
      sql<ProductRow & { quantity: number; addedAt: number }>`SELECT x.*, ci.quantity, ci.addedAt FROM cart_items ci
        JOIN (${sql.raw(PRODUCT_SELECT)}) x ON x.productId = ci.productId WHERE ci.userId = ${userId} ORDER BY ci.addedAt DESC, ci.rowid DESC`,
    );
  return async (userId: string): Promise<CartItem[]> =>
    (await items(userId)).map((row) => {
      const listing = products.listing(row);
      return {
        ...listing,
        quantity: row.quantity,
        unitPrice: unitPrice(listing.offerPrice, listing.tirePrice, row.quantity),
        addedAt: toTimestamp(row.addedAt),
      };
    });
}
