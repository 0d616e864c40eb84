// The gateway's pure rules and the REST shapes they read, as one module for other GraphQL servers over the same REST
// API (@marketplace/gateway/rules): global IDs, cursors and connections, money, tier bounds, star counts, listing
// filters, sorts and facets, the expected delivery day, the DateTime scalar and the product page's fixed texts. No data
// access: the bench's naive peer builds its own on these, so both answer the same data.
export { connectionFromList, connectionFromPage, pageWindow, type PageArgs } from './graph/connections.ts';
export { expectedDeliveryDate } from './graph/delivery.ts';
export { opaqueId, toGlobalId } from './graph/ids.ts';
export { productListing, type ListingArgs } from './graph/listing.ts';
export type { Loaders } from './graph/loaders.ts';
export { moneyFields, moneyTotal, percentOff } from './graph/money.ts';
export { tierBounds } from './graph/tierRanges.ts';
export { countOf, ratingCount, STARS } from './graph/ratings.ts';
export { UNNAMED_CATEGORY } from './resolvers/Category.ts';
export { DELIVERABLE, DETAIL_ROWS, NOT_DELIVERABLE, STOCK_LABELS } from './resolvers/Product.ts';
export { DateTime } from './resolvers/scalars.ts';
export { viewerKey } from './resolvers/Viewer.ts';
export { productCountOf } from './upstream/catalog.ts';
export type * from './upstream/dto.ts';
