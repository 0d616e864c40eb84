import type { YogaInitialContext } from 'graphql-yoga';
import { createLoaders, type Loaders } from './loaders.ts';
import { UpstreamStats, type UpstreamClient } from './upstream/client.ts';
import { createRest, type CatalogCache, type Rest } from './upstream/rest.ts';

export const SESSION_COOKIE = 'session';

export type GraphQLContext = YogaInitialContext & RequestScope;

export interface RequestScope {
  rest: Rest;
  loaders: Loaders;
  stats: UpstreamStats;
}

/**
 * Builds each request's context. Operations batched into one HTTP request share one scope (loaders, REST
 * dedupe, upstream stats), so a screen's shell and page queries never fetch a resource twice.
 */
export function createContextFactory(client: UpstreamClient, cache: CatalogCache | null) {
  const scopes = new WeakMap<Request, RequestScope>();

  function scopeOf(request: Request): RequestScope {
    let scope = scopes.get(request);
    if (!scope) {
      const stats = new UpstreamStats();
      const rest = createRest({ client, cache, token: sessionToken(request), signal: request.signal, stats });
      scopes.set(request, (scope = { rest, loaders: createLoaders(rest), stats }));
    }
    return scope;
  }

  return {
    createContext: (initial: YogaInitialContext) => scopeOf(initial.request),
    /** The upstream stats of a request, if it ran GraphQL operations. */
    statsOf: (request: Request) => scopes.get(request)?.stats,
  };
}

/** The session token: `Authorization: Bearer` first (non-browser clients), then the HttpOnly session cookie. */
export function sessionToken(request: Request): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (bearer) return bearer;
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE && value.length) return decodeURIComponent(value.join('='));
  }
  return null;
}
