import { sql } from 'kysely';
import { readdirSync, readFileSync } from 'node:fs';
import { all, type Queries } from './queries.ts';
import { transaction } from './transaction.ts';

const folder = new URL('./migrations/postgres/', import.meta.url);

/** The numbered migrations (001_initial.sql, ...), in order. */
function migrations() {
  return readdirSync(folder)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: file.replace(/\.sql$/, ''), sql: readFileSync(new URL(file, folder), 'utf8') }));
}

/**
 * Applies the PostgreSQL migrations not yet recorded in schema_migrations, each in its own transaction. The caller
 * holds the advisory lock (database.ts), so two instances starting at once do not both apply one.
 */
export async function migratePostgres(db: Queries, now = Date.now()): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, appliedAt BIGINT NOT NULL)`.execute(
    db,
  );
  const applied = new Set(
    (await all(db, sql<{ version: string }>`SELECT version FROM schema_migrations`)).map((row) => row.version),
  );
  const done: string[] = [];
  for (const { version, sql: statements } of migrations()) {
    if (applied.has(version)) continue;
    await transaction(db, async (trx) => {
      // Without parameters the statements go as one simple query, which may hold several.
      await sql.raw(statements).execute(trx);
      await sql`INSERT INTO schema_migrations (version, appliedAt) VALUES (${version}, ${now})`.execute(trx);
    });
    done.push(version);
  }
  return done;
}
