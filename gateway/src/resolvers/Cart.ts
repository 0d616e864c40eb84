import type { CartLineResolvers, CartResolvers } from '../__generated__/resolvers-types.ts';
import type { GraphQLContext } from '../context.ts';
import { inputKey, opaqueId, toGlobalId } from '../graph/ids.ts';
import { moneyTotal } from '../graph/money.ts';
import { asShopper } from '../graph/userErrors.ts';
import * as account from '../upstream/account.ts';
import type { ListingProductDTO } from '../upstream/dto.ts';
import { VIEWER } from '../graph/mappers.ts';
import type { MutationFields } from './root.ts';

export const SIGN_IN_TO_ADD = 'Please sign in to add products to your cart';
export const SIGN_IN_FOR_CART = 'Please sign in to use your cart';

const cartLines = async (userId: string, ctx: GraphQLContext) =>
  ctx.loaders.primeProducts(await account.cart(ctx.rest)).map((line) => ({ ...line, userId }));

export const Cart: CartResolvers = {
  id: (c) => toGlobalId('Cart', c.userId),
  lineCount: async (_, __, ctx) => (await account.cart(ctx.rest)).length,
  unitCount: async (_, __, ctx) => (await account.cart(ctx.rest)).reduce((units, l) => units + l.quantity, 0),
  lines: (c, _, ctx) => cartLines(c.userId, ctx),
  listTotal: async (_, __, ctx) => moneyTotal((await account.cart(ctx.rest)).map((l) => l.price * l.quantity)),
  subTotal: async (_, __, ctx) => moneyTotal((await account.cart(ctx.rest)).map((l) => l.unitPrice * l.quantity)),
  savings: async (_, __, ctx) =>
    moneyTotal((await account.cart(ctx.rest)).map((l) => (l.price - l.unitPrice) * l.quantity)),
};

/** The most units of a product one cart line may hold: its consumer maximum, within the stock. */
export const cartMaxQuantity = (p: { b2cMaxQty: number; stock: number }) => Math.max(0, Math.min(p.b2cMaxQty, p.stock));

export const CartLine: CartLineResolvers = {
  id: (l) => opaqueId('CartLine', `${l.userId}:${l.productId}`),
  product: (l) => l,
  maxQuantity: cartMaxQuantity,
  // The REST API's one price rule: the offer price, or the tier price whose range holds the line's quantity.
  unitPrice: (l) => l.unitPrice,
  lineTotal: (l) => moneyTotal([l.unitPrice * l.quantity]),
  listTotal: (l) => moneyTotal([l.price * l.quantity]),
  savings: (l) => moneyTotal([(l.price - l.unitPrice) * l.quantity]),
};

/**
 * A change to the cart or the wishlist as the signed-in shopper. The payload names the shopper's cart and
 * wishlist and the product; their fields read the state after the write (the upstream helpers remember or forget
 * what the write changed, so nothing is fetched twice). Products a write answers with prime the product loader.
 * `productId` is the input's ID; the write gets the product's REST key.
 */
export function shopperChange(
  ctx: GraphQLContext,
  productId: string,
  signInMessage: string,
  write: (productKey: string) => Promise<ListingProductDTO[] | void>,
) {
  return asShopper(
    ctx.rest.signedIn,
    async () => {
      const productKey = inputKey(productId, 'Product', 'productId');
      const [user, products] = await Promise.all([account.signedInUser(ctx.rest), write(productKey)]);
      if (products) ctx.loaders.primeProducts(products);
      const mine = { userId: user.id };
      return { cart: mine, wishlist: mine, product: { productId: productKey }, viewer: VIEWER };
    },
    { cart: null, wishlist: null, product: null, viewer: null },
    { signInMessage, notFoundField: 'productId' },
  );
}

export const cartMutations: MutationFields<
  'addToCart' | 'moveToCart' | 'updateCartQuantity' | 'removeFromCart' | 'moveToWishlist'
> = {
  addToCart: (_, { input }, ctx) =>
    shopperChange(ctx, input.productId, SIGN_IN_TO_ADD, (productKey) =>
      ctx.idempotency.once(ctx.session.token, 'addToCart', input, () =>
        account.addToCart(ctx.rest, productKey, input.quantity ?? 1),
      ),
    ),
  moveToCart: (_, { input }, ctx) =>
    shopperChange(ctx, input.productId, SIGN_IN_TO_ADD, (productKey) =>
      ctx.idempotency.once(ctx.session.token, 'moveToCart', input, () => account.addToCart(ctx.rest, productKey, 1)),
    ),
  updateCartQuantity: (_, { input }, ctx) =>
    shopperChange(ctx, input.productId, SIGN_IN_FOR_CART, (productKey) =>
      account.updateCartQuantity(ctx.rest, productKey, input.quantity),
    ),
  removeFromCart: (_, { input }, ctx) =>
    shopperChange(ctx, input.productId, SIGN_IN_FOR_CART, (productKey) => account.removeFromCart(ctx.rest, productKey)),
  moveToWishlist: (_, { input }, ctx) =>
    shopperChange(ctx, input.productId, SIGN_IN_FOR_CART, (productKey) => account.moveToWishlist(ctx.rest, productKey)),
};
