// A brand's products and page.
import { endpoints } from './endpoints.ts';
import type { Rest } from './rest.ts';
import type { BrandPageDTO } from './dto.ts';

/** The brand's products in catalog order (empty for a brand without products). */
export const brandProducts = async (rest: Rest, brandId: string) =>
  (await rest.read(endpoints.brandProducts, { params: [brandId] })).data;

/** The brand's page record; null when the brand has none (the REST API answers an empty list). */
export const brandPage = async (rest: Rest, brandId: string): Promise<BrandPageDTO | null> =>
  (await rest.read(endpoints.brandPage, { query: { brandId } })).data[0] ?? null;
