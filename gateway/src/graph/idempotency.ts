// Retry-safe writes: a mutation that is not naturally idempotent (add to cart, create a list, report a product,
// add an address) takes an optional idempotency key, and a retry with the same key (a client that timed out, a
// double click) answers the first attempt's result instead of doing the write again. Keys are per session; an
// attempt that failed leaves nothing behind, so it can be tried again for real. The first attempt claims its key
// in the shared state and stores its result there (JSON) for a day, so a retry that another instance receives
// waits for that result instead of writing again.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SharedState } from '../shared/sharedState.ts';
import { refuse } from './userErrors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a first attempt may run: past that, its instance is taken to have gone away and a retry writes itself. */
const ATTEMPT_MS = 60_000;
/** How often a retry on another instance looks for the first attempt's result. */
const POLL_MS = 50;
/** What a claimed key holds until its attempt succeeds. */
const RUNNING = '';

export function createIdempotency(state: SharedState) {
  /** This instance's attempts still running: a retry racing one here shares its outcome, failure included. */
  const running = new Map<string, Promise<unknown>>();

  async function attempt<T>(id: string, write: () => Promise<T>): Promise<T> {
    for (;;) {
      if (await state.claim(id, RUNNING, ATTEMPT_MS)) {
        try {
          const result = await write();
          await state.set(id, JSON.stringify({ result }), DAY_MS);
          return result;
        } catch (error) {
          await state.delete(id);
          throw error;
        }
      }
      const stored = await state.get(id);
      if (stored) return (JSON.parse(stored) as { result: T }).result;
      // Still running elsewhere; or gone (it failed, or lapsed): then claim it again.
      if (stored === RUNNING) await sleep(POLL_MS);
    }
  }

  return {
    /**
     * `write` once per session, mutation and key; without a key (or a session) it simply runs. A refused key is a
     * rejected promise, never a throw, so reads a caller started beside the write are still awaited.
     */
    async once<T>(token: string | null, mutation: string, key: string | null | undefined, write: () => Promise<T>): Promise<T> {
      if (key == null || !token) return write();
      if (key.length < 8 || key.length > 100) throw refuse('INVALID_INPUT', 'idempotencyKey must be 8 to 100 characters', 'idempotencyKey');
      const id = `idempotency:${createHash('sha256').update(`${token}\n${mutation}\n${key}`).digest('base64url')}`;
      const first = running.get(id);
      if (first) return first as Promise<T>;
      const started = attempt(id, write).finally(() => running.delete(id));
      running.set(id, started);
      return started;
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
