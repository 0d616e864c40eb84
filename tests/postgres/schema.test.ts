// The schema's migrations on PostgreSQL: the same tables, columns, keys, indexes and checks as on SQLite, the table
// types' rowid where PostgreSQL has one, and a database migrated by the old numbered SQL files (all of them, or only
// the first three) brought up to date with its rows.
import { sql } from 'kysely';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../rest-api/src/db/database.ts';
import { openDatabase } from '../../rest-api/src/db/open.ts';
import { all, postgresQueries, type Queries } from '../../rest-api/src/db/queries.ts';
import { expectLegacyRows, insertLegacyRows } from '../helpers/legacyRows.ts';
import { schemaShape, type SchemaShape } from '../helpers/schemaShape.ts';
import { tableTypes } from '../helpers/tableTypes.ts';
import { createEmptyPostgresDatabase } from '../helpers/testDatabase.ts';

const NUMBERED = new URL('../fixtures/legacy-schema/postgres/', import.meta.url);

let fresh: { db: Queries; drop: () => Promise<void> };
let current: SchemaShape;

beforeAll(async () => {
  const empty = await createEmptyPostgresDatabase();
  fresh = { db: await openPostgres(empty.url), drop: empty.drop };
  current = await schemaShape(fresh.db);
});

afterAll(async () => {
  await fresh?.db.destroy();
  await fresh?.drop();
});

describe('the migrations on PostgreSQL', () => {
  it('give it the tables, columns, keys, indexes and checks they give SQLite', async () => {
    const sqlite = await openDatabase(':memory:');
    try {
      expect(current).toEqual(await schemaShape(sqlite));
    } finally {
      await sqlite.destroy();
    }
  });

  it('give an explicit rowid to the tables whose types declare one', async () => {
    const withRowid = await all(
      fresh.db,
      sql<{ table: string }>`SELECT table_name AS table FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name = 'rowid' ORDER BY table_name`,
    );
    const declared = Object.entries(tableTypes())
      .filter(([, columns]) => 'rowid' in columns)
      .map(([table]) => table);
    expect(withRowid.map((row) => row.table)).toEqual(declared.sort());
  });
});

/** Runs the first `count` numbered files as the old runner did, each recorded in schema_migrations. */
async function migrateTheOldWay(url: string, count: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CREATE TABLE schema_migrations (version TEXT PRIMARY KEY, appliedAt BIGINT NOT NULL)');
    for (const file of readdirSync(NUMBERED).sort().slice(0, count)) {
      await client.query('BEGIN');
      await client.query(readFileSync(new URL(file, NUMBERED), 'utf8'));
      await client.query('INSERT INTO schema_migrations VALUES ($1, $2)', [file.replace(/\.sql$/, ''), Date.now()]);
      await client.query('COMMIT');
    }
  } finally {
    await client.end();
  }
}

describe('a PostgreSQL database migrated by the numbered SQL files', () => {
  it.each([
    ['all of them', Infinity],
    ['the first three', 3],
  ])('migrated by %s opens with the current schema and its rows', async (_, count) => {
    const legacy = await createEmptyPostgresDatabase();
    try {
      await migrateTheOldWay(legacy.url, count);
      const before = await postgresQueries(legacy.url);
      await insertLegacyRows(before);
      await before.destroy();
      const db = await openPostgres(legacy.url);
      try {
        expect(await schemaShape(db)).toEqual(current);
        await expectLegacyRows(db);
      } finally {
        await db.destroy();
      }
    } finally {
      await legacy.drop();
    }
  });
});
