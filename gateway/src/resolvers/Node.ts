import type { NodeResolvers } from '../__generated__/resolvers-types.ts';
import type { GraphQLContext } from '../context.ts';
import { badUserInput } from '../graph/errors.ts';
import { fromGlobalId, isNodeType, type NodeType } from '../graph/ids.ts';
import * as account from '../upstream/account.ts';
import { brandsById, categoryTree } from '../upstream/catalog.ts';
import { tickets } from '../upstream/support.ts';
import type { QueryFields } from './root.ts';

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
      return ctx.rest.signedIn ? (await account.sharableLists(ctx.rest)).find((list) => list.id === rawId) : null;
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

async function resolveNode(id: string, ctx: GraphQLContext) {
  const { type, rawId } = fromGlobalId(id);
  // A well-formed ID of a type that cannot be refetched (a review, a cart line) names nothing `node` can give.
  if (!isNodeType(type)) return null;
  const found = await load(type, rawId, ctx);
  return found ? ({ ...found, __typename: type } as never) : null;
}

const MAX_NODES = 100;

export const nodeQueries: QueryFields<'node' | 'nodes'> = {
  node: (_, { id }, ctx) => resolveNode(id, ctx),
  nodes: (_, { ids }, ctx) => {
    if (ids.length > MAX_NODES) throw badUserInput(`nodes takes at most ${MAX_NODES} IDs`);
    // A bad ID fails only its own entry (null with an error), not its neighbours.
    return Promise.all(ids.map((id) => resolveNode(id, ctx).catch((error: Error) => error as never)));
  },
};

export const Node: NodeResolvers = {
  __resolveType: (node) => (node as unknown as Tagged).__typename,
};
