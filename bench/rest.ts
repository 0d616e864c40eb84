// Representative REST API calls on the large catalog, straight to the REST API (no gateway).
import autocannon from 'autocannon';
import { catalog, LARGE_PRODUCTS } from './catalogs.ts';
import { printTable, residentMb } from '@marketplace/runtime/table';

export async function benchRest(seconds: number) {
  const { url, token, service } = await catalog(LARGE_PRODUCTS);
  const middle = `PRD${String(Math.floor(LARGE_PRODUCTS / 2)).padStart(6, '0')}`;
  const cases: [string, string, Record<string, string>?][] = [
    ['product details', `/getProductInnerDetails?pId=${middle}`],
    ['search suggestions', '/getSearch-suggestions?q=rice'],
    ['category tree', '/fetchCategory'],
    ['product page of 50, deep offset', `/getAllProducts?limit=50&offset=${LARGE_PRODUCTS - 100}`],
    ['cart (signed in)', '/get-cart-products', { authorization: `Bearer ${token}` }],
    ['orders (signed in)', '/get-all-orders', { authorization: `Bearer ${token}` }],
  ];
  const rows = [];
  for (const [name, path, headers] of cases) {
    const result = await autocannon({ url: url + path, headers, connections: 10, duration: seconds });
    if (result.non2xx > 0) console.error(`${name}: ${result.non2xx} non-2xx responses`);
    const kb = result.throughput.total / Math.max(1, result.requests.total) / 1024;
    rows.push([name, Math.round(result.requests.average), result.latency.p50, result.latency.p99, kb.toFixed(1)]);
  }
  printTable(`REST API calls, ${LARGE_PRODUCTS} products`, ['call', 'req/s', 'p50 ms', 'p99 ms', 'kB/resp'], rows, [
    `REST API resident memory after the run: ${await residentMb(service.child.pid!)} MB`,
  ]);
}
