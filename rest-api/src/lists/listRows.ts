// The rows of the shoppers' lists (lists, list_items): the queries routes/lists.ts reads and writes them with, apart
// from its routes (their schemas, checks and answers).
import { sql } from 'kysely';
import { all, changes, first, type Queries } from '../db/queries.ts';
import { PRODUCT_SELECT, type ProductRow } from '../serializers/product.ts';

export interface ListRow {
  id: string;
  listName: string;
  createdAt: number;
  shareToken: string | null;
  isPrivate: number;
}

const LIST_COLUMNS = sql.raw('id, listName, createdAt, shareToken, isPrivate');

export function createListRows(db: Queries) {
  const listsOf = (userId: string) =>
    all(db, sql<ListRow>`SELECT ${LIST_COLUMNS} FROM lists WHERE userId = ${userId} ORDER BY createdAt, id`);
  const ownList = (listId: string, userId: string) =>
    first(db, sql<ListRow>`SELECT ${LIST_COLUMNS} FROM lists WHERE id = ${listId} AND userId = ${userId}`);
  const sharedList = (shareToken: string) =>
    first(
      db,
      sql<ListRow & { userId: string; ownerName: string }>`SELECT l.id, l.listName, l.createdAt, l.shareToken,
        l.isPrivate, l.userId, u.name AS "ownerName"
        FROM lists l JOIN users u ON u.id = l.userId WHERE l.shareToken = ${shareToken}`,
    );
  const giveToken = (token: string, listId: string) =>
    changes(db, sql`UPDATE lists SET shareToken = ${token} WHERE id = ${listId} AND shareToken IS NULL`);
  const tokenOf = (listId: string) =>
    first(db, sql<{ shareToken: string }>`SELECT shareToken FROM lists WHERE id = ${listId}`);
  const setPrivate = (isPrivate: number, listId: string) =>
    changes(db, sql`UPDATE lists SET isPrivate = ${isPrivate} WHERE id = ${listId}`);
  const itemsOf = (listId: string) =>
    all(
      db,
      sql<ProductRow>`${sql.raw(PRODUCT_SELECT)} JOIN list_items li ON li.productId = p.productId
        WHERE li.listId = ${listId} ORDER BY li.addedAt, li.rowid`,
    );
  const itemsOfUser = (userId: string) =>
    all(
      db,
      sql<ProductRow & { listId: string }>`SELECT x.*, li.listId FROM list_items li JOIN lists l ON l.id = li.listId
        JOIN (${sql.raw(PRODUCT_SELECT)}) x ON x.productId = li.productId
        WHERE l.userId = ${userId} ORDER BY li.addedAt, li.rowid`,
    );
  const membership = (productId: string, userId: string) =>
    all(
      db,
      sql<{ id: string; listName: string; containsProduct: number }>`SELECT l.id, l.listName,
        EXISTS (SELECT 1 FROM list_items li WHERE li.listId = l.id AND li.productId = ${productId}) AS "containsProduct"
        FROM lists l WHERE l.userId = ${userId} ORDER BY l.createdAt, l.id`,
    );
  const inWishlist = async (userId: string, productId: string) =>
    (await first(db, sql`SELECT 1 FROM wishlist_items WHERE userId = ${userId} AND productId = ${productId}`)) !==
    undefined;
  /** Adds the product to the list unless it is there already: whether it was added. */
  const insertItem = async (listId: string, productId: string, addedAt: number) => {
    const inserted = await db
      .insertInto('list_items')
      .values({ listId, productId, addedAt })
      .onConflict((conflict) => conflict.columns(['listId', 'productId']).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  };
  const deleteItem = (listId: string, productId: string) =>
    changes(db, sql`DELETE FROM list_items WHERE listId = ${listId} AND productId = ${productId}`);
  const deleteList = (listId: string, userId: string) =>
    changes(db, sql`DELETE FROM lists WHERE id = ${listId} AND userId = ${userId}`);

  return {
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
  };
}
