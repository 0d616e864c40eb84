import { createRoute, z } from '@hono/zod-openapi';
import type { Deps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import { bearerSecurity, createRouter, errors, jsonBody, ok, requireUser } from '../http.ts';
import { CartItemSchema, createCartReader } from '../serializers/cartItem.ts';
import type { ProductRow } from '../serializers/product.ts';
import { ProductIdBodySchema, ProductIdSchema, productLookup } from './shopping.ts';

const QuantitySchema = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1');

const CartSchema = z.object({ cart: z.array(CartItemSchema).describe('Newest line first') }).openapi('Cart');
const CartChangeSchema = CartSchema.extend({ message: z.string() }).openapi('CartChange');

/** A cart line may hold at most min(b2cMaxQty, stock) units; nothing of an out-of-stock product. */
function assertQuantityAllowed(product: ProductRow, quantity: number) {
  if (product.stock <= 0) throw refuse('OUT_OF_STOCK');
  const limit = Math.min(product.b2cMaxQty, product.stock);
  if (quantity > limit) throw refuse('MAX_QUANTITY', { limit });
}

const limitsNote =
  'A line holds at most min(b2cMaxQty, stock) units: above that the answer is 400 "Maximum quantity reached: only {limit} allowed"; ' +
  'a product with stock 0 or below answers 400 "Out of Stock".';

export function cartRoutes(deps: Deps) {
  const router = createRouter();
  const auth = requireUser(deps);
  const readCart = createCartReader(deps.db, deps.products);
  const product = productLookup(deps);
  const lineQuantity = deps.db.prepare<[string, string], { quantity: number }>(
    `SELECT quantity FROM cart_items WHERE userId = ? AND productId = ?`,
  );
  const insertLine = deps.db.prepare<[string, string, number, number]>(
    `INSERT INTO cart_items (userId, productId, quantity, addedAt) VALUES (?, ?, ?, ?)`,
  );
  const setQuantity = deps.db.prepare<[number, string, string]>(
    `UPDATE cart_items SET quantity = ? WHERE userId = ? AND productId = ?`,
  );
  const deleteLine = deps.db.prepare<[string, string]>(`DELETE FROM cart_items WHERE userId = ? AND productId = ?`);
  const deleteWish = deps.db.prepare<[string, string]>(`DELETE FROM wishlist_items WHERE userId = ? AND productId = ?`);

  /** The current quantity of a cart line, or 404 "Product not found in cart". */
  function existingLine(userId: string, productId: string): number {
    const line = lineQuantity.get(userId, productId);
    if (!line) throw refuse('NOT_IN_CART');
    return line.quantity;
  }

  router.openapi(
    createRoute({
      method: 'get',
      path: '/get-cart-products',
      tags: ['Cart'],
      summary: "The signed-in user's cart",
      security: bearerSecurity,
      middleware: [auth] as const,
      responses: { 200: ok(CartSchema), ...errors(401) },
    }),
    (c) => c.json({ cart: readCart(c.get('user').id) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/move-to-cart',
      tags: ['Cart'],
      summary: 'Add a product to the cart (or raise its quantity); removes it from the wishlist',
      description: `Adds \`quantity\` (default 1) to the product's cart line and removes the product from the wishlist, in one transaction. ${limitsNote}`,
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { body: jsonBody(z.object({ productId: ProductIdSchema, quantity: QuantitySchema.default(1) })) },
      responses: { 200: ok(CartChangeSchema), ...errors(400, 401, 404) },
    }),
    (c) => {
      const userId = c.get('user').id;
      const { productId, quantity } = c.req.valid('json');
      deps.db.transaction(() => {
        const row = product(productId);
        const current = lineQuantity.get(userId, productId)?.quantity;
        assertQuantityAllowed(row, (current ?? 0) + quantity);
        if (current === undefined) insertLine.run(userId, productId, quantity, deps.clock.now());
        else setQuantity.run(current + quantity, userId, productId);
        deleteWish.run(userId, productId);
      })();
      return c.json({ message: 'Item Added to Cart', cart: readCart(userId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/update-cart-quantity',
      tags: ['Cart'],
      summary: 'Set the quantity of a cart line',
      description: `Quantity is at least 1. ${limitsNote}`,
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { body: jsonBody(z.object({ productId: ProductIdSchema, quantity: QuantitySchema })) },
      responses: { 200: ok(CartChangeSchema), ...errors(400, 401, 404) },
    }),
    (c) => {
      const userId = c.get('user').id;
      const { productId, quantity } = c.req.valid('json');
      const row = product(productId);
      existingLine(userId, productId);
      assertQuantityAllowed(row, quantity);
      setQuantity.run(quantity, userId, productId);
      return c.json({ message: 'Cart updated', cart: readCart(userId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/remove-from-cart',
      tags: ['Cart'],
      summary: 'Remove a line from the cart',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { body: jsonBody(ProductIdBodySchema) },
      responses: { 200: ok(CartChangeSchema), ...errors(400, 401, 404) },
    }),
    (c) => {
      const userId = c.get('user').id;
      const { productId } = c.req.valid('json');
      product(productId);
      existingLine(userId, productId);
      deleteLine.run(userId, productId);
      return c.json({ message: 'Item removed from cart', cart: readCart(userId) }, 200);
    },
  );

  return router;
}
