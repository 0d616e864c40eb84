import type { CategoryResolvers } from '../__generated__/resolvers-types.ts';
import { restKeyOf, toGlobalId } from '../graph/ids.ts';
import { categoryListing } from '../graph/listing.ts';
import { categoryTree, productCountOf } from '../upstream/catalog.ts';
import type { QueryFields } from './root.ts';

export const UNNAMED_CATEGORY = 'Unnamed Category';

export const Category: CategoryResolvers = {
  id: (c) => toGlobalId('Category', c.id),
  categoryId: (c) => c.id,
  name: (c) => c.name || null,
  displayName: (c) => c.name || UNNAMED_CATEGORY,
  icon: (c) => ({ url: c.categoryIcon, alt: c.name || UNNAMED_CATEGORY }),
  banner: (c) => (c.categoryBanner ? { url: c.categoryBanner, alt: `${c.name || UNNAMED_CATEGORY} banner` } : null),
  parent: async (c, _, ctx) =>
    c.parentCategory === c.id ? null : ((await categoryTree(ctx.rest)).byId.get(c.parentCategory) ?? null),
  children: async (c, _, ctx) => (await categoryTree(ctx.rest)).childrenOf.get(c.id) ?? [],
  hasProducts: (c) => productCountOf(c) > 0,
  products: (c, args, ctx) => categoryListing(ctx.rest, c, args, ctx.loaders),
};

export const categoryQueries: QueryFields<'category' | 'topCategories'> = {
  category: async (_, { categoryId }, ctx) => {
    const key = restKeyOf(categoryId, 'Category');
    return key === null ? null : ((await categoryTree(ctx.rest)).byId.get(key) ?? null);
  },
  topCategories: async (_, __, ctx) => (await categoryTree(ctx.rest)).topLevel.filter((c) => productCountOf(c) > 0),
};
