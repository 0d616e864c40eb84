import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../rest-api/src/db/open.ts';
import { all, type Queries } from '../../rest-api/src/db/queries.ts';
import { seedDatabase } from '../../rest-api/src/db/seed.ts';
import { openTestDatabase } from '../helpers/testDatabase.ts';

const SEED = { products: 240, seed: 7, now: Date.UTC(2026, 10, 1, 6, 30) };

/** Each table by its key; PostgreSQL's explicit rowid column (SQLite's is hidden) is left out. */
const TABLES: Record<string, string> = {
  categories: 'id',
  brands: 'brandId',
  brand_pages: 'brandId',
  sellers: 'sellerId',
  products: 'productId',
  product_search: 'productId',
  users: 'id',
  addresses: 'id',
  cart_items: 'userId, productId',
  wishlist_items: 'userId, productId',
  lists: 'id',
  list_items: 'listId, productId',
  orders: 'id',
  order_items: 'orderId, productId',
  reviews: 'id',
  questions: 'id',
  answers: 'id',
  seller_ratings: 'id',
  banners: 'id',
  discounts: 'id',
  deals: 'id',
  faq: 'id',
  pincodes: 'pincode',
  settings: 'key',
  meta: 'key',
};

const rows = async (db: Queries, table: string) =>
  (await all(db, sql.raw<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY ${TABLES[table]}`))).map(
    ({ rowid: _, ...row }) => row,
  );

describe('the seed on PostgreSQL', () => {
  it('writes the same rows as on SQLite for the same seed and reference time', async () => {
    const sqlite = await openDatabase(':memory:');
    await seedDatabase(sqlite, SEED);
    const postgres = await openTestDatabase(SEED);
    try {
      expect(postgres.url).not.toBeNull();
      for (const table of Object.keys(TABLES)) {
        const expected = await rows(sqlite, table);
        expect(expected.length, table).toBeGreaterThan(0);
        expect(await rows(postgres.queries, table), table).toEqual(expected);
      }
    } finally {
      await sqlite.destroy();
      await postgres.close();
    }
  });
});
