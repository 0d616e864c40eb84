import type { MutationResolvers } from '../__generated__/resolvers-types.ts';
import { toGlobalId } from '../ids.ts';
import * as account from '../upstream/account.ts';
import { asShopper } from '../userErrors.ts';

export const SIGN_IN_FOR_LISTS = 'Please sign in to use your lists';

const shopper = { signInMessage: SIGN_IN_FOR_LISTS, notFoundField: 'listId' };
const viewer = {};

/** The shopper's sharable lists. Every payload has the viewer, so a client can read `lists` after the change. */
export const listMutations: MutationResolvers = {
  createList: (_, { input }, ctx) =>
    asShopper(
      ctx.rest.signedIn,
      async () => {
        const { list } = await account.createList(ctx.rest, input.name, input.productIds ?? []);
        return { list, product: null, viewer };
      },
      { list: null, product: null, viewer },
      { ...shopper, notFoundField: 'productIds' },
    ),
  addProductToList: (_, { input }, ctx) =>
    asShopper(
      ctx.rest.signedIn,
      async () => {
        const { list } = await account.addProductToList(ctx.rest, input.listId, input.productId);
        return { list, product: { productId: input.productId }, viewer };
      },
      { list: null, product: null, viewer },
      shopper,
    ),
  removeProductFromList: (_, { input }, ctx) =>
    asShopper(
      ctx.rest.signedIn,
      async () => {
        const { list } = await account.removeProductFromList(ctx.rest, input.listId, input.productId);
        return { list, product: { productId: input.productId }, viewer };
      },
      { list: null, product: null, viewer },
      shopper,
    ),
  deleteList: (_, { input }, ctx) =>
    asShopper(
      ctx.rest.signedIn,
      async () => {
        await account.deleteList(ctx.rest, input.listId);
        return { deletedListId: toGlobalId('List', input.listId), viewer };
      },
      { deletedListId: null, viewer },
      shopper,
    ),
};
