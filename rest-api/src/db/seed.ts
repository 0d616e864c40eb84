import { en, en_IN, base, Faker } from '@faker-js/faker';
import { sql } from 'kysely';
import { first, type Queries } from './queries.ts';
import { seedProducts, seedTaxonomy } from './seed/catalog.ts';
import { seedContent } from './seed/content.ts';
import type { SeedContext } from './seed/context.ts';
import { seedOrders } from './seed/orders.ts';
import { seedShopping, seedUsers } from './seed/people.ts';
import { transaction } from './transaction.ts';

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
export async function seedDatabase(
  db: Queries,
  { products = DEFAULT_PRODUCTS, seed = 2026, now = Date.now() }: SeedOptions,
): Promise<void> {
  await transaction(db, async (trx) => {
    // Seeded inside the transaction: a transaction run again draws the same values.
    const f = new Faker({ locale: [en_IN, en, base] });
    f.seed(seed);
    const ctx: SeedContext = { db: trx, f, now, products: Math.max(30, products) };
    const { leaves, sellerIds } = await seedTaxonomy(ctx);
    const rows = await seedProducts(ctx, leaves, sellerIds);
    await seedUsers(ctx);
    await seedShopping(ctx);
    await seedOrders(ctx, rows);
    await seedContent(ctx, rows);
    const value = JSON.stringify({ products: ctx.products, seed, now });
    await sql`INSERT INTO meta (key, value) VALUES ('seed', ${value})
      ON CONFLICT (key) DO UPDATE SET value = excluded.value`.execute(trx);
  });
}

/** Whether seedDatabase has filled the database. */
export async function isSeeded(db: Queries): Promise<boolean> {
  return (await first(db, sql`SELECT 1 FROM meta WHERE key = 'seed'`)) !== undefined;
}
