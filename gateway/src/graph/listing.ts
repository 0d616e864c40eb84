// Filtering, sorting and facets of product lists: one rule set for every listing (search, categories, deals,
// brands, stores, discounts), applied in the gateway over the REST API's lists; a category's sorted page from the
// REST API while its whole list is not cached.
import { LRUCache } from 'lru-cache';
import type { Availability, ProductFilter, ProductSort } from '../__generated__/schema-types.ts';
import { connectionFromList, connectionFromPage, pageWindow, type Connection, type PageArgs } from './connections.ts';
import { badUserInput } from './errors.ts';
import { restKeyOf } from './ids.ts';
import type { Loaders } from './loaders.ts';
import { percentOff } from './money.ts';
import type { BrandSummaryDTO, CategoryDTO, ListingProductDTO } from '../upstream/dto.ts';
import { productCountOf } from '../upstream/catalog.ts';
import { categoryPage, categoryProducts, holdsCategoryProducts, type CategorySort } from '../upstream/listings.ts';
import type { Rest } from '../upstream/rest.ts';

export interface ListingArgs extends PageArgs {
  filter?: ProductFilter | null;
  sort?: ProductSort | null;
}

export interface ProductFacetsValue {
  brands: { brand: BrandSummaryDTO; count: number }[];
  priceRange: { min: number; max: number } | null;
}

/** A value, or a function that reads it when asked for (FacetedProductConnection's resolvers call it). */
type Lazy<T> = T | (() => Promise<T>);

/** The value of a Lazy field. */
export const valueOf = <T>(value: Lazy<T>): T | Promise<T> =>
  typeof value === 'function' ? (value as () => Promise<T>)() : value;

/** A page of a list with its sidebar's facets, all of it at hand. */
type Listing = Connection<ListingProductDTO> & { facets: ProductFacetsValue };

export type FacetedProductConnectionValue = Pick<Listing, 'edges' | 'nodes'> & {
  pageInfo: Lazy<Connection<ListingProductDTO>['pageInfo']>;
  totalCount: Lazy<number>;
  facets: Lazy<ProductFacetsValue>;
};

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
  if (f.minRating != null) others.push((p) => p.rating >= f.minRating!);
  if (f.minPrice != null) others.push((p) => p.offerPrice >= f.minPrice!);
  if (f.maxPrice != null) others.push((p) => p.offerPrice <= f.maxPrice!);
  if (f.categoryId != null) {
    // An ID that is not a category's (null) matches nothing, as an unknown category does.
    const category = restKeyOf(f.categoryId, 'Category');
    others.push((p) => category !== null && p.categoryIds.includes(category));
  }
  const brands = f.brandIds?.length ? new Set(f.brandIds.map((id) => restKeyOf(id, 'Brand'))) : null;
  return { brand: brands ? (p) => brands.has(p.brandId) : () => true, others };
}

const SORTS: Record<ProductSort, ((a: ListingProductDTO, b: ListingProductDTO) => number) | null> = {
  PRICE_LOW_TO_HIGH: (a, b) => a.offerPrice - b.offerPrice,
  PRICE_HIGH_TO_LOW: (a, b) => b.offerPrice - a.offerPrice,
  DISCOUNT: (a, b) => percentOff(b.price, b.offerPrice) - percentOff(a.price, a.offerPrice),
  RECOMMENDED: null,
};

/** Facet brands (met in list order) by name; brands of one name keep list order. */
const byBrandName = (brands: ProductFacetsValue['brands']) =>
  brands.sort((a, b) => a.brand.brandName.localeCompare(b.brand.brandName));

function facetsOf(all: ListingProductDTO[], passOthers: ListingProductDTO[]): ProductFacetsValue {
  const brands = new Map<string, { brand: BrandSummaryDTO; count: number }>();
  for (const p of all) if (!brands.has(p.brandId)) brands.set(p.brandId, { brand: p.brandDetails, count: 0 });
  for (const p of passOthers) brands.get(p.brandId)!.count++;
  const priceRange = all.reduce<{ min: number; max: number } | null>(
    (range, { offerPrice: price }) =>
      range ? { min: Math.min(range.min, price), max: Math.max(range.max, price) } : { min: price, max: price },
    null,
  );
  return { brands: byBrandName([...brands.values()]), priceRange };
}

/** A list filtered and sorted one way, with its sidebar's facets. */
interface View {
  products: ListingProductDTO[];
  facets: ProductFacetsValue;
}

/** How many filter and sort combinations of one list are kept. */
const VIEWS_PER_LIST = 32;

/**
 * What filtering and sorting a list cost, paid once per list: its sorted orders and its views by filter and sort.
 * A list from the catalog cache is the same array for every request that reads it until it is refreshed, so its
 * views live as long as it does (a 19,000-product category is sorted once, not on every request).
 */
const listViews = new WeakMap<
  ListingProductDTO[],
  { sorted: Map<ProductSort, ListingProductDTO[]>; views: LRUCache<string, View> }
>();

function viewOf(all: ListingProductDTO[], filter: ProductFilter | null | undefined, sort: ProductSort): View {
  const { brand, others } = tests(filter);
  let memo = listViews.get(all);
  if (!memo) listViews.set(all, (memo = { sorted: new Map(), views: new LRUCache({ max: VIEWS_PER_LIST }) }));
  const f = filter ?? {};
  const key = JSON.stringify([
    sort,
    f.availability ?? 'ALL',
    f.minRating,
    f.minPrice,
    f.maxPrice,
    f.categoryId,
    [...(f.brandIds ?? [])].sort(),
  ]);
  let view = memo.views.get(key);
  if (!view) {
    let sorted = memo.sorted.get(sort);
    if (!sorted) {
      const compare = SORTS[sort];
      // Array.prototype.sort is stable: ties keep the list's own order, and filtering a sorted list keeps its order.
      memo.sorted.set(sort, (sorted = compare ? [...all].sort(compare) : all));
    }
    const passOthers = sorted.filter((p) => others.every((test) => test(p)));
    memo.views.set(key, (view = { products: passOthers.filter(brand), facets: facetsOf(all, passOthers) }));
  }
  return view;
}

/** A page of `all` after the filter and sort, with the sidebar's facets; the page's products prime the loader. */
export function productListing(all: ListingProductDTO[], args: ListingArgs, loaders: Loaders): Listing {
  const { products, facets } = viewOf(all, args.filter, args.sort ?? 'PRICE_LOW_TO_HIGH');
  const connection = connectionFromList(products, args);
  loaders.primeProducts(connection.edges.map((edge) => edge.node));
  return { ...connection, facets };
}

/**
 * A page of a list whose newest items the REST API also serves on their own (`opening`: the home page's newest
 * arrivals). An unfiltered first page in the list's own order that the opening covers takes its products from it; the
 * page's pageInfo, totalCount and facets need the whole list, which is read only when one of them is asked for (the
 * home page asks for the products only). Any other page is read from the whole list.
 */
export async function listingFromOpening(
  opening: () => Promise<ListingProductDTO[]>,
  whole: () => Promise<ListingProductDTO[]>,
  args: ListingArgs,
  loaders: Loaders,
): Promise<FacetedProductConnectionValue> {
  const { limit } = pageWindow(args);
  if (args.after != null || args.sort !== 'RECOMMENDED' || !unfiltered(args.filter))
    return productListing(await whole(), args, loaders);
  const first = await opening();
  if (limit > first.length) return productListing(await whole(), args, loaders);
  const { edges, nodes } = connectionFromPage(loaders.primeProducts(first.slice(0, limit)), 0, limit, args);
  let full: Promise<Listing> | undefined;
  const fromWhole = () => (full ??= whole().then((all) => productListing(all, args, loaders)));
  return {
    edges,
    nodes,
    pageInfo: async () => (await fromWhole()).pageInfo,
    totalCount: async () => (await fromWhole()).totalCount,
    facets: async () => (await fromWhole()).facets,
  };
}

/** The listing sorts the REST API can sort a category's pages in; DISCOUNT (a computed percentage) is not one. */
const CATEGORY_SORTS: Partial<Record<ProductSort, CategorySort>> = {
  PRICE_LOW_TO_HIGH: 'price_asc',
  PRICE_HIGH_TO_LOW: 'price_desc',
  RECOMMENDED: 'productId',
};

const unfiltered = (filter: ProductFilter | null | undefined) =>
  !filter ||
  Object.entries(filter).every(
    ([name, value]) =>
      value == null ||
      (name === 'availability' && value === 'ALL') ||
      (name === 'brandIds' && !(value as string[]).length),
  );

/**
 * A page of a category's products. An unfiltered page in a sort the REST API has is read on its own (and cached as
 * such), unless the catalog cache holds the category's whole list already: a large category's whole list (28 MB of
 * JSON at 19 000 products, a second of the REST API's one thread) is read only when a filter or the discount sort
 * needs it, and then filtered and sorted here.
 */
export async function categoryListing(
  rest: Rest,
  category: CategoryDTO,
  args: ListingArgs,
  loaders: Loaders,
): Promise<FacetedProductConnectionValue> {
  // An empty category needs no call: the tree already counts the subtree's products.
  const total = productCountOf(category);
  if (!total) return productListing([], args, loaders);
  const sort = CATEGORY_SORTS[args.sort ?? 'PRICE_LOW_TO_HIGH'];
  const { offset, limit } = pageWindow(args);
  if (sort && limit > 0 && unfiltered(args.filter) && !holdsCategoryProducts(rest, category)) {
    const page = await categoryPage(rest, category, sort, offset, limit);
    if (page) {
      loaders.primeProducts(page.products);
      const facets = { brands: byBrandName([...page.facets.brands]), priceRange: page.facets.priceRange };
      return { ...connectionFromPage(page.products, offset, total, args), facets };
    }
  }
  return productListing(await categoryProducts(rest, category), args, loaders);
}
