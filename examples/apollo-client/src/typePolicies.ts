// Apollo Client's InMemoryCache for the marketplace graph: every object is normalized by its global `id` (the
// default `__typename:id` key works as is: ids are unique across types), and every connection is a Relay-style one,
// merged page by page on `fetchMore` (`relayStylePagination`) under its arguments other than `first` and `after`
// (its key arguments: a product listing's `filter` and `sort` are separate lists, its pages are one).
// `nodes` is a connection's current page only: page with `edges`, which the policy merges.
import type { TypePolicies } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';

/** Every connection field of the schema, by type, with its key arguments. */
export const CONNECTIONS: Record<string, Record<string, string[]>> = {
  Query: {
    searchProducts: ['query', 'filter', 'sort'],
    productsByIds: ['ids', 'filter', 'sort'],
    productsForYou: [],
    topBrandProducts: ['filter', 'sort'],
    topDealProducts: ['filter', 'sort'],
    limitedTimeDealProducts: ['filter', 'sort'],
    topStoreProducts: ['filter', 'sort'],
    newArrivalProducts: ['filter', 'sort'],
    productListing: ['source', 'filter', 'sort'],
  },
  Viewer: {
    lists: [],
    buyAgain: [],
    orders: ['filter'],
    reviews: [],
    tickets: [],
  },
  Wishlist: { products: [] },
  Product: { reviews: [], questions: [] },
  Category: { products: ['filter', 'sort'] },
  Brand: { products: ['filter', 'sort'] },
  BrandProductSection: { products: ['filter', 'sort'] },
  Seller: { products: ['filter', 'sort'], ratings: [] },
  FeaturedBrand: { products: ['filter', 'sort'] },
  TopStore: { products: ['filter', 'sort'] },
  Discount: { products: ['filter', 'sort'] },
  List: { items: [] },
  SharedList: { items: [] },
  Wallet: { transactions: ['filter'] },
};

export const typePolicies: TypePolicies = Object.fromEntries(
  Object.entries(CONNECTIONS).map(([type, fields]) => [
    type,
    {
      fields: Object.fromEntries(
        Object.entries(fields).map(([field, keyArgs]) => [field, relayStylePagination(keyArgs)]),
      ),
    },
  ]),
);
