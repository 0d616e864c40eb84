import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GatewayConfig } from '../../gateway/src/config.ts';
import { createLog } from '../../gateway/src/log.ts';
import { createGateway } from '../../gateway/src/yoga.ts';
import { expect } from 'vitest';
import { startApi, TEST_PROXY_SECRET } from './api.ts';
import { startRedis } from '../../scripts/redis.ts';

export interface GraphQLResult<T = any> {
  status: number;
  headers: Headers;
  body: {
    data?: T;
    errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[];
    extensions?: { cost?: { requested: number; actual: number; limit: number } };
  };
}

type Options = { token?: string; headers?: Record<string, string>; client?: string };

/**
 * The Accept header of GraphQL-over-HTTP's media type (Apollo Client 4 and urql send it first): a refusal before
 * execution then answers 4xx; with `application/json` (the helpers' default) a refused document answers 200.
 */
export const GRAPHQL_RESPONSE = { accept: 'application/graphql-response+json' };

/** Yoga's server context for a request whose socket peer is `address` (what Node's server would give it). */
export const fromClient = (address: string) => ({ req: { socket: { remoteAddress: address } } });

/**
 * A gateway configuration for tests: no catalog cache, no storefront, the development sandbox on, and a log that
 * says nothing unless LOG_LEVEL asks (tests that read the log give their own).
 */
export function gatewayConfig(config: Partial<GatewayConfig> & Pick<GatewayConfig, 'upstreamUrl'>): GatewayConfig {
  return {
    catalogTtlSeconds: 0,
    catalogCacheMb: 64,
    webRoot: null,
    secureCookies: false,
    upstreamTimeoutMs: 5_000,
    sandbox: true,
    corsOrigins: [],
    proxySecret: TEST_PROXY_SECRET,
    publicOrigin: 'http://localhost:4000',
    log: createLog(process.env.LOG_LEVEL ?? 'silent'),
    // The suite's own traffic comes from one address; the rate limits' test turns them on.
    rateLimits: {
      requestsPerMinute: 0,
      filesPerMinute: 0,
      signInsPerMinute: 0,
      costPerMinute: 0,
      concurrentPerClient: 0,
    },
    ...config,
  };
}

/** A test's requests to `gateway` (through `yoga.fetch`, no port). */
function requestsTo(gateway: ReturnType<typeof createGateway>) {
  async function post<T = any>(body: unknown, { token, headers = {}, client = '127.0.0.1' }: Options = {}) {
    const response = await gateway.fetch(
      'http://gateway.test/graphql',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: JSON.stringify(body),
      },
      fromClient(client),
    );
    return { status: response.status, headers: response.headers, body: await response.json() } as GraphQLResult<T> & {
      body: any;
    };
  }

  return {
    gateway,
    /** One GraphQL operation. */
    graphql: <T = any>(
      query: string,
      variables: Record<string, unknown> = {},
      options?: Options,
    ): Promise<GraphQLResult<T>> => post<T>({ query, variables }, options),
    /** Any request body (an operation with its operationName, say). */
    post,
    /** One query as a GET, as urql sends it (with the CSRF header): the raw response, whose body may be empty (304). */
    async get(
      query: string,
      variables: Record<string, unknown> = {},
      { token, headers = {}, client = '127.0.0.1' }: Options = {},
    ): Promise<Response> {
      const url = new URL('http://gateway.test/graphql');
      url.searchParams.set('query', query);
      url.searchParams.set('variables', JSON.stringify(variables));
      const auth = token ? { authorization: `Bearer ${token}` } : {};
      const accept = 'application/graphql-response+json';
      return gateway.fetch(
        url.href,
        { headers: { 'x-graphql-csrf': '1', accept, ...auth, ...headers } },
        fromClient(client),
      );
    },
    /**
     * One operation with files, as a GraphQL multipart request (graphql-multipart-request-spec): `files` go to
     * the list variable at `path` (for example `input.images`).
     */
    async multipart<T = any>(
      query: string,
      variables: Record<string, unknown>,
      path: string,
      files: File[],
      { token, headers = {} }: Options = {},
    ): Promise<GraphQLResult<T>> {
      const form = new FormData();
      const withNulls = structuredClone(variables);
      const keys = path.split('.');
      let target = withNulls as Record<string, unknown>;
      for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
      target[keys.at(-1)!] = files.map(() => null);
      form.append('operations', JSON.stringify({ query, variables: withNulls }));
      form.append(
        'map',
        JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.${path}.${i}`]]))),
      );
      files.forEach((file, i) => form.append(String(i), file));
      const response = await gateway.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'x-graphql-csrf': '1', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        body: form,
      });
      return { status: response.status, headers: response.headers, body: await response.json() } as GraphQLResult<T>;
    },
    /** Several operations in one HTTP request (the storefront's batching). */
    batch: (
      operations: (({ query: string } | { documentId: string }) & { variables?: Record<string, unknown> })[],
      options?: Options,
    ) => post(operations, options),
  };
}

/**
 * `count` gateways over one real REST API on an ephemeral port with a fresh seeded database: the instances of one
 * deployment (give them one `redisUrl` to share their state). `restCalls` records every request the REST API
 * received, to compare with what the gateways report.
 */
export async function startGateways(count: number, config: Partial<GatewayConfig> = {}) {
  const restCalls: string[] = [];
  const api = await startApi({
    onRequest: (request) =>
      restCalls.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`),
    // The deployment's REST API publishes its order events where its gateways listen.
    config: { redisUrl: config.redisUrl ?? null },
  });
  const gateways = Array.from({ length: count }, () =>
    requestsTo(createGateway(gatewayConfig({ upstreamUrl: api.url, ...config }))),
  );
  return {
    api,
    restCalls,
    gateways,
    async close() {
      await Promise.all(gateways.map(({ gateway }) => gateway.dispose()));
      await api.close();
    },
  };
}

/**
 * One gateway over a real REST API (see startGateways). With TEST_STACK=cluster (the `gateway-cluster` project), the
 * deployment the cluster runs instead: the REST API on PostgreSQL, two gateways sharing a Redis of their own, and
 * the test's requests taking turns between them, as the load balancer deals them out.
 */
export async function startGateway(config: Partial<GatewayConfig> = {}) {
  const clustered = process.env.TEST_STACK === 'cluster' && config.redisUrl === undefined;
  const redis = clustered ? await startRedis() : null;
  const { gateways, close, ...deployment } = await startGateways(clustered ? 2 : 1, {
    ...config,
    ...(redis ? { redisUrl: redis.url } : {}),
  });
  if (clustered) {
    // Traffic starts once every instance has its Redis connection up (some tests give a REST API that is down on
    // purpose, so the whole of /readyz may not pass); the probes' REST calls are not the test's.
    for (const { gateway } of gateways) {
      const { checks } = (await (await gateway.fetch('http://gateway.test/readyz')).json()) as {
        checks: { redis: boolean };
      };
      expect(checks.redis).toBe(true);
    }
    deployment.restCalls.length = 0;
  }
  let turn = 0;
  const next = () => gateways[turn++ % gateways.length]!;
  return {
    ...deployment,
    ...gateways[0]!,
    graphql: <T = any>(...args: Parameters<Requests['graphql']>) => next().graphql<T>(...args),
    post: <T = any>(...args: Parameters<Requests['post']>) => next().post<T>(...args),
    get: (...args: Parameters<Requests['get']>) => next().get(...args),
    multipart: <T = any>(...args: Parameters<Requests['multipart']>) => next().multipart<T>(...args),
    batch: (...args: Parameters<Requests['batch']>) => next().batch(...args),
    /** The number of upstream calls the gateway reported in Server-Timing. */
    reportedCalls: (headers: Headers) => Number(/desc="(\d+) calls"/.exec(headers.get('server-timing') ?? '')?.[1]),
    async close() {
      await close();
      await redis?.stop();
    },
  };
}

type Requests = ReturnType<typeof requestsTo>;

export type TestGateway = Awaited<ReturnType<typeof startGateway>>;

/** An image path of the REST API as the graph answers it: absolute on the test gateways' public origin. */
export const publicUrl = (path: string) => new URL(path, 'http://localhost:4000/').href;

/** A global ID as the gateway issues them (tests build IDs for objects no field lists yet). */
export const globalId = (type: string, rawId: string) => Buffer.from(`${type}:${rawId}`).toString('base64');

/**
 * A gateway serving a built storefront made of `index.html` and the hashed `assets` given (file name to text), with
 * the catalog cache on (and `config` besides); `close` stops it and removes the folder.
 */
export async function startGatewayWithSite(assets: Record<string, string>, config: Partial<GatewayConfig> = {}) {
  const webRoot = mkdtempSync(join(tmpdir(), 'mkt-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Storefront</title><div id="root"></div>');
  for (const [name, text] of Object.entries(assets)) writeFileSync(join(webRoot, 'assets', name), text);
  const gw = await startGateway({ webRoot, catalogTtlSeconds: 30, ...config });
  return {
    ...gw,
    async close() {
      await gw.close();
      rmSync(webRoot, { recursive: true, force: true });
    },
  };
}

/** What every executed answer says of its cost (`extensions.cost`), whatever the figures. */
export const COST = { cost: { requested: expect.any(Number), actual: expect.any(Number), limit: expect.any(Number) } };

/** An answer of `data` alone, as an executed operation sends it (with its cost). */
export const answered = (data: unknown) => ({ data, extensions: COST });

/**
 * An answer without what its execution counted, to compare two answers of one document: `extensions.cost.actual`
 * depends on what the caches held.
 */
export function withoutActual<T>(body: T): T {
  const strip = (one: unknown) => {
    const cost = (one as { extensions?: { cost?: { actual?: number } } } | null)?.extensions?.cost;
    if (cost) delete cost.actual;
    return one;
  };
  const copy = structuredClone(body);
  if (Array.isArray(copy)) copy.forEach(strip);
  else strip(copy);
  return copy;
}
