import { GraphQLError } from 'graphql';
import type { SellerRatingResolvers, SellerResolvers } from '../__generated__/resolvers-types.ts';
import { connectionFromPage, pageWindow } from '../connections.ts';
import type { GraphQLContext } from '../context.ts';
import { opaqueId, toGlobalId } from '../ids.ts';
import { productListing } from '../listing.ts';
import type { SellerParent } from '../parents.ts';
import type { SellerDTO } from '../upstream/dto.ts';
import { sellerBrands, sellerProducts, sellerRatings } from '../upstream/sellers.ts';

/** The store's full record (/getOneSeller): the parent when it is one, else loaded. */
async function record(seller: SellerParent, ctx: GraphQLContext): Promise<SellerDTO> {
  if ('rating' in seller && typeof seller.rating === 'object') return seller as SellerDTO;
  const full = await ctx.loaders.seller.load(seller.sellerId);
  if (!full) throw new GraphQLError(`Seller ${seller.sellerId} is no longer on the marketplace`, { extensions: { code: 'NOT_FOUND' } });
  return full;
}

export const Seller: SellerResolvers = {
  id: (s) => toGlobalId('Seller', s.sellerId),
  sellerId: (s) => s.sellerId,
  storeName: (s) => s.storedetails.storename,
  joinedAt: (s) => s.createdDate,
  products: async (s, args, ctx) => productListing(await sellerProducts(ctx.rest, s.sellerId), args, ctx.loaders),
  // Only the brand's key, name and logo: the seller's productCount is not the brand's.
  brands: async (s, _, ctx) => (await sellerBrands(ctx.rest, s.sellerId)).map(({ brandId, brandName, brandLogo }) => ({ brandId, brandName, brandLogo })),
  ratingSummary: async (s, _, ctx) => (await record(s, ctx)).rating,
  ratings: async (s, args, ctx) => {
    const { offset, limit } = pageWindow(args);
    const { ratings, total } = await sellerRatings(ctx.rest, s.sellerId, offset, limit);
    return connectionFromPage(ratings, offset, total);
  },
};

export const SellerRating: SellerRatingResolvers = {
  id: (r) => opaqueId('SellerRating', r.id),
  authorName: (r) => r.name,
  title: (r) => r.review,
};
