import { createRoute, z } from '@hono/zod-openapi';
import { toTimestamp } from '../clock.ts';
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
import { ListingProductSchema, PRODUCT_SELECT, type ProductRow } from '../serializers/product.ts';
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

interface ListRow {
  id: string;
  listName: string;
  createdAt: number;
  shareToken: string | null;
  isPrivate: number;
}

const ownershipNote = 'Lists are personal: another user\'s list id answers 404 "List not found".';
const LIST_COLUMNS = 'id, listName, createdAt, shareToken, isPrivate';

export function listsRoutes(deps: Deps) {
  const router = createRouter();
  const auth = requireUser(deps);
  const product = productLookup(deps);
  const { db } = deps;
  const listsOf = db.prepare<[string], ListRow>(
    `SELECT ${LIST_COLUMNS} FROM lists WHERE userId = ? ORDER BY createdAt, id`,
  );
  const ownList = db.prepare<[string, string], ListRow>(
    `SELECT ${LIST_COLUMNS} FROM lists WHERE id = ? AND userId = ?`,
  );
  const sharedList = db.prepare<[string], ListRow & { userId: string; ownerName: string }>(
    `SELECT l.id, l.listName, l.createdAt, l.shareToken, l.isPrivate, l.userId, u.name AS ownerName
     FROM lists l JOIN users u ON u.id = l.userId WHERE l.shareToken = ?`,
  );
  const giveToken = db.prepare<[string, string]>(`UPDATE lists SET shareToken = ? WHERE id = ? AND shareToken IS NULL`);
  const tokenOf = db.prepare<[string], { shareToken: string }>(`SELECT shareToken FROM lists WHERE id = ?`);
  const setPrivate = db.prepare<[number, string]>(`UPDATE lists SET isPrivate = ? WHERE id = ?`);
  const itemsOf = db.prepare<[string], ProductRow>(
    `${PRODUCT_SELECT} JOIN list_items li ON li.productId = p.productId WHERE li.listId = ? ORDER BY li.addedAt, li.rowid`,
  );
  const itemsOfUser = db.prepare<[string], ProductRow & { listId: string }>(
    `SELECT x.*, li.listId FROM list_items li JOIN lists l ON l.id = li.listId JOIN (${PRODUCT_SELECT}) x ON x.productId = li.productId
     WHERE l.userId = ? ORDER BY li.addedAt, li.rowid`,
  );
  const membership = db.prepare<[string, string], { id: string; listName: string; containsProduct: number }>(
    `SELECT l.id, l.listName, EXISTS (SELECT 1 FROM list_items li WHERE li.listId = l.id AND li.productId = ?) AS containsProduct
     FROM lists l WHERE l.userId = ? ORDER BY l.createdAt, l.id`,
  );
  const inWishlist = db.prepare<[string, string]>(`SELECT 1 FROM wishlist_items WHERE userId = ? AND productId = ?`);
  const insertList = db.prepare<[string, string, string, number, string]>(
    `INSERT INTO lists (id, userId, listName, createdAt, shareToken) VALUES (?, ?, ?, ?, ?)`,
  );
  const insertItem = db.prepare<[string, string, number]>(
    `INSERT INTO list_items (listId, productId, addedAt) VALUES (?, ?, ?)`,
  );
  const hasItem = db.prepare<[string, string]>(`SELECT 1 FROM list_items WHERE listId = ? AND productId = ?`);
  const deleteItem = db.prepare<[string, string]>(`DELETE FROM list_items WHERE listId = ? AND productId = ?`);
  const deleteList = db.prepare<[string, string]>(`DELETE FROM lists WHERE id = ? AND userId = ?`);

  /** The signed-in user's list, or 404 whether it does not exist or belongs to someone else. */
  function requireList(listId: string, userId: string): ListRow {
    const list = ownList.get(listId, userId);
    if (!list) throw refuse('LIST_NOT_FOUND');
    return list;
  }

  /** The list's share token; lists made before share links get theirs on their owner's first read. */
  function shareTokenOf(list: ListRow): string {
    if (list.shareToken) return list.shareToken;
    giveToken.run(newToken(), list.id);
    return tokenOf.get(list.id)!.shareToken;
  }

  const toList = (list: ListRow, items: ProductRow[]) => ({
    id: list.id,
    listName: list.listName,
    createdAt: toTimestamp(list.createdAt),
    items: items.map(deps.products.listing),
    shareToken: shareTokenOf(list),
    isPrivate: list.isPrivate === 1,
  });
  const readList = (list: ListRow) => toList(list, itemsOf.all(list.id));

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
    (c) => {
      const userId = c.get('user').id;
      const items = itemsOfUser.all(userId);
      const sharableLists = listsOf.all(userId).map((list) =>
        toList(
          list,
          items.filter((row) => row.listId === list.id),
        ),
      );
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
    (c) => {
      const userId = c.get('user').id;
      const { productId } = c.req.valid('param');
      product(productId);
      const lists = membership.all(productId, userId).map((l) => ({ ...l, containsProduct: l.containsProduct === 1 }));
      return c.json({ lists, inWishlist: inWishlist.get(userId, productId) !== undefined }, 200);
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
    (c) => {
      const userId = c.get('user').id;
      const { listName, items } = c.req.valid('json');
      const id = newId('LST');
      const now = deps.clock.now();
      const shareToken = newToken();
      db.transaction(() => {
        insertList.run(id, userId, listName, now, shareToken);
        for (const productId of new Set(items)) {
          product(productId);
          insertItem.run(id, productId, now);
        }
      })();
      const list = readList({ id, listName, createdAt: now, shareToken, isPrivate: 0 });
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
    (c) => {
      const userId = c.get('user').id;
      const { listId, itemId } = c.req.valid('json');
      const list = requireList(listId, userId);
      product(itemId);
      if (hasItem.get(listId, itemId)) throw refuse('ALREADY_IN_LIST', { list: list.listName });
      insertItem.run(listId, itemId, deps.clock.now());
      return c.json({ success: true, message: `Added to ${list.listName}`, list: readList(list) }, 200);
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
    (c) => {
      const userId = c.get('user').id;
      const { listId, productId } = c.req.valid('param');
      const list = requireList(listId, userId);
      product(productId);
      if (deleteItem.run(listId, productId).changes === 0) throw refuse('NOT_IN_LIST');
      return c.json({ success: true, message: `Removed from ${list.listName}`, list: readList(list) }, 200);
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
    (c) => {
      const userId = c.get('user').id;
      const { listId, isPrivate } = c.req.valid('json');
      const list = requireList(listId, userId);
      setPrivate.run(isPrivate ? 1 : 0, listId);
      const message = isPrivate ? `${list.listName} is private` : `Anyone with the link can see ${list.listName}`;
      return c.json({ success: true, message, list: readList({ ...list, isPrivate: isPrivate ? 1 : 0 }) }, 200);
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
    (c) => {
      const { shareToken } = c.req.valid('param');
      const list = sharedList.get(shareToken);
      if (!list) throw refuse('LIST_NOT_FOUND');
      const owner = c.get('user')?.id === list.userId;
      if (list.isPrivate === 1 && !owner) throw refuse('LIST_PRIVATE');
      const answer = {
        listName: list.listName,
        ownerFirstName: splitName(list.ownerName).firstName,
        items: itemsOf.all(list.id).map(deps.products.listing),
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
    (c) => {
      const userId = c.get('user').id;
      const { id } = c.req.valid('param');
      if (deleteList.run(id, userId).changes === 0) throw refuse('LIST_NOT_FOUND');
      return c.json({ success: true, message: 'List deleted successfully' }, 200);
    },
  );

  return router;
}
