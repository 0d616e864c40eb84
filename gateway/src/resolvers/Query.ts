import type { QueryResolvers, SearchSuggestionResolvers } from '../__generated__/resolvers-types.ts';
import { connectionFromPage, pageWindow } from '../connections.ts';
import { b2bProducts, brandsById, categoryTree, topBrands } from '../upstream/catalog.ts';
import { productListing } from '../listing.ts';
import { searchProducts, searchSuggestions } from '../upstream/listings.ts';
import { discountsForYou, homeBanners, homeNewArrivals } from '../upstream/home.ts';
import { dealQueries } from './deals.ts';
import { nodeQueries } from './Node.ts';

export const Query: QueryResolvers = {
  ...nodeQueries,
  ...dealQueries,
  viewer: () => ({}),
  product: (_, { productId }, ctx) => ctx.loaders.product.load(productId),
  category: async (_, { categoryId }, ctx) => (await categoryTree(ctx.rest)).byId.get(categoryId) ?? null,
  brand: async (_, { brandId }, ctx) => (await brandsById(ctx.rest)).get(brandId) ?? null,
  seller: (_, { sellerId }, ctx) => ctx.loaders.seller.load(sellerId),
  topCategories: async (_, __, ctx) => (await categoryTree(ctx.rest)).topLevel.filter((c) => c.products.length > 0),
  homeBanners: (_, __, ctx) => homeBanners(ctx.rest),
  newArrivals: async (_, __, ctx) => ctx.loaders.primeProducts(await homeNewArrivals(ctx.rest)),
  productsForYou: async (_, args, ctx) => {
    const { offset, limit } = pageWindow(args);
    const page = await b2bProducts(ctx.rest, limit, offset);
    return connectionFromPage(ctx.loaders.primeProducts(page.products), offset, page.total);
  },
  topBrands: (_, __, ctx) => topBrands(ctx.rest),
  discountsForYou: (_, __, ctx) => discountsForYou(ctx.rest),
  discount: async (_, { discountId }, ctx) => (await discountsForYou(ctx.rest)).find((d) => d.id === discountId) ?? null,
  searchProducts: async (_, { query, ...args }, ctx) => productListing(await searchProducts(ctx.rest, query), args, ctx.loaders),
  searchSuggestions: (_, { query }, ctx) => searchSuggestions(ctx.rest, query),
};

export const SearchSuggestion: SearchSuggestionResolvers = {
  name: (s) => s.name,
  product: (s) => ({ productId: s.productId }),
};
