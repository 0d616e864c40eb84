// A migrated database's schema as one comparable value, read from SQLite's pragmas or PostgreSQL's catalog: per table
// its columns (type class, nullability, whether the database fills it), primary key, unique column sets, other
// indexes, foreign keys and the columns of each CHECK. An index ignoring case reads lower(column) on both (SQLite's
// NOCASE, PostgreSQL's lower() or CITEXT). Names are folded (PostgreSQL stores them so); what only one dialect has by
// design is left out: PostgreSQL's explicit rowid (SQLite's is implicit), fts5's shadow tables, the migrator's own
// tables and the old PostgreSQL runner's schema_migrations.
import { sql } from 'kysely';
import { isPostgres } from '../../rest-api/src/db/dialects.ts';
import { all, type Queries } from '../../rest-api/src/db/queries.ts';

export interface ColumnShape {
  type: 'integer' | 'real' | 'text' | 'blob';
  nullable: boolean;
  filled: boolean;
}

export interface TableShape {
  columns: Record<string, ColumnShape>;
  primaryKey: string;
  unique: string[];
  indexes: string[];
  foreignKeys: string[];
  checks: string[];
}

export type SchemaShape = Record<string, TableShape>;

const TYPES: Record<string, ColumnShape['type']> = {
  integer: 'integer',
  int8: 'integer',
  real: 'real',
  float8: 'real',
  text: 'text',
  citext: 'text',
  blob: 'blob',
  bytea: 'blob',
  // fts5 declares no types; its columns hold text.
  '': 'text',
};

const typeClass = (declared: string) => {
  const type = TYPES[declared.toLowerCase()];
  if (!type) throw new Error(`unexpected column type ${declared}`);
  return type;
};

const sorted = (values: string[]) => [...values].sort();

export async function schemaShape(db: Queries): Promise<SchemaShape> {
  return isPostgres(db) ? postgresShape(db) : sqliteShape(db);
}

/** The whole-word mentions of `columns` in a CHECK's expression, outside its string literals. */
function mentioned(expression: string, columns: string[]) {
  const code = expression.replace(/'(?:[^']|'')*'/g, "''");
  return columns.filter((column) => new RegExp(`\\b${column}\\b`, 'i').test(code)).join(',');
}

/** The expressions of the CHECKs in a CREATE TABLE statement (balanced parentheses after each CHECK). */
function checkExpressions(createTable: string): string[] {
  const found: string[] = [];
  for (const match of createTable.matchAll(/\bcheck\s*\(/gi)) {
    let depth = 1;
    let end = match.index + match[0].length;
    for (; depth > 0; end++) depth += createTable[end] === '(' ? 1 : createTable[end] === ')' ? -1 : 0;
    found.push(createTable.slice(match.index + match[0].length, end - 1));
  }
  return found;
}

async function sqliteShape(db: Queries): Promise<SchemaShape> {
  const tables = await all(
    db,
    sql<{ name: string; sql: string }>`SELECT name, sql FROM sqlite_master WHERE type = 'table'
      AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE 'kysely\\_%' ESCAPE '\\'
      AND name NOT LIKE 'product\\_search\\_%' ESCAPE '\\'`,
  );
  const shape: SchemaShape = {};
  for (const table of tables) {
    const columns = await all(
      db,
      sql<{ name: string; type: string; notnull: number; dflt: string | null; pk: number }>`
        SELECT name, type, "notnull", dflt_value AS dflt, pk FROM pragma_table_info(${table.name})`,
    );
    const names = columns.map((c) => c.name.toLowerCase());
    // An fts5 table takes no column constraints; PostgreSQL's plain table states what the seed writes (NOT NULL).
    const virtual = /^create virtual table/i.test(table.sql);
    const keyColumns = columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
    // INTEGER PRIMARY KEY is the rowid: SQLite fills it.
    const rowidKey = keyColumns.length === 1 && keyColumns[0]!.type.toLowerCase() === 'integer';
    const indexes = await all(
      db,
      sql<{ name: string; unique: number; origin: string; partial: number; columns: string }>`
        SELECT list.name, list."unique" AS "unique", list.origin, list.partial,
          (SELECT group_concat(
              CASE WHEN upper(info.coll) = 'NOCASE' THEN 'lower(' || info.name || ')' ELSE info.name END)
            FROM pragma_index_xinfo(list.name) AS info WHERE info.key = 1) AS columns
        FROM pragma_index_list(${table.name}) AS list`,
    );
    const keys = await all(
      db,
      sql<{ id: number; table: string; from: string; to: string; onDelete: string }>`
        SELECT id, "table", "from", "to", on_delete AS onDelete FROM pragma_foreign_key_list(${table.name})
        ORDER BY id, seq`,
    );
    const foreignKeys = new Map<number, { from: string[]; table: string; to: string[]; onDelete: string }>();
    for (const key of keys) {
      const entry = foreignKeys.get(key.id) ?? { from: [], table: key.table, to: [], onDelete: key.onDelete };
      entry.from.push(key.from);
      entry.to.push(key.to);
      foreignKeys.set(key.id, entry);
    }
    shape[table.name] = {
      columns: Object.fromEntries(
        columns.map((c) => [
          c.name.toLowerCase(),
          {
            type: typeClass(c.type),
            nullable: c.notnull === 0 && c.pk === 0 && !virtual,
            filled: c.dflt !== null || (c.pk > 0 && rowidKey),
          },
        ]),
      ),
      primaryKey: keyColumns.map((c) => c.name.toLowerCase()).join(','),
      unique: sorted(indexes.filter((i) => i.unique && i.origin !== 'pk').map((i) => i.columns.toLowerCase())),
      indexes: sorted(
        indexes
          .filter((i) => !i.unique)
          .map((i) => `${i.name} (${i.columns.toLowerCase()})${i.partial ? ' partial' : ''}`),
      ),
      foreignKeys: sorted(
        [...foreignKeys.values()].map((k) =>
          `(${k.from.join(',')}) -> ${k.table}(${k.to.join(',')}) on delete ${k.onDelete}`.toLowerCase(),
        ),
      ),
      checks: sorted(checkExpressions(table.sql).map((expression) => mentioned(expression, names))),
    };
  }
  return shape;
}

const ON_DELETE: Record<string, string> = { a: 'no action', c: 'cascade', r: 'restrict', n: 'set null' };

async function postgresShape(db: Queries): Promise<SchemaShape> {
  const tables = await all(
    db,
    sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()
      AND tablename NOT LIKE 'kysely\\_%' AND tablename <> 'schema_migrations'`,
  );
  const shape: SchemaShape = {};
  for (const { name: table } of tables) {
    const columns = await all(
      db,
      sql<{ name: string; type: string; nullable: boolean; filled: boolean }>`
        SELECT column_name AS name, udt_name AS type, is_nullable = 'YES' AS nullable,
          (column_default IS NOT NULL OR is_identity = 'YES') AS filled
        FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table}
        AND column_name <> 'rowid' ORDER BY ordinal_position`,
    );
    const indexes = await all(
      db,
      sql<{ name: string; unique: number; primary: number; partial: number; columns: string }>`
        SELECT i.relname AS name, x.indisunique AS "unique", x.indisprimary AS "primary",
          x.indpred IS NOT NULL AS partial,
          (SELECT string_agg(CASE WHEN a.atttypid = to_regtype('citext') THEN 'lower(' || a.attname || ')'
              ELSE pg_get_indexdef(x.indexrelid, k.n::int, true) END, ',' ORDER BY k.n)
            FROM unnest(x.indkey::int2[]) WITH ORDINALITY AS k(attnum, n)
            LEFT JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.attnum) AS columns
        FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
        WHERE t.relname = ${table} AND t.relnamespace = current_schema()::regnamespace`,
    );
    const constraints = await all(
      db,
      sql<{ type: string; columns: string; target: string | null; targetColumns: string | null; onDelete: string }>`
        SELECT c.contype AS type,
          (SELECT string_agg(a.attname, ',' ORDER BY k.n) FROM unnest(c.conkey) WITH ORDINALITY AS k(attnum, n)
            JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum) AS columns,
          c.confrelid::regclass::text AS target,
          (SELECT string_agg(a.attname, ',' ORDER BY k.n) FROM unnest(c.confkey) WITH ORDINALITY AS k(attnum, n)
            JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum) AS "targetColumns",
          c.confdeltype AS "onDelete"
        FROM pg_constraint c WHERE c.conrelid = ${table}::regclass AND c.contype IN ('f', 'c')`,
    );
    const names = columns.map((c) => c.name);
    shape[table] = {
      columns: Object.fromEntries(
        columns.map((c) => [
          c.name,
          { type: typeClass(c.type), nullable: Boolean(c.nullable), filled: Boolean(c.filled) },
        ]),
      ),
      primaryKey: indexes.find((i) => i.primary)?.columns ?? '',
      unique: sorted(indexes.filter((i) => i.unique && !i.primary && i.columns !== 'rowid').map((i) => i.columns)),
      indexes: sorted(
        indexes.filter((i) => !i.unique).map((i) => `${i.name} (${i.columns})${i.partial ? ' partial' : ''}`),
      ),
      foreignKeys: sorted(
        constraints
          .filter((c) => c.type === 'f')
          .map((c) => `(${c.columns}) -> ${c.target}(${c.targetColumns}) on delete ${ON_DELETE[c.onDelete]}`),
      ),
      checks: sorted(
        constraints
          .filter((c) => c.type === 'c')
          .map((c) => names.filter((n) => c.columns.split(',').includes(n)).join(',')),
      ),
    };
  }
  return shape;
}
