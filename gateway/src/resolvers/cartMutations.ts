import type { MutationResolvers } from '../__generated__/resolvers-types.ts';
import type { GraphQLContext } from '../context.ts';
import * as account from '../upstream/account.ts';
import type { ListingProductDTO } from '../upstream/dto.ts';
import { asShopper } from '../userErrors.ts';

export const SIGN_IN_TO_ADD = 'Please sign in to add products to your cart';
export const SIGN_IN_FOR_CART = 'Please sign in to use your cart';
export const SIGN_IN_FOR_WISHLIST = 'Please sign in to use your wishlist';

/**
 * A change to the cart or the wishlist as the signed-in shopper. The payload names the shopper's cart and
 * wishlist and the product; their fields read the state after the write (the upstream helpers remember or forget
 * what the write changed, so nothing is fetched twice). Products a write answers with prime the product loader.
 */
function shopperChange(ctx: GraphQLContext, productId: string, signInMessage: string, write: () => Promise<ListingProductDTO[] | void>) {
  return asShopper(
    ctx.rest.signedIn,
    async () => {
      const [user, products] = await Promise.all([account.signedInUser(ctx.rest), write()]);
      if (products) ctx.loaders.primeProducts(products);
      const mine = { userId: user.id };
      return { cart: mine, wishlist: mine, product: { productId } };
    },
    { cart: null, wishlist: null, product: null },
    { signInMessage, notFoundField: 'productId' },
  );
}

const wishlistChange =
  (change: 'add' | 'remove'): NonNullable<MutationResolvers['addToWishlist']> =>
  (_, { input }, ctx) =>
    shopperChange(ctx, input.productId, SIGN_IN_FOR_WISHLIST, () => account.changeWishlist(ctx.rest, input.productId, change));

export const cartMutations: MutationResolvers = {
  addToCart: (_, { input }, ctx) =>
    shopperChange(ctx, input.productId, SIGN_IN_TO_ADD, () => account.addToCart(ctx.rest, input.productId, input.quantity ?? 1)),
  moveToCart: (_, { input }, ctx) =>
    shopperChange(ctx, input.productId, SIGN_IN_TO_ADD, () => account.addToCart(ctx.rest, input.productId, 1)),
  updateCartQuantity: (_, { input }, ctx) =>
    shopperChange(ctx, input.productId, SIGN_IN_FOR_CART, () => account.updateCartQuantity(ctx.rest, input.productId, input.quantity)),
  removeFromCart: (_, { input }, ctx) =>
    shopperChange(ctx, input.productId, SIGN_IN_FOR_CART, () => account.removeFromCart(ctx.rest, input.productId)),
  moveToWishlist: (_, { input }, ctx) =>
    shopperChange(ctx, input.productId, SIGN_IN_FOR_CART, () => account.moveToWishlist(ctx.rest, input.productId)),
  addToWishlist: wishlistChange('add'),
  removeFromWishlist: wishlistChange('remove'),
};
