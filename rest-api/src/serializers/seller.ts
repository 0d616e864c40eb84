import { z } from '@hono/zod-openapi';
import { toTimestamp } from '../clock.ts';
import type { Db } from '../db/open.ts';
import { TimestampSchema } from '../http.ts';
import { BrandSummarySchema } from './deal.ts';

export const SellerIdQuerySchema = z.object({
  sellerId: z.string({ error: 'sellerId is required' }).min(1, 'sellerId is required'),
});

const StarCounts = {
  oneRating: z.number().int(),
  twoRating: z.number().int(),
  threeRating: z.number().int(),
  fourRating: z.number().int(),
  fiveRating: z.number().int(),
};

export const SellerSchema = z
  .object({
    sellerId: z.string(),
    storedetails: z.object({ storename: z.string(), gstNumber: z.string(), city: z.string(), pincode: z.string(), image: z.string() }),
    createdDate: TimestampSchema.describe('When the seller joined'),
    rating: z
      .object({
        average: z.number().describe('Mean of the seller ratings, one decimal, 0 when unrated'),
        total: z.number().int(),
        ...StarCounts,
      })
      .describe('Star counts bucket each half-star rating to the nearest whole star, halves rounding up'),
    productCount: z.number().int(),
  })
  .openapi('Seller');

export const SellerBrandSchema = BrandSummarySchema.extend({
  productCount: z.number().int().describe("The seller's products of this brand"),
}).openapi('SellerBrand');

export const SellerRatingSchema = z
  .object({
    id: z.string(),
    name: z.string().describe("The rating customer's display name"),
    comment: z.string(),
    rating: z.number().describe('0.5 to 5 in half steps'),
    review: z.string(),
    createdAt: TimestampSchema,
  })
  .openapi('SellerRating');

type SellerRow = {
  sellerId: string;
  storename: string;
  gstNumber: string;
  city: string;
  pincode: string;
  image: string;
  createdDate: number;
  productCount: number;
};
type RatingRow = { total: number; average: number | null } & Record<keyof typeof StarCounts, number>;

/** Seller lookups shared by the seller routes. */
export function createSellerReader(db: Db) {
  const sellerStmt = db.prepare<[string], SellerRow>(
    `SELECT s.*, (SELECT COUNT(*) FROM products p WHERE p.sellerId = s.sellerId) AS productCount
     FROM sellers s WHERE s.sellerId = ?`,
  );
  const bucket = (star: number) => `COALESCE(SUM(CAST(rating + 0.5 AS INTEGER) = ${star}), 0)`;
  const ratingStmt = db.prepare<[string], RatingRow>(
    `SELECT COUNT(*) AS total, AVG(rating) AS average, ${bucket(1)} AS oneRating, ${bucket(2)} AS twoRating,
       ${bucket(3)} AS threeRating, ${bucket(4)} AS fourRating, ${bucket(5)} AS fiveRating
     FROM seller_ratings WHERE sellerId = ?`,
  );
  const existsStmt = db.prepare<[string], { sellerId: string }>(`SELECT sellerId FROM sellers WHERE sellerId = ?`);

  function profile(sellerId: string): z.infer<typeof SellerSchema> | undefined {
    const s = sellerStmt.get(sellerId);
    if (!s) return undefined;
    const { average, ...counts } = ratingStmt.get(sellerId)!;
    return {
      sellerId: s.sellerId,
      storedetails: { storename: s.storename, gstNumber: s.gstNumber, city: s.city, pincode: s.pincode, image: s.image },
      createdDate: toTimestamp(s.createdDate),
      rating: { average: average == null ? 0 : Math.round(average * 10) / 10, ...counts },
      productCount: s.productCount,
    };
  }

  return { profile, exists: (sellerId: string) => existsStmt.get(sellerId) !== undefined };
}
