import { z } from '@hono/zod-openapi';
import { toTimestamp } from '../clock.ts';
import type { Db } from '../db/open.ts';
import { TimestampSchema } from './timestamp.ts';
import { BrandSummarySchema } from './deal.ts';
import { createSellerRatingSummary, StarCounts } from './sellerRating.ts';

export const SellerIdQuerySchema = z.object({
  sellerId: z.string({ error: 'sellerId is required' }).min(1, 'sellerId is required'),
});

export const SellerSchema = z
  .object({
    sellerId: z.string(),
    storedetails: z.object({
      storename: z.string(),
      gstNumber: z.string(),
      city: z.string(),
      pincode: z.string(),
      image: z.string(),
    }),
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
type SellerBrand = z.infer<typeof SellerBrandSchema>;

/** Seller lookups shared by the seller routes. */
export function createSellerReader(db: Db) {
  const sellerStmt = db.prepare<[string], SellerRow>(
    `SELECT s.*, (SELECT COUNT(*) FROM products p WHERE p.sellerId = s.sellerId) AS productCount
     FROM sellers s WHERE s.sellerId = ?`,
  );
  const rating = createSellerRatingSummary(db);
  const brandsStmt = db.prepare<[string], SellerBrand>(
    `SELECT b.brandId, b.brandName, b.brandLogo, COUNT(*) AS productCount
     FROM products p JOIN brands b ON b.brandId = p.brandId WHERE p.sellerId = ?
     GROUP BY b.brandId ORDER BY productCount DESC, b.brandName, b.brandId`,
  );
  const existsStmt = db.prepare<[string], { sellerId: string }>(`SELECT sellerId FROM sellers WHERE sellerId = ?`);

  function profile(sellerId: string): z.infer<typeof SellerSchema> | undefined {
    const s = sellerStmt.get(sellerId);
    if (!s) return undefined;
    return {
      sellerId: s.sellerId,
      storedetails: {
        storename: s.storename,
        gstNumber: s.gstNumber,
        city: s.city,
        pincode: s.pincode,
        image: s.image,
      },
      createdDate: toTimestamp(s.createdDate),
      rating: rating(sellerId),
      productCount: s.productCount,
    };
  }

  return {
    profile,
    exists: (sellerId: string) => existsStmt.get(sellerId) !== undefined,
    /** Brands the seller sells, most products first, ties by brandName. */
    brands: (sellerId: string): SellerBrand[] => brandsStmt.all(sellerId),
  };
}
