import type { AddressResolvers, CartLineResolvers, CartResolvers, UserResolvers, ViewerResolvers, WishlistResolvers } from '../__generated__/resolvers-types.ts';
import { connectionFromList, connectionFromPage, pageWindow } from '../connections.ts';
import type { GraphQLContext } from '../context.ts';
import { toGlobalId } from '../ids.ts';
import { moneyTotal } from '../money.ts';
import * as account from '../upstream/account.ts';

/** The signed-in shopper's own object (cart, wishlist), or null for a guest. */
async function ownedBy(ctx: GraphQLContext): Promise<{ userId: string } | null> {
  const user = await account.currentUser(ctx.rest);
  return user ? { userId: user.id } : null;
}

// Not a Node (there is nothing to refetch by ID): the viewer is whoever the session says.
const VIEWER_ID = Buffer.from('Viewer:viewer').toString('base64');

export const Viewer: ViewerResolvers = {
  id: () => VIEWER_ID,
  user: (_, __, ctx) => account.currentUser(ctx.rest),
  cart: (_, __, ctx) => ownedBy(ctx),
  wishlist: (_, __, ctx) => ownedBy(ctx),
  lists: async (_, args, ctx) => {
    if (!(await account.currentUser(ctx.rest))) return connectionFromPage([], pageWindow(args).offset, 0);
    return connectionFromList(await account.sharableLists(ctx.rest), args);
  },
  buyAgain: async (_, args, ctx) => {
    const { offset } = pageWindow(args);
    if (!(await account.currentUser(ctx.rest))) return connectionFromPage([], offset, 0);
    return connectionFromList(ctx.loaders.primeProducts(await account.buyAgain(ctx.rest)), args);
  },
};

export const User: UserResolvers = {
  id: (u) => toGlobalId('User', u.id),
  userId: (u) => u.id,
  coins: (u) => u.coin,
  addresses: (u) => u.address.map((a) => ({ ...a, userId: u.id })),
};

export const Address: AddressResolvers = {
  id: (a) => toGlobalId('Address', `${a.userId}:${a.addressIndex}`),
  type: (a) => (a.typeOfAddress === 'Office' ? 'OFFICE' : 'HOME'),
  isPrimary: (a) => a.primaryAddress,
  landmark: (a) => a.landMark,
};

const cartLines = async (userId: string, ctx: GraphQLContext) =>
  ctx.loaders.primeProducts(await account.cart(ctx.rest)).map((line) => ({ ...line, userId }));

export const Cart: CartResolvers = {
  id: (c) => toGlobalId('Cart', c.userId),
  itemCount: async (_, __, ctx) => (await account.cart(ctx.rest)).length,
  lines: (c, _, ctx) => cartLines(c.userId, ctx),
  listTotal: async (_, __, ctx) => moneyTotal((await account.cart(ctx.rest)).map((l) => l.price * l.quantity)),
  subTotal: async (_, __, ctx) => moneyTotal((await account.cart(ctx.rest)).map((l) => l.offerPrice * l.quantity)),
  savings: async (_, __, ctx) => moneyTotal((await account.cart(ctx.rest)).map((l) => (l.price - l.offerPrice) * l.quantity)),
};

export const CartLine: CartLineResolvers = {
  id: (l) => Buffer.from(`CartLine:${l.userId}:${l.productId}`).toString('base64'),
  product: (l) => l,
  maxQuantity: (l) => Math.max(0, Math.min(l.b2cMaxQty, l.stock)),
  unitPrice: (l) => l.offerPrice,
  lineTotal: (l) => moneyTotal([l.offerPrice * l.quantity]),
  listTotal: (l) => moneyTotal([l.price * l.quantity]),
  savings: (l) => moneyTotal([(l.price - l.offerPrice) * l.quantity]),
};

export const Wishlist: WishlistResolvers = {
  id: (w) => toGlobalId('Wishlist', w.userId),
  products: async (_, args, ctx) => connectionFromList(ctx.loaders.primeProducts(await account.wishlist(ctx.rest)), args),
};
