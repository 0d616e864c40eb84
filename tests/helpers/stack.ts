import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  allStarted,
  API_LISTENING,
  GATEWAY_LISTENING,
  onFreePort,
  ROOT,
  startService,
  type Service,
} from '@marketplace/runtime/service';

/** The gateway's per-client limits, off: the suite's browsers and requests all come from this machine. */
export const NO_CLIENT_LIMITS = {
  RATE_LIMIT_PER_MINUTE: '0',
  FILE_RATE_LIMIT_PER_MINUTE: '0',
  SIGN_IN_RATE_PER_MINUTE: '0',
  CLIENT_COST_PER_MINUTE: '0',
  CLIENT_CONCURRENT_REQUESTS: '0',
};

const WEB_DIST = join(ROOT, 'web/dist');

/**
 * The whole system as `npm start` runs it, on ephemeral ports over a fresh database: the REST API and the gateway
 * serving the built storefront (web/dist, built by `npm test` before the tests run), or the site built in `webRoot`.
 * `gatewayEnv` adds to the gateways' environment; `gateways` are the stack's gateway processes (the cluster's two).
 */
export async function startStack(
  webRoot = WEB_DIST,
  gatewayEnv: Record<string, string> = {},
): Promise<{ url: string; apiUrl: string; dbFile: string | null; gateways: Service[]; stop: () => Promise<void> }> {
  if (process.env.TEST_STACK === 'cluster') return startClusterStack(gatewayEnv);
  const dir = mkdtempSync(join(tmpdir(), 'mkt-stack-'));
  const services: Service[] = [];
  const stop = async () => {
    await Promise.all(services.map((s) => s.stop()));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The development sandbox is on, as `npm start` has it: the browser tests sign in through the Google sandbox.
    // The two share a proxy secret, as under `npm start`: the gateway reads the REST API's order events with it.
    const proxySecret = randomBytes(24).toString('hex');
    // Both ports are chosen first: the gateway calls the REST API only when asked, and the links both hand out (the
    // graph's, the messages') name the gateway (PUBLIC_ORIGIN), so the two start side by side.
    const [api, gateway] = await onFreePort(undefined, (apiPort) =>
      onFreePort(undefined, (port) =>
        allStarted([
          startService(
            'rest-api/src/server.ts',
            {
              API_PORT: String(apiPort),
              API_DB: join(dir, 'marketplace.db'),
              DEV_SANDBOX: 'true',
              // Orders placed by a test keep their status: the fulfilment simulator is off.
              FULFILMENT_STEP_SECONDS: '0',
              PROXY_SECRET: proxySecret,
              PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
            },
            API_LISTENING,
          ),
          startService(
            'gateway/src/server.ts',
            {
              PORT: String(port),
              PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
              UPSTREAM_URL: `http://127.0.0.1:${apiPort}`,
              PROXY_SECRET: proxySecret,
              WEB_ROOT: webRoot,
              DEV_SANDBOX: 'true',
              ...NO_CLIENT_LIMITS,
              ...gatewayEnv,
            },
            GATEWAY_LISTENING,
          ),
        ] as const),
      ),
    );
    services.push(api, gateway);
    return {
      url: gateway.url.replace('localhost', '127.0.0.1'),
      apiUrl: api.url,
      dbFile: join(dir, 'marketplace.db'),
      gateways: [gateway],
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * With TEST_STACK=cluster (the `e2e-cluster` project), the scale-out deployment instead (scripts/cluster.ts) over a
 * copy of a database seeded once per hour of the run on the project's PostgreSQL server; shoppers go through HAProxy.
 */
async function startClusterStack(gatewayEnv: Record<string, string>) {
  // Loaded here only: the component tests start the default stack under jsdom, where these modules cannot load.
  const [{ startCluster }, { DEFAULT_PRODUCTS }, { createPostgresDatabase }] = await Promise.all([
    import('../../scripts/cluster.ts'),
    import('../../rest-api/src/db/seed.ts'),
    import('./testDatabase.ts'),
  ]);
  const seededAt = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, {
    products: DEFAULT_PRODUCTS,
    seed: 2026,
    now: seededAt,
  });
  try {
    const cluster = await startCluster({
      databaseUrl: database.url,
      gatewayEnv: { ...NO_CLIENT_LIMITS, ...gatewayEnv },
    });
    const stop = async () => {
      await cluster.stop();
      await database.drop();
    };
    return { url: cluster.url, apiUrl: cluster.apiUrl, dbFile: null, gateways: cluster.gateways, stop };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

export type Stack = Awaited<ReturnType<typeof startStack>>;
