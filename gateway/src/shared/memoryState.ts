import { LRUCache } from 'lru-cache';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { SharedState } from './sharedState.ts';

/** The default: state kept in this process only, for a gateway running alone (at most `max` values). */
export function createMemoryState(max = 10_000): SharedState {
  const values = new LRUCache<string, string>({ max });
  return {
    catalog: null,
    get: async (key) => values.get(key) ?? null,
    set: async (key, value, ttlMs) => void values.set(key, value, { ttl: ttlMs }),
    async claim(key, value, ttlMs) {
      if (values.has(key)) return false;
      values.set(key, value, { ttl: ttlMs });
      return true;
    },
    delete: async (key) => void values.delete(key),
    rateLimiter: (_name, points) => new RateLimiterMemory({ points, duration: 60 }),
    ping: async () => true,
    close: async () => {},
  };
}
