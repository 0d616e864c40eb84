import DataLoader from 'dataloader';
import type { RequestSession } from '../http/session.ts';
import { catalogKey, matches, type CatalogCache } from './catalogCache.ts';
import {
  UpstreamError,
  withQuery,
  type CallOptions,
  type Query,
  type UpstreamClient,
  type UpstreamResponse,
  type UpstreamStats,
} from './client.ts';
import type { Method, ParamsOf, PathWith, Read, ReadAnswer, Write, WriteAnswer } from './endpoints.ts';

interface RestOptions {
  client: UpstreamClient;
  cache: CatalogCache | null;
  session: Pick<RequestSession, 'token' | 'refused'>;
  signal: AbortSignal | undefined;
  stats: UpstreamStats;
  /** The shopper's address, forwarded on their own calls (never on shared catalog reads). */
  clientAddress: string | null;
  /** The request's id, sent with each of its calls. */
  requestId?: string;
}

/** One GET of one request: the path with its query, and, for personal reads, the token it was made with. */
interface ReadKey {
  path: string;
  query: [string, string][];
  /** null for a public read; a personal key carries its token, so a sign-in mid-request never sees a guest's answer. */
  token: string | null;
  personal: boolean;
  /** The endpoint's weight: the REST calls a call of it is charged (endpoints.ts). */
  weight: number;
}

/** Query parameters in one order, without the undefined ones, so equal queries make equal keys. */
const canonical = (query: Query = {}): [string, string][] =>
  Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]): [string, string] => [key, String(value)])
    .sort(([a], [b]) => a.localeCompare(b));

const keyString = (key: ReadKey) => JSON.stringify([key.personal, key.token, key.path, key.query]);

type ReadArgs<P extends string[]> = [] extends P
  ? [options?: { params?: P; query?: Query }]
  : [options: { params: P; query?: Query }];
type WriteArgs<P extends string[]> = [
  options: { body?: unknown; idempotencyKey?: string } & ([] extends P ? { params?: P } : { params: P }),
];

/** An endpoint's path with its `{name}` segments filled (endpoints.ts checks the params against the path). */
const pathWith = (endpoint: Read | Write, params: string[] = []) =>
  (endpoint.path as (...params: string[]) => string)(...params);

/** The body of a REST answer. */
export const dataOf = async <T>(answer: Promise<UpstreamResponse<T>>): Promise<T> => (await answer).data;

/**
 * The REST API as one GraphQL request sees it. Reads are deduplicated by a DataLoader (each resource is fetched at
 * most once per request); public reads also go through the catalog cache; personal calls carry the token. A
 * personal call the REST API answers with 401 ends the session (the token expired or was revoked: see RequestSession.refused).
 */
export function createRest({ client, cache, session, signal, stats, clientAddress, requestId }: RestOptions) {
  const personal = async <T>(path: string, options: CallOptions): Promise<UpstreamResponse<T>> => {
    try {
      return await client.call<T>(path, { ...options, forwardedFor: clientAddress, requestId }, signal, stats);
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 401 && options.token && options.token === session.token)
        session.refused();
      throw error;
    }
  };

  const fetchOnce = (key: ReadKey): Promise<UpstreamResponse<unknown>> => {
    const url = withQuery(key.path, Object.fromEntries(key.query));
    // Charged when it calls the REST API (an answer from the catalog cache is free).
    const charged = () => void (stats.charged += key.weight);
    if (key.personal) return (charged(), personal(url, { token: key.token }));
    if (!cache) return (charged(), client.call<unknown>(url, { requestId }, signal, stats));
    // A shared answer must not fail because the request that started it went away: no request signal here.
    return cache.read(
      catalogKey(key.path, key.query),
      () => (charged(), client.call<unknown>(url, { token: null, requestId }, undefined, stats)),
    );
  };

  const answers = new Map<string, Promise<UpstreamResponse<unknown>>>();
  /** The catalog cache's invalidations this request made that other instances may not have heard of yet. */
  const invalidations: Promise<void>[] = [];
  const reads = new DataLoader<ReadKey, UpstreamResponse<unknown>, string>(
    (keys) => Promise.all(keys.map((key) => fetchOnce(key).catch((error: Error) => error))),
    { cacheMap: answers, cacheKeyFn: keyString },
  );
  const keyOf = (endpoint: Read, params?: string[], query?: Query): ReadKey => {
    const isPersonal = endpoint.access === 'personal';
    return {
      path: pathWith(endpoint, params),
      query: canonical(query),
      token: isPersonal ? session.token : null,
      personal: isPersonal,
      weight: endpoint.weight,
    };
  };

  return {
    /** Whether the request carries a session token. */
    get signedIn() {
      return session.token !== null;
    },
    /** A read: public ones shared across requests for the cache's lifetime, personal ones with the shopper's token. */
    read<Path extends PathWith<'GET'>>(
      endpoint: Read<Path>,
      ...[options]: ReadArgs<ParamsOf<Path>>
    ): Promise<UpstreamResponse<ReadAnswer<Path>>> {
      return reads.load(keyOf(endpoint, options?.params, options?.query)) as Promise<
        UpstreamResponse<ReadAnswer<Path>>
      >;
    },
    /** Whether a public read would answer at once from the catalog cache (false without one). */
    holds<Path extends PathWith<'GET'>>(endpoint: Read<Path>, ...[options]: ReadArgs<ParamsOf<Path>>): boolean {
      const key = keyOf(endpoint, options?.params, options?.query);
      return !key.personal && cache !== null && cache.holds(catalogKey(key.path, key.query));
    },
    /** A write, never cached, never retried; personal writes carry the token. */
    write<M extends Method, Path extends PathWith<M>>(
      endpoint: Write<M, Path>,
      ...[options]: WriteArgs<ParamsOf<Path>>
    ): Promise<UpstreamResponse<WriteAnswer<M, Path>>> {
      type T = WriteAnswer<M, Path>;
      const path = pathWith(endpoint as Write, options.params);
      const call = { method: endpoint.method, body: options.body, idempotencyKey: options.idempotencyKey };
      if (endpoint.access === 'personal') return personal<T>(path, { ...call, token: session.token });
      return client.call<T>(path, { ...call, forwardedFor: clientAddress, requestId }, signal, stats);
    },
    /** Replaces this request's answer of a personal read with one a write returned (the write changed it). */
    remember<Path extends PathWith<'GET'>>(endpoint: Read<Path>, data: ReadAnswer<Path>) {
      const key = keyOf(endpoint);
      reads.clear(key).prime(key, { data, headers: {} });
    },
    /**
     * Drops the answers of `endpoint` (at `pathParams`) whose query has every parameter of `params`, after a write changed them: this
     * request's, and for a public read the catalog cache's too, in every instance (see `invalidated`).
     */
    forget<Path extends PathWith<'GET'>>(endpoint: Read<Path>, params: Query = {}, ...pathParams: ParamsOf<Path>) {
      const path = pathWith(endpoint, pathParams);
      const wanted = canonical(params);
      const personal = endpoint.access === 'personal';
      for (const key of [...answers.keys()]) {
        const [isPersonal, token, keyPath, query] = JSON.parse(key) as [
          boolean,
          string | null,
          string,
          [string, string][],
        ];
        if (isPersonal === personal && keyPath === path && matches(query, wanted))
          reads.clear({ personal: isPersonal, token, path: keyPath, query, weight: 0 });
      }
      const told = cache && !personal ? cache.invalidate(path, wanted) : undefined;
      if (told) invalidations.push(told);
    },
    /** Settles once every instance has been told of this request's catalog invalidations (undefined when there are none). */
    invalidated: () => (invalidations.length ? Promise.all(invalidations).then(() => {}) : undefined),
  };
}

export type Rest = ReturnType<typeof createRest>;
