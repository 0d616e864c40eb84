import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createDeps, listen } from '../../rest-api/src/app.ts';
import { loadConfig } from '../../rest-api/src/config.ts';
import { openDatabase } from '../../rest-api/src/db/open.ts';
import { createGateway } from '../../gateway/src/yoga.ts';
import { startRedis } from '../../scripts/redis.ts';
import { gatewayConfig } from '../helpers/gateway.ts';

/** A REST API over an empty in-memory database (readiness needs no catalog). */
async function restApi() {
  const db = await openDatabase(':memory:');
  const app = createApp(await createDeps({ queries: db, config: loadConfig({}) }));
  return { db, app };
}

const readyz = async (
  fetcher: { fetch: (url: string) => Response | Promise<Response> },
  url = 'http://service.test/readyz',
) => {
  const response = await fetcher.fetch(url);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.json() };
};

describe('the gateway /readyz', () => {
  let api: Awaited<ReturnType<typeof restApi>>;
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    api = await restApi();
    server = await listen(api.app, 0);
  });
  afterAll(async () => {
    await server.close();
    await api.db.destroy();
  });

  it('is ready while the REST API answers, and never cached', async () => {
    const gateway = createGateway(gatewayConfig({ upstreamUrl: server.url }));
    try {
      expect(await readyz(gateway)).toEqual({
        status: 200,
        cacheControl: 'no-store',
        body: { status: 'ready', checks: { upstream: true } },
      });
    } finally {
      await gateway.dispose();
    }
  });

  it('is unready, naming the upstream, when the REST API refuses connections', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const { port } = closed.address() as AddressInfo;
    await new Promise((done) => closed.close(done));
    const gateway = createGateway(gatewayConfig({ upstreamUrl: `http://127.0.0.1:${port}` }));
    try {
      expect(await readyz(gateway)).toMatchObject({
        status: 503,
        cacheControl: 'no-store',
        body: { status: 'unready', checks: { upstream: false } },
      });
    } finally {
      await gateway.dispose();
    }
  });

  it('answers within about a second when the REST API accepts but never answers', async () => {
    const silent: Server = createServer(() => {});
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const gateway = createGateway(
      gatewayConfig({ upstreamUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` }),
    );
    try {
      const started = performance.now();
      expect(await readyz(gateway)).toMatchObject({ status: 503, body: { checks: { upstream: false } } });
      expect(performance.now() - started).toBeLessThan(2_000);
    } finally {
      await gateway.dispose();
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('checks Redis too when REDIS_URL is set, and names it when it goes away', async () => {
    const redis = await startRedis();
    const gateway = createGateway(gatewayConfig({ upstreamUrl: server.url, redisUrl: redis.url }));
    try {
      expect(await readyz(gateway)).toMatchObject({
        status: 200,
        body: { status: 'ready', checks: { upstream: true, redis: true } },
      });
      await redis.stop();
      expect(await readyz(gateway)).toMatchObject({
        status: 503,
        body: { status: 'unready', checks: { upstream: true, redis: false } },
      });
    } finally {
      await gateway.dispose();
      await redis.stop();
    }
  });

  it('answers 503 once the gateway is draining, while /healthz still says it is alive', async () => {
    const gateway = createGateway(gatewayConfig({ upstreamUrl: server.url }));
    try {
      gateway.readiness.stop();
      expect(await readyz(gateway)).toEqual({ status: 503, cacheControl: 'no-store', body: { status: 'stopping' } });
      expect((await gateway.fetch('http://service.test/healthz')).status).toBe(200);
    } finally {
      await gateway.dispose();
    }
  });
});

describe('the REST API /readyz', () => {
  it('is ready while the database answers, and never cached', async () => {
    const { app, db } = await restApi();
    expect(await readyz({ fetch: (url) => app.request(url) })).toEqual({
      status: 200,
      cacheControl: 'no-store',
      body: { status: 'ready', checks: { database: true } },
    });
    await db.destroy();
  });

  it('is unready, naming the database, when it cannot be queried', async () => {
    const { app, db } = await restApi();
    await db.destroy();
    expect(await readyz({ fetch: (url) => app.request(url) })).toEqual({
      status: 503,
      cacheControl: 'no-store',
      body: { status: 'unready', checks: { database: false } },
    });
  });

  it('answers 503 once the REST API is draining', async () => {
    const { app, db } = await restApi();
    app.readiness.stop();
    expect(await readyz({ fetch: (url) => app.request(url) })).toEqual({
      status: 503,
      cacheControl: 'no-store',
      body: { status: 'stopping' },
    });
    await db.destroy();
  });
});
