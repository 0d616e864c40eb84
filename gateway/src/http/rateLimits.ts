// Per-client rate limits of the gateway, answered 429 with Retry-After: one on GraphQL requests per client address,
// a larger one on everything else it serves (the storefront's files, images, GraphiQL, the sandbox), and a tighter
// one on sign-in, code and password-reset mutations per address and per session.
// (The REST API keeps its own guessing limits per phone, e-mail and GSTIN behind these.) The counters live in the
// shared state: with Redis, every instance counts against one budget per client.
import { createHash } from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { SharedState } from '../shared/sharedState.ts';

export interface RateLimits {
  /** GraphQL requests per client address per minute; 0 turns the limit off. */
  requestsPerMinute: number;
  /** Other requests (files, images, GraphiQL) per client address per minute; 0 turns the limit off. */
  filesPerMinute: number;
  /** Sign-in, code and reset mutations per client address, and per session, per minute; 0 turns it off. */
  signInsPerMinute: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { requestsPerMinute: 600, filesPerMinute: 3000, signInsPerMinute: 10 };

/** Seconds to wait before trying again; null when the request may go on. */
export type Verdict = number | null;

/** Null at once when the limit is off; else counts the keys and says how long to wait, if at all. */
function consume(limiter: RateLimiterAbstract | null, keys: string[]): Verdict | Promise<Verdict> {
  return limiter ? consumeAll(limiter, keys) : null;
}

async function consumeAll(limiter: RateLimiterAbstract, keys: string[]): Promise<Verdict> {
  for (const key of keys) {
    try {
      await limiter.consume(key);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw refusal;
    }
  }
  return null;
}

const sessionKey = (token: string) => `session:${createHash('sha256').update(token).digest('base64url').slice(0, 16)}`;

export function createRateLimits(limits: RateLimits, state: SharedState) {
  const limiter = (name: string, perMinute: number) => (perMinute > 0 ? state.rateLimiter(name, perMinute) : null);
  const requests = limiter('requests', limits.requestsPerMinute);
  const files = limiter('files', limits.filesPerMinute);
  const signIns = limiter('sign-ins', limits.signInsPerMinute);
  return {
    /** One GraphQL request of a client. */
    request: (client: string | null) => consume(requests, [`ip:${client ?? 'unknown'}`]),
    /** One request for anything else the gateway serves (a file, an image, GraphiQL). */
    file: (client: string | null) => consume(files, [`ip:${client ?? 'unknown'}`]),
    /** One sign-in, code or reset mutation, counted for the client's address and for its session, if any. */
    signIn: (client: string | null, token: string | null) =>
      consume(signIns, [`ip:${client ?? 'unknown'}`, ...(token ? [sessionKey(token)] : [])]),
  };
}

export type RateLimiter = ReturnType<typeof createRateLimits>;

export const tooManyRequests = (seconds: number) =>
  Response.json(
    { message: `Too many requests: try again in ${seconds} s` },
    { status: 429, headers: { 'Retry-After': String(seconds) } },
  );
