// Both services stop gracefully on SIGTERM: they refuse new connections at once, answer the request in flight, and
// exit 0.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_LISTENING, GATEWAY_LISTENING, startService, type Service } from '@marketplace/runtime/service';

const started: Service[] = [];
afterAll(() => Promise.all(started.map((service) => service.stop())));

async function start(entry: string, env: NodeJS.ProcessEnv, listening: RegExp) {
  const service = await startService(entry, { SHUTDOWN_GRACE_MS: '10000', ...env }, listening);
  started.push(service);
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    service.child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { url: service.url.replace('localhost', '127.0.0.1'), child: service.child, exited };
}

/** Resolves once a new connection to `url` is refused (the service stopped listening). */
async function refused(url: string) {
  for (const deadline = Date.now() + 5_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 20))) {
    const error = await fetch(`${url}/healthz`).then(
      () => null,
      (e: Error) => e,
    );
    if ((error?.cause as NodeJS.ErrnoException | undefined)?.code === 'ECONNREFUSED') return true;
  }
  return false;
}

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
}
interface OtlpExport {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

describe('the gateway on SIGTERM', () => {
  it(
    'refuses new connections, answers the GraphQL request waiting on the REST API, exports its spans, then exits 0',
    { timeout: 60_000 },
    async () => {
      // The REST API stand-in holds /fetchCategory until the test lets it answer; it also receives the OTLP exports.
      let held: ServerResponse | undefined;
      let traceparent: string | undefined;
      let onHeld = () => {};
      const upstreamCalled = new Promise<void>((resolve) => (onHeld = resolve));
      const exports: OtlpExport[] = [];
      const upstream = createServer((req, res) => {
        if (req.method === 'POST' && req.url === '/v1/traces') {
          let text = '';
          req.on('data', (chunk: Buffer) => (text += chunk));
          req.on(
            'end',
            () => (
              exports.push(JSON.parse(text)),
              res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
            ),
          );
          return;
        }
        if (req.url?.split('?')[0] !== '/fetchCategory') return void res.writeHead(404).end();
        held = res;
        traceparent = req.headers.traceparent as string | undefined;
        onHeld();
      });
      await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
      try {
        const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
        // Spans are exported on shutdown only (the batch would wait a minute): what arrives was flushed by it.
        const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: upstreamUrl, OTEL_BSP_SCHEDULE_DELAY: '60000' };
        const gateway = await start(
          'gateway/src/server.ts',
          { PORT: '0', UPSTREAM_URL: upstreamUrl, WEB_ROOT: '', ...tracing },
          GATEWAY_LISTENING,
        );
        const answer = fetch(`${gateway.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ topCategories { categoryId name } }' }),
        });
        await upstreamCalled;
        gateway.child.kill('SIGTERM');
        expect(await refused(gateway.url)).toBe(true);
        expect(gateway.child.exitCode).toBeNull();

        const category = {
          id: 'CAT01',
          name: 'Groceries',
          parentCategory: 'CAT01',
          categoryIcon: '/images/c.svg',
          categoryBanner: null,
          products: ['PRD000001'],
        };
        held!.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ categories: [category] }));
        const response = await answer;
        expect(response.status).toBe(200);
        expect((await response.json()).data).toEqual({ topCategories: [{ categoryId: 'CAT01', name: 'Groceries' }] });
        expect(await gateway.exited).toEqual({ code: 0, signal: null });

        const [, traceId, callSpanId] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(traceparent ?? '') ?? [];
        const resources = exports.flatMap((e) => e.resourceSpans);
        expect(
          resources.flatMap((r) => r.resource.attributes).find((a) => a.key === 'service.name')?.value.stringValue,
        ).toBe('gateway');
        const spans = resources.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
        const call = spans.find((span) => span.spanId === callSpanId);
        expect(call).toMatchObject({ traceId, name: 'GET /fetchCategory' });
        expect(spans.find((span) => span.spanId === call!.parentSpanId)).toMatchObject({
          traceId,
          name: 'POST /graphql',
        });
      } finally {
        upstream.closeAllConnections();
        upstream.close();
      }
    },
  );
});

describe('the REST API on SIGTERM', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mkt-shutdown-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'refuses new connections, answers the request whose body is still to come, then exits 0',
    { timeout: 60_000 },
    async () => {
      const api = await start(
        'rest-api/src/server.ts',
        { API_PORT: '0', API_DB: join(dir, 'marketplace.db') },
        API_LISTENING,
      );
      const body = JSON.stringify({ email: 'demo@example.com', password: 'Demo@1234' });
      const { hostname, port } = new URL(api.url);
      // With Expect: 100-continue, the API's answer "100 Continue" says it has the request and waits for its body.
      const headers = {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      };
      const signIn = httpRequest({ hostname, port, path: '/signin-check', method: 'POST', headers });
      const waiting = new Promise((resolve) => signIn.once('continue', resolve));
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        signIn.on('response', (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        });
        signIn.on('error', reject);
      });
      signIn.flushHeaders();
      await waiting;
      api.child.kill('SIGTERM');
      expect(await refused(api.url)).toBe(true);
      expect(api.child.exitCode).toBeNull();

      signIn.end(body);
      const { status, body: text } = await answer;
      expect(status).toBe(200);
      expect(JSON.parse(text)).toHaveProperty('token');
      expect(await api.exited).toEqual({ code: 0, signal: null });
    },
  );
});
