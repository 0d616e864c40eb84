import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayWithSite, type TestGateway, withoutActual, answered } from '../helpers/gateway.ts';

let gw: TestGateway;

beforeAll(async () => {
  gw = await startGatewayWithSite({ 'index-abc123.js': `console.log(${JSON.stringify('storefront '.repeat(500))});` });
});
afterAll(() => gw.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  gw.gateway.fetch(`http://gateway.test${path}`, { headers });
const post = (query: string, headers: Record<string, string>) =>
  gw.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });

// A few copies of the category list: an answer past the compression threshold.
const LARGE_QUERY = `{ ${['a', 'b', 'c', 'd'].map((alias) => `${alias}: topCategories { id displayName }`).join(' ')} }`;

describe('compression and caching', () => {
  it('compresses GraphQL answers with brotli or gzip as the client accepts, small ones not at all', async () => {
    const plain = await post(LARGE_QUERY, {});
    expect(plain.headers.get('content-encoding')).toBeNull();
    const json = await plain.text();
    expect(json.length).toBeGreaterThan(1024);

    const br = await post(LARGE_QUERY, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('server-timing')).toMatch(/^upstream;/);
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(json.length / 2);
    expect(withoutActual(JSON.parse(brotliDecompressSync(brBody).toString()))).toEqual(withoutActual(JSON.parse(json)));

    const gzip = await post(LARGE_QUERY, { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(withoutActual(JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()))).toEqual(
      withoutActual(JSON.parse(json)),
    );

    const small = await post('{ __typename }', { 'accept-encoding': 'br' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual(answered({ __typename: 'Query' }));
  });

  it('serves hashed assets immutable in brotli or gzip, index.html revalidated, and 304 on a matching ETag', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('storefront');
    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain('storefront');

    const index = await get('/', { 'accept-encoding': 'br' });
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const etag = index.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/product-page/PRD000001', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBeTruthy();
    expect((await get('/assets/index-abc123.js', { 'if-none-match': br.headers.get('etag')! })).status).toBe(304);
  });

  it("keeps the REST API's ETag and caching on images, answering 304 when it matches", async () => {
    const image = await get('/images/products/PRD000001-1.svg', { 'accept-encoding': 'br' });
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const etag = image.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const svg = Buffer.from(await image.arrayBuffer());
    expect((image.headers.get('content-encoding') === 'br' ? brotliDecompressSync(svg) : svg).toString()).toContain(
      '<svg',
    );
    const again = await get('/images/products/PRD000001-1.svg', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
  });
});
