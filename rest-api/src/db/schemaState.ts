// What a database already has, for the migrations that meet databases made before them (from SQLite's schema.sql,
// or PostgreSQL's numbered files) and add only what such a database lacks.
import { sql, type AlterTableBuilder, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

type DataTypeExpression = Parameters<AlterTableBuilder['addColumn']>[1];
import { isPostgres } from './dialects.ts';

/** Whether `table` has `column` (PostgreSQL keeps the names folded, so case is ignored). */
async function hasColumn(db: Kysely<unknown>, table: string, column: string): Promise<boolean> {
  const found = (await db.introspection.getTables()).find((t) => t.name === table);
  return found?.columns.some((c) => c.name.toLowerCase() === column.toLowerCase()) ?? false;
}

/** Adds `column` to `table` unless an older schema gave it already. */
export async function addColumnIfMissing(
  db: Kysely<unknown>,
  table: string,
  column: string,
  type: DataTypeExpression,
  build: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder = (c) => c,
): Promise<void> {
  if (!(await hasColumn(db, table, column))) await db.schema.alterTable(table).addColumn(column, type, build).execute();
}

/**
 * Adds a UNIQUE `column` to `table` unless an older schema gave it already. SQLite cannot add a UNIQUE column: it
 * gets the column, then the unique index `index` unless a unique index on the column is there (schema.sql wrote some
 * such columns UNIQUE, and the columns it added to older files later, plain).
 */
export async function addUniqueColumnIfMissing(
  db: Kysely<unknown>,
  table: string,
  column: string,
  type: DataTypeExpression,
  index: string,
): Promise<void> {
  if (isPostgres(db)) return addColumnIfMissing(db, table, column, type, (c) => c.unique());
  await addColumnIfMissing(db, table, column, type);
  const unique = await sql`SELECT 1 FROM pragma_index_list(${table}) AS list
    WHERE list."unique" = 1 AND (SELECT group_concat(name) FROM pragma_index_info(list.name)) = ${column}`.execute(db);
  if (unique.rows.length === 0) await db.schema.createIndex(index).unique().on(table).column(column).execute();
}
