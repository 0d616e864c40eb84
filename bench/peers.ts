// Our gateway next to its peers on the same REST API and machine (issue 19): the storefront's home, category,
// product and cart screens through
//   ours       gateway/src/server.ts, catalog cache on (CATALOG_TTL_SECONDS=30) and off (0);
//   naive      schema.graphql on graphql-yoga, resolvers fetching per field (bench/naive/);
//   generated  GraphQL Mesh composed from rest-api/openapi.yaml (tools/bench/mesh.config.ts), served by Hive
//              Gateway; the operations it is sent are in bench/generated/.
// Each peer is one Node process talking to the REST API through a counting proxy (bench/countingProxy.ts), so REST
// calls per request are counted the same way for all; CPU per request is the peer process's utime + stime.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { ConcreteRequest } from 'relay-runtime';
import { ROOT, startProcess, startService, type Service } from '@marketplace/runtime/service';
import { toolDir } from './tools.ts';
import { catalog, DEMO_PRODUCTS, LARGE_PRODUCTS } from './catalogs.ts';
import { cpuMs } from './processCpu.ts';
import { printTable, type Cell } from '@marketplace/runtime/table';
import { categoryVariables, screenBody, screenDocumentsBody, startOurGateway, topCategories } from './storefront.ts';
import { cartQuery, categoryQuery, homeQuery, productQuery } from '@marketplace/web/operations';

/** The Mesh and Hive Gateway packages the generated peer runs (tools/bench's devDependencies, pinned). */
const GENERATED_PACKAGES = [
  '@graphql-mesh/compose-cli',
  '@omnigraph/openapi',
  '@graphql-hive/gateway',
  '@graphql-hive/gateway-runtime',
  '@graphql-mesh/transport-rest',
];
const OPERATIONS = join(ROOT, 'bench/generated/operations');

type PeerName = 'ours, cache 30 s' | 'ours, cache off' | 'naive' | 'generated';
interface Peer {
  name: PeerName;
  service: Service;
  url: string;
}

interface Screen {
  name: string;
  /** Ours: the storefront's AppShellQuery + page query by id, batched in one request as the browser sends them. */
  ours: string;
  /** Naive: the same two operations as documents (it holds no ids). */
  naive: string;
  /** Generated: the nearest equivalent operation against the composed schema. */
  generated: string;
  signedIn: boolean;
}

/** A screen's first load: the shell query and the page query in one batched request, by id for ours, whole for naive. */
const batched = (page: ConcreteRequest, variables: Record<string, unknown>) => ({
  ours: screenBody(page, variables),
  naive: screenDocumentsBody(page, variables),
});

/** bench/generated/operations/<name>.graphql with the fragments of fragments.graphql it spreads. */
function generatedOperation(name: string, variables: Record<string, unknown>): string {
  const fragments = readFileSync(join(OPERATIONS, 'fragments.graphql'), 'utf8').split(/\n(?=(?:#[^\n]*\n)*fragment )/);
  const operation = readFileSync(join(OPERATIONS, `${name}.graphql`), 'utf8');
  const used = fragments.filter((f) => {
    const fragment = /fragment (\w+)/.exec(f)?.[1];
    return fragment !== undefined && operation.includes(`...${fragment}`);
  });
  return JSON.stringify({ query: [operation, ...used].join('\n'), variables });
}

/** A free loopback port (Hive Gateway prints the port it was given, so it gets a real one). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/**
 * CPU time (ms) all of the machine's cores have spent busy so far (every process: the peer, the REST API, the proxy and
 * the load generator), from /proc/stat's `cpu` line.
 */
function machineBusyMs(): number {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) * 10;
}

/** The counting proxy's count since its last reset: every REST call, and distinct method + URL. */
async function proxyCalls(proxy: string): Promise<{ calls: number; distinct: number }> {
  return (await (await fetch(`${proxy}/__bench/calls`)).json()) as { calls: number; distinct: number };
}
const resetProxy = async (proxy: string) => void (await fetch(`${proxy}/__bench/reset`, { method: 'POST' }));

/** Waits (two minutes at most) until `read` has moved by no more than `tolerance` over `intervalMs`. */
async function settled(read: () => number | Promise<number>, intervalMs: number, tolerance = 0) {
  let last = await read();
  for (let waited = 0; waited < 120_000; waited += intervalMs) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    const now = await read();
    if (now - last <= tolerance) return;
    last = now;
  }
}

/** Waits until the REST API has gone quiet (no call through the proxy for a second): no backlog spills into the next run. */
const quiet = (proxy: string) => settled(async () => (await proxyCalls(proxy)).calls, 1000);

/**
 * Waits until a process has stopped using CPU (under 10 ms in half a second): a peer may still be reading answers
 * that arrived after the load ended (generated parsing a whole 19 000-product list), which belongs to its run, not to
 * the next one measured.
 */
const idle = (pid: number) => settled(() => cpuMs(pid), 500, 10);

type Answer = { data?: unknown; errors?: { message: string; path?: unknown[] }[] };

async function post(url: string, body: string, token: string | null): Promise<Answer[]> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return [(await response.json()) as Answer | Answer[]].flat();
}

/**
 * The answers' data and errors (ours also say their cost). Share links carry the origin the request came to (each
 * peer has its own port): compared without it.
 */
const comparable = (answers: Answer[]): unknown =>
  JSON.parse(
    JSON.stringify(answers.map(({ data, errors }) => ({ data, errors }))).replace(
      /http:\/\/127\.0\.0\.1:\d+\/shopping-cart/g,
      '<origin>/shopping-cart',
    ),
  );

/** The first place two JSON values differ (the order of an object's keys aside), for the error message. */
function firstDifference(a: unknown, b: unknown, path = '$'): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${path}.${key}`,
      );
      if (found) return found;
    }
  }
  return `${path}: ${JSON.stringify(a)?.slice(0, 120)} vs ${JSON.stringify(b)?.slice(0, 120)}`;
}

/** Naive must answer each screen's operations with the same data as ours; generated must answer without errors. */
async function checkAnswers(peers: Peer[], screens: Screen[], token: string, notes: string[]) {
  const ours = peers.find((p) => p.name === 'ours, cache off')!;
  const naive = peers.find((p) => p.name === 'naive')!;
  const generated = peers.find((p) => p.name === 'generated')!;
  for (const screen of screens) {
    const auth = screen.signedIn ? token : null;
    const expected = await post(ours.url, screen.ours, auth);
    if (expected.some((a) => a.errors))
      throw new Error(`ours answered errors on ${screen.name}: ${JSON.stringify(expected).slice(0, 300)}`);
    // One peer at a time: three cold peers at once on the large catalog overload the REST API.
    let difference: string | null = null;
    for (let attempt = 0; attempt < 2; attempt++) {
      const actual = await post(naive.url, screen.naive, auth);
      difference = isDeepStrictEqual(comparable(expected), comparable(actual))
        ? null
        : `${firstDifference(comparable(expected), comparable(actual))}; its errors: ${JSON.stringify(actual.flatMap((a) => a.errors ?? [])).slice(0, 300)}`;
      if (!difference) break;
    }
    if (difference) {
      console.error(`naive differs from ours on ${screen.name}: ${difference}`);
      notes.push(`**naive did not answer ${screen.name} as ours did** (twice): ${difference}`);
    }
    const composed = await post(generated.url, screen.generated, auth);
    if (composed.some((a) => a.errors || !a.data))
      throw new Error(`generated answered errors on ${screen.name}: ${JSON.stringify(composed).slice(0, 300)}`);
  }
}

interface Measured {
  rps: number;
  p50: number;
  p95: number;
  served: number;
  /** REST calls of one (warm) request, and how many distinct method + URL among them. */
  single: { calls: number; distinct: number };
  callsPerRequest: number;
  cpuMsPerRequest: number;
  /** The REST API's CPU time per request (it shares the machine's two cores with the peer). */
  restCpuMsPerRequest: number;
  /** Every process's CPU time per request: the peer, the REST API, the proxy and the load generator. */
  machineCpuMsPerRequest: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

async function measure(
  peer: Peer,
  body: string,
  token: string | null,
  proxy: string,
  restPid: number,
  seconds: number,
): Promise<Measured> {
  const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  // Warm-up (JIT, connection pools, and for ours with the cache on, the catalog cache), then one request alone.
  const warming = performance.now();
  for (let i = 0; i < 5 && performance.now() - warming < 5000; i++) await post(peer.url, body, token);
  await quiet(proxy);
  await resetProxy(proxy);
  await post(peer.url, body, token);
  const single = await proxyCalls(proxy);
  await resetProxy(proxy);
  const pid = peer.service.child.pid!;
  const cpuBefore = cpuMs(pid);
  const restBefore = cpuMs(restPid);
  const machineBefore = machineBusyMs();
  const times: number[] = [];
  const load = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = {
      url: peer.url,
      method: 'POST' as const,
      headers,
      body,
      connections: 10,
      duration: seconds,
      timeout: 60,
    };
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    // autocannon's own histogram has no p95: every response time is kept instead.
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  // Requests still in flight when the run ended go on upstream: their calls and CPU are counted once the REST API
  // and the peer are quiet, and divided by every request sent (served + in flight), not only those served.
  await quiet(proxy);
  await idle(pid);
  const cpuAfter = cpuMs(pid);
  const restAfter = cpuMs(restPid);
  const machineAfter = machineBusyMs();
  const { calls } = await proxyCalls(proxy);
  if (load.non2xx > 0 || load.errors > 0)
    console.error(`${peer.name}: ${load.non2xx} non-2xx responses, ${load.errors} errors (${load.timeouts} timeouts)`);
  const served = times.length;
  const sent = Math.max(served, (load.requests as { sent?: number }).sent ?? served);
  times.sort((a, b) => a - b);
  return {
    rps: served / load.duration,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    served,
    single,
    callsPerRequest: sent ? calls / sent : NaN,
    cpuMsPerRequest: sent ? (cpuAfter - cpuBefore) / sent : NaN,
    restCpuMsPerRequest: sent ? (restAfter - restBefore) / sent : NaN,
    machineCpuMsPerRequest: sent ? (machineAfter - machineBefore) / sent : NaN,
  };
}

async function startPeers(upstream: string, products: number, supergraphDir: string): Promise<Peer[]> {
  const ours = (ttl: string) => startOurGateway(upstream, Number(ttl), { REQUEST_DEADLINE_MS: '60000' });
  const naive = startService(
    'bench/naive/server.ts',
    { PORT: '0', UPSTREAM_URL: upstream, NODE_ENV: 'production' },
    /Naive gateway listening on (http:\/\/\S+:\d+)/,
  );
  // Composed for this REST API (its URL is baked into the supergraph), then served as Hive Gateway's CLI does.
  const supergraph = join(supergraphDir, `supergraph-${products}.graphql`);
  execFileSync(
    process.execPath,
    [join(toolDir('@graphql-mesh/compose-cli'), 'esm/bin.js'), '-c', 'tools/bench/mesh.config.ts', '-o', supergraph],
    {
      cwd: ROOT,
      env: { ...process.env, GENERATED_UPSTREAM: upstream },
      stdio: 'ignore',
    },
  );
  const port = await freePort();
  const generated = startProcess(
    [
      join(toolDir('@graphql-hive/gateway'), 'dist/bin.js'),
      'supergraph',
      supergraph,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--disable-websockets',
    ],
    { NODE_ENV: 'production', FORK: '1' },
    /Listening on (http:\/\/[\d.]+:\d+)/,
  );
  const started = await Promise.all([ours('30'), ours('0'), naive, generated]);
  const names: PeerName[] = ['ours, cache 30 s', 'ours, cache off', 'naive', 'generated'];
  return started.map((service, i) => ({
    name: names[i]!,
    service,
    url: `${service.url.replace('localhost', '127.0.0.1')}/graphql`,
  }));
}

const version = (name: string) =>
  (JSON.parse(readFileSync(join(toolDir(name), 'package.json'), 'utf8')) as { version: string }).version;

export async function benchPeers(seconds: number) {
  const rows: Cell[][] = [];
  const ratios: Cell[][] = [];
  const checks: string[] = [];
  // PEERS_PRODUCTS=100000 runs one catalog size only.
  const sizes = process.env.PEERS_PRODUCTS
    ? process.env.PEERS_PRODUCTS.split(',').map(Number)
    : [...new Set([DEMO_PRODUCTS, LARGE_PRODUCTS])];
  const supergraphDir = mkdtempSync(join(tmpdir(), 'mkt-peers-'));
  try {
    for (const products of sizes) {
      const { url: apiUrl, token, service: restApi } = await catalog(products);
      const proxy = await startService(
        'bench/countingProxy.ts',
        { PROXY_PORT: '0', UPSTREAM_URL: apiUrl },
        /Counting proxy listening on (http:\/\/\S+:\d+)/,
      );
      const largest = (await topCategories(apiUrl))[0]!;
      const productId = 'PRD000001';
      const screens: Screen[] = [
        {
          name: 'home',
          ...batched(homeQuery, { recentIds: [], skipRecent: true }),
          generated: generatedOperation('home', {}),
          signedIn: false,
        },
        {
          name: `category (${largest.products.length})`,
          ...batched(categoryQuery, categoryVariables(largest.id)),
          generated: generatedOperation('category', { categoryId: largest.id, name: largest.id }),
          signedIn: false,
        },
        {
          name: 'product',
          ...batched(productQuery, { productId }),
          generated: generatedOperation('product', { productId, reviewsOf: productId, questionsOf: productId }),
          signedIn: false,
        },
        {
          name: 'cart, signed in',
          ...batched(cartQuery, {}),
          generated: generatedOperation('cart', {}),
          signedIn: true,
        },
      ];
      const peers = await startPeers(proxy.url, products, supergraphDir);
      try {
        await checkAnswers(peers, screens, token, checks);
        for (const screen of screens) {
          const results = new Map<PeerName, Measured>();
          for (const peer of peers) {
            console.error(`peers: ${products} products, ${screen.name}, ${peer.name}`);
            const result = await measure(
              peer,
              peer.name === 'generated' ? screen.generated : peer.name === 'naive' ? screen.naive : screen.ours,
              screen.signedIn ? token : null,
              proxy.url,
              restApi.child.pid!,
              seconds,
            );
            results.set(peer.name, result);
            rows.push([
              products,
              screen.name,
              peer.name,
              Math.round(result.rps),
              result.served ? result.p50.toFixed(1) : '-',
              result.served ? result.p95.toFixed(1) : '-',
              `${result.single.calls} (${result.single.distinct})`,
              result.callsPerRequest.toFixed(2),
              result.cpuMsPerRequest.toFixed(2),
              result.restCpuMsPerRequest.toFixed(2),
              result.machineCpuMsPerRequest.toFixed(2),
            ]);
          }
          const ratio = (a: PeerName, b: PeerName) => results.get(a)!.rps / results.get(b)!.rps;
          // Had ours used no CPU itself (everything else costing what it did), its req/s would still be bounded by
          // the cores left to the others and by the REST API's one thread: its best ratio to generated.
          const ceiling = (a: PeerName) => {
            const { machineCpuMsPerRequest, cpuMsPerRequest, restCpuMsPerRequest } = results.get(a)!;
            const best = Math.min(
              (availableParallelism() * 1000) / (machineCpuMsPerRequest - cpuMsPerRequest),
              1000 / restCpuMsPerRequest,
            );
            return best / results.get('generated')!.rps;
          };
          // No ratio when a peer served nothing within the run (its requests outlast BENCH_SECONDS).
          const shown = (value: number, goal: number) =>
            Number.isFinite(value) ? `${value.toFixed(2)}×${value >= goal ? '' : ' ✗'}` : '-';
          ratios.push([
            products,
            screen.name,
            shown(ratio('ours, cache off', 'naive'), 3),
            shown(ratio('ours, cache off', 'generated'), 3),
            shown(ratio('ours, cache 30 s', 'naive'), 5),
            shown(ratio('ours, cache 30 s', 'generated'), 5),
            [ceiling('ours, cache off'), ceiling('ours, cache 30 s')]
              .map((value) => (Number.isFinite(value) ? `${value.toFixed(1)}×` : '-'))
              .join(', '),
          ]);
        }
      } finally {
        for (const peer of peers) await peer.service.stop();
        await proxy.stop();
      }
    }
  } finally {
    rmSync(supergraphDir, { recursive: true, force: true });
    // What was measured is printed even when a later check or run fails.
    printTable(
      'Peers: our gateway, a naive yoga gateway and a generated Mesh gateway, same REST API',
      [
        'products',
        'screen',
        'peer',
        'req/s',
        'p50 ms',
        'p95 ms',
        'calls (distinct), 1 req',
        'calls/req',
        'CPU ms/req',
        'REST CPU ms/req',
        'machine CPU ms/req',
      ],
      rows,
      [
        `${seconds} s per load run, 10 connections (autocannon); every peer is one Node process behind the same counting proxy to the REST API.`,
        'calls (distinct), 1 req: REST calls of one request after warm-up (distinct method + URL); calls/req: REST calls of the load run / requests sent.',
        "CPU ms/req: the peer process's utime + stime over the load run / requests sent; REST CPU: the same for the REST API process. Requests still in flight",
        "when a run ends are counted once the REST API and the peer are quiet; machine CPU: every process's (the peer, the REST API, the proxy, the load generator) from",
        '/proc/stat. Home, category and product as a guest; cart as the demo shopper.',
        'ours and naive: AppShellQuery + page query batched in one request (ours by persisted id, as the storefront sends them; naive as documents); generated: one operation per screen (bench/generated/operations/).',
        `generated: ${readdirSync(OPERATIONS).length - 1} operations; ${GENERATED_PACKAGES.map((name) => `${name} ${version(name)}`).join(', ')}; Node ${process.version}.`,
      ],
    );
    printTable(
      'Peers: req/s ratios (goals: cache off ≥ 3× naive and generated; cache on ≥ 5×; ✗ marks a missed goal)',
      [
        'products',
        'screen',
        'off / naive',
        'off / generated',
        '30 s / naive',
        '30 s / generated',
        'ceiling / generated (off, 30 s)',
      ],
      ratios,
      [
        'Goal for REST calls per request (issue 19): the distinct REST resources the screen needs.',
        'ceiling: the ratio to generated ours would reach using no CPU of its own, the REST API, proxy and load generator costing what they did: the',
        "req/s of the cores left to them (cores × 1000 / (machine CPU − ours' CPU) per request) or of the REST API's one thread (1000 / REST CPU),",
        "whichever is lower, over generated's req/s. A goal above it is out of the gateway's reach.",
        ...checks,
      ],
    );
  }
}
