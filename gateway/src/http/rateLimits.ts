// Per-client rate limits of the gateway, answered 429 with Retry-After: one on GraphQL requests per client address,
// a larger one on everything else it serves (the storefront's files, images, GraphiQL, the sandbox). Sign-in, code and
// password-reset mutations are counted per account they name and client address together (past it, the mutation's
// TOO_MANY_ATTEMPTS userError: nobody else's typing locks a shopper out), under a looser ceiling per address and per
// session whatever the accounts (429: one address cannot try account after account).
// (The REST API keeps its own guessing limits per phone, e-mail and GSTIN behind these.) The counters live in the
// shared state: with Redis, every instance counts against one budget per client.
// Fairness between clients: each client (its session, else its address: clientIdentity.ts) spends the cost of what it
// asks (each operation's estimate, each page render) from a budget per minute, and runs a few requests at a time on
// an instance; an address, whatever sessions it makes up, spends at most ADDRESS_SHARE clients' worth.
import { createHash } from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { SharedState } from '../shared/sharedState.ts';
import type { Client } from './clientIdentity.ts';
import { graphQLRefusal } from './refusals.ts';

export interface RateLimits {
  /** GraphQL requests per client address per minute; 0 turns the limit off. */
  requestsPerMinute: number;
  /** Other requests (files, images, GraphiQL) per client address per minute; 0 turns the limit off. */
  filesPerMinute: number;
  /**
   * Sign-in, code and reset mutations per minute naming one account (an e-mail, phone number, GSTIN) from one client
   * address; an address, and a session, may make SIGN_IN_ACCOUNTS_PER_CLIENT times as many whatever the accounts.
   * 0 turns both off.
   */
  signInsPerMinute: number;
  /** Cost (graph/cost.ts) a client may spend per minute: its operations' estimates and its page renders; 0: off. */
  costPerMinute: number;
  /** GraphQL requests and pages a client may have under way at once on one instance; 0: no limit. */
  concurrentPerClient: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  requestsPerMinute: 600,
  filesPerMinute: 3000,
  signInsPerMinute: 10,
  costPerMinute: 200_000,
  concurrentPerClient: 4,
};

/**
 * The sign-in attempts an address (or a session) may make a minute, in accounts' worth: a few shoppers behind one
 * address signing in at once, not a list of stolen passwords.
 */
export const SIGN_IN_ACCOUNTS_PER_CLIENT = 3;

/** What an address may spend and run, in clients' worth: the sessions behind one address (a household, an office). */
export const ADDRESS_SHARE = 4;

/** What rendering a page costs its client, beside its GraphQL operations: about its CPU, in cost units. */
export const RENDER_COST = 1_000;

/** Seconds to wait before trying again; null when the request may go on. */
export type Verdict = number | null;

/** Null at once when the limit is off; else counts the keys and says how long to wait, if at all. */
function consume(limiter: RateLimiterAbstract | null, keys: string[]): Verdict | Promise<Verdict> {
  return limiter ? consumeAll(limiter, keys) : null;
}

async function consumeAll(limiter: RateLimiterAbstract, keys: string[], points = 1): Promise<Verdict> {
  for (const key of keys) {
    try {
      await limiter.consume(key, points);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw refusal;
    }
  }
  return null;
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16);
const sessionKey = (token: string) => `session:${digest(token)}`;
// JSON keeps the pair unambiguous; hashed, so the shared state holds no e-mail or phone number.
const accountKey = (account: string, client: string | null) => `account:${digest(JSON.stringify([account, client]))}`;

export function createRateLimits(limits: RateLimits, state: SharedState) {
  const limiter = (name: string, perMinute: number) => (perMinute > 0 ? state.rateLimiter(name, perMinute) : null);
  const requests = limiter('requests', limits.requestsPerMinute);
  const files = limiter('files', limits.filesPerMinute);
  const signIns = limiter('sign-ins', limits.signInsPerMinute);
  const signInsPerClient = limiter('sign-ins-per-client', limits.signInsPerMinute * SIGN_IN_ACCOUNTS_PER_CLIENT);
  const clientCost = limiter('client-cost', limits.costPerMinute);
  const addressCost = limiter('address-cost', limits.costPerMinute * ADDRESS_SHARE);
  /** Requests under way, by client key and by address (this instance's own). */
  const running = new Map<string, number>();
  const inc = (key: string, by: number) => {
    const count = (running.get(key) ?? 0) + by;
    if (count > 0) running.set(key, count);
    else running.delete(key);
  };
  const addressKey = (client: Client) => `address:${client.address}`;
  return {
    /** One GraphQL request of a client. */
    request: (client: string | null) => consume(requests, [`ip:${client ?? 'unknown'}`]),
    /** One request for anything else the gateway serves (a file, an image, GraphiQL). */
    file: (client: string | null) => consume(files, [`ip:${client ?? 'unknown'}`]),
    /** One sign-in, code or reset mutation, counted for the client's address and for its session, if any. */
    signIn: (client: string | null, token: string | null) =>
      consume(signInsPerClient, [`ip:${client ?? 'unknown'}`, ...(token ? [sessionKey(token)] : [])]),
    /** One sign-in, code or reset mutation naming `account`, counted for it and the client's address together. */
    signInTo: (account: string, client: string | null) => consume(signIns, [accountKey(account, client)]),
    /** Spends `cost` of the client's budget, and of its address's when a session names it. */
    async spend(client: Client, cost: number): Promise<Verdict> {
      if (!clientCost || !addressCost || cost <= 0) return null;
      const own = await consumeAll(clientCost, [client.key], cost);
      if (own !== null || client.key === addressKey(client)) return own;
      return consumeAll(addressCost, [addressKey(client)], cost);
    },
    /** Starts one of the client's requests: its end (call it once), or null when the client has enough under way. */
    enter(client: Client): (() => void) | null {
      const max = limits.concurrentPerClient;
      if (max <= 0) return () => {};
      const address = addressKey(client);
      const own = client.key === address ? [address] : [client.key, address];
      if ((running.get(client.key) ?? 0) >= max || (running.get(address) ?? 0) >= max * ADDRESS_SHARE) return null;
      for (const key of own) inc(key, 1);
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        for (const key of own) inc(key, -1);
      };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimits>;

/** What every 429 of the gateway says, in GraphQL's error shape, the wait in seconds in it too (`retryAfter`). */
export const tooManyRequestsError = (seconds: number) => ({
  message: `Too many requests: try again in ${seconds} s`,
  extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: seconds },
});

/**
 * A 429 before anything is read (a rate limit, too many requests under way): GraphQL's shape in the media type the
 * request's `accept` asks for, and Retry-After.
 */
export const tooManyRequests = (seconds: number, accept?: string | null) =>
  graphQLRefusal(accept, 429, tooManyRequestsError(seconds), { 'retry-after': String(seconds) });
