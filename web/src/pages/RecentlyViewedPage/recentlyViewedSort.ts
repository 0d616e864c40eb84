import type { ProductSort } from '../../components/listing/useListingParams.ts';

/** Recently Viewed opens most recent first: RECOMMENDED keeps the device list's order. */
export const RECENTLY_VIEWED_SORT: ProductSort = 'RECOMMENDED';
