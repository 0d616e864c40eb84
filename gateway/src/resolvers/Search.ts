import type { SearchSuggestionResolvers } from '../__generated__/resolvers-types.ts';
import { searchText } from '../graph/searchText.ts';
import { searchSuggestions } from '../upstream/listings.ts';
import type { QueryFields } from './root.ts';

export const searchQueries: QueryFields<'searchSuggestions'> = {
  searchSuggestions: (_, { query }, ctx) => searchSuggestions(ctx.rest, searchText(query)),
};

export const SearchSuggestion: SearchSuggestionResolvers = {
  name: (s) => s.name,
  product: (s) => ({ productId: s.productId }),
};
