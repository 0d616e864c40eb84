// The category page at the demo size and at the large catalog: cold (a fresh gateway, its catalog cache empty),
// warm (under load), and under load while the cache keeps expiring (a 1 s lifetime: no request may wait on a refresh).
import autocannon from 'autocannon';
import { categoryQuery } from '@marketplace/web/operations';
import { catalog, DEMO_PRODUCTS, LARGE_PRODUCTS } from './catalogs.ts';
import { categoryVariables, median, screenBody, startOurGateway, timedRequest, topCategories } from './storefront.ts';
import { printTable, residentMb, type Cell } from '@marketplace/runtime/table';

const COLD_RUNS = 3;

export async function benchCatalogScale(seconds: number) {
  const rows: Cell[][] = [];
  const byProducts = new Map<number, { cold: number; warm: number }>();
  for (const products of [DEMO_PRODUCTS, LARGE_PRODUCTS]) {
    const { url: apiUrl } = await catalog(products);
    const tops = await topCategories(apiUrl);
    const largest = tops[0]!;
    const body = screenBody(categoryQuery, categoryVariables(largest.id));
    // Warms the process (code paths, the shell's reads) on the smallest category, leaving the largest one's list cold.
    const warmUp = screenBody(categoryQuery, categoryVariables(tops.at(-1)!.id));
    const colds: number[] = [];
    let warm = { rps: 0, p50: 0, p99: 0, ms: 0, rss: 0 };
    for (let run = 0; run < COLD_RUNS; run++) {
      const gateway = await startOurGateway(apiUrl, 30);
      const url = gateway.graphqlUrl;
      for (let i = 0; i < 5; i++) await timedRequest(url, warmUp);
      colds.push((await timedRequest(url, body)).ms);
      if (run === COLD_RUNS - 1) {
        const sequential: number[] = [];
        for (let i = 0; i < 20; i++) sequential.push((await timedRequest(url, body)).ms);
        const load = await autocannon({
          url,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          connections: 10,
          duration: seconds,
        });
        warm = {
          rps: load.requests.average,
          p50: load.latency.p50,
          p99: load.latency.p99,
          ms: median(sequential),
          rss: await residentMb(gateway.child.pid!),
        };
      }
      await gateway.stop();
    }
    const expiring = await startOurGateway(apiUrl, 1);
    const expiringUrl = expiring.graphqlUrl;
    await timedRequest(expiringUrl, body);
    const load = await autocannon({
      url: expiringUrl,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      connections: 10,
      duration: seconds,
    });
    await expiring.stop();
    byProducts.set(products, { cold: median(colds), warm: warm.ms });
    rows.push([
      `${products} products, ${largest.id} (${largest.products.length})`,
      median(colds).toFixed(1),
      warm.ms.toFixed(1),
      Math.round(warm.rps),
      warm.p50,
      warm.p99,
      Math.round(load.requests.average),
      load.latency.p99,
      load.latency.max,
      warm.rss,
    ]);
  }
  const demo = byProducts.get(DEMO_PRODUCTS)!;
  const large = byProducts.get(LARGE_PRODUCTS)!;
  printTable(
    'The largest category page at two catalog sizes (catalog cache 30 s)',
    [
      'catalog, category (products)',
      'cold ms',
      'warm ms',
      'warm req/s',
      'p50 ms',
      'p99 ms',
      'expiring req/s',
      'expiring p99',
      'expiring max',
      'gateway MB',
    ],
    rows,
    [
      `cold: a fresh gateway's first request for the category after five for the smallest one, so only its list is not cached (median of ${COLD_RUNS}); warm: median of 20 sequential requests after it, then load (10 connections).`,
      'expiring: the same load with a 1 s catalog cache lifetime, so lists expire during it (a request waiting on a refresh shows in p99 and max).',
      `gateway MB: resident memory after the warm load. Ratios ${LARGE_PRODUCTS} / ${DEMO_PRODUCTS}: cold ${(large.cold / demo.cold).toFixed(2)}x, warm ${(large.warm / demo.warm).toFixed(2)}x (goal: at most 2x).`,
    ],
  );
}
