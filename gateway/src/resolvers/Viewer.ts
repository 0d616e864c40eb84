import type { ViewerResolvers } from '../__generated__/resolvers-types.ts';
import { connectionFromList, connectionFromPage, pageWindow } from '../graph/connections.ts';
import type { GraphQLContext } from '../context.ts';
import * as account from '../upstream/account.ts';
import { buildCheckout, placedOrderOf } from './Checkout.ts';
import { listViewerFields } from './List.ts';
import { orderViewerFields } from './Order.ts';
import { reviewViewerFields } from './Review.ts';
import { ticketViewerFields } from './Support.ts';
import { walletViewerFields } from './Wallet.ts';
import { restKeyOf, toGlobalId } from '../graph/ids.ts';
import { VIEWER } from '../graph/mappers.ts';
import { asQueryError } from '../graph/userErrors.ts';
import type { QueryFields } from './root.ts';

/** The signed-in shopper's own object (cart, wishlist), or null for a guest. */
async function ownedBy(ctx: GraphQLContext): Promise<{ userId: string } | null> {
  const user = await account.currentUser(ctx.rest);
  return user ? { userId: user.id } : null;
}

/**
 * The raw ID of a viewer: the shopper's user key, the same in every session of theirs (never the session token: an ID
 * is no secret, and it outlives a session). Every guest shares one: a guest's viewer holds nothing personal, so there
 * is nothing to keep apart, and the pages kept for guests stay the same for all of them.
 */
export const viewerKey = (user: { id: string } | null) => user?.id ?? GUEST_VIEWER;
const GUEST_VIEWER = 'guest';

/** The viewer the request's session names, for `node(id:)`: only its own ID finds it. */
export async function viewerOf(ctx: GraphQLContext, rawId: string) {
  return rawId === viewerKey(await account.currentUser(ctx.rest)) ? VIEWER : null;
}

export const viewerQueries: QueryFields<'viewer'> = {
  viewer: () => VIEWER,
};

export const Viewer: ViewerResolvers = {
  ...orderViewerFields,
  ...reviewViewerFields,
  ...ticketViewerFields,
  ...walletViewerFields,
  ...listViewerFields,
  checkout: async (_, args, ctx) => {
    const user = await account.currentUser(ctx.rest);
    return (
      user &&
      buildCheckout(ctx, user, args).catch((error: unknown) => {
        throw asQueryError(error);
      })
    );
  },
  placedOrder: (_, { parentOrderId }, ctx) => {
    const key = restKeyOf(parentOrderId, 'PlacedOrder');
    return key === null ? null : placedOrderOf(ctx, key);
  },
  id: async (_, __, ctx) => toGlobalId('Viewer', viewerKey(await account.currentUser(ctx.rest))),
  user: (_, __, ctx) => account.currentUser(ctx.rest),
  cart: (_, __, ctx) => ownedBy(ctx),
  wishlist: (_, __, ctx) => ownedBy(ctx),
  lists: async (_, args, ctx) => {
    if (!(await account.currentUser(ctx.rest))) return connectionFromPage([], pageWindow(args).offset, 0, args);
    return connectionFromList(await account.sharableLists(ctx.rest), args);
  },
  buyAgain: async (_, args, ctx) => {
    const { offset } = pageWindow(args);
    if (!(await account.currentUser(ctx.rest))) return connectionFromPage([], offset, 0, args);
    return connectionFromList(ctx.loaders.primeProducts(await account.buyAgain(ctx.rest)), args);
  },
};
