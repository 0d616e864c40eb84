import type { AddressResolvers, CartResolvers, UserResolvers, ViewerResolvers } from '../__generated__/resolvers-types.ts';
import { connectionFromList, connectionFromPage, pageWindow } from '../connections.ts';
import { toGlobalId } from '../ids.ts';
import * as account from '../upstream/account.ts';

// Not a Node (there is nothing to refetch by ID): the viewer is whoever the session says.
const VIEWER_ID = Buffer.from('Viewer:viewer').toString('base64');

export const Viewer: ViewerResolvers = {
  id: () => VIEWER_ID,
  user: (_, __, ctx) => account.currentUser(ctx.rest),
  cart: async (_, __, ctx) => {
    const user = await account.currentUser(ctx.rest);
    return user ? { userId: user.id } : null;
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

export const Cart: CartResolvers = {
  id: (c) => toGlobalId('Cart', c.userId),
  itemCount: async (_, __, ctx) => (await account.cart(ctx.rest)).length,
};
