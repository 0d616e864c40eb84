import type { Logger } from 'pino';
import { DEFAULT_BUDGET, type RequestBudget } from './budget.ts';
import { DEFAULT_BREAKER, type BreakerSettings } from './upstream/resilience.ts';
import { DEFAULT_BODY_LIMITS, type BodyLimits } from './http/plugins/requestShape.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './http/rateLimits.ts';
import {
  DEFAULT_OPERATION_LIMITS,
  OPERATION_LIMIT_VARIABLES,
  type OperationLimits,
} from './http/plugins/operationLimits.ts';
import { DEFAULT_SUBSCRIPTION_LIMITS, type SubscriptionLimits } from './graph/subscriptionSlots.ts';

/** Where GraphQL is served (and GraphiQL, for browsers that ask for HTML). */
export const GRAPHQL_PATH = '/graphql';

/** Gateway settings, read from the environment once at start. */
export interface GatewayConfig {
  /** Base URL of the marketplace REST API. */
  upstreamUrl: string;
  /** Seconds public catalog reads (categories, brands, banners, product details) are reused across requests; 0 turns it off. */
  catalogTtlSeconds: number;
  /** Megabytes of REST answers (as sent) the catalog cache keeps at most; the least recently used go first. */
  catalogCacheMb: number;
  /** Folder of the built storefront served at `/`; null serves no storefront. */
  webRoot: string | null;
  /** The storefront's server renderer (the built web/dist-server/renderPage.js); absent or null: pages render in the browser only. */
  serverRender?: string | null;
  /** Whether cookies must be sent over HTTPS only (true behind TLS). */
  secureCookies: boolean;
  /** Milliseconds allowed for one upstream call, connect to last byte. */
  upstreamTimeoutMs: number;
  /**
   * The development sandbox: the storefront's "Continue with Google" gets credentials from the REST API's sandbox
   * issuer through /dev/google/credential, for loopback clients only. On only with DEV_SANDBOX=true (npm start sets
   * it), never with NODE_ENV=production.
   */
  sandbox: boolean;
  /**
   * Partner origins whose web pages may call /graphql (CORS_ORIGINS, comma-separated, exact), with bearer tokens:
   * never with credentials (http/plugins/cors.ts). None by default: the storefront is same-origin.
   */
  corsOrigins: string[];
  /** Load balancers in front of the gateway (`loopback` and exact addresses) whose X-Forwarded-For names the client. */
  trustedProxies?: string[];
  /** Sent to the REST API in X-Proxy-Secret (PROXY_SECRET), which then believes the client address the gateway forwards. */
  proxySecret?: string | null;
  /** Where shoppers reach the storefront (PUBLIC_ORIGIN): the origin of links the graph hands out, such as `List.shareUrl`. */
  publicOrigin: string;
  /** The current time in ms (whether an offer is still running); `Date.now` unless a test moves time by hand. */
  now?: () => number;
  /** What one GraphQL document may ask (depth, aliases, cost, ...), checked before anything runs. */
  limits?: OperationLimits;
  /** What one request may spend once running: a deadline, REST calls, bytes of REST answers. */
  budget?: RequestBudget;
  /** Largest request bodies: JSON, and multipart (uploads). */
  bodyLimits?: BodyLimits;
  /** When to stop calling a failing REST API for a while (circuit breaker). */
  breaker?: BreakerSettings;
  /** Where log lines go (pino at LOG_LEVEL, to stdout, unless a test gives its own). */
  log?: Logger;
  /** Requests and sign-in attempts per client per minute (429 past them). */
  rateLimits?: RateLimits;
  /** Redis shared by every gateway instance (catalog cache, rate limits, retry-safe writes); null keeps them in this process. */
  redisUrl?: string | null;
  /** Open subscriptions per client and per instance (TOO_MANY_SUBSCRIPTIONS past them). */
  subscriptionLimits?: SubscriptionLimits;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return {
    upstreamUrl: env.UPSTREAM_URL ?? 'http://127.0.0.1:4010',
    catalogTtlSeconds: numberFrom(env.CATALOG_TTL_SECONDS, 30),
    catalogCacheMb: numberFrom(env.CATALOG_CACHE_MB, 128),
    webRoot: env.WEB_ROOT === '' ? null : (env.WEB_ROOT ?? new URL('../../web/dist', import.meta.url).pathname),
    serverRender:
      env.SERVER_RENDER === ''
        ? null
        : (env.SERVER_RENDER ?? new URL('../../web/dist-server/renderPage.js', import.meta.url).pathname),
    secureCookies: env.SECURE_COOKIES === 'true',
    upstreamTimeoutMs: numberFrom(env.UPSTREAM_TIMEOUT_MS, 10_000),
    sandbox: env.DEV_SANDBOX === 'true' && env.NODE_ENV !== 'production',
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    proxySecret: env.PROXY_SECRET || null,
    publicOrigin: (env.PUBLIC_ORIGIN || `http://localhost:${env.PORT ?? 4000}`).replace(/\/$/, ''),
    bodyLimits: {
      json: numberFrom(env.MAX_BODY_BYTES, DEFAULT_BODY_LIMITS.json),
      multipart: numberFrom(env.MAX_UPLOAD_BYTES, DEFAULT_BODY_LIMITS.multipart),
    },
    redisUrl: env.REDIS_URL || null,
    subscriptionLimits: {
      perClient: numberFrom(env.MAX_SUBSCRIPTIONS_PER_CLIENT, DEFAULT_SUBSCRIPTION_LIMITS.perClient),
      perProcess: numberFrom(env.MAX_SUBSCRIPTIONS, DEFAULT_SUBSCRIPTION_LIMITS.perProcess),
    },
    rateLimits: {
      requestsPerMinute: numberFrom(env.RATE_LIMIT_PER_MINUTE, DEFAULT_RATE_LIMITS.requestsPerMinute),
      filesPerMinute: numberFrom(env.FILE_RATE_LIMIT_PER_MINUTE, DEFAULT_RATE_LIMITS.filesPerMinute),
      signInsPerMinute: numberFrom(env.SIGN_IN_RATE_PER_MINUTE, DEFAULT_RATE_LIMITS.signInsPerMinute),
      costPerMinute: numberFrom(env.CLIENT_COST_PER_MINUTE, DEFAULT_RATE_LIMITS.costPerMinute),
      concurrentPerClient: numberFrom(env.CLIENT_CONCURRENT_REQUESTS, DEFAULT_RATE_LIMITS.concurrentPerClient),
    },
    breaker: {
      failures: numberFrom(env.BREAKER_FAILURES, DEFAULT_BREAKER.failures),
      cooldownMs: numberFrom(env.BREAKER_COOLDOWN_MS, DEFAULT_BREAKER.cooldownMs),
    },
    budget: {
      deadlineMs: numberFrom(env.REQUEST_DEADLINE_MS, DEFAULT_BUDGET.deadlineMs),
      calls: numberFrom(env.MAX_REST_CALLS, DEFAULT_BUDGET.calls),
      bytes: numberFrom(env.MAX_UPSTREAM_BYTES, DEFAULT_BUDGET.bytes),
      objects: numberFrom(env.MAX_ANSWER_OBJECTS, DEFAULT_BUDGET.objects),
    },
    limits: Object.fromEntries(
      Object.entries(DEFAULT_OPERATION_LIMITS).map(([name, fallback]) => [
        name,
        numberFrom(env[OPERATION_LIMIT_VARIABLES[name as keyof OperationLimits]], fallback),
      ]),
    ) as unknown as OperationLimits,
  };
}

function numberFrom(value: string | undefined, fallback: number): number {
  const n = value === undefined ? NaN : Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}
