import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrate } from './migrate.ts';
import { sqliteQueries, type Queries } from './queries.ts';

/**
 * Opens (creating when missing) the marketplace's SQLite database, brings its schema up to date and hands out the
 * query layer over it (`destroy()` closes the file).
 */
export async function openDatabase(file: string): Promise<Queries> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const queries = sqliteQueries(sqlite);
  try {
    await migrate(queries);
  } catch (err) {
    await queries.destroy();
    throw err;
  }
  return queries;
}

/** JSON columns are stored as text; this reads one back. */
export function json<T>(text: string | null | undefined, fallback: T): T {
  return text ? (JSON.parse(text) as T) : fallback;
}
