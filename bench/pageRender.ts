// What rendering a page on the server costs. Home, the largest category and a product page as a browser first
// loads them (GET: the gateway renders the HTML) beside the same screen's GraphQL request alone (shell + page query,
// POST), under load with the catalog cache on. Then the product page's first contentful paint in Chromium with every
// REST call delayed 50 ms and the cache off, against no delay: server rendering must add no waterfall of its own.
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from '@marketplace/runtime/service';
import { categoryQuery, homeQuery, productQuery } from '@marketplace/web/operations';
import { catalog, DEMO_PRODUCTS } from './catalogs.ts';
import { cpuMs } from './processCpu.ts';
import { depthOf, startDelayProxy } from './slowRest.ts';
import { categoryVariables, median, screenBody, startOurGateway, topCategories } from './storefront.ts';
import { printTable, type Cell } from '@marketplace/runtime/table';

const WEB_ROOT = join(ROOT, 'web', 'dist');
const CONNECTIONS = 10;
/** What Chromium sends: the page and the GraphQL answer are compressed as a browser gets them. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const PAINT_RUNS = 15;
const DELAY_MS = 50;
const DELAYS = [0, DELAY_MS];

interface Exchange {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

/** One exchange: when its status line and headers arrived, when its last byte did, and its bytes on the wire. */
function exchange(agent: Agent, { method, url, headers, body }: Exchange) {
  return new Promise<{ firstByte: number; lastByte: number; bytes: number }>((resolve, reject) => {
    const started = performance.now();
    const sent = request(url, { method, headers, agent }, (response) => {
      const firstByte = performance.now() - started;
      let bytes = 0;
      if (response.statusCode !== 200) reject(new Error(`${method} ${url} answered ${response.statusCode}`));
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ firstByte, lastByte: performance.now() - started, bytes }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** `seconds` of load from CONNECTIONS clients each sending the next request once the last one ended. */
async function load(pid: number, target: Exchange, seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  for (let i = 0; i < 20; i++) await exchange(agent, target); // the catalog cache and the connections warmed
  const firstBytes: number[] = [];
  const lastBytes: number[] = [];
  let bytes = 0;
  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const timed = await exchange(agent, target);
        firstBytes.push(timed.firstByte);
        lastBytes.push(timed.lastByte);
        bytes += timed.bytes;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = cpuMs(pid) - cpuBefore;
  agent.destroy();
  const ms = (value: number) => value.toFixed(1);
  return [
    Math.round(lastBytes.length / elapsed),
    ms(percentile(firstBytes, 50)),
    ms(percentile(firstBytes, 99)),
    ms(percentile(lastBytes, 50)),
    ms(percentile(lastBytes, 99)),
    (cpu / lastBytes.length).toFixed(2),
    (bytes / lastBytes.length / 1024).toFixed(1),
  ];
}

/** Each page rendered by the gateway, then the same screen's GraphQL request alone. */
async function renderCost(apiUrl: string, seconds: number): Promise<Cell[][]> {
  const largest = (await topCategories(apiUrl))[0]!;
  const pages = [
    ['home', '/', screenBody(homeQuery, { recentIds: [], skipRecent: true })],
    [
      `category (${largest.products.length})`,
      `/categories-page/${largest.id}/${encodeURIComponent(largest.name)}`,
      screenBody(categoryQuery, categoryVariables(largest.id)),
    ],
    ['product', '/product-page/PRD000001', screenBody(productQuery, { productId: 'PRD000001' })],
  ] as const;
  const gateway = await startOurGateway(apiUrl, 30, { WEB_ROOT });
  const rows: Cell[][] = [];
  try {
    for (const [name, path, body] of pages) {
      const url = `${gateway.url}${path}`;
      // The row measures a rendered page, not the browser-rendered index.html a failed render falls back to.
      const html = await (await fetch(url)).text();
      if (!html.includes('id="relay-records"')) throw new Error(`${url} was not rendered on the server`);
      const page = (headers: Record<string, string>): Exchange => ({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': ACCEPT_ENCODING, ...headers },
      });
      const graphql: Exchange = {
        method: 'POST',
        url: gateway.graphqlUrl,
        headers: { 'content-type': 'application/json', 'accept-encoding': ACCEPT_ENCODING },
        body,
      };
      rows.push([name, 'page, a guest (kept)', ...(await load(gateway.child.pid!, page({}), seconds))]);
      // Any cookie makes the page its requester's: rendered for every request.
      rows.push([name, 'page, rendered', ...(await load(gateway.child.pid!, page({ cookie: 'bench=1' }), seconds))]);
      rows.push([name, 'its GraphQL request', ...(await load(gateway.child.pid!, graphql, seconds))]);
    }
  } finally {
    await gateway.stop();
  }
  return rows;
}

/**
 * The product page's first contentful paint and time to first byte in a fresh Chromium context (no cache), medians
 * of PAINT_RUNS, with each REST call delayed 0 and DELAY_MS ms; the catalog cache off, so every load is cold.
 */
async function paintOverSlowRest(apiUrl: string): Promise<Cell[][]> {
  const proxy = await startDelayProxy(apiUrl);
  const gateway = await startOurGateway(proxy.url, 0, { WEB_ROOT });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const url = `${gateway.url}/product-page/PRD000001`;
  const samples = new Map(
    DELAYS.map((delay) => [delay, { paints: [] as number[], firstBytes: [] as number[], depth: 0 }]),
  );
  try {
    // The two delays take turns, so the machine's drift over the runs weighs on both alike.
    for (let run = 0; run <= PAINT_RUNS; run++)
      for (const delay of DELAYS) {
        proxy.state.delay = { label: String(delay), min: delay, max: delay };
        proxy.state.calls = [];
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        await page.goto(url, { waitUntil: 'load' });
        // A rendered page's load no longer waits for its code, so it can fire before the first paint.
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
          timeout: 10_000,
        });
        const timing = await page.evaluate(() => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          firstByte: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStart,
          rendered: document.getElementById('relay-records') !== null,
        }));
        await context.close();
        if (!timing.rendered || timing.paint === undefined) throw new Error(`${url} did not paint a rendered page`);
        if (run === 0) continue; // the gateway's first page loads its renderer
        const sample = samples.get(delay)!;
        sample.paints.push(timing.paint);
        sample.firstBytes.push(timing.firstByte);
        // The page's images, which the browser fetches through the gateway once it has the HTML, are not the render's.
        const renders = proxy.state.calls.filter((call) => !/^\/(images|uploads)\//.test(call.path));
        sample.depth = Math.max(sample.depth, depthOf(renders).depth);
      }
  } finally {
    await browser.close();
    await gateway.stop();
    await proxy.close();
  }
  const measured = new Map(
    [...samples].map(([delay, { paints, firstBytes, depth }]) => [
      delay,
      { paint: median(paints), firstByte: median(firstBytes), depth },
    ]),
  );
  const base = measured.get(0)!;
  const slow = measured.get(DELAY_MS)!;
  const bound = base.paint + 2 * DELAY_MS;
  return [
    [
      'product page',
      slow.depth,
      base.firstByte.toFixed(0),
      base.paint.toFixed(0),
      slow.firstByte.toFixed(0),
      slow.paint.toFixed(0),
      (slow.paint - base.paint).toFixed(0),
      bound.toFixed(0),
      slow.paint <= bound ? 'yes' : 'NO',
    ],
  ];
}

export async function benchPageRender(seconds: number) {
  const { url: apiUrl } = await catalog(DEMO_PRODUCTS);
  printTable(
    `Pages rendered on the server beside their GraphQL request alone (${DEMO_PRODUCTS} products, catalog cache 30 s)`,
    ['page', 'request', 'req/s', 'first byte p50', 'p99', 'last byte p50', 'p99', 'gateway CPU ms/req', 'kB/req'],
    await renderCost(apiUrl, seconds),
    [
      `${seconds} s of load per row from ${CONNECTIONS} connections, each sending its next request when the last one ended, after 20`,
      `warm-up requests; times in ms; the browser's Accept-Encoding (${ACCEPT_ENCODING}), so kB are on the wire. gateway CPU: its`,
      "process's utime + stime over the run / requests. A guest's page (no cookie) is the same for everyone: the gateway renders",
      'it once per catalog cache lifetime and keeps it; with a cookie every request is rendered. The GraphQL request is the',
      'shell and page query batched, as the browser sends them on a client-side navigation; a rendered page runs the same two',
      'queries in process, then React.',
    ],
  );
  printTable(
    `A product page's first paint over a slow REST API (Chromium, cache off, median of ${PAINT_RUNS} cold loads)`,
    [
      'page',
      'REST depth',
      'first byte, 0 ms',
      'FCP, 0 ms',
      `first byte, ${DELAY_MS} ms`,
      `FCP, ${DELAY_MS} ms`,
      'added',
      `bound: FCP 0 ms + 2 × ${DELAY_MS}`,
      'met',
    ],
    await paintOverSlowRest(apiUrl),
    [
      `Every REST call held ${DELAY_MS} ms by a proxy (slowRest.ts) against none, the two in turns; each load in a new browser context (nothing cached).`,
      'REST depth: the longest chain of calls each started after the previous one ended. Goal: the delay adds no more than',
      'the depth of two calls the page needs (its product, then its questions), so server rendering adds no waterfall.',
    ],
  );
}
