// The home page's own objects: banners, discounts, new arrivals and the products for you.
import type { BannerResolvers, DiscountResolvers } from '../__generated__/resolvers-types.ts';
import { connectionFromPage, pageWindow } from '../graph/connections.ts';
import { inconsistency } from '../graph/errors.ts';
import { restKeyOf, toGlobalId } from '../graph/ids.ts';
import { productListing } from '../graph/listing.ts';
import { b2bProducts, categoryTree } from '../upstream/catalog.ts';
import { discountProducts, discountsForYou, homeBanners, homeNewArrivals } from '../upstream/home.ts';
import type { Rest } from '../upstream/rest.ts';
import type { QueryFields } from './root.ts';

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
  id: (d) => toGlobalId('Discount', d.id),
  discountId: (d) => d.id,
  image: (d) => ({ url: d.imgUrl, alt: d.parentCategoryName }),
  category: async (d, _, ctx) => {
    const category = (await categoryTree(ctx.rest)).byId.get(d.parentCategoryId);
    return category ?? inconsistency(`Category ${d.parentCategoryId} of discount ${d.id} is missing`);
  },
  upToPercentOff: (d) => d.discount,
  products: async (d, args, ctx) => productListing(await discountProducts(ctx.rest, d.id), args, ctx.loaders),
};

/** A discount campaign by its REST key; null when there is no such campaign. */
export const discountOf = async (rest: Rest, discountId: string) =>
  (await discountsForYou(rest)).find((d) => d.id === discountId) ?? null;

export const homeQueries: QueryFields<
  'homeBanners' | 'newArrivals' | 'productsForYou' | 'discountsForYou' | 'discount'
> = {
  homeBanners: (_, __, ctx) => homeBanners(ctx.rest),
  newArrivals: async (_, __, ctx) => ctx.loaders.primeProducts(await homeNewArrivals(ctx.rest)),
  productsForYou: async (_, args, ctx) => {
    const { offset, limit } = pageWindow(args);
    const page = await b2bProducts(ctx.rest, limit, offset);
    return connectionFromPage(ctx.loaders.primeProducts(page.products), offset, page.total, args);
  },
  discountsForYou: (_, __, ctx) => discountsForYou(ctx.rest),
  discount: (_, { discountId }, ctx) => {
    const key = restKeyOf(discountId, 'Discount');
    return key === null ? null : discountOf(ctx.rest, key);
  },
};
