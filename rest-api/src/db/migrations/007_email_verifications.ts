import { sql, type Kysely } from 'kysely';
import { columnTypes, required } from '../columns.ts';
import { isPostgres } from '../dialects.ts';

const CHANNELS = sql`channel IN ('phone', 'gst', 'email')`;

/**
 * A new e-mail address is proved by a code before it goes on an account, as a new phone number is: its single-use
 * token is a verification of the channel 'email'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await db.schema.alterTable('verifications').dropConstraint('verifications_channel_check').ifExists().execute();
    await db.schema.alterTable('verifications').addCheckConstraint('verifications_channel_check', CHANNELS).execute();
    return;
  }
  const { rows } = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE name = 'verifications'`.execute(db);
  if (rows[0]!.sql.includes("'email'")) return;
  // SQLite cannot change a CHECK: the table is made again with it, and its rows copied over, in one transaction.
  const { text, integer } = columnTypes(db);
  await db.transaction().execute(async (trx) => {
    await trx.schema
      .createTable('verifications_new')
      .addColumn('tokenDigest', text, (c) => c.primaryKey())
      .addColumn('channel', text, (c) => c.notNull().check(CHANNELS))
      .addColumn('target', text, required)
      .addColumn('expiresAt', integer, required)
      .execute();
    await sql`INSERT INTO verifications_new SELECT tokenDigest, channel, target, expiresAt FROM verifications`.execute(
      trx,
    );
    await trx.schema.dropTable('verifications').execute();
    await trx.schema.alterTable('verifications_new').renameTo('verifications').execute();
  });
}
