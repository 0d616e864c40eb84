import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { startGatewayWithSite } from '../helpers/gateway.ts';
import { memoryLog } from '../helpers/memoryLog.ts';

const folder = mkdtempSync(join(tmpdir(), 'mkt-renderer-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A renderer module whose pages are `renderPage`'s body (a function's source). */
function rendererModule(name: string, renderPage: string) {
  const path = join(folder, `${name}.mjs`);
  writeFileSync(path, `export async function createPageRenderer() { return ${renderPage}; }`);
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
  it("answers a route with the renderer's page, compressed as it streams", async () => {
    const renderer = rendererModule(
      'ok',
      `async (request) => new Response('<p>' + new URL(request.url).pathname + '</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } })`,
    );
    const { response, text } = await pageOf(renderer);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(text).toBe('<p>/product-page/PRD000001</p>');
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
});
