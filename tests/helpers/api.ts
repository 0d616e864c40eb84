import { sql, type RawBuilder } from 'kysely';
import { createApp, createDeps, listen } from '../../rest-api/src/app.ts';
import { loadConfig, type ApiConfig } from '../../rest-api/src/config.ts';
import { newSandboxKey } from '../../rest-api/src/sandbox/google.ts';
import { first } from '../../rest-api/src/db/queries.ts';
import type { Deps } from '../../rest-api/src/deps.ts';
import { DEFAULT_LIMITS, type Limits } from '../../rest-api/src/limits.ts';
import type { Logger } from 'pino';
import { TestClock } from './clock.ts';
import { specMismatch } from './openapi.ts';
import { openTestDatabase } from './testDatabase.ts';

/**
 * Every request of a test file comes from one loopback address, as no real clients do: the per-client limits are
 * lifted here, and limits.test.ts checks them (and every per-recipient limit) with DEFAULT_LIMITS.
 */
const UNLIMITED = { windows: [] };
export const TEST_LIMITS: Limits = {
  ...DEFAULT_LIMITS,
  sendPerClient: UNLIMITED,
  accountAnswersPerClient: UNLIMITED,
  wrongCodePerClient: UNLIMITED,
  contactChangePerClient: UNLIMITED,
  failedSignInPerClient: UNLIMITED,
};

/** The secret the test gateways send (PROXY_SECRET): the test APIs believe the client address they forward. */
export const TEST_PROXY_SECRET = 'test-proxy-secret';

export const DEMO = { email: 'demo@example.com', password: 'Demo@1234', phone: '9876543210' };
export const SECOND = { email: 'asha@example.com', password: 'Asha@1234', phone: '9876500002' };

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

type Options = { token?: string; headers?: Record<string, string> };

let googleKey: string | undefined;

/** The Google sandbox's signing key, one per test process: generating an RSA key took 70–240 ms per REST API. */
const sandboxKey = () => (googleKey ??= newSandboxKey());

/**
 * A real REST API on an ephemeral port over a fresh, seeded database (SQLite, or PostgreSQL with TEST_DATABASE_URL),
 * with a hand-moved clock.
 * Every JSON response is checked against rest-api/openapi.yaml; a mismatch fails the call.
 */
export async function startApi({
  products = 240,
  onRequest,
  config = {},
  log,
}: { products?: number; onRequest?: (request: Request) => void; config?: Partial<ApiConfig>; log?: Logger } = {}) {
  const clock = new TestClock();
  const store = await openTestDatabase({ products, seed: 7, now: clock.now() });
  // The development sandbox is on (npm start turns it on too): tests read the outbox and mint Google credentials.
  const deps: Deps = await createDeps({
    queries: store.queries,
    clock,
    config: {
      ...loadConfig({}),
      sandbox: true,
      paymentKeySecret: 'test-secret',
      googleSandboxKey: sandboxKey(),
      proxySecret: TEST_PROXY_SECRET,
      limits: TEST_LIMITS,
      ...config,
    },
    log,
  });
  const app = createApp(deps);
  const server = await listen(
    onRequest ? { fetch: (request, ...rest) => (onRequest(request), app.fetch(request, ...rest)) } : app,
    0,
  );

  async function call<T = any>(
    method: string,
    path: string,
    body?: unknown,
    opts: Options = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(server.url + path, { method, headers, body: payload });
    const type = res.headers.get('content-type') ?? '';
    const parsed = type.includes('application/json') ? await res.json() : await res.text();
    if (type.includes('application/json') && !path.startsWith('/dev/')) {
      const mismatch = specMismatch(method, new URL(server.url + path).pathname, res.status, parsed);
      if (mismatch)
        throw new Error(`response does not match openapi.yaml: ${mismatch}\n${JSON.stringify(parsed).slice(0, 500)}`);
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  const api = {
    url: server.url,
    /** The database through the REST API's asynchronous query layer (Kysely), for arranging and asserting rows. */
    queries: deps.queries,
    /** The PostgreSQL database's URL (null on SQLite), for a second REST API instance on the same data. */
    databaseUrl: store.url,
    clock,
    deps,
    /** The sandbox Google issuer (the sandbox is on unless `config` turned it off). */
    get google() {
      if (!deps.google) throw new Error('the sandbox is off');
      return deps.google;
    },
    get: <T = any>(path: string, opts?: Options) => call<T>('GET', path, undefined, opts),
    post: <T = any>(path: string, body?: unknown, opts?: Options) => call<T>('POST', path, body ?? {}, opts),
    put: <T = any>(path: string, body?: unknown, opts?: Options) => call<T>('PUT', path, body ?? {}, opts),
    del: <T = any>(path: string, body?: unknown, opts?: Options) => call<T>('DELETE', path, body, opts),
    /** Signs in through /signin-check and returns the bearer token. */
    async signIn(user: { email: string; password: string } = DEMO): Promise<string> {
      const res = await call<{ token: string }>('POST', '/signin-check', {
        email: user.email,
        password: user.password,
      });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.token;
    },
    /** The latest one-time code the sandbox sent to `recipient`. */
    async lastCode(recipient: string): Promise<string> {
      const row = await deps.queries
        .selectFrom('outbox')
        .select('code')
        .where('recipient', '=', recipient)
        .where('code', 'is not', null)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!row?.code) throw new Error(`no code sent to ${recipient}`);
      return row.code;
    },
    /** A shopper's stored cart as [productId, quantity] pairs, by product id. */
    async storedCart(userId: string): Promise<[string, number][]> {
      const rows = await deps.queries
        .selectFrom('cart_items')
        .select(['productId', 'quantity'])
        .where('userId', '=', userId)
        .orderBy('productId')
        .execute();
      return rows.map((row) => [row.productId, row.quantity]);
    },
    /**
     * Counts the rows of a table (or a join) matching `where`, for asserting that a rejected write changed nothing:
     * `await api.count('orders', sql\`userId = ${id}\`)`.
     */
    async count(from: string, where: RawBuilder<unknown> = sql`TRUE`): Promise<number> {
      const row = await first(
        deps.queries,
        sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.raw(from)} WHERE ${where}`,
      );
      return row!.n;
    },
    async close() {
      await deps.orderEvents.close();
      await server.close();
      await store.close();
    },
  };
  return api;
}

export type TestApi = Awaited<ReturnType<typeof startApi>>;

/** A fresh API with the demo customer's and the second customer's tokens, for one test file. */
export async function startWithShoppers() {
  const api = await startApi();
  return { api, demo: await api.signIn(DEMO), second: await api.signIn(SECOND) };
}
