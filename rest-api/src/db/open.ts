import Database from 'better-sqlite3';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = Database.Database;

const schema = readFileSync(new URL('./schema.sql', import.meta.url), 'utf8');

/** Opens (creating when missing) the marketplace database and applies the schema. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.exec(schema);
  return db;
}

export function isSeeded(db: Db): boolean {
  return db.prepare(`SELECT 1 FROM meta WHERE key = 'seed'`).get() !== undefined;
}

/** JSON columns are stored as text; this reads one back. */
export function json<T>(text: string | null | undefined, fallback: T): T {
  return text ? (JSON.parse(text) as T) : fallback;
}
