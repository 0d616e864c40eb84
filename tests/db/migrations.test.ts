// The schema's one source, rest-api/src/db/migrations/, on SQLite: every file is applied, and a file made before the
// migrations (from schema.sql, with or without the columns the old start-up added) opens with the current schema and
// its rows. tests/postgres/schema.test.ts does the same on PostgreSQL, and compares both databases' schemas.
import Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../rest-api/src/db/migrationList.ts';
import { openDatabase } from '../../rest-api/src/db/open.ts';
import { sqliteQueries } from '../../rest-api/src/db/queries.ts';
import { expectLegacyRows, insertLegacyRows } from '../helpers/legacyRows.ts';
import { schemaShape, type SchemaShape } from '../helpers/schemaShape.ts';

const FIXTURES = new URL('../fixtures/legacy-schema/', import.meta.url);

/** A SQLite file made by the old start-up with these schema files in turn, holding the legacy rows. */
async function legacyFile(files: string[]): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'mkt-legacy-')), 'legacy.db');
  const sqlite = new Database(file);
  for (const name of files) sqlite.exec(readFileSync(new URL(name, FIXTURES), 'utf8'));
  const db = sqliteQueries(sqlite);
  await insertLegacyRows(db);
  await db.destroy();
  return file;
}

describe('the migrations', () => {
  it('are every file of rest-api/src/db/migrations/, in the order of their names', () => {
    const folder = new URL('../../rest-api/src/db/migrations/', import.meta.url);
    const files = readdirSync(folder)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(Object.keys(MIGRATIONS)).toEqual(files.sort());
  });
});

describe('a SQLite file made before the migrations', () => {
  let current: SchemaShape;

  beforeAll(async () => {
    const db = await openDatabase(':memory:');
    current = await schemaShape(db);
    await db.destroy();
  });

  it.each([
    ['schema.sql before payment refunds', ['sqlite-before-refunds.sql']],
    [
      'that schema.sql, then the columns ADDED_COLUMNS gave it',
      ['sqlite-before-refunds.sql', 'sqlite-latest.sql', 'sqlite-added-columns.sql', 'sqlite-latest.sql'],
    ],
    ['the last schema.sql', ['sqlite-latest.sql']],
  ])('from %s opens with the current schema and its rows', async (_, files) => {
    const file = await legacyFile(files);
    const db = await openDatabase(file);
    try {
      expect(await schemaShape(db)).toEqual(current);
      await expectLegacyRows(db);
    } finally {
      await db.destroy();
    }
  });
});
