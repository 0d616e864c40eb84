// What the migrations write where SQLite and PostgreSQL spell a column differently: millisecond instants and 0/1
// flags are SQLite's INTEGER and PostgreSQL's BIGINT, prices REAL and DOUBLE PRECISION, text compares byte by byte on
// both (SQLite's BINARY, PostgreSQL's COLLATE "C" whatever the database's locale), e-mails ignore ASCII case (SQLite's
// COLLATE NOCASE, PostgreSQL's CITEXT).
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import { isPostgres } from './dialects.ts';

export function columnTypes(db: Kysely<unknown>) {
  const postgres = isPostgres(db);
  return {
    text: postgres ? sql`text collate "C"` : sql`text`,
    integer: postgres ? ('bigint' as const) : ('integer' as const),
    real: postgres ? ('double precision' as const) : ('real' as const),
    blob: postgres ? ('bytea' as const) : ('blob' as const),
    email: postgres ? sql`citext collate "C"` : sql`text collate nocase`,
  };
}

export const required = (column: ColumnDefinitionBuilder) => column.notNull();

/** A numeric key the database hands out (SQLite's INTEGER PRIMARY KEY AUTOINCREMENT, an identity on PostgreSQL). */
export const withAutoId =
  (db: Kysely<unknown>) =>
  (table: CreateTableBuilder<string, string>): CreateTableBuilder<string, string> =>
    isPostgres(db)
      ? table.addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

/**
 * SQLite's implicit rowid, which the tables' queries order by, as an explicit identity column on PostgreSQL (SQLite
 * has it without asking).
 */
export const withRowid =
  (db: Kysely<unknown>) =>
  (table: CreateTableBuilder<string, string>): CreateTableBuilder<string, string> =>
    isPostgres(db) ? table.addColumn('rowid', 'bigint', (c) => c.generatedAlwaysAsIdentity().unique()) : table;
