import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'kysely';
import { all, changes, first, type Queries } from '../db/queries.ts';
import { transaction } from '../db/transaction.ts';
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
  const db = deps.queries;
  const wishlistRows = (userId: string) =>
    all(
      db,
      sql<ProductRow>`${sql.raw(PRODUCT_SELECT)} JOIN wishlist_items w ON w.productId = p.productId
        WHERE w.userId = ${userId} ORDER BY w.addedAt DESC, w.rowid DESC`,
    );
  const inWishlist = async (on: Queries, userId: string, productId: string) =>
    (await first(on, sql`SELECT 1 FROM wishlist_items WHERE userId = ${userId} AND productId = ${productId}`)) !==
    undefined;
  const insertWish = (on: Queries, userId: string, productId: string, addedAt: number) =>
    changes(
      on,
      sql`INSERT INTO wishlist_items (userId, productId, addedAt) VALUES (${userId}, ${productId}, ${addedAt})`,
    );
  const deleteWish = (userId: string, productId: string) =>
    changes(db, sql`DELETE FROM wishlist_items WHERE userId = ${userId} AND productId = ${productId}`);
  const deleteLine = (on: Queries, userId: string, productId: string) =>
    changes(on, sql`DELETE FROM cart_items WHERE userId = ${userId} AND productId = ${productId}`);

  const readWishlist = async (userId: string) => (await wishlistRows(userId)).map(deps.products.listing);

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
    async (c) => c.json({ wishlist: await readWishlist(c.get('user').id) }, 200),
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
    async (c) => {
      const userId = c.get('user').id;
      const { productId } = c.req.valid('json');
      await product(productId);
      if (await inWishlist(db, userId, productId)) throw refuse('ALREADY_IN_WISHLIST');
      await insertWish(db, userId, productId, deps.clock.now());
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
    async (c) => {
      const userId = c.get('user').id;
      const { productId } = c.req.valid('json');
      await product(productId);
      if ((await deleteWish(userId, productId)) === 0) throw refuse('NOT_IN_WISHLIST');
      return c.json({ message: 'Product removed from wishlist', wishList: await readWishlist(userId) }, 200);
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
    async (c) => {
      const userId = c.get('user').id;
      const { productId } = c.req.valid('json');
      await transaction(db, async (trx) => {
        await product(productId, trx);
        if (await inWishlist(trx, userId, productId)) throw refuse('MOVED_ALREADY_IN_WISHLIST');
        if ((await deleteLine(trx, userId, productId)) === 0) throw refuse('NOT_IN_CART');
        await insertWish(trx, userId, productId, deps.clock.now());
      });
      return c.json({ message: 'Product Moved to Wishlist' }, 200);
    },
  );

  return router;
}
