import { createRoute, z } from '@hono/zod-openapi';
import type { Deps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import {
  bearerSecurity,
  createRouter,
  errors,
  jsonBody,
  MessageSchema,
  ok,
  requireUser,
  SuccessSchema,
} from '../http.ts';
import { ListingProductSchema, PRODUCT_SELECT, type ProductRow } from '../serializers/product.ts';
import { ProductIdBodySchema, productLookup } from './shopping.ts';

const WishlistProductsSchema = z.array(ListingProductSchema).describe('Newest first');

export function wishlistRoutes(deps: Deps) {
  const router = createRouter();
  const auth = requireUser(deps);
  const product = productLookup(deps);
  const wishlistRows = deps.db.prepare<[string], ProductRow>(
    `${PRODUCT_SELECT} JOIN wishlist_items w ON w.productId = p.productId
     WHERE w.userId = ? ORDER BY w.addedAt DESC, w.rowid DESC`,
  );
  const inWishlist = deps.db.prepare<[string, string]>(
    `SELECT 1 FROM wishlist_items WHERE userId = ? AND productId = ?`,
  );
  const insertWish = deps.db.prepare<[string, string, number]>(
    `INSERT INTO wishlist_items (userId, productId, addedAt) VALUES (?, ?, ?)`,
  );
  const deleteWish = deps.db.prepare<[string, string]>(`DELETE FROM wishlist_items WHERE userId = ? AND productId = ?`);
  const deleteLine = deps.db.prepare<[string, string]>(`DELETE FROM cart_items WHERE userId = ? AND productId = ?`);

  const readWishlist = (userId: string) => wishlistRows.all(userId).map(deps.products.listing);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/get-wishList-products',
      tags: ['Wishlist'],
      summary: "The signed-in user's wishlist",
      security: bearerSecurity,
      middleware: [auth] as const,
      responses: { 200: ok(z.object({ wishlist: WishlistProductsSchema }).openapi('Wishlist')), ...errors(401) },
    }),
    (c) => c.json({ wishlist: readWishlist(c.get('user').id) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/add-to-wishlist',
      tags: ['Wishlist'],
      summary: 'Add a product to the wishlist',
      description: 'A product already in the wishlist answers 400 "Product already exists in wishlist".',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { body: jsonBody(ProductIdBodySchema) },
      responses: { 200: ok(SuccessSchema), ...errors(400, 401, 404) },
    }),
    (c) => {
      const userId = c.get('user').id;
      const { productId } = c.req.valid('json');
      product(productId);
      if (inWishlist.get(userId, productId)) throw refuse('ALREADY_IN_WISHLIST');
      insertWish.run(userId, productId, deps.clock.now());
      return c.json({ success: true, message: 'Product added to wishlist' }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/remove-from-wishList',
      tags: ['Wishlist'],
      summary: 'Remove a product from the wishlist',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { body: jsonBody(ProductIdBodySchema) },
      responses: {
        200: ok(z.object({ message: z.string(), wishList: WishlistProductsSchema }).openapi('WishlistChange')),
        ...errors(400, 401, 404),
      },
    }),
    (c) => {
      const userId = c.get('user').id;
      const { productId } = c.req.valid('json');
      product(productId);
      if (deleteWish.run(userId, productId).changes === 0) throw refuse('NOT_IN_WISHLIST');
      return c.json({ message: 'Product removed from wishlist', wishList: readWishlist(userId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/move-to-wishlist',
      tags: ['Wishlist'],
      summary: 'Move a cart line to the wishlist',
      description:
        'Adds the product to the wishlist and removes its cart line in one transaction. Already in the wishlist: ' +
        '400 "Product already in wishlist" and the cart is unchanged; not in the cart: 404 "Product not found in cart".',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { body: jsonBody(ProductIdBodySchema) },
      responses: { 200: ok(MessageSchema), ...errors(400, 401, 404) },
    }),
    (c) => {
      const userId = c.get('user').id;
      const { productId } = c.req.valid('json');
      deps.db.transaction(() => {
        product(productId);
        if (inWishlist.get(userId, productId)) throw refuse('MOVED_ALREADY_IN_WISHLIST');
        if (deleteLine.run(userId, productId).changes === 0) throw refuse('NOT_IN_CART');
        insertWish.run(userId, productId, deps.clock.now());
      })();
      return c.json({ message: 'Product Moved to Wishlist' }, 200);
    },
  );

  return router;
}
