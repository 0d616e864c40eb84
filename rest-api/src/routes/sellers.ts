import { createRoute, z } from '@hono/zod-openapi';
import { toTimestamp } from '../clock.ts';
import type { Deps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import { newId } from '../ids.ts';
import { bearerSecurity, createRouter, errors, jsonBody, ok, requireUser, SuccessSchema } from '../http.ts';
import { productLister } from '../serializers/deal.ts';
import { ListingProductSchema } from '../serializers/product.ts';
import {
  createSellerReader,
  SellerBrandSchema,
  SellerIdQuerySchema,
  SellerRatingSchema,
  SellerSchema,
} from '../serializers/seller.ts';

const PAGE_MESSAGE = 'page must be a whole number of at least 1';
const LIMIT_MESSAGE = 'limit must be a whole number between 1 and 50';
const RATING_MESSAGE = 'Rating must be between 0.5 and 5 in half steps';
const NO_CUSTOMER = 'Customer ID is not available';

const RatingsQuerySchema = SellerIdQuerySchema.extend({
  page: z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).default(1),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(50, LIMIT_MESSAGE)
    .default(10),
});

const AddSellerRatingSchema = z
  .object({
    customerId: z
      .string({ error: NO_CUSTOMER })
      .trim()
      .min(1, NO_CUSTOMER)
      .describe("The signed-in user's customDocId"),
    sellerId: z.string({ error: 'sellerId is required' }).min(1, 'sellerId is required'),
    rating: z
      .number({ error: RATING_MESSAGE })
      .refine((r) => r >= 0.5 && r <= 5 && Number.isInteger(r * 2), RATING_MESSAGE),
    review: z.string().trim().max(200, 'review must be at most 200 characters').default('').describe('Review title'),
    comment: z.string().trim().max(2000, 'comment must be at most 2000 characters').default(''),
  })
  .openapi('AddSellerRating');

/** Seller store page: profile, top-selling products, brands, ratings. */
export function sellersRoutes(deps: Deps) {
  const router = createRouter();
  const auth = requireUser(deps);
  const sellers = createSellerReader(deps.db);
  const listing = productLister(deps.products);

  const requireSeller = (sellerId: string) => {
    if (!sellers.exists(sellerId)) throw refuse('SELLER_NOT_FOUND');
    return sellerId;
  };
  const ratingsPage = deps.db.prepare<
    [string, number, number],
    { id: string; name: string; comment: string; rating: number; review: string; createdAt: number }
  >(
    `SELECT r.id, u.name, r.comment, r.rating, r.review, r.createdAt FROM seller_ratings r JOIN users u ON u.id = r.userId
     WHERE r.sellerId = ? ORDER BY r.createdAt DESC, r.id DESC LIMIT ? OFFSET ?`,
  );
  const ratingCount = deps.db.prepare<[string], { n: number }>(
    `SELECT COUNT(*) AS n FROM seller_ratings WHERE sellerId = ?`,
  );
  const insertRating = deps.db.prepare(
    `INSERT INTO seller_ratings (id, sellerId, userId, customerId, rating, review, comment, createdAt)
     VALUES (@id, @sellerId, @userId, @customerId, @rating, @review, @comment, @createdAt)
     ON CONFLICT (sellerId, userId) DO NOTHING`,
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/getOneSeller',
      tags: ['Sellers'],
      summary: 'A seller store: details, join date, rating summary, product count',
      request: { query: SellerIdQuerySchema },
      responses: { 200: ok(z.object({ seller: SellerSchema })), ...errors(400, 404) },
    }),
    (c) => {
      const seller = sellers.profile(c.req.valid('query').sellerId);
      if (!seller) throw refuse('SELLER_NOT_FOUND');
      return c.json({ seller }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/getsellersProducts',
      tags: ['Sellers'],
      summary: "The seller's products, top-selling first (units ordered, cancelled items excluded), then by productId",
      request: { query: SellerIdQuerySchema },
      responses: { 200: ok(z.array(ListingProductSchema)), ...errors(400, 404) },
    }),
    (c) => {
      const sellerId = requireSeller(c.req.valid('query').sellerId);
      const sold = `(SELECT COALESCE(SUM(oi.quantity), 0) FROM order_items oi WHERE oi.productId = p.productId AND oi.status != 4)`;
      return c.json(listing('p.sellerId = ?', [sellerId], `${sold} DESC, p.productId`), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/getSellersBrand',
      tags: ['Sellers'],
      summary: 'Brands the seller deals in, most products first',
      request: { query: SellerIdQuerySchema },
      responses: { 200: ok(z.array(SellerBrandSchema)), ...errors(400, 404) },
    }),
    (c) => c.json(sellers.brands(requireSeller(c.req.valid('query').sellerId)), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/sellerRatingsPagenation',
      tags: ['Sellers'],
      summary: "A page of the seller's ratings, newest first; total counts all of them",
      request: { query: RatingsQuerySchema },
      responses: {
        200: ok(z.object({ ratings: z.array(SellerRatingSchema), total: z.number().int() })),
        ...errors(400, 404),
      },
    }),
    (c) => {
      const { sellerId, page, limit } = c.req.valid('query');
      requireSeller(sellerId);
      const ratings = ratingsPage
        .all(sellerId, limit, (page - 1) * limit)
        .map((r) => ({ ...r, createdAt: toTimestamp(r.createdAt) }));
      return c.json({ ratings, total: ratingCount.get(sellerId)!.n }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/add-seller-rating',
      tags: ['Sellers'],
      summary: 'Rate a seller; one rating per customer and seller (a second one is 409)',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { body: jsonBody(AddSellerRatingSchema) },
      responses: { 201: ok(SuccessSchema, 'Rating stored'), ...errors(400, 401, 403, 404, 409) },
    }),
    (c) => {
      const user = c.get('user');
      const body = c.req.valid('json');
      if (body.customerId !== user.customDocId) throw refuse('SELLER_CUSTOMER_MISMATCH');
      requireSeller(body.sellerId);
      // The unique index (sellerId, userId) decides: a second rating, even a concurrent one, inserts nothing.
      const inserted = insertRating.run({ ...body, id: newId('SRT'), userId: user.id, createdAt: deps.clock.now() });
      if (inserted.changes === 0) throw refuse('SELLER_ALREADY_RATED');
      return c.json({ success: true, message: 'Rating added successfully' }, 201);
    },
  );

  return router;
}
