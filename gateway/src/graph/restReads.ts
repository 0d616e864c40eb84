// The REST reads the cost estimate charges for, beside the objects of an answer (cost.ts). A read keyed by one object
// (a seller's products, a product's details) can be made once per object of an answer, so it is charged per object;
// a read of a whole resource (the category tree, the cart, the brands) is made at most once per request (rest.ts
// dedupes it), so it is never charged: the runtime budget of REST calls keeps room for each of them once.
import { endpoints } from '../upstream/endpoints.ts';

export type Endpoint = keyof typeof endpoints;

/**
 * Fields that look up each object they answer by its key: each costs one call. A product they answer has paid its
 * read; any other product (a banner's, an order item's) pays one, unless a product list brought it (see cost.ts).
 */
export const LOOKUP_FIELDS: ReadonlySet<string> = new Set(['Query.node', 'Query.nodes', 'Query.seller', 'Query.order']);

/** The read that loads a product by its key, paid by a product that no list brought. */
export const PRODUCT_READ: Endpoint = 'productDetails';

/** How many items a plain list (one without `first` or a list argument) is assumed to hold, and a fan-out over one. */
export const PLAIN_LIST_SIZE = 10;

/**
 * Keyed reads a field's resolver makes for its parent object (or a root field for its arguments), with how many
 * calls each may take. An object pays each read once, however many of its fields need it (a product's description
 * and features come from one read).
 */
export const FIELD_READS: Readonly<
  Record<string, Readonly<Record<string, Readonly<Partial<Record<Endpoint, number>>>>>>
> = {
  Query: {
    searchProducts: { searchProducts: 1 },
    searchSuggestions: { searchSuggestions: 1 },
    // Its source is one keyed list (a category's, a brand's, a search...) or a collection that reads each top brand's
    // or top store's list.
    productListing: { brandProducts: PLAIN_LIST_SIZE },
    topBrandProducts: { brandProducts: PLAIN_LIST_SIZE },
    topStoreProducts: { topStoreProducts: PLAIN_LIST_SIZE },
    productsForYou: { b2bProducts: 1 },
    deliveryCheck: { checkPincode: 1 },
    sharedList: { sharedList: 1 },
  },
  Viewer: { placedOrder: { placedOrders: 1 } },
  Product: {
    description: { productDetails: 1 },
    keyFeatures: { productDetails: 1 },
    features: { productDetails: 1 },
    featureBadges: { productDetails: 1 },
    moreDetails: { productDetails: 1 },
    reviews: { productReviews: 1 },
    questions: { productQuestions: 1 },
  },
  Seller: {
    ratingSummary: { seller: 1 },
    products: { sellerProducts: 1 },
    brands: { sellerBrands: 1 },
    // The one or two REST pages a window covers.
    ratings: { sellerRatings: 2 },
  },
  Brand: { products: { brandProducts: 1 }, page: { brandPage: 1 } },
  BrandProductSection: { products: { brandProducts: 1 } },
  Category: { products: { categoryProducts: 1 } },
  FeaturedBrand: { products: { featuredBrandProducts: 1 } },
  TopStore: { products: { topStoreProducts: 1 } },
  Discount: { products: { discountProducts: 1 } },
  Address: { delivery: { checkPincode: 1 } },
};

/** Root fields that look up each item of their list argument (`productsByIds(ids:)`, a listing of `productIds`). */
export const LIST_LOOKUPS: ReadonlySet<string> = new Set(['Query.productsByIds', 'Query.productListing']);

/** Reads of whole resources: made at most once per request each, never charged per object. */
export const wholeReads = (): Endpoint[] => {
  const keyed = new Set<string>([
    PRODUCT_READ,
    'seller',
    'order',
    ...Object.values(FIELD_READS).flatMap((fields) => Object.values(fields).flatMap(Object.keys)),
  ]);
  return (Object.keys(endpoints) as Endpoint[]).filter((name) => endpoints[name].kind === 'read' && !keyed.has(name));
};
