// Pieces shared by the cart, wishlist and list routes.
import { z } from '@hono/zod-openapi';
import type { Deps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import type { ProductRow } from '../serializers/product.ts';

/** An id in a body or path; `name` is the field's name as the documented API spells it. */
export const idField = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(64, `${name} is too long`);

export const productIdField = (name = 'productId') => idField(name).openapi({ example: 'PRD000001' });

export const ProductIdSchema = productIdField();

export const ProductIdBodySchema = z.object({ productId: ProductIdSchema });

/** Reads a product row, or answers 404 "Product not found". */
export function productLookup(deps: Deps) {
  return (productId: string): ProductRow => {
    const row = deps.products.row(productId);
    if (!row) throw refuse('PRODUCT_NOT_FOUND');
    return row;
  };
}
