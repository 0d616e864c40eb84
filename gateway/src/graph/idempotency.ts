// Retry-safe writes: a mutation that is not naturally idempotent (add to cart, create a list, report a product,
// add an address) takes an optional idempotency key, and a retry with the same key (a client that timed out, a
// double click) answers the first attempt's result instead of doing the write again. Keys are per session; an
// attempt that failed leaves nothing behind, so it can be tried again for real.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { refuse } from './userErrors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function createIdempotency() {
  const firsts = new LRUCache<string, Promise<unknown>>({ max: 10_000, ttl: DAY_MS });
  return {
    /** `write` once per session, mutation and key; without a key (or a session) it simply runs. */
    once<T>(token: string | null, mutation: string, key: string | null | undefined, write: () => Promise<T>): Promise<T> {
      if (key == null || !token) return write();
      if (key.length < 8 || key.length > 100) throw refuse('INVALID_INPUT', 'idempotencyKey must be 8 to 100 characters', 'idempotencyKey');
      const id = createHash('sha256').update(`${token}\n${mutation}\n${key}`).digest('base64url');
      const first = firsts.get(id);
      if (first) return first as Promise<T>;
      const started = write();
      firsts.set(id, started);
      started.catch(() => firsts.get(id) === started && firsts.delete(id));
      return started;
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
