import { randomBytes } from 'node:crypto';

export interface ApiConfig {
  port: number;
  dbFile: string;
  /** Dev-only endpoints (outbox, sandbox issuer) are off when NODE_ENV=production. */
  devEndpoints: boolean;
  /** One hour, like the spec's client-side token lifetime. */
  sessionTtlMs: number;
  /** Razorpay-style key secret of the payment sandbox; random per process unless set. */
  paymentKeySecret: string;
  paymentKeyId: string;
  /** Audience the Google sign-in sandbox issues credentials for. */
  googleClientId: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    port: Number(env.API_PORT ?? 4010),
    dbFile: env.API_DB ?? 'data/marketplace.db',
    devEndpoints: env.NODE_ENV !== 'production',
    sessionTtlMs: 60 * 60 * 1000,
    paymentKeySecret: env.PAYMENT_KEY_SECRET ?? randomBytes(24).toString('hex'),
    paymentKeyId: env.PAYMENT_KEY_ID ?? 'rzp_test_sandbox',
    googleClientId: env.GOOGLE_CLIENT_ID ?? 'marketplace-sandbox.apps.local',
  };
}
