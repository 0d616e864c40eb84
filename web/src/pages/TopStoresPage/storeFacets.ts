import type { TopStore } from './TopStoresPage.tsx';

/**
 * The sidebar's facets for all the stores at once. Each store's facets give its own unfiltered price range; the
 * slider takes the facets of the store whose range reaches lowest, then highest (a store's range never covers
 * another's wholly in general, but the slider needs one fragment).
 */
export function widestFacets(stores: readonly TopStore[]): TopStore['products']['facets'] | null {
  let widest: TopStore['products']['facets'] | null = null;
  for (const { products } of stores) {
    const range = products.facets.priceRange;
    const best = widest?.priceRange;
    if (!widest || (range && (!best || span(range) > span(best)))) widest = products.facets;
  }
  return widest;
}

function span(range: { readonly min: { readonly amount: unknown }; readonly max: { readonly amount: unknown } }) {
  return Number(range.max.amount) - Number(range.min.amount);
}

/** Every brand any store's list holds, by name, with its products counted over all the stores. */
export function brandOptions(stores: readonly TopStore[]): { value: string; label: string }[] {
  const counts = new Map<string, { name: string; count: number }>();
  for (const { products } of stores) {
    for (const { brand, count } of products.facets.brands) {
      const seen = counts.get(brand.brandId);
      counts.set(brand.brandId, { name: brand.name, count: (seen?.count ?? 0) + count });
    }
  }
  return [...counts]
    .sort(([, a], [, b]) => a.name.localeCompare(b.name))
    .map(([brandId, { name, count }]) => ({ value: brandId, label: `${name} (${count})` }));
}
