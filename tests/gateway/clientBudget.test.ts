import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '@marketplace/runtime/service';
import { ADDRESS_SHARE, DEFAULT_RATE_LIMITS, RENDER_COST } from '../../gateway/src/http/rateLimits.ts';
import { PRODUCTS } from '../helpers/fixtures.ts';
import { fromClient, startGateway, type TestGateway } from '../helpers/gateway.ts';

const opened: { close: () => unknown }[] = [];
afterAll(async () => {
  for (const thing of opened) await thing.close();
});

async function gatewayWith(limits: Partial<typeof DEFAULT_RATE_LIMITS>, config: object = {}): Promise<TestGateway> {
  const gw = await startGateway({
    rateLimits: { ...DEFAULT_RATE_LIMITS, requestsPerMinute: 0, filesPerMinute: 0, signInsPerMinute: 0, ...limits },
    ...config,
  });
  opened.push(gw);
  return gw;
}

/** A document of a known cost: 40 products with a few fields each (about 2 000). */
const PRODUCTS_40 = `{ productListing(source: { collection: TOP_DEALS }, first: 40) { nodes { id name price { formatted } } } }`;

/** Sends `query` as a client at `address`, with a session cookie if given. */
async function send(gw: TestGateway, query: string, address: string, session?: string) {
  const response = await gw.gateway.fetch(
    'http://gateway.test/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(session ? { cookie: `session=${session}` } : {}) },
      body: JSON.stringify({ query }),
    },
    fromClient(address),
  );
  const body = await response.json();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
}

describe("a client's cost budget", () => {
  it('answers 429 with Retry-After once a client has spent its minute, making no REST call, and serves others', async () => {
    const measured = await gatewayWith({ costPerMinute: 0 });
    const { requested } = (await send(measured, PRODUCTS_40, '10.9.0.1')).body.extensions.cost;
    const gw = await gatewayWith({ costPerMinute: requested * 3 });
    for (let i = 0; i < 3; i++) expect((await send(gw, PRODUCTS_40, '10.9.0.1')).status).toBe(200);
    const calls = gw.restCalls.length;
    const refused = await send(gw, PRODUCTS_40, '10.9.0.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/^Too many requests: try again in \d+ s$/) }),
    ]);
    expect(refused.body.errors[0].extensions).toEqual({
      code: 'TOO_MANY_REQUESTS',
      retryAfter: Number(refused.retryAfter),
    });
    expect(gw.restCalls.length, 'no REST call').toBe(calls);
    // Another client is served, and the spent one still gets what costs nothing.
    expect((await send(gw, PRODUCTS_40, '10.9.0.2')).status).toBe(200);
    expect((await send(gw, '{ __typename }', '10.9.0.1')).body.data).toEqual({ __typename: 'Query' });
  });

  it('spends nothing for a document the operation limits refuse', async () => {
    const gw = await gatewayWith({ costPerMinute: 25_000 });
    const tooCostly = `{ a: productListing(source: { collection: TOP_DEALS }, first: 100) { nodes { seller { products(first: 100) { nodes { name } } } } } }`;
    for (let i = 0; i < 3; i++) {
      const { body } = await send(gw, tooCostly, '10.9.1.1');
      expect(body.errors[0].extensions.code).toBe('OPERATION_TOO_COSTLY');
    }
    expect((await send(gw, PRODUCTS_40, '10.9.1.1')).status).toBe(200);
  });

  it('holds an address that makes up sessions to its ceiling of a few clients', async () => {
    const measured = await gatewayWith({ costPerMinute: 0 });
    const { requested } = (await send(measured, PRODUCTS_40, '10.9.2.1')).body.extensions.cost;
    const gw = await gatewayWith({ costPerMinute: requested });
    const statuses = [];
    for (let i = 0; i < ADDRESS_SHARE + 3; i++)
      statuses.push((await send(gw, PRODUCTS_40, '10.9.2.1', `made-up-${i}`)).status);
    // Each made-up session gets its one document until the address has spent ADDRESS_SHARE clients' worth.
    expect(statuses).toEqual([...Array(ADDRESS_SHARE).fill(200), 429, 429, 429]);
    expect((await send(gw, PRODUCTS_40, '10.9.2.2', 'another-household')).status).toBe(200);
  });
});

/** A REST API that takes connections and never answers. */
async function hangingApi(): Promise<string> {
  const server: Server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  opened.push({ close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))) });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("a client's requests under way", () => {
  it('runs a few at a time per client: one more is answered 429 at once, another client is not held', async () => {
    const gw = await gatewayWith(
      { costPerMinute: 0, concurrentPerClient: 2 },
      { upstreamUrl: await hangingApi(), budget: { deadlineMs: 1_500, calls: 250, bytes: 1e9, objects: 20_000 } },
    );
    const slow = [send(gw, '{ topCategories { id } }', '10.9.3.1'), send(gw, '{ topCategories { id } }', '10.9.3.1')];
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    const third = await send(gw, '{ topCategories { id } }', '10.9.3.1');
    expect(third.status).toBe(429);
    expect(third.body.errors[0].extensions).toEqual({ code: 'TOO_MANY_REQUESTS', retryAfter: 1 });
    expect(performance.now() - started).toBeLessThan(500);
    const other = send(gw, '{ topCategories { id } }', '10.9.3.2');
    // The first two end at their deadline; then the client may send again.
    await Promise.all(slow);
    expect((await other).status).not.toBe(429);
    expect((await send(gw, '{ __typename }', '10.9.3.1')).status).toBe(200);
  });
});

describe('a page render', () => {
  it('costs its client RENDER_COST beside its GraphQL operations; a kept page costs nothing', async () => {
    const gw = await gatewayWith(
      { costPerMinute: RENDER_COST * 20 },
      {
        webRoot: join(ROOT, 'web/dist'),
        serverRender: join(ROOT, 'web/dist-server/renderPage.js'),
        catalogTtlSeconds: 30,
      },
    );
    const get = (path: string, address: string) =>
      gw.gateway.fetch(
        new URL(path, 'http://localhost:4000'),
        { headers: { accept: 'text/html' } },
        fromClient(address),
      );
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await get(`/product-page/${PRODUCTS.inStock}?i=${i}`, '10.9.4.1')).status);
    // The first render spends RENDER_COST and its operations; the kept page after it costs nothing.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    // Each search is another page: each render spends RENDER_COST and its operations' cost, until the minute is spent.
    const searches = [];
    for (let i = 0; i < 20; i++) searches.push((await get(`/search-result-page?query=rice${i}`, '10.9.4.1')).status);
    const served = searches.indexOf(429);
    expect(served).toBeGreaterThan(0);
    expect(searches).toEqual([...Array(served).fill(200), ...Array(20 - served).fill(429)]);
    // Another client's pages render.
    expect((await get('/search-result-page?query=dal', '10.9.4.2')).status).toBe(200);
  });
});
