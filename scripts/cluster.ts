// The scale-out deployment on one machine: PostgreSQL, Redis, two REST API instances, two gateway instances and
// an HAProxy in front of each pair, started as this process's children (no system services) and stopped together.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHaproxy, type Balanced } from './haproxy.ts';
import { startPostgres } from './postgres.ts';
import { startRedis } from './redis.ts';
import { newSandboxKey } from '@marketplace/rest-api/sandbox/google';
import { CLUSTER_PACKAGES, installCommand } from './systemPackages.ts';
import {
  allStarted,
  API_LISTENING,
  freePort,
  GATEWAY_LISTENING,
  ROOT,
  startService,
  waitUntilOk,
} from '@marketplace/runtime/service';

export interface ClusterOptions {
  /** The storefront's port (the load balancer); 0 picks a free one. */
  port?: number;
  /** The REST APIs' load balancer port; 0 picks a free one. */
  apiPort?: number;
  /** More environment for the gateways (tests turn the per-client rate limits off). */
  gatewayEnv?: NodeJS.ProcessEnv;
  /**
   * More environment for the REST APIs. The fulfilment simulator is off unless this turns it on
   * (`npm run start:cluster` does): tests move order lines themselves.
   */
  apiEnv?: NodeJS.ProcessEnv;
  /** Whether each service's output is copied to this process's. */
  echo?: boolean;
  /** A PostgreSQL database to use (tests hand each cluster a copy of a seeded one); by default a server of its own. */
  databaseUrl?: string;
}

export async function startCluster({
  port = 0,
  apiPort = 0,
  gatewayEnv = {},
  apiEnv = {},
  echo = false,
  databaseUrl,
}: ClusterOptions = {}) {
  const install = installCommand(CLUSTER_PACKAGES);
  if (install) throw new Error(`The cluster needs system packages that are missing: ${install}`);
  const dir = mkdtempSync(join(tmpdir(), 'mkt-cluster-'));
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // Each process starts beside the others that need nothing of it: started one after another, a cluster took
    // about 10 s to come up (12 browser test files start one each).
    const [postgres, redis] = await Promise.all([
      databaseUrl ? { url: databaseUrl } : startPostgres().then((started) => (stops.push(started.stop), started)),
      startRedis().then((started) => (stops.push(started.stop), started)),
    ]);

    // Secrets every instance of a kind must share: the payment sandbox's key, the Google sandbox's signing key, and
    // the one the gateways prove themselves with to the REST APIs (which then believe their X-Forwarded-For).
    const shared = {
      DATABASE_URL: postgres.url,
      DEV_SANDBOX: 'true',
      PROXY_SECRET: randomBytes(24).toString('hex'),
      PAYMENT_KEY_SECRET: randomBytes(24).toString('hex'),
      GOOGLE_SANDBOX_KEY: newSandboxKey(),
    };

    const start = async (entry: string, env: NodeJS.ProcessEnv, listening: RegExp) => {
      const service = await startService(entry, env, listening);
      if (echo) {
        service.child.stdout!.pipe(process.stdout);
        service.child.stderr!.pipe(process.stderr);
      }
      return service;
    };
    const hostPort = (url: string) => new URL(url).host.replace('localhost', '127.0.0.1');
    const balance = async (balanced: Balanced, port: number) => {
      const balancer = await startHaproxy(dir, balanced, port);
      stops.push(balancer.stop);
      return balancer;
    };

    // The balancers' ports are chosen first: the gateways hand out links on the storefront's (PUBLIC_ORIGIN) and call
    // the REST APIs through theirs, only when asked, so they start beside the REST APIs. Both REST APIs start at once:
    // the one that takes the database's setup lock first migrates and seeds it.
    const restPort = apiPort || (await freePort());
    const storefrontPort = port || (await freePort());
    const gatewayEnvironment = {
      PORT: '0',
      UPSTREAM_URL: `http://127.0.0.1:${restPort}`,
      PROXY_SECRET: shared.PROXY_SECRET,
      REDIS_URL: redis.url,
      WEB_ROOT: join(ROOT, 'web/dist'),
      DEV_SANDBOX: 'true',
      PUBLIC_ORIGIN: `http://127.0.0.1:${storefrontPort}`,
      // The load balancer is the gateways' peer; the shopper's address is the one it appends.
      TRUSTED_PROXIES: 'loopback',
      ...gatewayEnv,
    };
    // The REST APIs' messages link to the storefront too (a reset e-mail's link).
    // Their order events go to the Redis every gateway listens on.
    const apiEnvironment = {
      ...shared,
      PUBLIC_ORIGIN: gatewayEnvironment.PUBLIC_ORIGIN,
      REDIS_URL: redis.url,
      FULFILMENT_STEP_SECONDS: '0',
      ...apiEnv,
    };
    const [api1, api2, gateway1, gateway2] = await allStarted([
      start('rest-api/src/server.ts', { ...apiEnvironment, API_PORT: '0' }, API_LISTENING),
      start('rest-api/src/server.ts', { ...apiEnvironment, API_PORT: '0' }, API_LISTENING),
      start('gateway/src/server.ts', gatewayEnvironment, GATEWAY_LISTENING),
      start('gateway/src/server.ts', gatewayEnvironment, GATEWAY_LISTENING),
    ] as const);
    const apis = [api1, api2];
    const gateways = [gateway1, gateway2];
    stops.push(...[...apis, ...gateways].map((service) => service.stop));
    const [restBalancer, balancer] = await Promise.all([
      balance({ name: 'restapi', servers: apis.map((a) => hostPort(a.url)), forwardFor: false }, restPort),
      balance({ name: 'storefront', servers: gateways.map((g) => hostPort(g.url)), forwardFor: true }, storefrontPort),
    ]);
    const restUrl = restBalancer.url;
    const url = balancer.url;
    await Promise.all([waitUntilOk(`${url}/readyz`), waitUntilOk(`${restUrl}/readyz`)]).catch((error: Error) => {
      throw new Error(`${error.message}\nHAProxy said:\n${restBalancer.output()}${balancer.output()}`);
    });
    return { url, apiUrl: restUrl, databaseUrl: postgres.url, redisUrl: redis.url, apis, gateways, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
