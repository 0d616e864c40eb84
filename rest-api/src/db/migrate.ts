import { Migrator, sql } from 'kysely';
import { isPostgres } from './dialects.ts';
import { MIGRATIONS } from './migrationList.ts';
import { all, first, type Queries } from './queries.ts';

/**
 * Applies the migrations not yet recorded in kysely_migration, on SQLite or PostgreSQL. On PostgreSQL each runs in
 * its own transaction, and the caller holds the set-up lock (database.ts) so instances starting at once do not both
 * apply one; SQLite's file has one writer, and a migration that stopped half-way runs again whole (each creates or
 * adds only what is missing).
 */
export async function migrate(db: Queries): Promise<void> {
  if (await upToDate(db)) return;
  const { error, results } = await new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
  }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'the migration table';
    throw new Error(`Migrating the database failed at ${failed}`, { cause: error });
  }
}

/**
 * Whether the database has recorded every migration. Then the Migrator, which reads the whole schema twice before it
 * looks, is skipped: it took 2-4 ms more to open each test's copy of an up-to-date SQLite file.
 */
async function upToDate(db: Queries): Promise<boolean> {
  const migrationTable = isPostgres(db)
    ? sql<{ found: number }>`SELECT count(*) AS found FROM pg_tables
        WHERE schemaname = current_schema() AND tablename = 'kysely_migration'`
    : sql<{ found: number }>`SELECT count(*) AS found FROM sqlite_master
        WHERE type = 'table' AND name = 'kysely_migration'`;
  if (!(await first(db, migrationTable))?.found) return false;
  const recorded = await all(db, sql<{ name: string }>`SELECT name FROM kysely_migration`);
  const names = new Set(recorded.map((row) => row.name));
  return Object.keys(MIGRATIONS).every((name) => names.has(name));
}
