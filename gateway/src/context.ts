import type { YogaInitialContext } from 'graphql-yoga';
import { clientAddressOf } from './http/clientAddress.ts';
import { createLoaders, type Loaders } from './graph/loaders.ts';
import { RequestSession } from './http/session.ts';
import { UpstreamStats, type UpstreamClient } from './upstream/client.ts';
import { RequestVerifications } from './http/verifications.ts';
import { createRest, type CatalogCache, type Rest } from './upstream/rest.ts';

export type GraphQLContext = YogaInitialContext & RequestScope;

export interface RequestScope {
  rest: Rest;
  loaders: Loaders;
  stats: UpstreamStats;
  session: RequestSession;
  /** Phone and GSTIN verifications carried between the steps of a sign-up (HttpOnly cookies). */
  verifications: RequestVerifications;
  /** The client's address (the socket's peer); null for in-process requests. */
  clientAddress: string | null;
  /** Whether the development sandbox is on (the payment provider's checkout window is then the gateway's). */
  sandbox: boolean;
  /** When the request started (ms): one instant for every time comparison of the answer. */
  now: number;
}

/**
 * Builds each request's context. Operations batched into one HTTP request share one scope (session, loaders,
 * REST dedupe, upstream stats), so a screen's shell and page queries never fetch a resource twice.
 */
export function createContextFactory(client: UpstreamClient, cache: CatalogCache | null, sandbox: boolean, clock: () => number = Date.now) {
  const scopes = new WeakMap<Request, RequestScope>();

  function scopeOf(request: Request, clientAddress: string | null): RequestScope {
    let scope = scopes.get(request);
    if (!scope) {
      const stats = new UpstreamStats();
      const session = new RequestSession(request);
      const rest = createRest({ client, cache, session, signal: request.signal, stats, clientAddress });
      const verifications = new RequestVerifications(request);
      scopes.set(request, (scope = { rest, loaders: createLoaders(rest), stats, session, verifications, clientAddress, sandbox, now: clock() }));
    }
    return scope;
  }

  return {
    createContext: (initial: YogaInitialContext) => scopeOf(initial.request, clientAddressOf(initial)),
    /** The scope of a request, if it ran GraphQL operations. */
    scopeOf: (request: Request) => scopes.get(request),
  };
}
