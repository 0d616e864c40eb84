import { lazy } from 'react';

/** The filter sidebar in its own chunk (radio groups, collapsibles, the price fields): ListingLayout shows it after the first paint. */
export const FilterSidebar = lazy(async () => ({ default: (await import('./FilterSidebar.tsx')).FilterSidebar }));
