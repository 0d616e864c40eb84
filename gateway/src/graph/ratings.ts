import type { StarCountsDTO } from '../upstream/dto.ts';

export const STARS = [5, 4, 3, 2, 1] as const;

export const countOf = (r: StarCountsDTO, stars: (typeof STARS)[number]) =>
  [r.oneRating, r.twoRating, r.threeRating, r.fourRating, r.fiveRating][stars - 1]!;

export const ratingCount = (r: StarCountsDTO) => STARS.reduce((sum, stars) => sum + countOf(r, stars), 0);

/** The average rating: weighted mean of the star counts, one decimal, 0 when unrated (the one rule everywhere). */
export function averageRating(r: StarCountsDTO): number {
  const count = ratingCount(r);
  const total = STARS.reduce((sum, stars) => sum + stars * countOf(r, stars), 0);
  return count === 0 ? 0 : Math.round((total / count) * 10) / 10;
}
