import type { CategoryResolvers } from '../__generated__/resolvers-types.ts';
import { connectionFromPage, pageWindow } from '../connections.ts';
import { toGlobalId } from '../ids.ts';
import { categoryProducts, categoryTree } from '../upstream/catalog.ts';

export const UNNAMED_CATEGORY = 'Unnamed Category';

export const Category: CategoryResolvers = {
  id: (c) => toGlobalId('Category', c.id),
  categoryId: (c) => c.id,
  name: (c) => c.name || null,
  displayName: (c) => c.name || UNNAMED_CATEGORY,
  icon: (c) => ({ url: c.categoryIcon, alt: c.name || UNNAMED_CATEGORY }),
  banner: (c) => (c.categoryBanner ? { url: c.categoryBanner, alt: `${c.name || UNNAMED_CATEGORY} banner` } : null),
  parent: async (c, _, ctx) => (c.parentCategory === c.id ? null : ((await categoryTree(ctx.rest)).byId.get(c.parentCategory) ?? null)),
  children: async (c, _, ctx) => (await categoryTree(ctx.rest)).childrenOf.get(c.id) ?? [],
  hasProducts: (c) => c.products.length > 0,
  products: async (c, args, ctx) => {
    const { offset, limit } = pageWindow(args);
    // The tree already lists the subtree's product ids: an empty page or an empty category needs no call.
    if (limit === 0 || offset >= c.products.length) return connectionFromPage([], offset, c.products.length);
    const page = await categoryProducts(ctx.rest, c, limit, offset);
    return connectionFromPage(ctx.loaders.primeProducts(page.products), offset, page.total);
  },
};
