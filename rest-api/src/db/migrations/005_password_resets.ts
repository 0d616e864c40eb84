import type { Kysely } from 'kysely';
import { columnTypes, required } from '../columns.ts';

/** Password reset links: a digest of each e-mailed token, single use (usedAt), valid until expiresAt. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { text, integer } = columnTypes(db);
  await db.schema
    .createTable('password_resets')
    .ifNotExists()
    .addColumn('tokenDigest', text, (c) => c.primaryKey())
    .addColumn('userId', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expiresAt', integer, required)
    .addColumn('usedAt', integer)
    .execute();
}
