import type {
  ListResolvers,
  PrivateListResolvers,
  SharedListResolvers,
  SharedListResultResolvers,
  ViewerResolvers,
} from '../__generated__/resolvers-types.ts';
import { connectionFromList } from '../graph/connections.ts';
import { inputKey, restKeyOf, toGlobalId } from '../graph/ids.ts';
import { secretInput } from '../graph/secretInput.ts';
import { asShopper, checkAll } from '../graph/userErrors.ts';
import * as account from '../upstream/account.ts';
import type { SharableListDTO } from '../upstream/dto.ts';
import type { Rest } from '../upstream/rest.ts';
import type { GraphQLContext } from '../context.ts';
import { VIEWER } from '../graph/mappers.ts';
import type { MutationFields, QueryFields } from './root.ts';

export const List: ListResolvers = {
  id: (l) => toGlobalId('List', l.id),
  listId: (l) => l.id,
  name: (l) => l.listName,
  items: (l, args, ctx) => connectionFromList(ctx.loaders.primeProducts(l.items), args),
  // The configured origin, never the request's: a link must not point wherever the caller's headers say.
  shareUrl: (l, _, ctx) => `${ctx.publicOrigin}/lists/shared/${encodeURIComponent(l.shareToken)}`,
  shareToken: (l) => l.shareToken,
  containsProduct: (l, { productId }) => l.items.some((item) => item.productId === restKeyOf(productId, 'Product')),
};

/** One of the signed-in shopper's lists by its REST key; null for a guest, an ended session or another's list. */
export const listOf = (ctx: GraphQLContext, listId: string) =>
  account.whenSignedIn(
    ctx.rest,
    null,
    async () => (await account.sharableLists(ctx.rest)).find((list) => list.id === listId) ?? null,
  );

export const listViewerFields: Pick<ViewerResolvers, 'list'> = {
  list: (_, { listId }, ctx) => {
    const key = restKeyOf(listId, 'List');
    return key === null ? null : listOf(ctx, key);
  },
};

export const SharedListResult: SharedListResultResolvers = {
  __resolveType: (result) => ('listName' in result ? 'SharedList' : 'PrivateList'),
};

export const SharedList: SharedListResolvers = {
  name: (l) => l.listName,
  items: (l, args, ctx) => connectionFromList(ctx.loaders.primeProducts(l.items), args),
  // The REST API names the list only to its owner; the owner's own read then gives the editable list.
  list: (l, _, ctx) => (l.listId ? listOf(ctx, l.listId) : null),
};

export const PrivateList: PrivateListResolvers = {};

export const listQueries: QueryFields<'sharedList'> = {
  sharedList: (_, { shareToken }, ctx) => account.sharedList(ctx.rest, secretInput(ctx, shareToken)),
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
      const [listKey, productKey] = checkAll(
        () => inputKey(input.listId, 'List', 'listId'),
        () => inputKey(input.productId, 'Product', 'productId'),
      );
      const { list } = await change(ctx.rest, listKey, productKey);
      return { list, product: { productId: productKey }, viewer: VIEWER };
    },
    { list: null, product: null, viewer: VIEWER },
    shopper,
  );
}

/** The shopper's sharable lists. Every payload has the viewer, so a client can read `lists` after the change. */
export const listMutations: MutationFields<
  'createList' | 'addProductToList' | 'removeProductFromList' | 'deleteList' | 'setListPrivacy'
> = {
  createList: (_, { input }, ctx) =>
    asShopper(
      ctx.rest.signedIn,
      async () => {
        const productKeys = checkAll(
          ...(input.productIds ?? []).map((id) => () => inputKey(id, 'Product', 'productIds')),
        );
        const { list } = await ctx.idempotency.once(ctx.session.token, 'createList', input, () =>
          account.createList(ctx.rest, input.name, productKeys),
        );
        return { list, viewer: VIEWER };
      },
      { list: null, viewer: VIEWER },
      { ...shopper, notFoundField: 'productIds' },
    ),
  addProductToList: (_, { input }, ctx) => listProductChange(ctx, input, account.addProductToList),
  removeProductFromList: (_, { input }, ctx) => listProductChange(ctx, input, account.removeProductFromList),
  deleteList: (_, { input }, ctx) =>
    asShopper(
      ctx.rest.signedIn,
      async () => {
        const listKey = inputKey(input.listId, 'List', 'listId');
        await account.deleteList(ctx.rest, listKey);
        return { deletedListId: toGlobalId('List', listKey), viewer: VIEWER };
      },
      { deletedListId: null, viewer: VIEWER },
      shopper,
    ),
  setListPrivacy: (_, { input }, ctx) =>
    asShopper(
      ctx.rest.signedIn,
      async () => ({
        list: (await account.setListPrivacy(ctx.rest, inputKey(input.listId, 'List', 'listId'), input.isPrivate)).list,
      }),
      { list: null },
      shopper,
    ),
};
