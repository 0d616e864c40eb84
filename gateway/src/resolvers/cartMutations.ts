import type { MutationResolvers } from '../__generated__/resolvers-types.ts';
import { addToCart, changeWishlist, signedInUser } from '../upstream/account.ts';
import { asShopper } from '../userErrors.ts';

export const SIGN_IN_TO_ADD = 'Please sign in to add products to your cart';
export const SIGN_IN_FOR_WISHLIST = 'Please sign in to use your wishlist';

/** Adds to or removes from the wishlist; the payload's product answers `inWishlist` after the change. */
const wishlistChange = (change: 'add' | 'remove'): NonNullable<MutationResolvers['addToWishlist']> => (_, { input }, ctx) =>
  asShopper(
    ctx.rest.signedIn,
    async () => {
      await changeWishlist(ctx.rest, input.productId, change);
      return { product: { productId: input.productId } };
    },
    { product: null },
    { signInMessage: SIGN_IN_FOR_WISHLIST, notFoundField: 'productId' },
  );

export const cartMutations: MutationResolvers = {
  addToCart: (_, { input }, ctx) =>
    asShopper(
      ctx.rest.signedIn,
      async () => {
        const [user, lines] = await Promise.all([signedInUser(ctx.rest), addToCart(ctx.rest, input.productId, input.quantity ?? 1)]);
        ctx.loaders.primeProducts(lines);
        return { cart: { userId: user.id }, product: { productId: input.productId } };
      },
      { cart: null, product: null },
      { signInMessage: SIGN_IN_TO_ADD, notFoundField: 'productId' },
    ),
  addToWishlist: wishlistChange('add'),
  removeFromWishlist: wishlistChange('remove'),
};
