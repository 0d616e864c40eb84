import Database from 'better-sqlite3';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { sqliteQueries, type Queries } from './queries.ts';

const schema = readFileSync(new URL('./schema.sql', import.meta.url), 'utf8');

/** Columns schema.sql gained after files were created with it (`CREATE TABLE IF NOT EXISTS` leaves those alone). */
const ADDED_COLUMNS: [table: string, column: string, type: string][] = [
  ['payment_orders', 'verifiedAt', 'INTEGER'],
  ['payment_orders', 'refundId', 'TEXT'],
  ['payment_orders', 'refundedAt', 'INTEGER'],
  ['lists', 'shareToken', 'TEXT'],
  ['lists', 'isPrivate', 'INTEGER NOT NULL DEFAULT 0'],
];

// Runs once at startup on the in-process SQLite file, before the query layer takes it over: synchronous is fine.
function addMissingColumns(sqlite: Database.Database) {
  for (const [table, column, type] of ADDED_COLUMNS) {
    const columns = sqlite.pragma(`table_info(${table})`) as { name: string }[];
    if (!columns.some((c) => c.name === column)) sqlite.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
  }
  // After the columns: SQLite cannot add a UNIQUE column, and a file made before shareToken lacks it until here.
  sqlite.exec(`CREATE UNIQUE INDEX IF NOT EXISTS lists_share_token ON lists(shareToken)`);
  // SQLite cannot change a CHECK: a file made before e-mail verifications gets the table again. Its rows are
  // tokens that live ten minutes, so dropping them costs at most a code to be confirmed once more.
  const verifications = sqlite.prepare(`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'verifications'`);
  if (!(verifications.get() as { sql: string }).sql.includes("'email'")) {
    sqlite.exec('DROP TABLE verifications');
    sqlite.exec(schema);
  }
}

/**
 * Opens (creating when missing) the marketplace's SQLite database, applies the schema and hands out the query layer
 * over it (`destroy()` closes the file).
 */
export function openDatabase(file: string): Queries {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.exec(schema);
  addMissingColumns(sqlite);
  return sqliteQueries(sqlite);
}

/** JSON columns are stored as text; this reads one back. */
export function json<T>(text: string | null | undefined, fallback: T): T {
  return text ? (JSON.parse(text) as T) : fallback;
}
