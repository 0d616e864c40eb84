import { orNull } from './client.ts';
import { endpoints } from './endpoints.ts';
import type { Rest } from './rest.ts';
import type { ListingProductDTO } from './dto.ts';

export const homeBanners = async (rest: Rest) => (await rest.read(endpoints.homeBanners)).data;

export const discountsForYou = async (rest: Rest) => (await rest.read(endpoints.discountsForYou)).data;

/** The home section's newest arrivals (the API returns at most 20). */
export const homeNewArrivals = async (rest: Rest) => (await rest.read(endpoints.homeNewArrivals)).data;

/** The discounted products anywhere under a discount campaign's category (none for an unknown campaign). */
export async function discountProducts(rest: Rest, discountId: string): Promise<ListingProductDTO[]> {
  const answer = await orNull(rest.read(endpoints.discountProducts, { params: [discountId] }));
  return answer?.data ?? [];
}
