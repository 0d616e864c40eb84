import { z } from '@hono/zod-openapi';
import { toTimestamp } from '../clock.ts';
import type { Db } from '../db/open.ts';
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
export function createCartReader(db: Db, products: ProductReader) {
  // PRODUCT_SELECT is wrapped so the line's own columns can be selected beside the product's.
  const items = db.prepare<[string], ProductRow & { quantity: number; addedAt: number }>(
    `SELECT x.*, ci.quantity, ci.addedAt FROM cart_items ci JOIN (${PRODUCT_SELECT}) x ON x.productId = ci.productId
     WHERE ci.userId = ? ORDER BY ci.addedAt DESC, ci.rowid DESC`,
  );
  return (userId: string): CartItem[] =>
    items.all(userId).map((row) => {
      const listing = products.listing(row);
      return {
        ...listing,
        quantity: row.quantity,
        unitPrice: unitPrice(listing.offerPrice, listing.tirePrice, row.quantity),
        addedAt: toTimestamp(row.addedAt),
      };
    });
}
