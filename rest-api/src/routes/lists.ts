import { createRoute, z } from '@hono/zod-openapi';
import { toTimestamp } from '../clock.ts';
import { transaction } from '../db/transaction.ts';
import type { Deps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import {
  bearerSecurity,
  createRouter,
  errors,
  jsonBody,
  ok,
  optionalUser,
  requireUser,
  SuccessSchema,
} from '../http.ts';
import { TimestampSchema } from '../serializers/timestamp.ts';
import { newId, newToken } from '../ids.ts';
import { ListingProductSchema, type ProductRow } from '../serializers/product.ts';
import { createListRows, type ListRow } from '../lists/listRows.ts';
import { splitName } from '../serializers/user.ts';
import { idField, productIdField, ProductIdSchema, productLookup } from './shopping.ts';

const SharableListSchema = z
  .object({
    id: z.string(),
    listName: z.string(),
    createdAt: TimestampSchema,
    items: z.array(ListingProductSchema),
    shareToken: z.string().describe("The random token of the list's share link (`GET /shared-list/{shareToken}`)"),
    isPrivate: z.boolean().describe('Whether the share link opens for the owner only'),
  })
  .openapi('SharableList');
const ShareTokenSchema = z
  .string()
  .regex(/^[\w-]{43}$/, 'Invalid share link')
  .openapi({ param: { name: 'shareToken', in: 'path' }, example: 'Jx1oUzs0fQ5mYf3a0pHk2v3yqk7D8bqkJ2dQj6z4WcE' });
const SharedListSchema = z
  .object({
    listName: z.string(),
    ownerFirstName: z.string().describe("The owner's first name: nothing else of the owner is shown to others"),
    items: z.array(ListingProductSchema),
    listId: z.string().optional().describe("The list's id, only when the caller owns the list"),
  })
  .openapi('SharedList');
const ListChangeSchema = SuccessSchema.extend({ list: SharableListSchema }).openapi('SharableListChange');

const ownershipNote = 'Lists are personal: another user\'s list id answers 404 "List not found".';

export function listsRoutes(deps: Deps) {
  const router = createRouter();
  const auth = requireUser(deps);
  const product = productLookup(deps);
  const {
    listsOf,
    ownList,
    sharedList,
    giveToken,
    tokenOf,
    setPrivate,
    itemsOf,
    itemsOfUser,
    membership,
    inWishlist,
    insertItem,
    deleteItem,
    deleteList,
  } = createListRows(deps.queries);

  /** The signed-in user's list, or 404 whether it does not exist or belongs to someone else. */
  async function requireList(listId: string, userId: string): Promise<ListRow> {
    const list = await ownList(listId, userId);
    if (!list) throw refuse('LIST_NOT_FOUND');
    return list;
  }

  /** The list's share token; lists made before share links get theirs on their owner's first read. */
  async function shareTokenOf(list: ListRow): Promise<string> {
    if (list.shareToken) return list.shareToken;
    await giveToken(newToken(), list.id);
    return (await tokenOf(list.id))!.shareToken;
  }

  const toList = async (list: ListRow, items: ProductRow[]) => ({
    id: list.id,
    listName: list.listName,
    createdAt: toTimestamp(list.createdAt),
    items: items.map(deps.products.listing),
    shareToken: await shareTokenOf(list),
    isPrivate: list.isPrivate === 1,
  });
  const readList = async (list: ListRow) => toList(list, await itemsOf(list.id));

  router.openapi(
    createRoute({
      method: 'get',
      path: '/getsharable-list',
      tags: ['Lists'],
      summary: "The signed-in user's sharable lists with their products",
      description: 'Oldest list first; items in the order they were added.',
      security: bearerSecurity,
      middleware: [auth] as const,
      responses: { 200: ok(z.object({ sharableLists: z.array(SharableListSchema) })), ...errors(401) },
    }),
    async (c) => {
      const userId = c.get('user').id;
      const items = await itemsOfUser(userId);
      const lists = await listsOf(userId);
      const itemsIn = (listId: string) => items.filter((row) => row.listId === listId);
      const sharableLists = await Promise.all(lists.map((list) => toList(list, itemsIn(list.id))));
      return c.json({ sharableLists }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/check-product-in-lists/{productId}',
      tags: ['Lists'],
      summary: 'Which of my lists hold a product, and whether it is in my wishlist',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { params: z.object({ productId: ProductIdSchema }) },
      responses: {
        200: ok(
          z
            .object({
              lists: z.array(z.object({ id: z.string(), listName: z.string(), containsProduct: z.boolean() })),
              inWishlist: z.boolean(),
            })
            .openapi('ProductListMembership'),
        ),
        ...errors(400, 401, 404),
      },
    }),
    async (c) => {
      const userId = c.get('user').id;
      const { productId } = c.req.valid('param');
      await product(productId);
      const lists = (await membership(productId, userId)).map((l) => ({
        ...l,
        containsProduct: l.containsProduct === 1,
      }));
      return c.json({ lists, inWishlist: await inWishlist(userId, productId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/create-sharable-list',
      tags: ['Lists'],
      summary: 'Create a sharable list, optionally with products',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: {
        body: jsonBody(
          z.object({
            listName: z
              .string({ error: 'List name is required' })
              .trim()
              .min(1, 'List name is required')
              .max(60, 'List name must be at most 60 characters'),
            items: z.array(ProductIdSchema).max(200, 'A list holds at most 200 products').default([]),
          }),
        ),
      },
      responses: { 201: ok(ListChangeSchema, 'Created'), ...errors(400, 401, 404) },
    }),
    async (c) => {
      const userId = c.get('user').id;
      const { listName, items } = c.req.valid('json');
      const id = newId('LST');
      const now = deps.clock.now();
      const shareToken = newToken();
      await transaction(deps.queries, async (trx) => {
        await trx.insertInto('lists').values({ id, userId, listName, createdAt: now, shareToken }).execute();
        for (const productId of new Set(items)) {
          await product(productId, trx);
          await trx.insertInto('list_items').values({ listId: id, productId, addedAt: now }).execute();
        }
      });
      const list = await readList({ id, listName, createdAt: now, shareToken, isPrivate: 0 });
      return c.json({ success: true, message: 'List created successfully', list }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/add-product-to-list',
      tags: ['Lists'],
      summary: 'Add a product to one of my lists',
      description: `A product already in the list answers 409 "Product already in {listName}". ${ownershipNote}`,
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { body: jsonBody(z.object({ listId: idField('listId'), itemId: productIdField('itemId') })) },
      responses: { 200: ok(ListChangeSchema), ...errors(400, 401, 404, 409) },
    }),
    async (c) => {
      const userId = c.get('user').id;
      const { listId, itemId } = c.req.valid('json');
      const list = await requireList(listId, userId);
      await product(itemId);
      if (!(await insertItem(listId, itemId, deps.clock.now()))) {
        throw refuse('ALREADY_IN_LIST', { list: list.listName });
      }
      return c.json({ success: true, message: `Added to ${list.listName}`, list: await readList(list) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/delete-item-sharable-list/{listId}/items/{productId}',
      tags: ['Lists'],
      summary: 'Remove a product from one of my lists',
      description: `A product not in the list answers 404 "Product not found in list". ${ownershipNote}`,
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { params: z.object({ listId: idField('listId'), productId: ProductIdSchema }) },
      responses: { 200: ok(ListChangeSchema), ...errors(400, 401, 404) },
    }),
    async (c) => {
      const userId = c.get('user').id;
      const { listId, productId } = c.req.valid('param');
      const list = await requireList(listId, userId);
      await product(productId);
      if ((await deleteItem(listId, productId)) === 0) throw refuse('NOT_IN_LIST');
      return c.json({ success: true, message: `Removed from ${list.listName}`, list: await readList(list) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/set-list-privacy',
      tags: ['Lists'],
      summary: 'Make one of my lists private (its link opens for me only) or shared',
      description: `${ownershipNote} The share link stays the same either way.`,
      security: bearerSecurity,
      middleware: [auth] as const,
      request: {
        body: jsonBody(
          z.object({ listId: idField('listId'), isPrivate: z.boolean({ error: 'isPrivate must be true or false' }) }),
        ),
      },
      responses: { 200: ok(ListChangeSchema), ...errors(400, 401, 404) },
    }),
    async (c) => {
      const userId = c.get('user').id;
      const { listId, isPrivate } = c.req.valid('json');
      const list = await requireList(listId, userId);
      await setPrivate(isPrivate ? 1 : 0, listId);
      const message = isPrivate ? `${list.listName} is private` : `Anyone with the link can see ${list.listName}`;
      const changed = await readList({ ...list, isPrivate: isPrivate ? 1 : 0 });
      return c.json({ success: true, message, list: changed }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/shared-list/{shareToken}',
      tags: ['Lists'],
      summary: 'A list opened by its share link, read-only',
      description:
        "Anyone holding the link may read the list's name, its owner's first name and its products; nothing else of the owner. " +
        'A private list answers 403 `LIST_PRIVATE` "This list is private" except to its owner (bearer token), whose answer also has `listId`. ' +
        'An unknown token answers 404 `LIST_NOT_FOUND`.',
      security: [{}, ...bearerSecurity],
      middleware: [optionalUser(deps)] as const,
      request: { params: z.object({ shareToken: ShareTokenSchema }) },
      responses: { 200: ok(z.object({ sharedList: SharedListSchema })), ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      const { shareToken } = c.req.valid('param');
      const list = await sharedList(shareToken);
      if (!list) throw refuse('LIST_NOT_FOUND');
      const owner = c.get('user')?.id === list.userId;
      if (list.isPrivate === 1 && !owner) throw refuse('LIST_PRIVATE');
      const answer = {
        listName: list.listName,
        ownerFirstName: splitName(list.ownerName).firstName,
        items: (await itemsOf(list.id)).map(deps.products.listing),
        ...(owner ? { listId: list.id } : {}),
      };
      return c.json({ sharedList: answer }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/delete-sharable-list/{id}',
      tags: ['Lists'],
      summary: 'Delete one of my lists and its items',
      description: ownershipNote,
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { params: z.object({ id: idField('id') }) },
      responses: { 200: ok(SuccessSchema), ...errors(400, 401, 404) },
    }),
    async (c) => {
      const userId = c.get('user').id;
      const { id } = c.req.valid('param');
      if ((await deleteList(id, userId)) === 0) throw refuse('LIST_NOT_FOUND');
      return c.json({ success: true, message: 'List deleted successfully' }, 200);
    },
  );

  return router;
}
