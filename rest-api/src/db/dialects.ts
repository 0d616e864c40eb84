// Where SQLite and PostgreSQL spell one thing differently: one helper per difference, each giving the SQL of the
// database `db` runs on (the `sql` tag keeps the values as parameters on both).
// It imports nothing of the database layer, so the migrations and the query layer can both use it.
import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

type Fragment = RawBuilder<unknown>;
/** Any connection, transaction or query layer over either database. */
type Queries = Pick<Kysely<unknown>, 'getExecutor'>;

export const isPostgres = (db: Queries) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * `value LIKE pattern` (a value, or SQL such as a concatenation), with backslash as the escape, ignoring ASCII case
 * (SQLite's LIKE does; PostgreSQL's ILIKE).
 */
export const likeIgnoringCase = (db: Queries, value: Fragment, pattern: string | Fragment): Fragment =>
  isPostgres(db) ? sql`${value} ILIKE ${pattern} ESCAPE '\\'` : sql`${value} LIKE ${pattern} ESCAPE '\\'`;

/** `value` as a sort key ignoring ASCII case (the PostgreSQL schema's text is COLLATE "C", so lower() folds ASCII alone). */
export const ignoringCase = (db: Queries, value: Fragment): Fragment =>
  isPostgres(db) ? sql`lower(${value})` : sql`${value} COLLATE NOCASE`;

/**
 * The product_search rows whose name or brand name holds `phrase` (an fts5 phrase, "quoted"): SQLite's trigram
 * index, PostgreSQL's product_search_match() of migration 001.
 */
export const searchMatches = (db: Queries, phrase: string): Fragment =>
  isPostgres(db)
    ? sql`product_search_match(product_search.name, product_search.brandName, ${phrase})`
    : sql`product_search MATCH ${phrase}`;
