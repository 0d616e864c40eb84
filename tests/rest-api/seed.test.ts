import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../rest-api/src/db/open.ts';
import { seedDatabase } from '../../rest-api/src/db/seed.ts';
import { USERS } from '../helpers/fixtures.ts';

const NOW = Date.UTC(2026, 10, 1);

function seeded(products: number, seed: number): Db {
  const db = openDatabase(':memory:');
  seedDatabase(db, { products, seed, now: NOW });
  return db;
}

function digest(db: Db): string {
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
    for (const row of db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()) hash.update(JSON.stringify(row));
  }
  return hash.digest('hex');
}

describe('seed', () => {
  it('is deterministic for a seed and reference time, and differs for another seed', () => {
    expect(digest(seeded(300, 11))).toBe(digest(seeded(300, 11)));
    expect(digest(seeded(300, 12))).not.toBe(digest(seeded(300, 11)));
  });

  it('covers every state the screens show', () => {
    const db = seeded(1000, 2026);
    const one = <T>(sql: string) => db.prepare(sql).get() as T;
    expect(one<{ n: number }>(`SELECT COUNT(*) n FROM products`).n).toBe(1000);
    // Three levels: a leaf's parent's parent is a top-level category.
    expect(
      one<{ n: number }>(
        `SELECT COUNT(*) n FROM categories l JOIN categories m ON m.id = l.parentCategory JOIN categories t ON t.id = m.parentCategory WHERE t.parentCategory = t.id AND m.id <> t.id`,
      ).n,
    ).toBeGreaterThan(20);
    for (const [label, where] of [
      ['out of stock', 'stock <= 0'],
      ['only n left', 'stock BETWEEN 1 AND 4'],
      ['only few left', 'stock BETWEEN 5 AND 9'],
      ['in stock', 'stock >= 10'],
    ]) {
      expect(one<{ n: number }>(`SELECT COUNT(*) n FROM products WHERE ${where}`).n, label).toBeGreaterThan(0);
    }
    expect(one<{ n: number }>(`SELECT COUNT(*) n FROM products WHERE tirePrice <> '[]'`).n).toBeGreaterThan(100);
    expect(
      one<{ n: number }>(`SELECT COUNT(*) n FROM products WHERE limitedTimeOffer = 1 AND limitedTimeEndDate > ${NOW}`)
        .n,
    ).toBeGreaterThan(0);
    expect(one<{ n: number }>(`SELECT COUNT(DISTINCT dealType) n FROM banners`).n).toBe(2);
    expect(one<{ n: number }>(`SELECT COUNT(DISTINCT kind) n FROM deals`).n).toBe(4);
    expect(one<{ n: number }>(`SELECT COUNT(*) n FROM deals WHERE kind = 'limitedTime' AND endDate <= ${NOW}`).n).toBe(
      0,
    );
    expect(one<{ n: number }>(`SELECT COUNT(DISTINCT sectionOrder) n FROM brand_pages`).n).toBeGreaterThan(1);
    expect(one<{ n: number }>(`SELECT COUNT(*) n FROM reviews WHERE mediaUrl <> '[]'`).n).toBeGreaterThan(0);
    expect(one<{ n: number }>(`SELECT COUNT(*) n FROM answers`).n).toBeGreaterThan(0);
    expect(one<{ n: number }>(`SELECT COUNT(DISTINCT status) n FROM orders WHERE userId = '${USERS.demo.id}'`).n).toBe(
      5,
    );
    expect(
      one<{ n: number }>(`SELECT COUNT(*) n FROM addresses WHERE userId = '${USERS.demo.id}' AND primaryAddress = 1`).n,
    ).toBe(1);
    expect(one<{ n: number }>(`SELECT COUNT(*) n FROM lists WHERE userId = '${USERS.demo.id}'`).n).toBe(2);
    // Every category has a name (the storefront would read an empty one as "Unnamed Category").
    expect(one<{ n: number }>(`SELECT COUNT(*) n FROM categories WHERE name = ''`).n).toBe(0);
    // Seller GSTINs follow the 15-character GSTIN format.
    for (const { gstNumber } of db.prepare(`SELECT gstNumber FROM sellers`).all() as { gstNumber: string }[]) {
      expect(gstNumber).toMatch(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
    }
  });

  it('keeps the catalog consistent: discounts, prices and star counts', () => {
    const db = seeded(500, 3);
    const bad = db
      .prepare(
        `SELECT productId FROM products WHERE offerPrice > price OR offerPrice <= 0
      OR discountPercentage <> CAST(ROUND((price - offerPrice) * 100.0 / price) AS INTEGER)`,
      )
      .all();
    expect(bad).toEqual([]);
    // Every written review is one of its product's ratings: no product has more reviews of a star level than ratings.
    const stars = ['oneRating', 'twoRating', 'threeRating', 'fourRating', 'fiveRating'];
    const uncounted = db
      .prepare(
        `SELECT r.productId, r.rating FROM reviews r JOIN products p USING (productId) GROUP BY r.productId, r.rating
      HAVING COUNT(*) > CASE r.rating ${stars.map((column, i) => `WHEN ${i + 1} THEN MAX(p.${column})`).join(' ')} END`,
      )
      .all();
    expect(uncounted).toEqual([]);
    expect(db.prepare(`SELECT COUNT(*) n FROM reviews`).get()).not.toEqual({ n: 0 });
  });
});
