import type { MutationResolvers } from '../__generated__/resolvers-types.ts';
import { signedInUser } from '../upstream/account.ts';
import { addSellerRating } from '../upstream/sellers.ts';
import { asShopper } from '../userErrors.ts';

export const SIGN_IN_TO_RATE = 'Please sign in to rate this seller';

// The REST API names the title `review`; the graph calls it `title`.
const FIELD_MESSAGES = {
  'review must be at most 200 characters': 'Title must be at most 200 characters',
  'comment must be at most 2000 characters': 'Comment must be at most 2000 characters',
};

export const sellerMutations: MutationResolvers = {
  rateSeller: (_, { input }, ctx) =>
    asShopper(
      ctx.rest.signedIn,
      async () => {
        const user = await signedInUser(ctx.rest);
        const { sellerId, rating, title, comment } = input;
        await addSellerRating(ctx.rest, { customerId: user.customDocId, sellerId, rating, review: title ?? '', comment: comment ?? '' });
        // The store as it is now: the write made the loader's earlier answer stale.
        ctx.loaders.seller.clear(sellerId);
        return { seller: await ctx.loaders.seller.load(sellerId) };
      },
      { seller: null },
      { signInMessage: SIGN_IN_TO_RATE, notFoundField: 'sellerId', messages: FIELD_MESSAGES },
    ),
};
