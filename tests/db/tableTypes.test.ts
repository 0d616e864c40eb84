// The Kysely table types (rest-api/src/db/tables/) are written by hand, since they say what the schema cannot (the
// values a CHECK allows, SQLite's implicit rowid): this holds them to a migrated SQLite database, column by column.
// tests/postgres/schema.test.ts holds PostgreSQL to the same schema, and the types' rowid to its explicit columns.
import { expect, it } from 'vitest';
import { openDatabase } from '../../rest-api/src/db/open.ts';
import { schemaShape } from '../helpers/schemaShape.ts';
import { tableTypes } from '../helpers/tableTypes.ts';

it('the table types declare each table and column of a migrated database, as nullable and filled', async () => {
  const db = await openDatabase(':memory:');
  const shape = await schemaShape(db);
  await db.destroy();
  const types = tableTypes();
  expect(Object.keys(types).sort()).toEqual(Object.keys(shape).sort());
  for (const [table, columns] of Object.entries(types)) {
    const declared = Object.entries(columns)
      .filter(([column]) => column !== 'rowid')
      .map(([column, { nullable, generated }]) => [column.toLowerCase(), { nullable, filled: generated }]);
    const actual = Object.entries(shape[table]!.columns).map(([column, { nullable, filled }]) => [
      column,
      { nullable, filled },
    ]);
    expect(Object.fromEntries(declared), table).toEqual(Object.fromEntries(actual));
  }
});
