// A brand's products and page.
import type { Rest } from './rest.ts';
import type { BrandPageDTO, ListingProductDTO } from './dto.ts';

/** The brand's products in catalog order (empty for a brand without products). */
export const brandProducts = async (rest: Rest, brandId: string) =>
  (await rest.get<ListingProductDTO[]>(`/getBrandWiseProducts/${encodeURIComponent(brandId)}`)).data;

/** The brand's page record; null when the brand has none (the REST API answers an empty list). */
export const brandPage = async (rest: Rest, brandId: string): Promise<BrandPageDTO | null> =>
  (await rest.get<BrandPageDTO[]>('/getbrandPage', { brandId })).data[0] ?? null;
