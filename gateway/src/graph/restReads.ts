// Which fields make the REST reads the cost estimate charges for, beside the objects of an answer (cost.ts). A read
// keyed by one object (a seller's products, a product's details) can be made once per object of an answer: its weight
// in the endpoint table (endpoints.ts) is charged per object. A read of a whole resource (the category tree, the cart,
// the brands) has weight 0: it is made at most once per request (rest.ts dedupes it), and the runtime budget of REST
// calls keeps room for each of them once.
import { endpoints } from '../upstream/endpoints.ts';

export type Endpoint = keyof typeof endpoints;

/**
 * Fields that look up each object they answer by its key: each costs one read of its type. A product they answer has paid its
 * read; any other product (a banner's, an order item's) pays one, unless a product list brought it (see cost.ts).
 */
export const LOOKUP_FIELDS: ReadonlySet<string> = new Set([
  'Query.node',
  'Query.nodes',
  'Query.seller',
  'Query.order',
  'Viewer.order',
]);

/** The reads a lookup makes, one per object: a product's, a seller's or an order's (the heaviest is charged). */
export const LOOKUP_READS: readonly Endpoint[] = ['productDetails', 'seller', 'order'];

/** The read that loads a product by its key, paid by a product that no list brought. */
export const PRODUCT_READ: Endpoint = 'productDetails';

/** How many items a plain list (one without `first` or a list argument) is assumed to hold. */
export const PLAIN_LIST_SIZE = 10;

/** How many sections a collection is assumed to read (top brands, top stores: 13 and 4 in the demo catalog). */
export const SECTIONS = 20;

/**
 * Keyed reads a field's resolver makes for its parent object (or a root field for its arguments), with how many of
 * each it may make. An object pays each read once, however many of its fields need it (a product's description
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
    productListing: { brandProducts: SECTIONS },
    topBrandProducts: { brandProducts: SECTIONS },
    topStoreProducts: { topStoreProducts: SECTIONS },
    productsForYou: { b2bProducts: 1 },
    deliveryCheck: { checkPincode: 1 },
    sharedList: { sharedList: 1 },
  },
  // A checkout of one product reads the product and the price the REST API charges for its quantity.
  Viewer: { placedOrder: { placedOrders: 1 }, checkout: { productDetails: 1, productPrice: 1 } },
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
    // Up to three REST pages of 50 cover a window of 100 ratings.
    ratings: { sellerRatings: 3 },
  },
  Brand: { products: { brandProducts: 1 }, page: { brandPage: 1 } },
  BrandProductSection: { products: { brandProducts: 1 } },
  // A page of the category's list, or (unsorted, filtered, or the page failing) the whole list.
  Category: { products: { categoryProducts: 2 } },
  FeaturedBrand: { products: { featuredBrandProducts: 1 } },
  TopStore: { products: { topStoreProducts: 1 } },
  Discount: { products: { discountProducts: 1 } },
  Address: { delivery: { checkPincode: 1 } },
};

/** Root fields that look up each item of their list argument (`productsByIds(ids:)`, a listing of `productIds`). */
export const LIST_LOOKUPS: ReadonlySet<string> = new Set(['Query.productsByIds', 'Query.productListing']);

/** The reads this table names: every read the endpoint table weighs, and none other (tests/gateway/costBound.test.ts). */
export const namedReads = (): Set<Endpoint> =>
  new Set<Endpoint>([
    PRODUCT_READ,
    ...LOOKUP_READS,
    ...Object.values(FIELD_READS).flatMap((fields) =>
      Object.values(fields).flatMap((reads) => Object.keys(reads) as Endpoint[]),
    ),
  ]);

/** The reads of whole resources (weight 0): each made at most once per request. */
export const wholeReads = (): Endpoint[] =>
  (Object.keys(endpoints) as Endpoint[]).filter((name) => {
    const endpoint = endpoints[name];
    return endpoint.kind === 'read' && endpoint.weight === 0;
  });
