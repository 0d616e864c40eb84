import type { NodeResolvers } from '../__generated__/resolvers-types.ts';
import type { GraphQLContext } from '../context.ts';
import { fromGlobalId, isNodeType, type NodeType } from '../graph/ids.ts';
import * as account from '../upstream/account.ts';
import { brandsById, categoryTree } from '../upstream/catalog.ts';
import { tickets } from '../upstream/support.ts';
import { checkoutOf, placedOrderOf } from './Checkout.ts';
import { discountOf } from './Home.ts';
import { listOf } from './List.ts';
import { orderItemOf } from './Order.ts';
import type { QueryFields } from './root.ts';
import { viewerOf } from './Viewer.ts';

type Tagged = { __typename: NodeType };

/** The object behind a global ID, or null when it is missing or not the viewer's (personal types). */
async function load(type: NodeType, rawId: string, ctx: GraphQLContext): Promise<object | null | undefined> {
  switch (type) {
    case 'Product':
      return ctx.loaders.product.load(rawId);
    case 'Category':
      return (await categoryTree(ctx.rest)).byId.get(rawId);
    case 'Brand':
      return (await brandsById(ctx.rest)).get(rawId);
    case 'Seller':
      return ctx.loaders.seller.load(rawId);
    case 'Order':
      return ctx.rest.signedIn ? ctx.loaders.order.load(rawId) : null;
    case 'List':
      return listOf(ctx, rawId);
    case 'PlacedOrder':
      return placedOrderOf(ctx, rawId);
    case 'Discount':
      return discountOf(ctx.rest, rawId);
    case 'Viewer':
      return viewerOf(ctx, rawId);
    case 'Checkout':
      return checkoutOf(ctx, rawId);
    case 'OrderItem':
      return orderItemOf(ctx, rawId);
  }
  const user = await account.currentUser(ctx.rest);
  if (!user) return null;
  switch (type) {
    case 'User':
      return user.id === rawId ? user : null;
    case 'Cart':
    case 'Wishlist':
      return user.id === rawId ? { userId: user.id } : null;
    case 'Ticket':
      return (await tickets(ctx.rest)).find((t) => t.ticketId === rawId);
    case 'Address': {
      const address = user.address.find((a) => a.addressId === rawId);
      return address && { ...address, userId: user.id };
    }
  }
}

/** The type and key in an ID this API issued; null for anything else (fromGlobalId's BAD_USER_INPUT is for inputs). */
function parsed(id: string): { type: string; rawId: string } | null {
  try {
    return fromGlobalId(id);
  } catch {
    return null;
  }
}

/**
 * The object an ID names, or null, as Relay's `node` answers and every lookup of the graph does: for an object that
 * is gone or not the viewer's, an ID of a type `node` cannot refetch (a review, a cart line) and a value that is no
 * ID at all alike (a client holding a stale or mangled ID gets no object, not an error to handle).
 */
async function resolveNode(id: string, ctx: GraphQLContext) {
  const parts = parsed(id);
  if (!parts || !isNodeType(parts.type)) return null;
  const { type, rawId } = parts;
  const found = await load(type, rawId, ctx);
  return found ? ({ ...found, __typename: type } as never) : null;
}

export const nodeQueries: QueryFields<'node' | 'nodes'> = {
  node: (_, { id }, ctx) => resolveNode(id, ctx),
  // At most 100 IDs (operationLimits.ts refuses more before anything runs); a repeated ID is looked up once. A
  // failing lookup fails only its own entry (null with an error), not its neighbours.
  nodes: (_, { ids }, ctx) => {
    const found = new Map(
      [...new Set(ids)].map((id) => [id, resolveNode(id, ctx).catch((error: Error) => error as never)]),
    );
    return Promise.all(ids.map((id) => found.get(id)!));
  },
};

export const Node: NodeResolvers = {
  __resolveType: (node) => (node as unknown as Tagged).__typename,
};
