// npm run bench: seeds a 100k-product catalog, starts the REST API on it and loads a few representative calls,
// then the storefront's home screen through the gateway.
// Numbers are for reading, not asserting: speed goals live here, never in timed unit tests.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../rest-api/src/db/open.ts';
import { seedDatabase } from '../rest-api/src/db/seed.ts';
import { API_LISTENING, startService } from '../scripts/service.ts';
import { benchGateway } from './gateway.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const dir = mkdtempSync(join(tmpdir(), 'mkt-bench-'));
const file = join(dir, 'bench.db');

const started = performance.now();
const db = openDatabase(file);
seedDatabase(db, { products: PRODUCTS });
db.close();
console.log(`seed: ${PRODUCTS} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const server = await startService('rest-api/src/server.ts', { API_PORT: '0', API_DB: file, NODE_ENV: 'production' }, API_LISTENING);
const base = server.url;

const signIn = await fetch(`${base}/signin-check`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'demo@example.com', password: 'Demo@1234' }),
});
const { token } = (await signIn.json()) as { token: string };
const middle = `PRD${String(Math.floor(PRODUCTS / 2)).padStart(6, '0')}`;

const cases: [string, string, Record<string, string>?][] = [
  ['product details', `/getProductInnerDetails?pId=${middle}`],
  ['search suggestions', '/getSearch-suggestions?q=rice'],
  ['category tree', '/fetchCategory'],
  ['product page of 50, deep offset', `/getAllProducts?limit=50&offset=${PRODUCTS - 100}`],
  ['cart (signed in)', '/get-cart-products', { authorization: `Bearer ${token}` }],
  ['orders (signed in)', '/get-all-orders', { authorization: `Bearer ${token}` }],
];

console.log(`\n${'call'.padEnd(34)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'kB/resp'.padStart(8)}`);
for (const [name, path, headers] of cases) {
  const result = await autocannon({ url: base + path, headers, connections: 10, duration: SECONDS });
  const kb = result.throughput.total / Math.max(1, result.requests.total) / 1024;
  if (result.non2xx > 0) console.error(`${name}: ${result.non2xx} non-2xx responses`);
  console.log(`${name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(8)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${kb.toFixed(1).padStart(8)}`);
}

await benchGateway(base, token, SECONDS);

const rss = await new Promise<string>((resolve) => {
  const ps = spawn('ps', ['-o', 'rss=', '-p', String(server.child.pid)]);
  let out = '';
  ps.stdout.on('data', (c: Buffer) => (out += c));
  ps.on('close', () => resolve(`${(Number(out.trim()) / 1024).toFixed(0)} MB`));
});
console.log(`\nREST API resident memory after the run: ${rss}`);
await server.stop();
rmSync(dir, { recursive: true, force: true });
