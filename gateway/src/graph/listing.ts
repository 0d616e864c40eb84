// Filtering, sorting and facets of product lists: one rule set for every listing (search, categories, deals,
// brands, stores, discounts), applied in the gateway over the REST API's lists.
import type { Availability, ProductFilter, ProductSort } from '../__generated__/resolvers-types.ts';
import { connectionFromList, type Connection, type PageArgs } from './connections.ts';
import { badUserInput } from './errors.ts';
import type { Loaders } from './loaders.ts';
import { percentOff } from './money.ts';
import { averageRating } from './ratings.ts';
import type { BrandSummaryDTO, ListingProductDTO } from '../upstream/dto.ts';

export interface ListingArgs extends PageArgs {
  filter?: ProductFilter | null;
  sort?: ProductSort | null;
}

export interface ProductFacetsValue {
  brands: { brand: BrandSummaryDTO; count: number }[];
  priceRange: { min: number; max: number } | null;
}

export type FacetedProductConnectionValue = Connection<ListingProductDTO> & { facets: ProductFacetsValue };

type Test = (product: ListingProductDTO) => boolean;

const AVAILABLE: Record<Availability, Test> = {
  ALL: () => true,
  IN_STOCK: (p) => p.stock > 0,
  OUT_OF_STOCK: (p) => p.stock <= 0,
};

/** The filter's tests, brand test apart (facets count brands with every other test applied). */
function tests(filter: ProductFilter | null | undefined): { brand: Test; others: Test[] } {
  const f = filter ?? {};
  if (f.minRating != null && (!Number.isInteger(f.minRating) || f.minRating < 1 || f.minRating > 5))
    throw badUserInput('filter.minRating must be a whole number from 1 to 5');
  if (f.minPrice != null && f.maxPrice != null && f.minPrice > f.maxPrice)
    throw badUserInput('filter.minPrice must not be above filter.maxPrice');
  const others: Test[] = [AVAILABLE[f.availability ?? 'ALL']];
  if (f.minRating != null) others.push((p) => averageRating(p) >= f.minRating!);
  if (f.minPrice != null) others.push((p) => p.offerPrice >= f.minPrice!);
  if (f.maxPrice != null) others.push((p) => p.offerPrice <= f.maxPrice!);
  if (f.categoryId != null) others.push((p) => p.categoryIds.includes(f.categoryId!));
  const brands = f.brandIds?.length ? new Set(f.brandIds) : null;
  return { brand: brands ? (p) => brands.has(p.brandId) : () => true, others };
}

const SORTS: Record<ProductSort, ((a: ListingProductDTO, b: ListingProductDTO) => number) | null> = {
  PRICE_LOW_TO_HIGH: (a, b) => a.offerPrice - b.offerPrice,
  PRICE_HIGH_TO_LOW: (a, b) => b.offerPrice - a.offerPrice,
  DISCOUNT: (a, b) => percentOff(b.price, b.offerPrice) - percentOff(a.price, a.offerPrice),
  RECOMMENDED: null,
};

function facetsOf(all: ListingProductDTO[], passOthers: ListingProductDTO[]): ProductFacetsValue {
  const brands = new Map<string, { brand: BrandSummaryDTO; count: number }>();
  for (const p of all) if (!brands.has(p.brandId)) brands.set(p.brandId, { brand: p.brandDetails, count: 0 });
  for (const p of passOthers) brands.get(p.brandId)!.count++;
  const priceRange = all.reduce<{ min: number; max: number } | null>(
    (range, { offerPrice: price }) => (range ? { min: Math.min(range.min, price), max: Math.max(range.max, price) } : { min: price, max: price }),
    null,
  );
  return { brands: [...brands.values()].sort((a, b) => a.brand.brandName.localeCompare(b.brand.brandName)), priceRange };
}

/** A page of `all` after the filter and sort, with the sidebar's facets; the page's products prime the loader. */
export function productListing(all: ListingProductDTO[], args: ListingArgs, loaders: Loaders): FacetedProductConnectionValue {
  const { brand, others } = tests(args.filter);
  const passOthers = all.filter((p) => others.every((test) => test(p)));
  const kept = passOthers.filter(brand);
  const compare = SORTS[args.sort ?? 'PRICE_LOW_TO_HIGH'];
  // Array.prototype.sort is stable: ties keep the list's own order.
  const sorted = compare ? kept.sort(compare) : kept;
  const connection = connectionFromList(sorted, args);
  loaders.primeProducts(connection.edges.map((edge) => edge.node));
  return { ...connection, facets: facetsOf(all, passOthers) };
}
