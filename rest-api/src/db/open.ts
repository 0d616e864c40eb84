import Database from 'better-sqlite3';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = Database.Database;

const schema = readFileSync(new URL('./schema.sql', import.meta.url), 'utf8');

/** Columns schema.sql gained after files were created with it (`CREATE TABLE IF NOT EXISTS` leaves those alone). */
const ADDED_COLUMNS: [table: string, column: string, type: string][] = [
  ['payment_orders', 'verifiedAt', 'INTEGER'],
  ['payment_orders', 'refundId', 'TEXT'],
  ['payment_orders', 'refundedAt', 'INTEGER'],
  ['lists', 'shareToken', 'TEXT'],
  ['lists', 'isPrivate', 'INTEGER NOT NULL DEFAULT 0'],
];

function addMissingColumns(db: Db) {
  for (const [table, column, type] of ADDED_COLUMNS) {
    const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
    if (!columns.some((c) => c.name === column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
  }
  // After the columns: SQLite cannot add a UNIQUE column, and a file made before shareToken lacks it until here.
  db.exec(`CREATE UNIQUE INDEX IF NOT EXISTS lists_share_token ON lists(shareToken)`);
}

/** Opens (creating when missing) the marketplace database and applies the schema. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.exec(schema);
  addMissingColumns(db);
  return db;
}

export function isSeeded(db: Db): boolean {
  return db.prepare(`SELECT 1 FROM meta WHERE key = 'seed'`).get() !== undefined;
}

/** JSON columns are stored as text; this reads one back. */
export function json<T>(text: string | null | undefined, fallback: T): T {
  return text ? (JSON.parse(text) as T) : fallback;
}
