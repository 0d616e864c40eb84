// A seller store's products, brands and ratings. The store record itself is catalog.seller (/getOneSeller).
import { endpoints } from './endpoints.ts';
import type { Rest } from './rest.ts';

/** The store's products, top sellers first (units ordered). */
export const sellerProducts = async (rest: Rest, sellerId: string) =>
  (await rest.read(endpoints.sellerProducts, { query: { sellerId } })).data;

/** The brands the store deals in, most of its products first. */
export const sellerBrands = async (rest: Rest, sellerId: string) =>
  (await rest.read(endpoints.sellerBrands, { query: { sellerId } })).data;

/** The REST API's largest ratings page. */
const MAX_LIMIT = 50;

/**
 * The REST pages (page, limit) covering the ratings at `offset` .. `offset + count - 1`: one page whenever a page
 * size of at most 50 holds the whole window (always for the pages a client walks with a fixed `first`).
 */
export function ratingPagesCovering(offset: number, count: number): { page: number; limit: number }[] {
  const n = Math.max(count, 1);
  for (let limit = n; limit <= MAX_LIMIT; limit++)
    if (Math.floor(offset / limit) === Math.floor((offset + n - 1) / limit))
      return [{ page: Math.floor(offset / limit) + 1, limit }];
  const first = Math.floor(offset / MAX_LIMIT);
  const last = Math.floor((offset + n - 1) / MAX_LIMIT);
  return Array.from({ length: last - first + 1 }, (_, i) => ({ page: first + i + 1, limit: MAX_LIMIT }));
}

/** The store's ratings at `offset` .. `offset + count - 1`, newest first, and how many it has. */
export async function sellerRatings(rest: Rest, sellerId: string, offset: number, count: number) {
  const pages = ratingPagesCovering(offset, count);
  const answers = await Promise.all(
    pages.map(({ page, limit }) =>
      rest.read(endpoints.sellerRatings, {
        query: { sellerId, page, limit },
      }),
    ),
  );
  const start = offset - (pages[0]!.page - 1) * pages[0]!.limit;
  const ratings = answers.flatMap((answer) => answer.data.ratings).slice(start, start + count);
  return { ratings, total: answers[0]!.data.total };
}

export interface SellerRatingInput {
  customerId: string;
  sellerId: string;
  rating: number;
  review: string;
  comment: string;
}

/** Stores the signed-in shopper's rating of a store; a second rating of the same store is a 409. */
export async function addSellerRating(rest: Rest, rating: SellerRatingInput): Promise<void> {
  await rest.write(endpoints.addSellerRating, { body: rating });
  // The store's summary and ratings changed: later reads must not see the answers from before.
  rest.forget(endpoints.seller, { sellerId: rating.sellerId });
  rest.forget(endpoints.sellerRatings, { sellerId: rating.sellerId });
}
