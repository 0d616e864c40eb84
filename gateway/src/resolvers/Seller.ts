import type { SellerRatingResolvers, SellerResolvers } from '../__generated__/resolvers-types.ts';
import { connectionFromPage, pageWindow } from '../graph/connections.ts';
import type { GraphQLContext } from '../context.ts';
import { notFound } from '../graph/errors.ts';
import { inputKey, opaqueId, restKeyOf, toGlobalId } from '../graph/ids.ts';
import { productListing } from '../graph/listing.ts';
import { textOrNull } from '../graph/text.ts';
import type { SellerParent } from '../graph/mappers.ts';
import type { SellerDTO } from '../upstream/dto.ts';
import { asShopper } from '../graph/userErrors.ts';
import { signedInUser } from '../upstream/account.ts';
import { addSellerRating, sellerBrands, sellerProducts, sellerRatings } from '../upstream/sellers.ts';
import type { MutationFields, QueryFields } from './root.ts';

export const SIGN_IN_TO_RATE = 'Please sign in to rate this seller';

// The REST API names the title `review`; the graph calls it `title`.
const FIELD_MESSAGES = {
  'INVALID_INPUT:review': 'Title must be at most 200 characters',
  'INVALID_INPUT:comment': 'Comment must be at most 2000 characters',
};

/** The store's full record (/getOneSeller): the parent when it is one, else loaded. */
async function record(seller: SellerParent, ctx: GraphQLContext): Promise<SellerDTO> {
  if ('rating' in seller && typeof seller.rating === 'object') return seller as SellerDTO;
  const full = await ctx.loaders.seller.load(seller.sellerId);
  if (!full) throw notFound(`Seller ${seller.sellerId} is no longer on the marketplace`);
  return full;
}

export const Seller: SellerResolvers = {
  id: (s) => toGlobalId('Seller', s.sellerId),
  sellerId: (s) => s.sellerId,
  storeName: (s) => s.storedetails.storename,
  joinedAt: (s) => s.createdDate,
  products: async (s, args, ctx) => productListing(await sellerProducts(ctx.rest, s.sellerId), args, ctx.loaders),
  // Only the brand's key, name and logo: the seller's productCount is not the brand's.
  brands: async (s, _, ctx) =>
    (await sellerBrands(ctx.rest, s.sellerId)).map(({ brandId, brandName, brandLogo }) => ({
      brandId,
      brandName,
      brandLogo,
    })),
  ratingSummary: async (s, _, ctx) => (await record(s, ctx)).rating,
  ratings: async (s, args, ctx) => {
    const { offset, limit } = pageWindow(args);
    const { ratings, total } = await sellerRatings(ctx.rest, s.sellerId, offset, limit);
    return connectionFromPage(ratings, offset, total, args);
  },
};

export const SellerRating: SellerRatingResolvers = {
  id: (r) => opaqueId('SellerRating', r.id),
  authorName: (r) => r.name,
  title: (r) => textOrNull(r.review),
  comment: (r) => textOrNull(r.comment),
};

export const sellerQueries: QueryFields<'seller'> = {
  seller: (_, { sellerId }, ctx) => {
    const key = restKeyOf(sellerId, 'Seller');
    return key === null ? null : ctx.loaders.seller.load(key);
  },
};

export const sellerMutations: MutationFields<'rateSeller'> = {
  rateSeller: (_, { input }, ctx) =>
    asShopper(
      ctx.rest.signedIn,
      async () => {
        const sellerId = inputKey(input.sellerId, 'Seller', 'sellerId');
        const user = await signedInUser(ctx.rest);
        const { rating, title, comment } = input;
        await ctx.idempotency.once(ctx.session.token, 'rateSeller', input, () =>
          addSellerRating(ctx.rest, {
            customerId: user.customDocId,
            sellerId,
            rating,
            review: title ?? '',
            comment: comment ?? '',
          }),
        );
        // The store as it is now: the write made the loader's earlier answer stale.
        ctx.loaders.seller.clear(sellerId);
        return { seller: await ctx.loaders.seller.load(sellerId) };
      },
      { seller: null },
      { signInMessage: SIGN_IN_TO_RATE, notFoundField: 'sellerId', messages: FIELD_MESSAGES },
    ),
};
