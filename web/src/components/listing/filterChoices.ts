import type { Availability } from './useListingParams.ts';

/** What a list page's filters offer, the same in the sidebar (from lg up) and the filter panel (below). */
export const RATING_CHOICES: readonly { rating: number | null; label: string }[] = [
  { rating: null, label: 'Any rating' },
  ...[5, 4, 3, 2, 1].map((n) => ({ rating: n, label: `${n} stars & up` })),
];

export const AVAILABILITY_CHOICES: readonly { availability: Availability; label: string }[] = [
  { availability: 'ALL', label: 'All' },
  { availability: 'IN_STOCK', label: 'In stock' },
  { availability: 'OUT_OF_STOCK', label: 'Out of stock' },
];

export const ALL_BRANDS = 'All brands';
export const NO_BRANDS = 'No brands available';
export const NO_CATEGORIES = 'No categories';

interface Facets {
  readonly brands: readonly {
    readonly brand: { readonly brandId: string; readonly name: string };
    readonly count: number;
  }[];
  readonly priceRange:
    { readonly min: { readonly amount: string }; readonly max: { readonly amount: string } } | null | undefined;
}

/** The list's brands as choices, "Name (count)". */
export const brandChoices = ({ brands }: Facets) =>
  brands.map(({ brand, count }) => ({ value: brand.brandId, label: `${brand.name} (${count})` }));

/** The whole rupees the list's prices span, or null when the list has none. */
export function priceBounds({ priceRange }: Facets): [number, number] | null {
  return priceRange ? [Math.floor(Number(priceRange.min.amount)), Math.ceil(Number(priceRange.max.amount))] : null;
}
