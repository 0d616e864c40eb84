// The screens through our gateway when every REST call is slow: a proxy before the REST API delays each call by D
// ms. Whatever can run in parallel should, so a screen should take about (the depth of its chain of dependent REST
// calls) × D more than with no delay.
import { createServer, request as httpRequest, Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cartQuery, categoryQuery, homeQuery, productQuery } from '@marketplace/web/operations';
import { catalog, DEMO_PRODUCTS } from './catalogs.ts';
import { categoryVariables, median, screenBody, startOurGateway, timedRequest, topCategories } from './storefront.ts';
import { printTable, type Cell } from '@marketplace/runtime/table';

const RUNS = 15;

/** A delay: fixed, or drawn evenly from a range for each call. */
interface Delay {
  label: string;
  min: number;
  max: number;
}

const DELAYS: Delay[] = [
  { label: '0', min: 0, max: 0 },
  { label: '20', min: 20, max: 20 },
  { label: '40-150', min: 40, max: 150 },
];

interface Call {
  path: string;
  start: number;
  end: number;
}

/** A proxy before `target` that holds each call for the current delay and records when it started and ended. */
export async function startDelayProxy(target: string) {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const state = { delay: DELAYS[0]!, calls: [] as Call[] };
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const call: Call = { path: incoming.url ?? '', start: performance.now(), end: 0 };
    state.calls.push(call);
    const { min, max } = state.delay;
    setTimeout(
      () => {
        const forward = httpRequest(
          {
            host: upstream.hostname,
            port: upstream.port,
            path: incoming.url,
            method: incoming.method,
            headers: incoming.headers,
            agent,
          },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing).on('finish', () => (call.end = performance.now()));
          },
        );
        forward.on('error', () => outgoing.destroy());
        incoming.pipe(forward);
      },
      min + Math.random() * (max - min),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    state,
    close: () => {
      agent.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The longest chain of calls each of which started after the one before it ended: the request's REST depth. */
export function depthOf(calls: Call[]): { depth: number; chain: string[] } {
  const sorted = [...calls].sort((a, b) => a.end - b.end);
  const best = new Map<Call, { depth: number; chain: string[] }>();
  let deepest = { depth: 0, chain: [] as string[] };
  for (const call of sorted) {
    // Of the deepest calls that ended before this one started, the last to end is the likeliest it waited for.
    let before = { depth: 0, chain: [] as string[] };
    for (const earlier of sorted)
      if (earlier.end <= call.start && best.get(earlier)!.depth >= before.depth) before = best.get(earlier)!;
    const mine = { depth: before.depth + 1, chain: [...before.chain, call.path.split('?')[0]!] };
    best.set(call, mine);
    if (mine.depth > deepest.depth) deepest = mine;
  }
  return deepest;
}

export async function benchSlowRest() {
  const { url: apiUrl, token } = await catalog(DEMO_PRODUCTS);
  const proxy = await startDelayProxy(apiUrl);
  // The cache off: every call of every request goes to the slow REST API.
  const gateway = await startOurGateway(proxy.url, 0);
  const largest = (await topCategories(apiUrl))[0]!;
  const screens: [string, string, Record<string, string>][] = [
    ['home', screenBody(homeQuery, { recentIds: [], skipRecent: true }), {}],
    ['category', screenBody(categoryQuery, categoryVariables(largest.id)), {}],
    ['product page', screenBody(productQuery, { productId: 'PRD000001' }), {}],
    ['shopping cart, signed in', screenBody(cartQuery, {}), { authorization: `Bearer ${token}` }],
  ];
  const rows: Cell[][] = [];
  const chains: string[] = [];
  try {
    for (const [name, body, headers] of screens) {
      const p50 = new Map<string, number>();
      let depth = { depth: 0, chain: [] as string[] };
      let calls = 0;
      for (const delay of DELAYS) {
        proxy.state.delay = delay;
        const times: number[] = [];
        for (let run = 0; run < RUNS; run++) {
          proxy.state.calls = [];
          times.push((await timedRequest(gateway.graphqlUrl, body, headers)).ms);
          if (delay.label === '20' && run === 0) {
            depth = depthOf(proxy.state.calls);
            calls = proxy.state.calls.length;
          }
        }
        p50.set(delay.label, median(times));
      }
      const base = p50.get('0')!;
      const cells: Cell[] = [name, calls, depth.depth, base.toFixed(1)];
      for (const delay of DELAYS.slice(1)) {
        const added = p50.get(delay.label)! - base;
        const bound = depth.depth * delay.max + 2;
        cells.push(p50.get(delay.label)!.toFixed(1), added.toFixed(1), bound, added <= bound ? 'yes' : 'NO');
      }
      rows.push(cells);
      chains.push(`${name}: ${depth.chain.join(' → ')}`);
    }
  } finally {
    await gateway.stop();
    await proxy.close();
  }
  printTable(
    `Screens through our gateway over a slow REST API (${DEMO_PRODUCTS} products, catalog cache off)`,
    [
      'screen',
      'calls',
      'depth',
      'p50 D=0',
      'p50 D=20',
      'added',
      'bound',
      'met',
      'p50 D=40-150',
      'added',
      'bound',
      'met',
    ],
    rows,
    [
      `p50 of ${RUNS} sequential requests in ms; added: p50 minus p50 with no delay; bound: depth × D (the largest D of a range) + 2 ms.`,
      'depth: the longest chain of REST calls each started after the previous one ended (measured at D=20):',
      ...chains.map((chain) => `- ${chain}`),
    ],
  );
}
