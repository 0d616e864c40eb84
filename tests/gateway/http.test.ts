import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../gateway/src/yoga.ts';
import { gatewayConfig, startGatewayWithSite, type TestGateway } from '../helpers/gateway.ts';

let gw: TestGateway;

beforeAll(async () => {
  gw = await startGatewayWithSite({ 'home-abc123.js': 'console.log("home");', '.hidden.json': '{}' });
});
afterAll(() => gw.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  gw.gateway.fetch(`http://gateway.test${path}`, { headers });

/** The options the GraphiQL page renders with: the JSON object its inline script passes to `renderYogaGraphiQL`. */
function graphiqlOptions(html: string): { defaultTabs: { query: string; variables: string }[] } {
  const start = html.indexOf('{', html.indexOf("querySelector('#root')"));
  return JSON.parse(html.slice(start, html.lastIndexOf('}', html.lastIndexOf('</script>')) + 1));
}

describe('HTTP surface', () => {
  it('answers /healthz', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('serves GraphiQL offline, compressed and cacheable, with the example tabs', async () => {
    const response = await get('/graphql', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const raw = Buffer.from(await response.arrayBuffer());
    const html = gunzipSync(raw).toString('utf8');
    expect(raw.length).toBeLessThan(html.length / 3);
    expect(graphiqlOptions(html).defaultTabs.map((tab) => tab.query.match(/^(query|mutation) \w+/gm))).toEqual([
      ['query Browse'],
      ['mutation SignIn', 'query WhoAmI', 'mutation SignOut'],
      ['query Cart', 'mutation AddToCart'],
      ['query Checkout', 'mutation PlaceOrder'],
    ]);
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
    expect(html).not.toMatch(/<link[^>]+href="https?:/);

    const again = await get('/graphql', { accept: 'text/html', 'if-none-match': response.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('opens GraphiQL on tabs whose documents the schema accepts, saying how to authenticate', async () => {
    const html = await (await get('/graphql', { accept: 'text/html' })).text();
    const tabs = graphiqlOptions(html).defaultTabs;
    const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
    for (const tab of tabs) {
      expect(validate(schema, parse(tab.query)).map((error) => error.message)).toEqual([]);
      expect(JSON.parse(tab.variables)).toEqual(expect.any(Object));
    }
    expect(tabs[0]!.query).toContain('{"Authorization": "Bearer <session.token>"}');
    expect(tabs[0]!.query).toContain('HttpOnly cookie');
    expect(tabs[0]!.query).toContain('x-graphql-csrf');
    expect(JSON.parse(tabs[1]!.variables)).toEqual({ input: { email: 'demo@example.com', password: 'Demo@1234' } });

    // The browsing tab runs as it is, for a guest (GraphiQL gives the first tab no variables).
    expect(tabs[0]!.variables).toBe('{}');
    const response = await gw.gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: tabs[0]!.query, variables: JSON.parse(tabs[0]!.variables) }),
    });
    const body = await response.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.topCategories.length).toBeGreaterThan(0);
    expect(body.data.newArrivalProducts.edges).toHaveLength(4);
    expect(body.data.newArrivalProducts.edges[0].node).toEqual(
      expect.objectContaining({ id: expect.any(String), seller: { storeName: expect.any(String) } }),
    );
  });

  it('serves the storefront with a history fallback for deep links', async () => {
    for (const path of ['/', '/product-page/PRD000001', '/categories-page/CAT125/Groceries']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
    const asset = await get('/assets/home-abc123.js', { 'accept-encoding': 'br' });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/../package.json')).status).toBe(404);
    // The build's dot files (Vite's .vite/manifest.json) are not the site's.
    expect((await get('/assets/.hidden.json')).status).toBe(404);
    expect((await get('/assets/%2Ehidden.json')).status).toBe(404);
  });

  it("passes the REST API's images through on the same origin", async () => {
    const response = await get('/images/products/PRD000001-1.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toContain('<svg');
  });

  it('reuses public catalog answers across requests for the TTL, never personal ones', async () => {
    const token = await gw.api.signIn();
    const query = /* GraphQL */ '{ topCategories { displayName } viewer { user { name } } }';
    await gw.graphql(query, {}, { token });
    const before = gw.restCalls.length;
    const second = await gw.graphql(query, {}, { token });
    expect(gw.restCalls.slice(before)).toEqual(['GET /user-details']);
    expect(gw.reportedCalls(second.headers)).toBe(1);
  });

  it('puts Server-Timing on every GraphQL response, even a rejected one', async () => {
    const bad = await gw.graphql(/* GraphQL */ '{ nope }');
    expect(bad.body.errors?.[0]?.message).toMatch(/^Cannot query field "nope" on type "Query"/);
    expect(bad.headers.get('server-timing')).toBe('upstream;dur=0.0;desc="0 calls"');
  });
});

describe('failures', () => {
  it('masks unexpected errors (REST API down) and keeps other fields', async () => {
    const down = createGateway(gatewayConfig({ upstreamUrl: 'http://127.0.0.1:9', upstreamTimeoutMs: 2_000 }));
    const response = await down.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: /* GraphQL */ '{ topCategories { name } viewer { user { name } } }' }),
    });
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([expect.objectContaining({ message: 'Unexpected error.', path: ['topCategories'] })]);
    expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|unreachable/);
    await down.dispose();
  });
});
