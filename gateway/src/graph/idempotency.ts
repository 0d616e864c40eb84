// Retry-safe writes: a mutation that is not naturally idempotent (add to cart, create a list, report a product,
// add an address) takes an optional idempotency key, and a retry with the same key (a client that timed out, a
// double click) answers the first attempt's result instead of doing the write again. Keys are per session; an
// attempt that failed leaves nothing behind, so it can be tried again for real. The first attempt claims its key
// in the shared state and stores its result there (JSON) for a day, so a retry that another instance receives
// waits for that result instead of writing again. A key stands for one request: the same key with a different
// request is refused (IDEMPOTENCY_KEY_REUSED) and writes nothing, as the REST API answers 409 for a placement.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SharedState } from '../shared/sharedState.ts';
import type { UserErrorCode } from '../__generated__/schema-types.ts';
import { Refusal } from './userErrors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a first attempt may run: past that, its instance is taken to have gone away and a retry writes itself. */
const ATTEMPT_MS = 60_000;
/** How often a retry on another instance looks for the first attempt's result. */
const POLL_MS = 50;

/** What a claimed key holds: the digest of its request, and the result once its attempt succeeded. */
type Entry<T> = { digest: string; done?: true; result?: T };

/**
 * A request as JSON that does not depend on how the client wrote it: keys sorted, null the same as absent, an
 * uploaded file by its name, type and size.
 */
function canonical(value: unknown): unknown {
  if (value instanceof Blob)
    return { name: value instanceof File ? value.name : null, type: value.type, size: value.size };
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value)
    .filter(([, v]) => v != null)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Where the key sits in the input: `input.idempotencyKey` unless said otherwise (`['checkout', 'idempotencyKey']`). */
type KeyPath = readonly [string, ...string[]];

function keyAt(input: object, path: KeyPath): unknown {
  return path.reduce<unknown>(
    (at, name) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[name] : undefined),
    input,
  );
}

const keyRefusal = (code: UserErrorCode, message: string, path: KeyPath) =>
  new Refusal({ code, message, field: ['input', ...path] });
const reused = (path: KeyPath) =>
  keyRefusal('IDEMPOTENCY_KEY_REUSED', 'This idempotencyKey was already used for a different request', path);

export function createIdempotency(state: SharedState) {
  /** This instance's attempts still running: a retry racing one here shares its outcome, failure included. */
  const running = new Map<string, { digest: string; outcome: Promise<unknown> }>();

  async function attempt<T>(id: string, digest: string, path: KeyPath, write: () => Promise<T>): Promise<T> {
    for (;;) {
      if (await state.claim(id, JSON.stringify({ digest } satisfies Entry<T>), ATTEMPT_MS)) {
        try {
          const result = await write();
          await state.set(id, JSON.stringify({ digest, done: true, result } satisfies Entry<T>), DAY_MS);
          return result;
        } catch (error) {
          await state.delete(id);
          throw error;
        }
      }
      const stored = await state.get(id);
      // Gone (it failed, or lapsed): claim it again.
      if (stored === null) continue;
      const entry = JSON.parse(stored) as Entry<T>;
      if (entry.digest !== digest) throw reused(path);
      if (entry.done) return entry.result as T;
      await sleep(POLL_MS);
    }
  }

  return {
    /**
     * Runs `write` with the key bound to this `input` for a day, for writes the REST API already makes idempotent
     * by the key (order placement): no result is kept and nothing waits, so a retry after an instance died
     * mid-write goes straight on (the REST API answers the first order), while the same key with another input is
     * refused here, also once the first write has emptied the cart the second would be built from. A write that
     * failed unbinds the key it bound.
     */
    async bound<T>(
      token: string | null,
      mutation: string,
      input: object,
      write: () => Promise<T>,
      keyPath: KeyPath = ['idempotencyKey'],
    ): Promise<T> {
      const key = keyAt(input, keyPath);
      if (typeof key !== 'string' || !token) return write();
      const id = `idempotency-input:${sha256(`${token}\n${mutation}\n${key}`)}`;
      const digest = sha256(JSON.stringify(canonical(input)));
      const claimed = await state.claim(id, digest, DAY_MS);
      if (!claimed) {
        const bound = await state.get(id);
        if (bound !== null && bound !== digest) throw reused(keyPath);
      }
      try {
        return await write();
      } catch (error) {
        if (claimed) await state.delete(id);
        throw error;
      }
    },

    /**
     * `write` once per session, mutation and key, the key read from the mutation's `input` at `keyPath`; without a
     * key (or a session) it simply runs. The rest of `input` is the request the key stands for: a retry with the
     * same input answers the first result, one with another input is refused with nothing written. A refused key
     * is a rejected promise, never a throw, so reads a caller started beside the write are still awaited.
     */
    async once<T>(
      token: string | null,
      mutation: string,
      input: object,
      write: () => Promise<T>,
      keyPath: KeyPath = ['idempotencyKey'],
    ): Promise<T> {
      const key = keyAt(input, keyPath);
      if (key == null || !token) return write();
      if (typeof key !== 'string' || key.length < 8 || key.length > 100) {
        throw keyRefusal('INVALID_INPUT', 'idempotencyKey must be 8 to 100 characters', keyPath);
      }
      const id = `idempotency:${sha256(`${token}\n${mutation}\n${key}`)}`;
      const digest = sha256(JSON.stringify(canonical(input)));
      const first = running.get(id);
      if (first) return first.digest === digest ? (first.outcome as Promise<T>) : Promise.reject(reused(keyPath));
      const outcome = attempt(id, digest, keyPath, write).finally(() => running.delete(id));
      running.set(id, { digest, outcome });
      return outcome;
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
