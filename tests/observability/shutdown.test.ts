// Both services stop gracefully on SIGTERM: they refuse new connections at once, answer the request in flight, and
// exit 0.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_LISTENING, GATEWAY_LISTENING, startService, type Service } from '../../scripts/service.ts';

const started: Service[] = [];
afterAll(() => Promise.all(started.map((service) => service.stop())));

async function start(entry: string, env: NodeJS.ProcessEnv, listening: RegExp) {
  const service = await startService(entry, { SHUTDOWN_GRACE_MS: '10000', ...env }, listening);
  started.push(service);
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => service.child.once('exit', (code, signal) => resolve({ code, signal })));
  return { url: service.url.replace('localhost', '127.0.0.1'), child: service.child, exited };
}

/** Resolves once a new connection to `url` is refused (the service stopped listening). */
async function refused(url: string) {
  for (const deadline = Date.now() + 5_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 20))) {
    const error = await fetch(`${url}/healthz`).then(() => null, (e: Error) => e);
    if ((error?.cause as NodeJS.ErrnoException | undefined)?.code === 'ECONNREFUSED') return true;
  }
  return false;
}

describe('the gateway on SIGTERM', () => {
  it('refuses new connections, answers the GraphQL request waiting on the REST API, then exits 0', async () => {
    // The REST API stand-in holds /fetchCategory until the test lets it answer.
    let held: ServerResponse | undefined;
    let onHeld = () => {};
    const upstreamCalled = new Promise<void>((resolve) => (onHeld = resolve));
    const upstream = createServer((req, res) => {
      if (req.url !== '/fetchCategory') return void res.writeHead(404).end();
      held = res;
      onHeld();
    });
    await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
    try {
      const gateway = await start('gateway/src/server.ts', { PORT: '0', UPSTREAM_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, WEB_ROOT: '' }, GATEWAY_LISTENING);
      const answer = fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ topCategories { categoryId name } }' }),
      });
      await upstreamCalled;
      gateway.child.kill('SIGTERM');
      expect(await refused(gateway.url)).toBe(true);
      expect(gateway.child.exitCode).toBeNull();

      const category = { id: 'CAT01', name: 'Groceries', parentCategory: 'CAT01', categoryIcon: '/images/c.svg', categoryBanner: null, products: ['PRD000001'] };
      held!.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ categories: [category] }));
      const response = await answer;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { topCategories: [{ categoryId: 'CAT01', name: 'Groceries' }] } });
      expect(await gateway.exited).toEqual({ code: 0, signal: null });
    } finally {
      upstream.closeAllConnections();
      upstream.close();
    }
  });
});

describe('the REST API on SIGTERM', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mkt-shutdown-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses new connections, answers the request whose body is still arriving, then exits 0', async () => {
    const api = await start('rest-api/src/server.ts', { API_PORT: '0', API_DB: join(dir, 'marketplace.db') }, API_LISTENING);
    const body = JSON.stringify({ email: 'demo@example.com', password: 'Demo@1234' });
    const { hostname, port } = new URL(api.url);
    const signIn = httpRequest({ hostname, port, path: '/signin-check', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      signIn.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      });
      signIn.on('error', reject);
    });
    signIn.write(body.slice(0, 10));
    // The request is in flight once its headers reached the API (it then waits for the rest of the body).
    await new Promise((r) => setTimeout(r, 300));
    api.child.kill('SIGTERM');
    expect(await refused(api.url)).toBe(true);
    expect(api.child.exitCode).toBeNull();

    signIn.end(body.slice(10));
    const { status, body: text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toHaveProperty('token');
    expect(await api.exited).toEqual({ code: 0, signal: null });
  });
});
