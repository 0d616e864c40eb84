import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { environment } from './environment.ts';

const activeRefs = new Map<string, PreloadedQuery<OperationType>>();

/**
 * Starts a route's query from its loader (render-as-you-fetch) and returns the reference as the loader data.
 * The previous reference of the same route is released, so revisits do not keep every old result retained;
 * the mounted page keeps its own retain through usePreloadedQuery.
 */
export function loadRouteQuery<T extends OperationType>(
  routeId: string,
  query: GraphQLTaggedNode,
  variables: T['variables'],
): PreloadedQuery<T> {
  const ref = loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-or-network' });
  activeRefs.get(routeId)?.dispose();
  activeRefs.set(routeId, ref as PreloadedQuery<OperationType>);
  return ref;
}

/** Reads the current route's query, whose reference its loader returned. */
export function useRouteQuery<T extends OperationType>(query: GraphQLTaggedNode): T['response'] {
  return usePreloadedQuery<T>(query, useLoaderData() as PreloadedQuery<T>);
}
