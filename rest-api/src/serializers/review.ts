import { z } from '@hono/zod-openapi';
import { toTimestamp } from '../clock.ts';
import { sql } from 'kysely';
import { json } from '../db/open.ts';
import { all, type Queries } from '../db/queries.ts';
import { TimestampSchema } from './timestamp.ts';
import { PURCHASED_ITEM } from '../orders/purchases.ts';

export const MediaSchema = z.object({ type: z.literal('image'), url: z.string() }).openapi('ReviewMedia');

export const ReviewSchema = z
  .object({
    id: z.string(),
    productId: z.string(),
    rating: z.number().int().min(1).max(5),
    review: z.string().describe('Review title'),
    comment: z.string(),
    mediaUrl: z.array(MediaSchema),
    userDetails: z.object({ name: z.string() }),
    createdAt: TimestampSchema,
    verifiedPurchase: z
      .boolean()
      .describe(
        'Whether the reviewer has bought the product: an item of theirs delivered and not cancelled or returned, as of now',
      ),
  })
  .openapi('Review');

export const UserReviewSchema = ReviewSchema.extend({
  product: z.object({
    productId: z.string(),
    name: z.string(),
    imageUrl: z.string().nullable().describe('First product image'),
  }),
}).openapi('UserReview');

export const QuestionSchema = z
  .object({
    id: z.string(),
    question: z.string(),
    answers: z.array(z.object({ ans: z.string() })),
    customerDetails: z.object({ name: z.string() }),
    createdAt: TimestampSchema,
  })
  .openapi('Question');

export type Review = z.infer<typeof ReviewSchema>;
export type UserReview = z.infer<typeof UserReviewSchema>;
export type Question = z.infer<typeof QuestionSchema>;

/** The star counter column of the products row a rating increments. */
export const RATING_COLUMNS = ['oneRating', 'twoRating', 'threeRating', 'fourRating', 'fiveRating'] as const;

interface ReviewRow {
  id: string;
  productId: string;
  rating: number;
  review: string;
  comment: string;
  mediaUrl: string;
  createdAt: number;
  userName: string;
  verifiedPurchase: 0 | 1;
}

interface UserReviewRow extends ReviewRow {
  productName: string;
  imageUrls: string;
}

// Verified is read from the orders at every read, so it appears on delivery and goes with a cancellation or return.
const REVIEW_SELECT = sql.raw(`SELECT r.id, r.productId, r.rating, r.review, r.comment, r.mediaUrl, r.createdAt,
    u.name AS "userName",
    CASE WHEN EXISTS (SELECT 1 FROM order_items i JOIN orders o ON o.id = i.orderId
      WHERE o.userId = r.userId AND i.productId = r.productId AND ${PURCHASED_ITEM})
    THEN 1 ELSE 0 END AS "verifiedPurchase"
  FROM reviews r JOIN users u ON u.id = r.userId`);

function review(row: ReviewRow): Review {
  return {
    id: row.id,
    productId: row.productId,
    rating: row.rating,
    review: row.review,
    comment: row.comment,
    mediaUrl: json<Review['mediaUrl']>(row.mediaUrl, []),
    userDetails: { name: row.userName },
    createdAt: toTimestamp(row.createdAt),
    verifiedPurchase: row.verifiedPurchase === 1,
  };
}

function userReview(row: UserReviewRow): UserReview {
  const imageUrl = json<string[]>(row.imageUrls, [])[0] ?? null;
  return { ...review(row), product: { productId: row.productId, name: row.productName, imageUrl } };
}

/** Reads reviews and questions. */
export function createReviewReader(db: Queries) {
  const ofProduct = async (productId: string) => {
    const rows = await all(
      db,
      sql<ReviewRow>`${REVIEW_SELECT} WHERE r.productId = ${productId} ORDER BY r.createdAt DESC, r.id DESC`,
    );
    return rows.map(review);
  };

  /** All the user's reviews, or those of one product. */
  const ofUser = async (userId: string, productId: string | null) => {
    const ofProductOnly = productId === null ? sql`` : sql`AND r.productId = ${productId}`;
    const rows = await all(
      db,
      sql<UserReviewRow>`SELECT q.*, p.name AS "productName", p.imageUrls
        FROM (${REVIEW_SELECT} WHERE r.userId = ${userId} ${ofProductOnly}) q
        JOIN products p ON p.productId = q.productId ORDER BY q.createdAt DESC, q.id DESC`,
    );
    return rows.map(userReview);
  };

  /** The product's questions, newest first, each with its answers oldest first. */
  const questions = async (productId: string): Promise<Question[]> => {
    const asked = await db
      .selectFrom('questions')
      .select(['id', 'question', 'customerName', 'createdAt'])
      .where('productId', '=', productId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
    if (asked.length === 0) return [];
    const questionIds = asked.map((q) => q.id);
    const answers = await db
      .selectFrom('answers')
      .select(['questionId', 'ans'])
      .where('questionId', 'in', questionIds)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    return asked.map((q) => ({
      id: q.id,
      question: q.question,
      answers: answers.filter((a) => a.questionId === q.id).map(({ ans }) => ({ ans })),
      customerDetails: { name: q.customerName },
      createdAt: toTimestamp(q.createdAt),
    }));
  };

  return { ofProduct, ofUser, questions };
}
