import { useSearchParams } from 'react-router-dom';

/** A list page's filter and sort as GraphQL variables (`ProductFilter`, `ProductSort`). */
export interface ListingVariables {
  filter: {
    brandIds?: string[];
    minRating?: number;
    minPrice?: number;
    maxPrice?: number;
    availability?: Availability;
  };
  sort: ProductSort;
}

export type Availability = 'ALL' | 'IN_STOCK' | 'OUT_OF_STOCK';
export type ProductSort = 'PRICE_LOW_TO_HIGH' | 'PRICE_HIGH_TO_LOW' | 'DISCOUNT' | 'RECOMMENDED';

/** What the controls show, as read from the URL: absent or invalid parameters read as "no filter" / the default. */
export interface ListingParams {
  brand: string | null;
  rating: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  availability: Availability;
  sort: ProductSort;
}

export const DEFAULT_SORT: ProductSort = 'PRICE_LOW_TO_HIGH';

// The URL's words for the enum values: readable, lower case, and stable if the schema's names change.
const availabilityWords: Record<Exclude<Availability, 'ALL'>, string> = {
  IN_STOCK: 'in-stock',
  OUT_OF_STOCK: 'out-of-stock',
};
const sortWords: Record<ProductSort, string> = {
  PRICE_LOW_TO_HIGH: 'price-low-to-high',
  PRICE_HIGH_TO_LOW: 'price-high-to-low',
  DISCOUNT: 'discount',
  RECOMMENDED: 'recommended',
};

function fromWord<T extends string>(words: Partial<Record<T, string>>, word: string | null): T | undefined {
  return (Object.keys(words) as T[]).find((key) => words[key] === word);
}

function number(value: string | null, valid: (n: number) => boolean): number | null {
  if (value == null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && valid(n) ? n : null;
}

/**
 * Reads the filter and sort from a URL's search params (`brand`, `rating`, `minPrice`, `maxPrice`, `availability`,
 * `sort`); no `sort` means the page's `defaultSort`.
 */
export function readListingParams(search: URLSearchParams, defaultSort: ProductSort = DEFAULT_SORT): ListingParams {
  const rating = number(search.get('rating'), (n) => Number.isInteger(n) && n >= 1 && n <= 5);
  return {
    brand: search.get('brand') || null,
    rating,
    minPrice: number(search.get('minPrice'), (n) => n >= 0),
    maxPrice: number(search.get('maxPrice'), (n) => n >= 0),
    availability: fromWord(availabilityWords, search.get('availability')) ?? 'ALL',
    sort: fromWord(sortWords, search.get('sort')) ?? defaultSort,
  };
}

/** The GraphQL variables for the params: only the filters that are set. */
export function listingVariables(params: ListingParams): ListingVariables {
  const filter: ListingVariables['filter'] = {};
  if (params.brand) filter.brandIds = [params.brand];
  if (params.rating != null) filter.minRating = params.rating;
  if (params.minPrice != null) filter.minPrice = params.minPrice;
  if (params.maxPrice != null) filter.maxPrice = params.maxPrice;
  if (params.availability !== 'ALL') filter.availability = params.availability;
  return { filter, sort: params.sort };
}

/** For a route loader: the variables of the URL it is loading. */
export function listingVariablesOf(url: string | URL, defaultSort: ProductSort = DEFAULT_SORT): ListingVariables {
  return listingVariables(readListingParams(new URL(url).searchParams, defaultSort));
}

/** Where a list page's products come from: the graph's `ProductListingSource` (exactly one of its fields). */
export type ListingSource =
  | { search: string }
  | { categoryId: string }
  | { brandId: string }
  | { discountId: string }
  | { productIds: readonly string[] }
  | { collection: 'TOP_DEALS' | 'LIMITED_TIME_DEALS' | 'NEW_ARRIVALS' | 'TOP_BRANDS' };

/** For a list page's route loader: its `ListingPage_query` variables, the source with the URL's filter and sort. */
export function listingQueryVariables(
  source: ListingSource,
  url: string | URL,
  defaultSort: ProductSort = DEFAULT_SORT,
) {
  return { source, ...listingVariablesOf(url, defaultSort) };
}

/** How the URL spells a parameter's value: null when it is no filter (or the page's default sort). */
export function listingParamWord<K extends keyof ListingParams>(
  key: K,
  value: ListingParams[K],
  defaultSort: ProductSort = DEFAULT_SORT,
): string | null {
  if (key === 'availability') return value === 'ALL' ? null : availabilityWords[value as Exclude<Availability, 'ALL'>];
  if (key === 'sort') return value === defaultSort ? null : sortWords[value as ProductSort];
  return value == null ? null : String(value);
}

/** Writes `changes` into a copy of `search`; null (or the default) removes a parameter. Other parameters stay. */
export function writeListingParams(
  search: URLSearchParams,
  changes: Partial<ListingParams>,
  defaultSort: ProductSort = DEFAULT_SORT,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes) as [keyof ListingParams, ListingParams[keyof ListingParams]][]) {
    const word = listingParamWord(key, value, defaultSort);
    if (word == null) next.delete(key);
    else next.set(key, word);
  }
  return next;
}

export const FILTER_KEYS = ['brand', 'rating', 'minPrice', 'maxPrice', 'availability'] as const;

/** Every search parameter a list page reads. */
export const LISTING_PARAMS = [...FILTER_KEYS, 'sort'] as const;

/**
 * A list page's filter and sort, kept in the URL's search params so a filtered page can be shared and reloaded.
 * Each change pushes a history entry (Back undoes it) and the route's loader runs the page query again with the
 * new variables. A page whose list has its own natural order passes it as `defaultSort` (its loader too).
 */
export function useListingParams(defaultSort: ProductSort = DEFAULT_SORT) {
  const [search, setSearch] = useSearchParams();
  const params = readListingParams(search, defaultSort);
  return {
    params,
    variables: listingVariables(params),
    /** Whether any filter (not the sort) is set: a form sent without the app names its empty fields too. */
    filtered: FILTER_KEYS.some((key) => search.getAll(key).some(Boolean)),
    change: (changes: Partial<ListingParams>) => setSearch(writeListingParams(search, changes, defaultSort)),
    clearFilters: () =>
      setSearch(writeListingParams(search, Object.fromEntries(FILTER_KEYS.map((key) => [key, null])), defaultSort)),
  };
}

export type ListingControls = ReturnType<typeof useListingParams>;
