import type { MutationResolvers, UserErrorCode } from '../__generated__/resolvers-types.ts';
import { isUpstreamStatus } from '../errors.ts';
import { currentUser } from '../upstream/account.ts';
import { addSellerRating } from '../upstream/sellers.ts';
import { userError, userErrorFrom } from '../userErrors.ts';

export const SIGN_IN_TO_RATE = 'Please sign in to rate this seller';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

// The REST API names the title `review`; the graph calls it `title`.
const FIELD_MESSAGES = {
  'review must be at most 200 characters': 'Title must be at most 200 characters',
  'comment must be at most 2000 characters': 'Comment must be at most 2000 characters',
};

const refused = (code: UserErrorCode, message: string, field?: string) => ({ seller: null, userErrors: [userError(code, message, field)] });

export const sellerMutations: MutationResolvers = {
  rateSeller: async (_, { input }, ctx) => {
    if (!ctx.rest.signedIn) return refused('UNAUTHENTICATED', SIGN_IN_TO_RATE);
    const user = await currentUser(ctx.rest);
    if (!user) return refused('UNAUTHENTICATED', SESSION_EXPIRED);
    const { sellerId, rating, title, comment } = input;
    try {
      await addSellerRating(ctx.rest, { customerId: user.customDocId, sellerId, rating, review: title ?? '', comment: comment ?? '' });
    } catch (error) {
      if (isUpstreamStatus(error, 401)) return refused('UNAUTHENTICATED', SESSION_EXPIRED);
      if (isUpstreamStatus(error, 404)) return refused('NOT_FOUND', error.message, 'sellerId');
      return { seller: null, userErrors: [userErrorFrom(error, FIELD_MESSAGES)] };
    }
    // The store as it is now: the write made the loader's earlier answer stale.
    ctx.loaders.seller.clear(sellerId);
    return { seller: await ctx.loaders.seller.load(sellerId), userErrors: [] };
  },
};
