import type { Faker } from '@faker-js/faker';
import type { Tx } from '../queries.ts';
import type { Database } from '../tables.ts';

export const DAY = 24 * 60 * 60 * 1000;

/** What every seed step gets: the database, a seeded faker, the reference time and the catalog size. */
export interface SeedContext {
  /** The seed's transaction. */
  db: Tx;
  f: Faker;
  now: number;
  products: number;
}

/** Values per INSERT: below SQLite's limit of 32766 parameters in one statement (PostgreSQL's is 65535). */
const PARAMETERS_PER_INSERT = 30_000;

/** Inserts rows (all with the same columns) into `table` in multi-row INSERTs. */
export async function insertAll(db: Tx, table: keyof Database, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const perInsert = Math.floor(PARAMETERS_PER_INSERT / Object.keys(rows[0]!).length);
  for (let start = 0; start < rows.length; start += perInsert) {
    // The rows are the seed's own, checked by the seed tests against the schema rather than by the compiler.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + perInsert) as never)
      .execute();
  }
}

export const pad = (n: number, width: number) => String(n).padStart(width, '0');
export const productId = (n: number) => `PRD${pad(n, 6)}`;
export const rupees = (value: number) => Math.round(value * 100) / 100;
