// A rating summary's star counts as the REST API gives them; its mean is the REST API's too (`rating`, `average`).
import type { StarCountsDTO } from '../upstream/dto.ts';

export const STARS = [5, 4, 3, 2, 1] as const;

export const countOf = (r: StarCountsDTO, stars: (typeof STARS)[number]) =>
  [r.oneRating, r.twoRating, r.threeRating, r.fourRating, r.fiveRating][stars - 1]!;

export const ratingCount = (r: StarCountsDTO) => STARS.reduce((sum, stars) => sum + countOf(r, stars), 0);
