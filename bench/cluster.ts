// The scale-out deployment (scripts/cluster.ts) against one gateway: the home, category and product screens through
// one gateway with its in-memory catalog cache, one gateway sharing its cache through Redis, and two gateways
// behind HAProxy; all over the cluster's two REST APIs on PostgreSQL, on this one machine.
import autocannon from 'autocannon';
import { startCluster } from '../scripts/cluster.ts';
import { categoryVariables, screenBody as screen, startOurGateway, timedRequest, topCategories } from './storefront.ts';
import { printTable, type Cell } from '@marketplace/runtime/table';
import { categoryQuery, homeQuery, productQuery } from '@marketplace/web/operations';

const CACHE_SECONDS = 30;

export async function benchCluster(seconds: number) {
  const cluster = await startCluster({
    gatewayEnv: {
      RATE_LIMIT_PER_MINUTE: '0',
      FILE_RATE_LIMIT_PER_MINUTE: '0',
      CLIENT_COST_PER_MINUTE: '0',
      CLIENT_CONCURRENT_REQUESTS: '0',
      LOG_LEVEL: 'warn',
      CATALOG_TTL_SECONDS: String(CACHE_SECONDS),
    },
  });
  const alone = await startOurGateway(cluster.apiUrl, CACHE_SECONDS);
  try {
    const largest = (await topCategories(cluster.apiUrl))[0]!;
    const screens = [
      ['home', screen(homeQuery, { recentIds: [], skipRecent: true })],
      [`category (${largest.products.length})`, screen(categoryQuery, categoryVariables(largest.id))],
      ['product page', screen(productQuery, { productId: 'PRD000001' })],
    ] as const;
    const setups = [
      { name: 'one gateway, in-memory cache', url: alone.graphqlUrl, instances: 1 },
      {
        name: 'one gateway, cache in Redis',
        url: `${cluster.gateways[0]!.url.replace('localhost', '127.0.0.1')}/graphql`,
        instances: 1,
      },
      { name: 'two gateways behind HAProxy, Redis', url: `${cluster.url}/graphql`, instances: 2 },
    ];
    const rows: Cell[][] = [];
    for (const [screenName, body] of screens) {
      for (const { name, url, instances } of setups) {
        await timedRequest(url, body); // warms the catalog cache
        const load = await autocannon({
          url,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          connections: 10,
          duration: seconds,
        });
        if (load.non2xx > 0) console.error(`${name}: ${load.non2xx} non-2xx responses`);
        const perSecond = Math.round(load.requests.average);
        rows.push([screenName, name, perSecond, Math.round(perSecond / instances), load.latency.p50, load.latency.p99]);
      }
    }
    printTable(
      'Cluster: one gateway vs two behind the load balancer (3 000 products, PostgreSQL, cache 30 s)',
      ['screen', 'setup', 'req/s', 'req/s per gateway', 'p50 ms', 'p99 ms'],
      rows,
      [
        'A gateway is one Node thread: a second one can use another core, which here it shares with HAProxy, the REST APIs, PostgreSQL,',
        'Redis and the load generator; on separate machines each gateway has its own. Redis vs in-memory: the first two rows of each screen.',
      ],
    );
  } finally {
    await alone.stop();
    await cluster.stop();
  }
}
