// The REST APIs the bench runs against: one per catalog size, seeded once, shared by every section of a run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@marketplace/rest-api/db/open';
import { DEFAULT_PRODUCTS, seedDatabase } from '@marketplace/rest-api/db/seed';
import { API_LISTENING, startService, type Service } from '@marketplace/runtime/service';

/** The demo catalog (what `npm start` seeds) and the large one. */
export const DEMO_PRODUCTS = DEFAULT_PRODUCTS;
export const LARGE_PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);

export interface Catalog {
  products: number;
  /** The REST API's base URL. */
  url: string;
  /** The demo shopper's bearer token. */
  token: string;
  /** The REST API's process (for its memory). */
  service: Service;
}

const dir = mkdtempSync(join(tmpdir(), 'mkt-bench-'));
const started = new Map<number, Promise<Catalog>>();

/** The REST API over a catalog of `products` products, seeded and started on first use. */
export function catalog(products: number): Promise<Catalog> {
  let entry = started.get(products);
  if (!entry) started.set(products, (entry = start(products)));
  return entry;
}

async function start(products: number): Promise<Catalog> {
  const file = join(dir, `bench-${products}.db`);
  const seeding = performance.now();
  const queries = await openDatabase(file);
  await seedDatabase(queries, { products });
  await queries.destroy();
  console.log(`seed: ${products} products in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  const service = await startService(
    'rest-api/src/server.ts',
    { API_PORT: '0', API_DB: file, NODE_ENV: 'production' },
    API_LISTENING,
  );
  const signIn = await fetch(`${service.url}/signin-check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'Demo@1234' }),
  });
  const { token } = (await signIn.json()) as { token: string };
  return { products, url: service.url, token, service };
}

/** Stops every REST API the run started and removes their databases. */
export async function stopCatalogs() {
  for (const entry of started.values()) await (await entry).service.stop();
  rmSync(dir, { recursive: true, force: true });
}
