import type { Kysely } from 'kysely';
import { columnTypes } from '../columns.ts';
import { addColumnIfMissing, addUniqueColumnIfMissing } from '../schemaState.ts';

/**
 * A list's share link carries a random token (given on the owner's first read of the list); a private list's link
 * opens for its owner only (isPrivate 1).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { text, integer } = columnTypes(db);
  await addUniqueColumnIfMissing(db, 'lists', 'shareToken', text, 'lists_share_token');
  await addColumnIfMissing(db, 'lists', 'isPrivate', integer, (c) => c.notNull().defaultTo(0));
}
