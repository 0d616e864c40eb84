import type { Rest } from './rest.ts';
import type { BannerDTO, DiscountDTO, ListingProductDTO } from './dto.ts';

export const homeBanners = async (rest: Rest) => (await rest.get<BannerDTO[]>('/gethomebanner')).data;

export const discountsForYou = async (rest: Rest) => (await rest.get<DiscountDTO[]>('/getDiscountForYouDetails')).data;

/** The home section's newest arrivals (the API returns at most 20). */
export const homeNewArrivals = async (rest: Rest) => (await rest.get<ListingProductDTO[]>('/getNewArrivalProd')).data;
