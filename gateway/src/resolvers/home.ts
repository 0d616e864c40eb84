import { GraphQLError } from 'graphql';
import type { BannerResolvers, DiscountResolvers } from '../__generated__/resolvers-types.ts';
import { productListing } from '../listing.ts';
import { categoryTree } from '../upstream/catalog.ts';
import { discountProducts } from '../upstream/home.ts';

export const Banner: BannerResolvers = {
  bannerId: (b) => b.id,
  image: (b) => ({ url: b.image, alt: b.categoryDetails[0]?.categoryName ?? 'Featured offer' }),
  dealType: (b) => (b.dealType === 'Category' ? 'CATEGORY' : 'PRODUCT'),
  category: async (b, _, ctx) => {
    const categoryId = b.dealType === 'Category' ? b.selectedValue[0] : undefined;
    return categoryId === undefined ? null : ((await categoryTree(ctx.rest)).byId.get(categoryId) ?? null);
  },
  product: (b) => (b.dealType === 'Product' && b.selectedValue[0] ? { productId: b.selectedValue[0] } : null),
};

export const Discount: DiscountResolvers = {
  discountId: (d) => d.id,
  image: (d) => ({ url: d.imgUrl, alt: d.parentCategoryName }),
  category: async (d, _, ctx) => {
    const category = (await categoryTree(ctx.rest)).byId.get(d.parentCategoryId);
    if (!category) throw new GraphQLError(`Category ${d.parentCategoryId} of discount ${d.id} is missing`);
    return category;
  },
  upToPercentOff: (d) => d.discount,
  products: async (d, args, ctx) => productListing(await discountProducts(ctx.rest, d.id), args, ctx.loaders),
};
