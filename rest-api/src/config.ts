import { randomBytes } from 'node:crypto';
import { DEFAULT_LIMITS, type Limits } from './limits.ts';

export interface ApiConfig {
  port: number;
  /** The SQLite file (API_DB), used unless databaseUrl is set. */
  dbFile: string;
  /** postgres://… (DATABASE_URL): the REST API runs on PostgreSQL instead of SQLite. */
  databaseUrl: string | null;
  /**
   * The development sandboxes: the outbox and Google issuer under /dev and the payment checkout window under
   * /sandbox, reachable from loopback only. On only with DEV_SANDBOX=true (npm start sets it), never with
   * NODE_ENV=production.
   */
  sandbox: boolean;
  /**
   * Peers whose `X-Forwarded-For` names the client (the gateway), as exact addresses (TRUSTED_PROXIES; none by
   * default). `loopback` trusts every process of this machine: only for a machine that runs nothing else.
   */
  trustedProxies: string[];
  /** A secret the gateway sends in X-Proxy-Secret (PROXY_SECRET): a peer that sends it is trusted like TRUSTED_PROXIES. */
  proxySecret: string | null;
  /** One hour, like the original client's token lifetime. */
  sessionTtlMs: number;
  /** Razorpay-style key secret of the payment sandbox; random per process unless set. */
  paymentKeySecret: string;
  paymentKeyId: string;
  /** Audience the Google sign-in sandbox issues credentials for. */
  googleClientId: string;
  /** PKCS#8 PEM key the Google sandbox signs with; one per process unless set (several instances must share it). */
  googleSandboxKey: string | null;
  /** Guessing limits on codes and sign-ins (limits.ts). */
  limits: Limits;
  /**
   * Where shoppers reach the storefront (PUBLIC_ORIGIN, as the gateway's): every link in a message the outbox sends
   * is absolute on it, since a mail client has no page to resolve a path against.
   */
  publicOrigin: string;
  /** Redis (REDIS_URL) the order events go to, for every gateway of a cluster; null keeps them in this process. */
  redisUrl: string | null;
  /**
   * The key sellers' systems send in X-Fulfilment-Key to move order lines (FULFILMENT_KEY); null refuses every
   * seller call.
   */
  fulfilmentKey: string | null;
  /**
   * Seconds between the steps the sandbox's fulfilment simulator makes (FULFILMENT_STEP_SECONDS, 60 by default; 0
   * turns it off); always off without the sandbox.
   */
  fulfilmentStepSeconds: number;
}

/** Whether DEV_SANDBOX asks for the sandboxes and NODE_ENV allows them (the gateway reads the same two). */
const sandboxRequested = (env: NodeJS.ProcessEnv) => env.DEV_SANDBOX === 'true' && env.NODE_ENV !== 'production';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    port: Number(env.API_PORT ?? 4010),
    dbFile: env.API_DB ?? 'data/marketplace.db',
    databaseUrl: env.DATABASE_URL || null,
    sandbox: sandboxRequested(env),
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    proxySecret: env.PROXY_SECRET || null,
    sessionTtlMs: 60 * 60 * 1000,
    paymentKeySecret: env.PAYMENT_KEY_SECRET ?? randomBytes(24).toString('hex'),
    paymentKeyId: env.PAYMENT_KEY_ID ?? 'rzp_test_sandbox',
    googleClientId: env.GOOGLE_CLIENT_ID ?? 'marketplace-sandbox.apps.local',
    googleSandboxKey: env.GOOGLE_SANDBOX_KEY ?? null,
    limits: DEFAULT_LIMITS,
    publicOrigin: (env.PUBLIC_ORIGIN || 'http://localhost:4000').replace(/\/$/, ''),
    redisUrl: env.REDIS_URL || null,
    fulfilmentKey: env.FULFILMENT_KEY || null,
    fulfilmentStepSeconds: sandboxRequested(env) ? stepSeconds(env.FULFILMENT_STEP_SECONDS) : 0,
  };
}

const stepSeconds = (value: string | undefined) => {
  const seconds = Number(value ?? 60);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : 60;
};
