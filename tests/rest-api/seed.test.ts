import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from '../../rest-api/src/db/open.ts';
import { all, first, type Queries } from '../../rest-api/src/db/queries.ts';
import { seedDatabase } from '../../rest-api/src/db/seed.ts';
import { USERS } from '../helpers/fixtures.ts';

const NOW = Date.UTC(2026, 10, 1);

async function seeded(products: number, seed: number): Promise<Queries> {
  const db = await openDatabase(':memory:');
  await seedDatabase(db, { products, seed, now: NOW });
  return db;
}

async function digest(db: Queries): Promise<string> {
  const hash = createHash('sha256');
  for (const table of [
    'categories',
    'brands',
    'sellers',
    'products',
    'orders',
    'order_items',
    'reviews',
    'deals',
    'brand_pages',
  ]) {
    for (const row of await all(db, sql.raw(`SELECT * FROM ${table} ORDER BY rowid`))) hash.update(JSON.stringify(row));
  }
  return hash.digest('hex');
}

describe('seed', () => {
  it('is deterministic for a seed and reference time, and differs for another seed', async () => {
    expect(await digest(await seeded(300, 11))).toBe(await digest(await seeded(300, 11)));
    expect(await digest(await seeded(300, 12))).not.toBe(await digest(await seeded(300, 11)));
  });

  it('covers every state the screens show', async () => {
    const db = await seeded(1000, 2026);
    const count = async (query: string) => (await first(db, sql.raw<{ n: number }>(query)))!.n;
    expect(await count(`SELECT COUNT(*) n FROM products`)).toBe(1000);
    // Three levels: a leaf's parent's parent is a top-level category.
    expect(
      await count(
        `SELECT COUNT(*) n FROM categories l JOIN categories m ON m.id = l.parentCategory JOIN categories t ON t.id = m.parentCategory WHERE t.parentCategory = t.id AND m.id <> t.id`,
      ),
    ).toBeGreaterThan(20);
    for (const [label, where] of [
      ['out of stock', 'stock <= 0'],
      ['only n left', 'stock BETWEEN 1 AND 4'],
      ['only few left', 'stock BETWEEN 5 AND 9'],
      ['in stock', 'stock >= 10'],
    ]) {
      expect(await count(`SELECT COUNT(*) n FROM products WHERE ${where}`), label).toBeGreaterThan(0);
    }
    expect(await count(`SELECT COUNT(*) n FROM products WHERE tirePrice <> '[]'`)).toBeGreaterThan(100);
    expect(
      await count(`SELECT COUNT(*) n FROM products WHERE limitedTimeOffer = 1 AND limitedTimeEndDate > ${NOW}`),
    ).toBeGreaterThan(0);
    expect(await count(`SELECT COUNT(DISTINCT dealType) n FROM banners`)).toBe(2);
    expect(await count(`SELECT COUNT(DISTINCT kind) n FROM deals`)).toBe(4);
    expect(await count(`SELECT COUNT(*) n FROM deals WHERE kind = 'limitedTime' AND endDate <= ${NOW}`)).toBe(0);
    expect(await count(`SELECT COUNT(DISTINCT sectionOrder) n FROM brand_pages`)).toBeGreaterThan(1);
    expect(await count(`SELECT COUNT(*) n FROM reviews WHERE mediaUrl <> '[]'`)).toBeGreaterThan(0);
    expect(await count(`SELECT COUNT(*) n FROM answers`)).toBeGreaterThan(0);
    expect(await count(`SELECT COUNT(DISTINCT status) n FROM orders WHERE userId = '${USERS.demo.id}'`)).toBe(5);
    expect(
      await count(`SELECT COUNT(*) n FROM addresses WHERE userId = '${USERS.demo.id}' AND primaryAddress = 1`),
    ).toBe(1);
    expect(await count(`SELECT COUNT(*) n FROM lists WHERE userId = '${USERS.demo.id}'`)).toBe(2);
    // Every category has a name (the storefront would read an empty one as "Unnamed Category").
    expect(await count(`SELECT COUNT(*) n FROM categories WHERE name = ''`)).toBe(0);
    // Seller GSTINs follow the 15-character GSTIN format.
    for (const { gstNumber } of await all(db, sql<{ gstNumber: string }>`SELECT gstNumber FROM sellers`)) {
      expect(gstNumber).toMatch(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
    }
  });

  it('keeps the catalog consistent: discounts, prices and star counts', async () => {
    const db = await seeded(500, 3);
    const bad = await all(
      db,
      sql`SELECT productId FROM products WHERE offerPrice > price OR offerPrice <= 0
      OR discountPercentage <> CAST(ROUND((price - offerPrice) * 100.0 / price) AS INTEGER)`,
    );
    expect(bad).toEqual([]);
    // Every written review is one of its product's ratings: no product has more reviews of a star level than ratings.
    const stars = ['oneRating', 'twoRating', 'threeRating', 'fourRating', 'fiveRating'];
    const uncounted = await all(
      db,
      sql.raw(
        `SELECT r.productId, r.rating FROM reviews r JOIN products p USING (productId) GROUP BY r.productId, r.rating
      HAVING COUNT(*) > CASE r.rating ${stars.map((column, i) => `WHEN ${i + 1} THEN MAX(p.${column})`).join(' ')} END`,
      ),
    );
    expect(uncounted).toEqual([]);
    expect(await first(db, sql`SELECT COUNT(*) n FROM reviews`)).not.toEqual({ n: 0 });
  });
});
