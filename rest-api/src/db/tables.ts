// The REST API's tables as Kysely sees them (the schema is migrations/: PostgreSQL has the same columns, plus an
// explicit rowid where SQLite's implicit one is used). Numbers are what both drivers give back: 0/1 for flags,
// milliseconds for instants; JSON columns are text. Written by hand, since they say what the schema cannot (the values
// a CHECK allows); tests/db/tableTypes.test.ts holds them to a migrated database.
import type { AccountTables } from './tables/accounts.ts';
import type { CatalogTables } from './tables/catalog.ts';
import type { OrderTables } from './tables/orders.ts';
import type { ShoppingTables } from './tables/shopping.ts';

export interface MetaTable {
  key: string;
  value: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

/** Every table, by name: the four areas in tables/, and the key-value tables of the database itself. */
export interface Database extends CatalogTables, AccountTables, ShoppingTables, OrderTables {
  meta: MetaTable;
  settings: SettingsTable;
}
