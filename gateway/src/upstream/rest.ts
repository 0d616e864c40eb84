import DataLoader from 'dataloader';
import { LRUCache } from 'lru-cache';
import { withQuery, type CallOptions, type Query, type UpstreamClient, type UpstreamResponse, type UpstreamStats } from './client.ts';

/** Public catalog answers shared across requests for a short time (never personal data). */
export type CatalogCache = LRUCache<string, Promise<UpstreamResponse<unknown>>>;

export function createCatalogCache(ttlSeconds: number): CatalogCache | null {
  return ttlSeconds > 0 ? new LRUCache({ max: 5_000, ttl: ttlSeconds * 1000 }) : null;
}

interface RestOptions {
  client: UpstreamClient;
  cache: CatalogCache | null;
  token: string | null;
  signal: AbortSignal | undefined;
  stats: UpstreamStats;
}

type GetKey = `${'public' | 'personal'} ${string}`;

/**
 * The REST API as one GraphQL request sees it: GETs are deduplicated by a DataLoader (each resource is fetched at
 * most once per request), public GETs also go through the catalog cache, and personal calls carry the token.
 */
export function createRest({ client, cache, token, signal, stats }: RestOptions) {
  const fetchOnce = (key: GetKey): Promise<UpstreamResponse<unknown>> => {
    const personal = key.startsWith('personal');
    const path = key.slice(key.indexOf(' ') + 1);
    if (personal || !cache) return client.call<unknown>(path, { token: personal ? token : null }, signal, stats);
    let answer = cache.get(path);
    if (!answer) {
      // A shared answer must not fail because the request that started it went away: no request signal here.
      const started = client.call<unknown>(path, { token: null }, undefined, stats);
      cache.set(path, started);
      started.catch(() => cache.get(path) === started && cache.delete(path));
      answer = started;
    }
    return answer;
  };
  const gets = new DataLoader<GetKey, UpstreamResponse<unknown>>((keys) =>
    Promise.all(keys.map((key) => fetchOnce(key).catch((error: Error) => error))),
  );

  return {
    /** Whether the request carries a session token. */
    signedIn: token !== null,
    /** A public GET (catalog data), shared across requests for the cache's lifetime. */
    get: <T>(path: string, query?: Query) => gets.load(`public ${withQuery(path, query)}`) as Promise<UpstreamResponse<T>>,
    /** A GET of the shopper's own data, with their token. */
    getPersonal: <T>(path: string, query?: Query) =>
      gets.load(`personal ${withQuery(path, query)}`) as Promise<UpstreamResponse<T>>,
    /** A write with the shopper's token; never cached, never retried. */
    send: <T>(path: string, options: Omit<CallOptions, 'token'>) => client.call<T>(path, { ...options, token }, signal, stats),
  };
}

export type Rest = ReturnType<typeof createRest>;
