import type { WishlistResolvers } from '../__generated__/resolvers-types.ts';
import { connectionFromList } from '../graph/connections.ts';
import { toGlobalId } from '../graph/ids.ts';
import * as account from '../upstream/account.ts';
import { shopperChange } from './Cart.ts';
import type { MutationFields } from './root.ts';

export const SIGN_IN_FOR_WISHLIST = 'Please sign in to use your wishlist';

export const Wishlist: WishlistResolvers = {
  id: (w) => toGlobalId('Wishlist', w.userId),
  products: async (_, args, ctx) =>
    connectionFromList(ctx.loaders.primeProducts(await account.wishlist(ctx.rest)), args),
};

export const wishlistMutations: MutationFields<'addToWishlist' | 'removeFromWishlist'> = {
  addToWishlist: (_, { input }, ctx) =>
    shopperChange(ctx, input.productId, SIGN_IN_FOR_WISHLIST, (productKey) =>
      account.changeWishlist(ctx.rest, productKey, 'add'),
    ),
  removeFromWishlist: (_, { input }, ctx) =>
    shopperChange(ctx, input.productId, SIGN_IN_FOR_WISHLIST, (productKey) =>
      account.changeWishlist(ctx.rest, productKey, 'remove'),
    ),
};
