import { LRUCache } from 'lru-cache';
import type { Query, SharedCatalog } from '../shared/sharedState.ts';
import type { UpstreamResponse } from './client.ts';
import { readShared, type Loaded } from './sharedAnswers.ts';

type Answer = UpstreamResponse<unknown>;

/** How many lifetimes past its expiry an answer may still be served while it is refreshed. */
const STALE_LIFETIMES = 10;
/** How often a load an invalidation overtook starts again before its answer is kept anyway. */
const LOAD_ATTEMPTS = 3;

/** The cache's key of a public GET: its path and canonical query. */
export const catalogKey = (path: string, query: Query) => JSON.stringify([path, query]);

/** Whether `query` has every parameter of `params`. */
export const matches = (query: Query, params: Query) =>
  params.every(([name, value]) => query.some(([k, v]) => k === name && v === value));

interface CatalogCacheOptions {
  /** The clock of lifetimes (ms). */
  now?: () => number;
  /** The level every instance shares (Redis), behind this process's; none for a gateway running alone. */
  shared?: SharedCatalog | null;
  /** Told each time answers are dropped because something changed (here, in another instance, or maybe: missed). */
  changed?: () => void;
}

/**
 * Public catalog answers shared across requests (never personal data), by key. An answer is fresh for the TTL;
 * after that the next read gets it at once while one refresh runs behind it (stale-while-revalidate), so no shopper
 * waits on a refresh; a read of a key already being fetched waits for that fetch instead of starting another
 * (single flight). The cache holds at most `maxBytes` of REST answers (their size on the wire), least recently used
 * first out. With a shared level, this process's cache stays in front (a cached answer is one object, which the
 * listing's memoised views rely on) and a miss asks the shared level before the REST API (sharedAnswers.ts).
 */
export function createCatalogCache(
  ttlSeconds: number,
  maxBytes: number,
  { now = () => performance.now(), shared = null, changed }: CatalogCacheOptions = {},
) {
  if (ttlSeconds <= 0) return null;
  const ttl = ttlSeconds * 1000;
  const level2 = (key: string, load: () => Promise<Answer>): Promise<Loaded> => {
    if (!shared) return load().then((answer) => ({ answer, ttlMs: ttl }));
    const [path, query] = JSON.parse(key) as [string, Query];
    return readShared(shared, path, query, ttl, load);
  };
  /** The loads running, by key: `overtaken` once an invalidation of their key arrived while they ran. */
  const loads = new Map<string, { overtaken: boolean; refresh: boolean }>();
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
    fetchMethod: async (key, stale, { context, options }) => {
      const load = { overtaken: false, refresh: stale !== undefined };
      loads.set(key, load);
      try {
        for (let attempt = 1; ; attempt++) {
          load.overtaken = false;
          const loaded = await level2(key, context);
          if (!load.overtaken || attempt === LOAD_ATTEMPTS) {
            // An answer from the shared level is fresh for what is left of its lifetime there.
            options.ttl = loaded.ttlMs;
            return loaded.answer;
          }
        }
      } catch (error) {
        if (stale !== undefined) return stale;
        throw error;
      } finally {
        if (loads.get(key) === load) loads.delete(key);
      }
    },
  });

  /** Drops this process's answers whose keys pass `covered`. */
  function dropWhere(covered: (key: string) => boolean) {
    for (const key of [...answers.keys(), ...loads.keys()]) {
      if (!covered(key)) continue;
      const load = loads.get(key);
      // Readers wait for a first load: it starts again. A refresh has nobody waiting: it goes with its stale answer.
      if (load && !load.refresh) load.overtaken = true;
      else answers.delete(key);
    }
    changed?.();
  }
  /** Drops this process's answers of `path` whose query has every parameter of `params`. */
  const drop = (path: string, params: Query) =>
    dropWhere((key) => {
      const [keyPath, query] = JSON.parse(key) as [string, Query];
      return keyPath === path && matches(query, params);
    });
  shared?.subscribe(drop, () => dropWhere(() => true));

  /** An answer nobody asked for in a long while is not served stale: the read waits for a fresh one. */
  const tooStale = (key: string) => answers.getRemainingTTL(key) < -ttl * STALE_LIFETIMES;

  return {
    /** Whether a read of `key` would answer at once (a fresh or stale answer in this process). */
    holds: (key: string) => answers.peek(key, { allowStale: true }) !== undefined && !tooStale(key),
    /** The answer for `key`: cached, stale while `load` refreshes it, or `load`'s (one load per key at a time). */
    async read(key: string, load: () => Promise<Answer>): Promise<Answer> {
      if (tooStale(key)) answers.delete(key);
      const answer = await answers.fetch(key, { context: load });
      // fetch resolves undefined only to the readers of an aborted load; this cache aborts refreshes only (by
      // dropping their key), which nobody awaits: readers get the stale answer behind a refresh.
      if (answer === undefined) throw new Error(`The catalog answer for ${key} was dropped`);
      return answer;
    },
    keys: () => answers.keys(),
    /**
     * Forgets the answers of `path` whose query has every parameter of `params` (a write changed them), here at
     * once and, with a shared level, in every instance; settles once the other instances have been told.
     */
    invalidate(path: string, params: Query): Promise<void> | void {
      drop(path, params);
      return shared?.invalidate(path, params);
    },
  };
}

export type CatalogCache = NonNullable<ReturnType<typeof createCatalogCache>>;
