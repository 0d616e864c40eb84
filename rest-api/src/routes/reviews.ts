import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'kysely';
import { first } from '../db/queries.ts';
import { transaction } from '../db/transaction.ts';
import type { Deps } from '../deps.ts';
import { messageOf, refuse } from '../refusals.ts';
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
import { newId } from '../ids.ts';
import {
  createReviewReader,
  QuestionSchema,
  RATING_COLUMNS,
  ReviewSchema,
  UserReviewSchema,
} from '../serializers/review.ts';
import { createOrderedCheck } from '../orders/purchases.ts';
import { createUploadOwnership } from '../serializers/upload.ts';

const RATING_RANGE = 'Please select a rating between 1 and 5';
const CHECK_INPUT = messageOf('CHECK_INPUT');
const BAD_REFERENCE = messageOf('BAD_PRODUCT_REFERENCE');

const productIdParam = (required: boolean) =>
  z
    .string({ error: 'productId is required' })
    .trim()
    .min(1, 'productId is required')
    .max(64, 'productId is too long')
    .openapi({ param: { name: 'productId', in: 'query', required }, example: 'PRD000001' });

const ProductQuery = z.object({ productId: productIdParam(true) });

/** The product's document reference: its path, or the `ref` object /getProductInnerDetails returns. */
const ReferenceSchema = z
  .union(
    [
      z.string().max(200, BAD_REFERENCE),
      z.object({
        path: z.string().max(200, BAD_REFERENCE),
        segments: z.array(z.string().max(100, BAD_REFERENCE)).max(10, BAD_REFERENCE),
      }),
    ],
    { error: BAD_REFERENCE },
  )
  .describe(
    "'products/{productId}', or the product detail's ref {path: 'products/{productId}', segments: ['products', '{productId}']}; must name this product",
  );

type Reference = z.infer<typeof ReferenceSchema>;

const namesProduct = (ref: Reference, productId: string) =>
  typeof ref === 'string'
    ? ref === `products/${productId}`
    : ref.path === `products/${productId}` &&
      ref.segments.length === 2 &&
      ref.segments[0] === 'products' &&
      ref.segments[1] === productId;

const AddRatingSchema = z
  .object({
    productId: z.string({ error: 'productId is required' }).min(1, 'productId is required').max(64, CHECK_INPUT),
    customerId: z
      .string({ error: 'customerId is required' })
      .min(1, 'customerId is required')
      .describe("The signed-in user's customDocId"),
    rating: z
      .number({ error: RATING_RANGE })
      .int(RATING_RANGE)
      .min(1, RATING_RANGE)
      .max(5, RATING_RANGE)
      .describe(
        "Whole stars 1..5: each rating counts in one of the product's integer star counters (oneRating..fiveRating); half stars are display only",
      ),
    review: z
      .string({ error: CHECK_INPUT })
      .trim()
      .max(200, 'The review title must be at most 200 characters')
      .default('')
      .describe('Title'),
    comment: z
      .string({ error: CHECK_INPUT })
      .trim()
      .max(2000, 'The comment must be at most 2000 characters')
      .default(''),
    mediaUrl: z
      .array(
        z.object({
          type: z.literal('image', { error: 'Only image files are allowed' }),
          url: z.string({ error: CHECK_INPUT }).max(200, CHECK_INPUT),
        }),
        { error: CHECK_INPUT },
      )
      .max(5, 'You can add at most 5 images')
      .default([])
      .describe('Paths returned by /upload-images'),
    reference: ReferenceSchema,
    sellerId: z.string({ error: CHECK_INPUT }),
    brandId: z.string({ error: CHECK_INPUT }),
    category: z.string({ error: CHECK_INPUT }).describe('Category id of the product'),
  })
  .openapi('AddRatingRequest');

export function reviewsRoutes(deps: Deps) {
  const router = createRouter();
  const auth = requireUser(deps);
  const db = deps.queries;
  const reader = createReviewReader(db);
  const ownsUploads = createUploadOwnership(db);
  const hasOrdered = createOrderedCheck(db);

  async function requireProduct(productId: string) {
    const found = await first(db, sql`SELECT 1 FROM products WHERE productId = ${productId}`);
    if (!found) throw refuse('PRODUCT_NOT_FOUND');
  }

  router.openapi(
    createRoute({
      method: 'get',
      path: '/get-product-reviews',
      tags: ['Reviews'],
      summary: "A product's reviews, newest first (public)",
      description: 'A product without reviews answers 200 `{ message: "No reviews found" }` instead of a list.',
      request: { query: ProductQuery },
      responses: { 200: ok(z.union([z.array(ReviewSchema), MessageSchema])), ...errors(400, 404) },
    }),
    async (c) => {
      const { productId } = c.req.valid('query');
      await requireProduct(productId);
      const reviews = await reader.ofProduct(productId);
      return c.json(reviews.length > 0 ? reviews : { message: 'No reviews found' }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/get-product-user-reviews',
      tags: ['Reviews'],
      summary: "The signed-in user's reviews, of one product or all of them (My Ratings & Reviews)",
      description: 'None: 404 `{ message: "No Reviews Found" }`.',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { query: z.object({ productId: productIdParam(false).optional() }) },
      responses: { 200: ok(z.array(UserReviewSchema)), ...errors(400, 401, 404) },
    }),
    async (c) => {
      const reviews = await reader.ofUser(c.get('user').id, c.req.valid('query').productId ?? null);
      if (reviews.length === 0) throw refuse('NO_REVIEWS');
      return c.json(reviews, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/get-qstn-answr',
      tags: ['Reviews'],
      summary: "A product's questions and answers, newest first (public, cacheable for 60 s)",
      request: { query: ProductQuery },
      responses: { 200: ok(z.array(QuestionSchema)), ...errors(400, 404) },
    }),
    async (c) => {
      const { productId } = c.req.valid('query');
      await requireProduct(productId);
      c.header('Cache-Control', 'public, max-age=60');
      return c.json(await reader.questions(productId), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/add-rating',
      tags: ['Reviews'],
      summary: 'Rate and review a purchased product (once per product)',
      description: `Inserts the review and increments the product's star counter in one transaction. The shopper must have
ordered the product (an order item not cancelled); the review is a verified purchase only while such an item is delivered.`,
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { body: jsonBody(AddRatingSchema) },
      responses: { 201: ok(SuccessSchema, 'Rating stored'), ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      const user = c.get('user');
      const body = c.req.valid('json');
      if (body.customerId !== user.customDocId) throw refuse('CUSTOMER_MISMATCH');
      const product = await deps.products.row(body.productId);
      if (!product) throw refuse('PRODUCT_NOT_RATEABLE');
      if (!namesProduct(body.reference, product.productId)) throw refuse('BAD_PRODUCT_REFERENCE');
      if (
        body.sellerId !== product.sellerId ||
        body.brandId !== product.brandId ||
        body.category !== product.categoryId
      ) {
        throw refuse('CHECK_INPUT');
      }
      if (!(await hasOrdered(user.id, product.productId))) throw refuse('NOT_PURCHASED');
      const images = body.mediaUrl.map((m) => m.url);
      if (!(await ownsUploads(user.id, images))) throw refuse('REVIEW_IMAGES_UNKNOWN');

      await transaction(db, async (trx) => {
        const { productId, rating, review, comment, sellerId, brandId, category } = body;
        const inserted = await trx
          .insertInto('reviews')
          .values({
            id: newId('REV'),
            productId,
            userId: user.id,
            rating,
            review,
            comment,
            mediaUrl: JSON.stringify(body.mediaUrl),
            sellerId,
            brandId,
            category,
            reference: `products/${productId}`,
            createdAt: deps.clock.now(),
          })
          .onConflict((conflict) => conflict.columns(['productId', 'userId']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw refuse('ALREADY_RATED');
        const star = RATING_COLUMNS[rating - 1]!;
        await trx
          .updateTable('products')
          .set((eb) => ({ [star]: eb(star, '+', 1) }))
          .where('productId', '=', product.productId)
          .execute();
      });
      return c.json({ success: true, message: 'Rating submitted successfully' }, 201);
    },
  );

  return router;
}
