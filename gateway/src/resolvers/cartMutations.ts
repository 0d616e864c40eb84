import type { MutationResolvers } from '../__generated__/resolvers-types.ts';
import { addToCart, signedInUser } from '../upstream/account.ts';
import { asShopper } from '../userErrors.ts';

export const SIGN_IN_TO_ADD = 'Please sign in to add products to your cart';

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
};
