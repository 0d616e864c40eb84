import type { SearchSuggestionResolvers } from '../__generated__/resolvers-types.ts';
import { productListing } from '../graph/listing.ts';
import { searchProducts, searchSuggestions } from '../upstream/listings.ts';
import type { QueryFields } from './root.ts';

export const searchQueries: QueryFields<'searchProducts' | 'searchSuggestions'> = {
  searchProducts: async (_, args, ctx) => productListing(await searchProducts(ctx.rest, args.query), args, ctx.loaders),
  searchSuggestions: (_, { query }, ctx) => searchSuggestions(ctx.rest, query),
};

export const SearchSuggestion: SearchSuggestionResolvers = {
  name: (s) => s.name,
  product: (s) => ({ productId: s.productId }),
};
