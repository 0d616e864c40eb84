import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_CHECK_MS } from '../../gateway/src/http/site/pageRender.ts';
import { startGatewayWithSite } from '../helpers/gateway.ts';
import { memoryLog } from '../helpers/memoryLog.ts';

const folder = mkdtempSync(join(tmpdir(), 'mkt-renderer-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A renderer module whose pages are `renderPage`'s body (a function's source), each URL its own canonical one. */
function rendererModule(name: string, renderPage: string) {
  const path = join(folder, `${name}.mjs`);
  writeFileSync(
    path,
    `export async function createPageRenderer() { return ${renderPage}; }
    export const canonicalPath = (url) => url.pathname + url.search;`,
  );
  return path;
}

async function pageOf(serverRender: string, path = '/product-page/PRD000001') {
  const { lines, log } = memoryLog();
  const gw = await startGatewayWithSite({}, { serverRender, log });
  try {
    const response = await gw.gateway.fetch(`http://gateway.test${path}`, { headers: { 'accept-encoding': 'gzip' } });
    const body = Buffer.from(await response.arrayBuffer());
    const gzipped = response.headers.get('content-encoding') === 'gzip';
    return { response, text: (gzipped ? gunzipSync(body) : body).toString('utf8'), lines };
  } finally {
    await gw.close();
  }
}

describe('pages rendered by the gateway', () => {
  it("answers a route with the renderer's page, compressed", async () => {
    const renderer = rendererModule(
      'ok',
      `async (request) => new Response('<p>' + new URL(request.url).pathname + '</p>' + '<p>More</p>'.repeat(200), { headers: { 'content-type': 'text/html; charset=utf-8' } })`,
    );
    const { response, text } = await pageOf(renderer);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(Number(response.headers.get('content-length'))).toBeLessThan(text.length / 10);
    expect(text).toBe(`<p>/product-page/PRD000001</p>${'<p>More</p>'.repeat(200)}`);
  });

  it('falls back on the browser-rendered index.html when a render fails, and logs why', async () => {
    const renderer = rendererModule('throws', `async () => { throw new Error('render broke'); }`);
    const { response, text, lines } = await pageOf(renderer);
    expect(response.status).toBe(200);
    expect(text).toContain('<title>Storefront</title>');
    expect(lines.some((line) => line.msg === 'page left to the browser: its server render failed')).toBe(true);
  });

  it('serves index.html when the renderer is not built, saying so once', async () => {
    const { response, text, lines } = await pageOf(join(folder, 'missing.mjs'));
    expect(response.status).toBe(200);
    expect(text).toContain('<title>Storefront</title>');
    expect(lines.filter((line) => String(line.msg).startsWith('server rendering is off'))).toHaveLength(1);
  });

  it('never renders a file path or a write', async () => {
    const renderer = rendererModule('never', `async () => { throw new Error('not for files'); }`);
    const { response, lines } = await pageOf(renderer, '/assets/missing.js');
    expect(response.status).toBe(404);
    expect(lines).toEqual([]);
  });

  it('renders with a new build once it is on disk, and keeps no page of the old one', async () => {
    const name = `rebuilt-${crypto.randomUUID()}`;
    const build = (n: number) =>
      rendererModule(
        name,
        `async () => new Response('<p>build ${n}</p>', { headers: { 'content-type': 'text/html', 'cache-control': 'public' } })`,
      );
    const gw = await startGatewayWithSite({}, { serverRender: build(1), catalogTtlSeconds: 30 });
    try {
      const page = async () => (await gw.gateway.fetch('http://gateway.test/')).text();
      expect(await page()).toBe('<p>build 1</p>');
      // `npm run build:web` while the gateway runs: the module is written again. The first build's page, kept for
      // 30 s, goes with it.
      build(2);
      await new Promise((resolve) => setTimeout(resolve, BUILD_CHECK_MS + 50));
      expect(await page()).toBe('<p>build 2</p>');
    } finally {
      await gw.close();
    }
  });

  describe('a page the same for everyone (the renderer says public)', () => {
    /** A renderer numbering its renders, whose pages are public unless the request brought a cookie. */
    const counting = () =>
      rendererModule(
        `counting-${crypto.randomUUID()}`,
        `(() => { let renders = 0; return async (request) => new Response('<p>render ' + ++renders + '</p>', {
          headers: { 'content-type': 'text/html', 'cache-control': request.headers.has('cookie') ? 'private, no-store' : 'public' },
        }); })()`,
      );

    async function withGateway(
      catalogTtlSeconds: number,
      run: (get: (url: string, headers?: Record<string, string>) => Promise<[Response, string]>) => Promise<void>,
    ) {
      const gw = await startGatewayWithSite({}, { serverRender: counting(), catalogTtlSeconds });
      try {
        await run(async (url, headers = {}) => {
          const response = await gw.gateway.fetch(url, { headers });
          return [response, await response.text()];
        });
      } finally {
        await gw.close();
      }
    }

    it('is rendered once per catalog cache lifetime and URL, cached publicly for it, and varies with cookies', async () => {
      await withGateway(30, async (get) => {
        const [first, firstText] = await get('http://gateway.test/');
        const [again, againText] = await get('http://gateway.test/');
        expect([firstText, againText]).toEqual(['<p>render 1</p>', '<p>render 1</p>']);
        for (const response of [first, again]) {
          expect(response.headers.get('cache-control')).toBe('public, max-age=30');
          expect(response.headers.get('vary')).toMatch(/Cookie.*Authorization.*Accept-Encoding/);
        }
        // Another page is rendered; another host is the same page (PUBLIC_ORIGIN's); a cookie or credentials each
        // have theirs rendered.
        expect((await get('http://gateway.test/about-us'))[1]).toBe('<p>render 2</p>');
        expect((await get('http://elsewhere.test/'))[1]).toBe('<p>render 1</p>');
        const [personal, personalText] = await get('http://gateway.test/', { cookie: 'session=abc' });
        expect(personalText).toBe('<p>render 3</p>');
        expect(personal.headers.get('cache-control')).toBe('private, no-store');
        expect((await get('http://gateway.test/', { authorization: 'Bearer abc' }))[1]).toBe('<p>render 4</p>');
        expect((await get('http://gateway.test/'))[1]).toBe('<p>render 1</p>');
      });
    });

    it('is rendered once for guests asking for it at the same time', async () => {
      await withGateway(30, async (get) => {
        const pages = await Promise.all(Array.from({ length: 5 }, () => get('http://gateway.test/')));
        expect(pages.map(([, text]) => text)).toEqual(Array(5).fill('<p>render 1</p>'));
      });
    });

    it('is rendered for every request when the catalog cache is off, and not cached', async () => {
      await withGateway(0, async (get) => {
        const [first, firstText] = await get('http://gateway.test/');
        expect(firstText).toBe('<p>render 1</p>');
        expect(first.headers.get('cache-control')).toBe('no-cache');
        expect((await get('http://gateway.test/'))[1]).toBe('<p>render 2</p>');
      });
    });
  });
});
