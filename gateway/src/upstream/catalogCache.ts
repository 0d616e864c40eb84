import { LRUCache } from 'lru-cache';
import type { UpstreamResponse } from './client.ts';

type Answer = UpstreamResponse<unknown>;

/** How many lifetimes past its expiry an answer may still be served while it is refreshed. */
const STALE_LIFETIMES = 10;

/**
 * Public catalog answers shared across requests (never personal data), by key. An answer is fresh for the TTL;
 * after that the next read gets it at once while one refresh runs behind it (stale-while-revalidate), so no shopper
 * waits on a refresh; a read of a key already being fetched waits for that fetch instead of starting another
 * (single flight). The cache holds at
 * most `maxBytes` of REST answers (their size on the wire), least recently used first out.
 */
export function createCatalogCache(ttlSeconds: number, maxBytes: number, now: () => number = () => performance.now()) {
  if (ttlSeconds <= 0) return null;
  const ttl = ttlSeconds * 1000;
  const answers = new LRUCache<string, Answer, () => Promise<Answer>>({
    maxSize: maxBytes,
    sizeCalculation: (answer) => Math.max(1, answer.bytes ?? 1),
    ttl,
    perf: { now },
    // Expiry is read from the clock at each read, not from a clock value kept for a millisecond.
    ttlResolution: 0,
    allowStale: true,
    // A refresh that fails keeps the answer it was replacing for another lifetime (the REST API is down or
    // overloaded: the next try waits that long); a first load that fails is not kept and its error reaches the read.
    fetchMethod: async (_key, stale, { context }) => {
      try {
        return await context();
      } catch (error) {
        if (stale !== undefined) return stale;
        throw error;
      }
    },
  });
  return {
    /** The answer for `key`: cached, stale while `load` refreshes it, or `load`'s (one load per key at a time). */
    async read(key: string, load: () => Promise<Answer>): Promise<Answer> {
      // An answer nobody asked for in a long while is not served stale: the read waits for a fresh one.
      if (answers.getRemainingTTL(key) < -ttl * STALE_LIFETIMES) answers.delete(key);
      const answer = await answers.fetch(key, { context: load });
      // fetch resolves undefined only when a load is aborted, which this cache never does.
      if (answer === undefined) throw new Error(`The catalog answer for ${key} was dropped`);
      return answer;
    },
    keys: () => answers.keys(),
    delete: (key: string) => answers.delete(key),
  };
}

export type CatalogCache = NonNullable<ReturnType<typeof createCatalogCache>>;
