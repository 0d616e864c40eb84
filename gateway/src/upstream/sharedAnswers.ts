import { setTimeout as sleep } from 'node:timers/promises';
import type { Query, SharedCatalog } from '../shared/sharedState.ts';
import type { UpstreamResponse } from './client.ts';

type Answer = UpstreamResponse<unknown>;

/** An answer and how long it stays fresh (ms). */
export interface Loaded {
  answer: Answer;
  ttlMs: number;
}

/**
 * How long one instance may take to load a key for all of them; past that the others stop waiting and load too.
 * Well within a request's deadline (5 s), so an instance that died while loading costs the others a short wait.
 */
const CLAIM_MS = 2_000;
/** How often an instance waiting for another's load looks for its answer. */
const POLL_MS = 20;

const encode = ({ data, headers, bytes }: Answer) => JSON.stringify({ data, headers, bytes });
const decode = (stored: string) => JSON.parse(stored) as Answer;

/**
 * The answer for `path` and `query` from the level every instance shares, else `load`'s, stored there for `ttlMs`.
 * One instance at a time loads a key (it claims it); the others wait for its answer, for at most CLAIM_MS, and then
 * load for themselves, so a slow or vanished instance never stalls them. A store that cannot be reached: `load`.
 */
export async function readShared(
  shared: SharedCatalog,
  path: string,
  query: Query,
  ttlMs: number,
  load: () => Promise<Answer>,
): Promise<Loaded> {
  const until = Date.now() + CLAIM_MS;
  for (;;) {
    const stored = await shared.lookup(path, query);
    if (!stored) return { answer: await load(), ttlMs };
    if (stored.value !== null) return { answer: decode(stored.value), ttlMs: stored.ttlMs };
    if (await shared.claim(stored.slot, CLAIM_MS)) {
      let answer: Answer | null = null;
      try {
        answer = await load();
        return { answer, ttlMs };
      } finally {
        // Not awaited: the readers here have their answer; the waiting instances see it once it is stored.
        void shared.settle(stored.slot, answer && encode(answer), ttlMs);
      }
    }
    if (Date.now() >= until) return { answer: await load(), ttlMs };
    await sleep(POLL_MS);
  }
}
