// Fairness between clients (issue 55): one address sends the most expensive document the gateway accepts at 5/s and
// page renders with a random query at 8/s, while a shopper (another address) loads the product page's GraphQL
// request and a probe (a third address) sends `{ __typename }`. The gateway runs as deployed (its rate limits, cost
// budgets and limits on requests under way on, the catalog cache 30 s), behind a trusted proxy that names each
// client (X-Forwarded-For). Goals on 2 cores: the shopper's p99 ≤ 250 ms, the probe's p99 ≤ 50 ms.
import { join } from 'node:path';
import { ROOT } from '@marketplace/runtime/service';
import { printTable } from '@marketplace/runtime/table';
import { productQuery } from '@marketplace/web/operations';
import { catalog, DEMO_PRODUCTS } from './catalogs.ts';
import { cpuMs } from './processCpu.ts';
import { screenBody, startOurGateway } from './storefront.ts';

const ATTACKER = '10.55.0.1';
const SHOPPER = '10.55.0.2';
const PROBE = '10.55.0.3';
const GOALS = { shopperP99: 250, probeP99: 50 };

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? NaN;

const WARM_UP = '10.55.0.9';

/** The review's document: a page of top deals, each product's description 15 times, its seller's products. */
const heavy = (first: number) =>
  `{ productListing(source: { collection: TOP_DEALS }, first: ${first}) { nodes { name description ${Array.from({ length: 14 }, (_, i) => `d${i}: description`).join(' ')} seller { products(first: 20) { nodes { name description } } } } } }`;

/**
 * The most expensive document of the review's shape the gateway accepts: the largest page it does not refuse, found
 * by asking it (a refusal spends nothing; the accepted ones warm the catalog cache).
 */
async function mostExpensiveAccepted(post: (address: string, body: string) => Promise<Response>) {
  let [low, high] = [1, 100];
  let best = { query: heavy(1), cost: 0 };
  while (low <= high) {
    const first = Math.floor((low + high) / 2);
    const answer = (await (await post(WARM_UP, JSON.stringify({ query: heavy(first) }))).json()) as {
      extensions?: { cost?: { requested: number } };
      errors?: { extensions?: { code?: string } }[];
    };
    if (answer.errors?.some((error) => error.extensions?.code === 'OPERATION_TOO_COSTLY')) high = first - 1;
    else {
      best = { query: heavy(first), cost: answer.extensions?.cost?.requested ?? 0 };
      low = first + 1;
    }
  }
  return best;
}

interface Sent {
  ms: number[];
  statuses: Map<number, number>;
}

/** Sends `send()` every `everyMs` for `seconds`, each without waiting for the last (an open-loop client). */
async function every(everyMs: number, seconds: number, send: () => Promise<Response>): Promise<Sent> {
  const sent: Sent = { ms: [], statuses: new Map() };
  const until = performance.now() + seconds * 1000;
  const pending: Promise<void>[] = [];
  while (performance.now() < until) {
    const started = performance.now();
    pending.push(
      send()
        .then(async (response) => {
          await response.arrayBuffer();
          sent.ms.push(performance.now() - started);
          sent.statuses.set(response.status, (sent.statuses.get(response.status) ?? 0) + 1);
        })
        .catch(() => void sent.statuses.set(0, (sent.statuses.get(0) ?? 0) + 1)),
    );
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  await Promise.all(pending);
  return sent;
}

const statusesOf = (sent: Sent) =>
  [...sent.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');

export async function benchFairness(seconds: number) {
  const { url: apiUrl } = await catalog(DEMO_PRODUCTS);
  const gateway = await startOurGateway(apiUrl, 30, {
    // As deployed: every per-client limit at its default.
    RATE_LIMIT_PER_MINUTE: undefined,
    FILE_RATE_LIMIT_PER_MINUTE: undefined,
    CLIENT_COST_PER_MINUTE: undefined,
    CLIENT_CONCURRENT_REQUESTS: undefined,
    TRUSTED_PROXIES: 'loopback',
    WEB_ROOT: join(ROOT, 'web', 'dist'),
  });
  const origin = gateway.url.replace('localhost', '127.0.0.1');
  const post = (address: string, body: string) =>
    fetch(gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body,
    });
  try {
    // Warm, as a running gateway is: the renderer loaded and the home page kept, the catalog cache, the documents parsed.
    const expensive = await mostExpensiveAccepted(post);
    const shopperBody = screenBody(productQuery, { productId: 'PRD000001' });
    for (const address of [SHOPPER, PROBE]) await (await post(address, shopperBody)).arrayBuffer();
    await (await fetch(`${origin}/`, { headers: { accept: 'text/html', 'x-forwarded-for': WARM_UP } })).arrayBuffer();
    const alone = await every(100, Math.min(seconds, 3), () => post(SHOPPER, shopperBody));
    const cpuBefore = cpuMs(gateway.child.pid!);
    const [attack, renders, shopper, probe] = await Promise.all([
      every(200, seconds, () => post(ATTACKER, JSON.stringify({ query: expensive.query }))),
      every(125, seconds, () =>
        fetch(`${origin}/?r=${Math.random().toString(36).slice(2)}`, {
          headers: { accept: 'text/html', 'x-forwarded-for': ATTACKER },
        }),
      ),
      every(100, seconds, () => post(SHOPPER, shopperBody)),
      every(50, seconds, () => post(PROBE, JSON.stringify({ query: '{ __typename }' }))),
    ]);
    const cpu = (cpuMs(gateway.child.pid!) - cpuBefore) / seconds / 10;
    const ms = (value: number) => value.toFixed(1);
    const row = (name: string, sent: Sent, goal: number | null) => [
      name,
      sent.ms.length,
      statusesOf(sent),
      ms(percentile(sent.ms, 50)),
      ms(percentile(sent.ms, 99)),
      goal === null ? '' : `≤ ${goal}`,
      goal === null ? '' : percentile(sent.ms, 99) <= goal ? 'yes' : 'NO',
    ];
    printTable(
      `Fairness: one address's heavy load beside a shopper and a probe (${DEMO_PRODUCTS} products, catalog cache 30 s, limits on)`,
      ['client', 'answers', 'statuses', 'p50 ms', 'p99 ms', 'goal p99', 'met'],
      [
        row('shopper alone: product page GraphQL, 10/s', alone, null),
        row(`attacker: heaviest accepted document (cost ${expensive.cost}), 5/s`, attack, null),
        row('attacker: page renders, random query, 8/s', renders, null),
        row('shopper: product page GraphQL, 10/s', shopper, GOALS.shopperP99),
        row('probe: { __typename }, 20/s', probe, GOALS.probeP99),
      ],
      [
        `${seconds} s, open loop (each client sends on its clock, not after the last answer), after warming up as a running gateway`,
        'is (the renderer loaded, the home page kept, the catalog cache filled). The attacker spends its',
        `cost budget per minute (CLIENT_COST_PER_MINUTE) and is answered 429 past it; its pages with a random query are the`,
        `home page kept for guests. Gateway CPU over the run: ${cpu.toFixed(0)}% of one core. The shopper's request is the`,
        'product page screen (shell and page query, one batch); the gateway trusts the bench as its proxy (TRUSTED_PROXIES),',
        'so each client is the address its X-Forwarded-For names.',
      ],
    );
  } finally {
    await gateway.stop();
  }
}
