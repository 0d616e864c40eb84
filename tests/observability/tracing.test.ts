// One trace per GraphQL request across both services: the gateway's request span, a span per REST call, and the
// REST API's server span under each call, with the trace ids in both services' log lines.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createGateway } from '../../gateway/src/yoga.ts';
import { createApp, createDeps, listen } from '../../rest-api/src/app.ts';
import { loadConfig } from '../../rest-api/src/config.ts';
import { openDatabase } from '../../rest-api/src/db/open.ts';
import type { Queries } from '../../rest-api/src/db/queries.ts';
import { seedDatabase } from '../../rest-api/src/db/seed.ts';
import { tracingFromEnv } from '@marketplace/runtime/telemetry';
import type { Tracing } from '@marketplace/runtime/tracing';
import { createTracing } from '../../runtime/tracerProvider.ts';
import { gatewayConfig } from '../helpers/gateway.ts';
import { memoryLog } from '../helpers/memoryLog.ts';

const exporter = new InMemorySpanExporter();
const tracings: Tracing[] = [];
const restLog = memoryLog();
const gatewayLog = memoryLog();
const dir = mkdtempSync(join(tmpdir(), 'mkt-tracing-'));
let db: Queries;
let api: Awaited<ReturnType<typeof listen>>;
let gateway: ReturnType<typeof createGateway>;

beforeAll(async () => {
  const [gatewayTracing, restTracing] = ['gateway', 'rest-api'].map((service) =>
    createTracing(service, new SimpleSpanProcessor(exporter)),
  );
  tracings.push(gatewayTracing!, restTracing!);
  db = await openDatabase(join(dir, 'test.db'));
  await seedDatabase(db, { products: 60, seed: 7 });
  api = await listen(
    createApp(await createDeps({ queries: db, config: loadConfig({}), log: restLog.log, tracer: restTracing!.tracer })),
    0,
  );
  gateway = createGateway(gatewayConfig({ upstreamUrl: api.url, log: gatewayLog.log }), gatewayTracing!.tracer);
});
afterAll(async () => {
  await gateway.dispose();
  await api.close();
  await Promise.all(tracings.map((tracing) => tracing.shutdown()));
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => exporter.reset());

const post = (body: unknown, headers: Record<string, string> = {}) =>
  gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const serviceOf = (span: ReadableSpan) => span.resource.attributes['service.name'];
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;
const idOf = (span: ReadableSpan) => span.spanContext().spanId;

/** The finished spans, by service and kind. */
function spans() {
  const all = exporter.getFinishedSpans();
  const of = (service: string, kind: SpanKind) =>
    all.filter((span) => serviceOf(span) === service && span.kind === kind);
  return {
    all,
    request: of('gateway', SpanKind.SERVER),
    calls: of('gateway', SpanKind.CLIENT),
    rest: of('rest-api', SpanKind.SERVER),
  };
}

describe('a traced GraphQL request', () => {
  it('makes one trace: the request span, one span per REST call under it, and the REST API’s span under each call', async () => {
    const response = await post({
      query: 'query Shelf { topCategories { categoryId } product(productId: "PRD000001") { name } }',
      operationName: 'Shelf',
    });
    expect(response.status).toBe(200);
    expect((await response.json()).errors).toBeUndefined();
    const restCalls = Number(/desc="(\d+) calls"/.exec(response.headers.get('server-timing') ?? '')?.[1]);
    expect(restCalls).toBe(2);

    const { all, request, calls, rest } = spans();
    expect(request).toHaveLength(1);
    expect(request[0]!.name).toBe('POST /graphql');
    expect(request[0]!.attributes).toMatchObject({
      'graphql.operation.name': 'Shelf',
      'graphql.operation.type': 'query',
      'http.response.status_code': 200,
    });
    expect(calls).toHaveLength(restCalls);
    expect(rest).toHaveLength(restCalls);
    expect(new Set(all.map((span) => span.spanContext().traceId)).size).toBe(1);
    for (const call of calls) expect(parentOf(call)).toBe(idOf(request[0]!));
    // Each REST API span is the child of exactly one call span.
    expect(rest.map(parentOf).sort()).toEqual(calls.map(idOf).sort());

    const { hostname, port } = new URL(api.url);
    const categories = calls.find((call) => call.name === 'GET /fetchCategory');
    expect(categories?.attributes).toMatchObject({
      'http.request.method': 'GET',
      'url.path': '/fetchCategory',
      'server.address': hostname,
      'server.port': Number(port),
      'http.response.status_code': 200,
    });
    const served = rest.find((span) => parentOf(span) === idOf(categories!));
    expect(served?.name).toBe('GET /fetchCategory');
    expect(served?.attributes).toMatchObject({ 'http.route': '/fetchCategory', 'http.response.status_code': 200 });
  });

  it('continues the trace of a caller that sends traceparent', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    await post({ query: '{ topCategories { categoryId } }' }, { traceparent: `00-${traceId}-00f067aa0ba902b7-01` });
    const { all, request } = spans();
    expect(all.length).toBeGreaterThan(1);
    expect(all.every((span) => span.spanContext().traceId === traceId)).toBe(true);
    expect(parentOf(request[0]!)).toBe('00f067aa0ba902b7');
  });

  it('marks a failed REST call, and both services log the failure with the trace’s ids', async () => {
    await sql`ALTER TABLE products RENAME TO products_gone`.execute(db);
    try {
      const response = await post(
        { query: '{ product(productId: "PRD000003") { name } }' },
        { 'x-request-id': 'traced-1' },
      );
      expect((await response.json()).errors[0].message).toBe('Unexpected error.');
    } finally {
      await sql`ALTER TABLE products_gone RENAME TO products`.execute(db);
    }
    const { request, calls, rest } = spans();
    expect(calls[0]?.attributes).toMatchObject({ 'http.response.status_code': 500, 'error.type': '500' });
    expect(rest[0]?.attributes).toMatchObject({ 'http.response.status_code': 500, 'error.type': '500' });
    const traceId = request[0]!.spanContext().traceId;
    expect(gatewayLog.lines.find((line) => line.msg === 'unexpected error')).toMatchObject({
      reqId: 'traced-1',
      traceId,
      spanId: idOf(request[0]!),
    });
    expect(restLog.lines.find((line) => line.msg === 'unhandled error')).toMatchObject({
      reqId: 'traced-1',
      traceId,
      spanId: idOf(rest[0]!),
    });
  });

  it('traces nothing but GraphQL requests (health, readiness)', async () => {
    await gateway.fetch('http://gateway.test/healthz');
    expect(spans().request).toHaveLength(0);
  });
});

describe('tracing from the environment', () => {
  it('is off (no SDK) unless an OTLP endpoint is set', async () => {
    expect(await tracingFromEnv('gateway', {})).toBeNull();
    const tracing = await tracingFromEnv('gateway', {
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:4318/v1/traces',
    });
    expect(tracing).not.toBeNull();
    await tracing!.shutdown();
  });
});
