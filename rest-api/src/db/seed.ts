import { en, en_IN, base, Faker } from '@faker-js/faker';
import type { Db } from './open.ts';
import { seedProducts, seedTaxonomy } from './seed/catalog.ts';
import { seedContent } from './seed/content.ts';
import type { SeedContext } from './seed/context.ts';
import { seedOrders } from './seed/orders.ts';
import { seedShopping, seedUsers } from './seed/people.ts';

export interface SeedOptions {
  /** Catalog size; at least 30 so the fixture products exist. Default 3000. */
  products?: number;
  /** RNG seed: the same seed and `now` give the same database. Default 2026. */
  seed?: number;
  /** Reference time that every seeded date is relative to (deals end in the future). Default: the clock. */
  now?: number;
}

export const DEFAULT_PRODUCTS = 3000;

/**
 * Fills an empty database with a deterministic, realistic catalog and the accounts and orders that
 * tests/helpers/fixtures.ts describes, in one transaction.
 */
export function seedDatabase(
  db: Db,
  { products = DEFAULT_PRODUCTS, seed = 2026, now = Date.now() }: SeedOptions,
): void {
  const f = new Faker({ locale: [en_IN, en, base] });
  f.seed(seed);
  const ctx: SeedContext = { db, f, now, products: Math.max(30, products) };
  db.transaction(() => {
    const { leaves, sellerIds } = seedTaxonomy(ctx);
    const rows = seedProducts(ctx, leaves, sellerIds);
    seedUsers(ctx);
    seedShopping(ctx);
    seedOrders(ctx, rows);
    seedContent(ctx, rows);
    db.prepare(
      `INSERT INTO meta (key, value) VALUES ('seed', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    ).run(JSON.stringify({ products: ctx.products, seed, now }));
  })();
}
