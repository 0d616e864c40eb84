import { z } from '@hono/zod-openapi';
import { sql } from 'kysely';
import { first, type Queries } from '../db/queries.ts';

/** Star-count fields of a seller rating summary. */
export const StarCounts = {
  oneRating: z.number().int(),
  twoRating: z.number().int(),
  threeRating: z.number().int(),
  fourRating: z.number().int(),
  fiveRating: z.number().int(),
};

export type SellerRatingSummary = { average: number; total: number } & Record<keyof typeof StarCounts, number>;

/**
 * A seller's rating summary: mean (one decimal, 0 when unrated), total and star counts, each half-star rating
 * bucketed to the nearest whole star with halves rounding up. Shared by the seller page and product details.
 */
export function createSellerRatingSummary(db: Queries) {
  const bucket = (star: number) => `COUNT(CASE WHEN rating >= ${star - 0.5} AND rating < ${star + 0.5} THEN 1 END)`;
  const columns = sql.raw(
    `COUNT(*) AS total, AVG(rating) AS average, ${bucket(1)} AS "oneRating", ${bucket(2)} AS "twoRating",
       ${bucket(3)} AS "threeRating", ${bucket(4)} AS "fourRating", ${bucket(5)} AS "fiveRating"`,
  );
  return async (sellerId: string): Promise<SellerRatingSummary> => {
    const { average, ...counts } = (await first(
      db,
      sql<
        Omit<SellerRatingSummary, 'average'> & { average: number | null }
      >`SELECT ${columns} FROM seller_ratings WHERE sellerId = ${sellerId}`,
    ))!;
    return { average: average == null ? 0 : Math.round(average * 10) / 10, ...counts };
  };
}
