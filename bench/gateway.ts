// The gateway half of `npm run bench`: the storefront's home screen request (its shell and page queries as the
// browser batches them) against a gateway over the benchmark's REST API.
import autocannon from 'autocannon';
import { GATEWAY_LISTENING, startService } from '../scripts/service.ts';
import shellQuery from '../web/src/layout/__generated__/AppShellQuery.graphql.ts';
import homeQuery from '../web/src/pages/HomePage/__generated__/HomePageQuery.graphql.ts';

const HOME_SCREEN = JSON.stringify([
  { query: shellQuery.params.text, variables: {}, operationName: shellQuery.params.name },
  { query: homeQuery.params.text, variables: { recentIds: [], skipRecent: true }, operationName: homeQuery.params.name },
]);

async function sample(url: string, headers: Record<string, string>, runs = 20) {
  const totals: number[] = [];
  const upstream: number[] = [];
  let calls = '';
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers, body: HOME_SCREEN });
    const body = (await response.json()) as { errors?: unknown }[];
    totals.push(performance.now() - started);
    if (body.some((r) => r.errors)) throw new Error(`home screen answered errors: ${JSON.stringify(body).slice(0, 300)}`);
    const timing = /dur=([\d.]+);desc="(\d+) calls"/.exec(response.headers.get('server-timing') ?? '');
    upstream.push(Number(timing?.[1]));
    if (i === 0) calls = timing?.[2] ?? '?';
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(1);
  return { firstCalls: calls, total: median(totals.slice(1)), upstream: median(upstream.slice(1)) };
}

/** Loads the home screen through gateways with and without the catalog cache; prints one line per case. */
export async function benchGateway(apiUrl: string, token: string, seconds: number) {
  console.log(`\n${'home screen through the gateway'.padEnd(34)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'calls'.padStart(6)} ${'median ms'.padStart(10)} ${'upstream ms'.padStart(12)}`);
  for (const ttl of ['30', '0']) {
    const gateway = await startService('gateway/src/server.ts', { PORT: '0', HOST: '127.0.0.1', UPSTREAM_URL: apiUrl, WEB_ROOT: '', CATALOG_TTL_SECONDS: ttl }, GATEWAY_LISTENING);
    const url = `${gateway.url.replace('localhost', '127.0.0.1')}/graphql`;
    for (const [who, auth] of [['guest', {}], ['signed in', { authorization: `Bearer ${token}` }]] as const) {
      const headers = { 'content-type': 'application/json', ...auth };
      const timed = await sample(url, headers);
      const load = await autocannon({ url, method: 'POST', headers, body: HOME_SCREEN, connections: 10, duration: seconds });
      if (load.non2xx > 0) console.error(`${load.non2xx} non-2xx responses`);
      const name = `${who}, catalog cache ${ttl === '0' ? 'off' : `${ttl} s`}`;
      console.log(`${name.padEnd(34)} ${load.requests.average.toFixed(0).padStart(8)} ${String(load.latency.p50).padStart(8)} ${String(load.latency.p99).padStart(8)} ${timed.firstCalls.padStart(6)} ${timed.total.padStart(10)} ${timed.upstream.padStart(12)}`);
    }
    await gateway.stop();
  }
  console.log('calls: REST calls of a first (cold) request; median: sequential requests after it, whole request and upstream part');
}
