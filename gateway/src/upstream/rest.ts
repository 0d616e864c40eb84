import DataLoader from 'dataloader';
import { LRUCache } from 'lru-cache';
import type { RequestSession } from '../http/session.ts';
import { UpstreamError, withQuery, type CallOptions, type Query, type UpstreamClient, type UpstreamResponse, type UpstreamStats } from './client.ts';

/** Public catalog answers shared across requests for a short time (never personal data). */
export type CatalogCache = LRUCache<string, Promise<UpstreamResponse<unknown>>>;

export function createCatalogCache(ttlSeconds: number): CatalogCache | null {
  return ttlSeconds > 0 ? new LRUCache({ max: 5_000, ttl: ttlSeconds * 1000 }) : null;
}

interface RestOptions {
  client: UpstreamClient;
  cache: CatalogCache | null;
  session: Pick<RequestSession, 'token' | 'end'>;
  signal: AbortSignal | undefined;
  stats: UpstreamStats;
  /** The shopper's address, forwarded on their own calls (never on shared catalog reads). */
  clientAddress: string | null;
}

// A personal key carries the token it was fetched with: a sign-in mid-request must not see the guest's answers.
type GetKey = `public ${string}` | `personal ${string} ${string}`;

/**
 * The REST API as one GraphQL request sees it: GETs are deduplicated by a DataLoader (each resource is fetched at
 * most once per request), public GETs also go through the catalog cache, and personal calls carry the token.
 * A personal call the REST API answers with 401 ends the session (the token expired or was revoked).
 */
export function createRest({ client, cache, session, signal, stats, clientAddress }: RestOptions) {
  const personal = async <T>(path: string, options: CallOptions): Promise<UpstreamResponse<T>> => {
    try {
      return await client.call<T>(path, { ...options, forwardedFor: clientAddress }, signal, stats);
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 401 && options.token && options.token === session.token) session.end();
      throw error;
    }
  };
  const fetchOnce = (key: GetKey): Promise<UpstreamResponse<unknown>> => {
    const [kind, ...parts] = key.split(' ');
    if (kind === 'personal') return personal(parts[1]!, { token: parts[0] || null });
    const path = parts[0]!;
    if (!cache) return client.call<unknown>(path, {}, signal, stats);
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
  const answers = new Map<GetKey, Promise<UpstreamResponse<unknown>>>();
  const gets = new DataLoader<GetKey, UpstreamResponse<unknown>>(
    (keys) => Promise.all(keys.map((key) => fetchOnce(key).catch((error: Error) => error))),
    { cacheMap: answers },
  );

  return {
    /** Whether the request carries a session token. */
    get signedIn() {
      return session.token !== null;
    },
    /** A public GET (catalog data), shared across requests for the cache's lifetime. */
    get: <T>(path: string, query?: Query) => gets.load(`public ${withQuery(path, query)}`) as Promise<UpstreamResponse<T>>,
    /** A GET of the shopper's own data, with their token. */
    getPersonal: <T>(path: string, query?: Query) =>
      gets.load(`personal ${session.token ?? ''} ${withQuery(path, query)}`) as Promise<UpstreamResponse<T>>,
    /** Replaces this request's answer of a personal GET with one a write returned (the write changed it). */
    rememberPersonal<T>(path: string, data: T) {
      const key: GetKey = `personal ${session.token ?? ''} ${path}`;
      gets.clear(key).prime(key, { data, headers: {} });
    },
    /** Drops this request's answer of a personal GET (a write changed it): the next read fetches it again. */
    forgetPersonal(path: string, query?: Query) {
      gets.clear(`personal ${session.token ?? ''} ${withQuery(path, query)}`);
    },
    /** A write with the shopper's token; never cached, never retried. */
    send: <T>(path: string, options: Omit<CallOptions, 'token'>) => personal<T>(path, { ...options, token: session.token }),
    /** A write without a token (sign-in and sign-up calls); never cached, never retried. */
    sendPublic: <T>(path: string, options: Omit<CallOptions, 'token'>) =>
      client.call<T>(path, { ...options, forwardedFor: clientAddress }, signal, stats),
    /**
     * Drops the public answers of `path` whose query has every parameter of `params` (from this request and from
     * this instance's catalog cache), after a write changed them. Other gateway instances catch up within the TTL.
     */
    forget(path: string, params: Query) {
      const stale = (url: string) => {
        const [p, query] = url.split('?');
        const search = new URLSearchParams(query);
        return p === path && Object.entries(params).every(([key, value]) => search.get(key) === String(value));
      };
      for (const key of [...answers.keys()]) if (key.startsWith('public ') && stale(key.slice('public '.length))) gets.clear(key);
      if (cache) for (const key of [...cache.keys()]) if (stale(key)) cache.delete(key);
    },
  };
}

export type Rest = ReturnType<typeof createRest>;
