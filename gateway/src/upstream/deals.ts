// The deal pages' REST calls: banners and the product lists the gateway filters and sorts itself.
import { endpoints } from './endpoints.ts';
import { dataOf, type Rest } from './rest.ts';
import type { ListingProductDTO, ProductSectionDTO } from './dto.ts';

export const topDeals = (rest: Rest) => dataOf(rest.read(endpoints.topDeals));

export const topDealProducts = (rest: Rest) => dataOf(rest.read(endpoints.topDealProducts));

/** Campaigns that have not ended, as the REST API's clock says. */
export const limitedTimeDeals = (rest: Rest) => dataOf(rest.read(endpoints.limitedTimeDeals));

/** Products on a running limited-time offer, soonest ending first. */
export const limitedTimeProducts = (rest: Rest) => dataOf(rest.read(endpoints.limitedTimeProducts));

/** Every new arrival, newest first (the home section's /getNewArrivalProd has only the first 20). */
export const newArrivals = (rest: Rest) => dataOf(rest.read(endpoints.newArrivals));

export const featuredBrands = (rest: Rest) => dataOf(rest.read(endpoints.featuredBrands));

export const topStores = (rest: Rest) => dataOf(rest.read(endpoints.topStores));

// Sections indexed once per REST answer (the catalog cache shares answers across requests).
const sectionIndexes = new WeakMap<object, Map<string, ListingProductDTO[]>>();

async function sectionProducts(
  rest: Rest,
  endpoint: typeof endpoints.featuredBrandProducts | typeof endpoints.topStoreProducts,
  key: 'brandId' | 'sellerId',
  id: string,
): Promise<ListingProductDTO[]> {
  const sections: ProductSectionDTO[] = await dataOf(rest.read(endpoint));
  let index = sectionIndexes.get(sections);
  if (!index) sectionIndexes.set(sections, (index = new Map(sections.map((s) => [s[key] ?? '', s.products]))));
  return index.get(id) ?? [];
}

/** The products /getfeaturedproductsWiseBrand lists for a featured brand (at most 20; none when it lists none). */
export const featuredBrandProducts = (rest: Rest, brandId: string) =>
  sectionProducts(rest, endpoints.featuredBrandProducts, 'brandId', brandId);

/** Every product /topStoreProducts lists, store after store (each product has one store, so none twice). */
export const allTopStoreProducts = async (rest: Rest) =>
  (await dataOf(rest.read(endpoints.topStoreProducts))).flatMap((section) => section.products);

/** The products /topStoreProducts lists for a top store (at most 20; none when it lists none). */
export const topStoreProducts = (rest: Rest, sellerId: string) =>
  sectionProducts(rest, endpoints.topStoreProducts, 'sellerId', sellerId);
