import { orNull } from './client.ts';
import type { Rest } from './rest.ts';
import type { BannerDTO, DiscountDTO, ListingProductDTO } from './dto.ts';

export const homeBanners = async (rest: Rest) => (await rest.get<BannerDTO[]>('/gethomebanner')).data;

export const discountsForYou = async (rest: Rest) => (await rest.get<DiscountDTO[]>('/getDiscountForYouDetails')).data;

/** The home section's newest arrivals (the API returns at most 20). */
export const homeNewArrivals = async (rest: Rest) => (await rest.get<ListingProductDTO[]>('/getNewArrivalProd')).data;

/** The discounted products anywhere under a discount campaign's category (none for an unknown campaign). */
export async function discountProducts(rest: Rest, discountId: string): Promise<ListingProductDTO[]> {
  const answer = await orNull(rest.get<ListingProductDTO[]>(`/get-discount-products/${encodeURIComponent(discountId)}`));
  return answer?.data ?? [];
}
