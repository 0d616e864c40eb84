import type { ListResolvers } from '../__generated__/resolvers-types.ts';
import { connectionFromList } from '../graph/connections.ts';
import { toGlobalId } from '../graph/ids.ts';
import { asShopper } from '../graph/userErrors.ts';
import * as account from '../upstream/account.ts';
import type { SharableListDTO } from '../upstream/dto.ts';
import type { Rest } from '../upstream/rest.ts';
import type { GraphQLContext } from '../context.ts';
import { VIEWER } from '../graph/mappers.ts';
import type { MutationFields } from './root.ts';

export const List: ListResolvers = {
  id: (l) => toGlobalId('List', l.id),
  listId: (l) => l.id,
  name: (l) => l.listName,
  items: (l, args, ctx) => connectionFromList(ctx.loaders.primeProducts(l.items), args),
  // The configured origin, never the request's: a link must not point wherever the caller's headers say.
  shareUrl: (l, _, ctx) => `${ctx.publicOrigin}/shopping-cart?listId=${encodeURIComponent(l.id)}#my-Wishlist`,
  containsProduct: (l, { productId }) => l.items.some((item) => item.productId === productId),
};

export const SIGN_IN_FOR_LISTS = 'Please sign in to use your lists';

const shopper = { signInMessage: SIGN_IN_FOR_LISTS, notFoundField: 'listId' };

/** Adds a product to, or takes it out of, one of the shopper's lists. */
function listProductChange(
  ctx: GraphQLContext,
  input: { listId: string; productId: string },
  change: (rest: Rest, listId: string, productId: string) => Promise<{ list: SharableListDTO }>,
) {
  return asShopper(
    ctx.rest.signedIn,
    async () => {
      const { list } = await change(ctx.rest, input.listId, input.productId);
      return { list, product: { productId: input.productId }, viewer: VIEWER };
    },
    { list: null, product: null, viewer: VIEWER },
    shopper,
  );
}

/** The shopper's sharable lists. Every payload has the viewer, so a client can read `lists` after the change. */
export const listMutations: MutationFields<'createList' | 'addProductToList' | 'removeProductFromList' | 'deleteList'> = {
  createList: (_, { input }, ctx) =>
    asShopper(
      ctx.rest.signedIn,
      async () => {
        const { list } = await ctx.idempotency.once(ctx.session.token, 'createList', input, () =>
          account.createList(ctx.rest, input.name, input.productIds ?? []),
        );
        return { list, product: null, viewer: VIEWER };
      },
      { list: null, product: null, viewer: VIEWER },
      { ...shopper, notFoundField: 'productIds' },
    ),
  addProductToList: (_, { input }, ctx) => listProductChange(ctx, input, account.addProductToList),
  removeProductFromList: (_, { input }, ctx) => listProductChange(ctx, input, account.removeProductFromList),
  deleteList: (_, { input }, ctx) =>
    asShopper(
      ctx.rest.signedIn,
      async () => {
        await account.deleteList(ctx.rest, input.listId);
        return { deletedListId: toGlobalId('List', input.listId), viewer: VIEWER };
      },
      { deletedListId: null, viewer: VIEWER },
      shopper,
    ),
};
