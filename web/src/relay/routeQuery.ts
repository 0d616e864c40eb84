import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import {
  PreloadableQueryRegistry,
  ROOT_ID,
  type Environment,
  type GraphQLTaggedNode,
  type OperationType,
  type PreloadableConcreteRequest,
} from 'relay-runtime';
import { currentEnvironment } from './environment.ts';

/** Each environment's current reference per route (on the server, an environment is one request's). */
const activeRefs = new WeakMap<Environment, Map<string, PreloadedQuery<OperationType>>>();

/** How long a query warmed by intent prefetch stays retained for the click that may follow. */
const PREFETCH_RETAIN_MS = 30_000;
/** Set while intent prefetch runs a route's loader (routing/intentPrefetch.ts). */
let prefetching = false;

/**
 * Runs a route's loader for intent prefetch: its query is fetched and kept a while, but it is not the route's
 * reference, so it never releases the one a navigation under way is about to render (a prefetch that ran after the
 * click's loader released it, and the page was left loading for ever: tests/e2e/intentPrefetch.test.ts).
 */
export function prefetchRoute<T>(load: () => T): T {
  prefetching = true;
  try {
    return load();
  } finally {
    prefetching = false;
  }
}

/** Whether any query's data has reached the store (a new store holds only its empty root record). */
function storeHoldsData(environment: Environment) {
  const source = environment.getStore().getSource();
  return source.size() > (source.has(ROOT_ID) ? 1 : 0);
}

/**
 * Starts a route's query from its loader (render-as-you-fetch) and returns the reference as the loader data.
 *
 * Routes hold only the query's persisted id (relay-compiler's `@preloadable` parameters), so no page's query AST is
 * in the entry chunk; `page` imports the module whose `graphql` tag holds it (the route's page, which registers the
 * AST when it loads). Without the AST Relay cannot tell whether the store already has the answer and asks the
 * network: right while the store is empty (the page a visit opens, whose request leaves at once). Later the query
 * waits for `page`, which the router is loading anyway, so that data already in the store is not fetched again.
 *
 * The previous reference of the same route is released, so revisits do not keep every old result retained; the
 * mounted page keeps its own retain through usePreloadedQuery.
 */
export function loadRouteQuery<T extends OperationType>(
  routeId: string,
  query: PreloadableConcreteRequest<T>,
  variables: T['variables'],
  page: () => Promise<unknown>,
): PreloadedQuery<T> | Promise<PreloadedQuery<T>> {
  const environment = currentEnvironment();
  const refs = activeRefs.get(environment) ?? new Map<string, PreloadedQuery<OperationType>>();
  activeRefs.set(environment, refs);
  const prefetch = prefetching;
  const start = () => {
    const ref = loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-or-network' });
    if (prefetch) {
      setTimeout(() => ref.dispose(), PREFETCH_RETAIN_MS);
      return ref;
    }
    refs.get(routeId)?.dispose();
    refs.set(routeId, ref as PreloadedQuery<OperationType>);
    return ref;
  };
  if (PreloadableQueryRegistry.get(query.params.id!) || !storeHoldsData(environment)) return start();
  return page().then(start, start);
}

/** Reads the current route's query, whose reference its loader returned. */
export function useRouteQuery<T extends OperationType>(query: GraphQLTaggedNode): T['response'] {
  return usePreloadedQuery<T>(query, useLoaderData() as PreloadedQuery<T>);
}
