import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type RawBuilder, type Transaction } from 'kysely';
import pg from 'pg';
import { PostgresNamesPlugin } from './postgresNames.ts';
import type { Database } from './tables.ts';

/** The REST API's database, SQLite or PostgreSQL, as one asynchronous query layer (or a transaction on it). */
export type Queries = Kysely<Database>;
export type Tx = Transaction<Database>;

/** How long one statement may take before the REST API gives up on the database (the request answers 500). */
const STATEMENT_TIMEOUT_MS = 15_000;
/** Connections of one process to PostgreSQL: requests beyond that wait for one. */
const POOL_SIZE = 10;

/** The query layer over an open SQLite database (its one connection: Kysely runs one query or transaction at a time). */
export function sqliteQueries(database: BetterSqlite3.Database): Queries {
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

// Values read the way better-sqlite3 gives them: numbers for 64-bit integers, sums and averages, 1/0 for booleans,
// JSON as text (the code parses its JSON columns itself).
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    switch (oid) {
      case pg.types.builtins.INT8:
      case pg.types.builtins.NUMERIC:
        return Number;
      case pg.types.builtins.BOOL:
        return (value: string) => (value === 't' ? 1 : 0);
      case pg.types.builtins.JSON:
      case pg.types.builtins.JSONB:
        return (value: string) => value;
      default:
        return pg.types.getTypeParser(oid, format);
    }
  },
};

/** The query layer over a pool of connections to PostgreSQL. */
export async function postgresQueries(url: string): Promise<Queries> {
  const names = await PostgresNamesPlugin.create();
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, types, statement_timeout: STATEMENT_TIMEOUT_MS });
  // A connection lost while idle leaves the pool; the next query opens a new one.
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [names] });
}

/** The rows of a raw query (the `sql` tag compiles its values to each database's parameters). */
export async function all<R>(db: Queries, query: RawBuilder<R>): Promise<R[]> {
  return (await query.execute(db)).rows;
}

/** The first row of a raw query, or undefined. */
export async function first<R>(db: Queries, query: RawBuilder<R>): Promise<R | undefined> {
  return (await query.execute(db)).rows[0];
}

/** How many rows a raw INSERT, UPDATE or DELETE changed. */
export async function changes(db: Queries, query: RawBuilder<unknown>): Promise<number> {
  return Number((await query.execute(db)).numAffectedRows ?? 0);
}
