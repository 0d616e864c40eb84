// What a second gateway instance needs from the first lives here: one interface, kept in this process by default
// (memoryState.ts) or in Redis when REDIS_URL is set (redisState.ts), so instances behind one load balancer share
// the catalog cache, the rate-limit counters, single-flight claims and retry-safe writes' results. Sessions live in
// the cookie and the REST API; persisted operations come from the build's manifest file: neither is kept here.
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

/** A query as the catalog cache keys it: [name, value] pairs in one order. */
export type Query = [string, string][];

/** What the shared level of the catalog cache holds for a key right now. */
export interface StoredAnswer {
  /** Where the key's answer is stored at the current generation of its path and parameters (claim and settle it). */
  slot: string;
  /** The answer as stored, or null when nobody has stored it since it last changed. */
  value: string | null;
  /** How long the stored answer stays fresh (ms), the same for every instance. */
  ttlMs: number;
}

/**
 * The catalog cache's level 2, seen by every instance. Its methods never throw: a store that cannot be reached
 * looks like an empty one that nobody may claim (each instance then loads for itself).
 */
export interface SharedCatalog {
  /** The stored answer for `path` and `query`; null when the store cannot be reached. */
  lookup(path: string, query: Query): Promise<StoredAnswer | null>;
  /** Whether this instance now loads `slot` (the others wait for it), for at most `ms`: not while another does, nor once the slot holds its answer. */
  claim(slot: string, ms: number): Promise<boolean>;
  /** Stores the loaded answer in its slot for `ttlMs` and ends the claim; `value` null only ends it (the load failed). */
  settle(slot: string, value: string | null, ttlMs: number): Promise<void>;
  /** Every stored answer of `path` whose query has all of `params` is gone, for every instance; the others are told. */
  invalidate(path: string, params: Query): Promise<void>;
  /** `drop` hears each invalidation another instance makes; `dropAll` when some may have been missed (the channel was down). */
  subscribe(drop: (path: string, params: Query) => void, dropAll: () => void): void;
}

export interface SharedState {
  /** The catalog cache's shared level; null when this process is alone (its own cache is then all there is). */
  readonly catalog: SharedCatalog | null;
  /** The value at `key`, or null. */
  get(key: string): Promise<string | null>;
  /** Sets `key` for `ttlMs`. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets `key` for `ttlMs` only if it holds nothing: whether this caller now holds it. */
  claim(key: string, value: string, ttlMs: number): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** A limiter of `points` a minute per key, counted across instances; `name` keeps limiters apart. */
  rateLimiter(name: string, points: number): RateLimiterAbstract;
  /** Whether the shared store answers (always true in memory). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
