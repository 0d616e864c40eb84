import type { Faker } from '@faker-js/faker';
import type { Db } from '../open.ts';

export const DAY = 24 * 60 * 60 * 1000;

/** What every seed step gets: the database, a seeded faker, the reference time and the catalog size. */
export interface SeedContext {
  db: Db;
  f: Faker;
  now: number;
  products: number;
}

/** Inserts rows into `table` with one prepared statement, columns taken from the first row. */
export function insertAll(db: Db, table: string, rows: Record<string, unknown>[]): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const stmt = db.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => '@' + c).join(', ')})`,
  );
  for (const row of rows) stmt.run(row);
}

export const pad = (n: number, width: number) => String(n).padStart(width, '0');
export const productId = (n: number) => `PRD${pad(n, 6)}`;
export const rupees = (value: number) => Math.round(value * 100) / 100;
