// npm run seed -- [--products N] [--seed S] [--db FILE]: recreates the database file from scratch.
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from './open.ts';
import { DEFAULT_PRODUCTS, seedDatabase } from './seed.ts';

const { values } = parseArgs({
  options: { products: { type: 'string' }, seed: { type: 'string' }, db: { type: 'string' } },
});
const file = values.db ?? process.env.API_DB ?? 'data/marketplace.db';
const products = Number(values.products ?? DEFAULT_PRODUCTS);
const seed = Number(values.seed ?? 2026);
if (!Number.isInteger(products) || products < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run seed -- --products <positive integer> --seed <integer> [--db file]');
  process.exit(2);
}
for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
const started = performance.now();
const queries = await openDatabase(file);
await seedDatabase(queries, { products, seed });
await queries.destroy();
console.log(
  `seeded ${file} with ${Math.max(30, products)} products (seed ${seed}) in ${Math.round(performance.now() - started)} ms`,
);
