import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type GraphQLResponse,
  type RequestParameters,
} from 'relay-runtime';
import { createBatchingFetch } from './batchingFetch.ts';
import { multipartFetch } from './multipartFetch.ts';
import { GraphQLResponseError, NoResponseError } from './networkErrors.ts';
import { readServerRecords } from './serverRecords.ts';

const GRAPHQL_URL = '/graphql';

/** Turns a response with errors and no data into an error, so the route's ErrorBoundary shows its message. */
function throwIfNoData(response: GraphQLResponse): GraphQLResponse {
  if ('errors' in response && response.errors?.length && response.data == null) {
    throw new GraphQLResponseError(response.errors.map((e) => e.message).join('; '));
  }
  return response;
}

/** The body that names a persisted operation: relay-compiler persists every one (gateway/src/__generated__/persisted-operations.json). */
function persistedBody(params: RequestParameters, variables: Record<string, unknown>) {
  if (params.id == null) throw new Error(`Operation ${params.name} has no persisted id`);
  return { documentId: params.id, variables, operationName: params.name };
}

/**
 * A subscription's results over GraphQL over SSE; the transport's code loads with the first subscription (none run
 * on the server, nor before the page has hydrated).
 */
function subscribe(params: RequestParameters, variables: Record<string, unknown>) {
  return Observable.create<GraphQLResponse>((sink) => {
    let unsubscribe: (() => void) | null = null;
    let closed = false;
    import('./sseSubscriptions.ts').then(
      ({ subscribeOverSse }) => {
        if (!closed) unsubscribe = subscribeOverSse(persistedBody(params, variables), sink);
      },
      (error: unknown) => sink.error(new NoResponseError(error)),
    );
    return () => {
      closed = true;
      unsubscribe?.();
    };
  });
}

/**
 * A Relay environment whose requests go through `fetchImpl`: the browser's fetch, or on the server the gateway
 * itself in process (web/src/server). `records` fill its store: on the browser, those the server rendered the page
 * with.
 */
export function createEnvironment(fetchImpl?: typeof fetch, records?: ConstructorParameters<typeof RecordSource>[0]) {
  const batchingFetch = createBatchingFetch(GRAPHQL_URL, fetchImpl);
  return new Environment({
    network: Network.create(async (params, variables, _cacheConfig, uploadables) => {
      const body = persistedBody(params, variables);
      // Files cannot ride in a JSON batch: an operation with uploadables leaves on its own, as a multipart request.
      const response = uploadables
        ? await multipartFetch(GRAPHQL_URL, body, uploadables, fetchImpl)
        : await batchingFetch(body);
      return throwIfNoData(response);
    }, subscribe),
    store: new Store(new RecordSource(records)),
  });
}

/** The browser's environment, holding from the start what the server rendered the first page with. */
export const environment = createEnvironment(undefined, readServerRecords());

let current: () => Environment = () => environment;

/** The environment of the request being answered: the browser's, or on the server the one of the page it renders. */
export const currentEnvironment = () => current();

/** Called once by the server's renderer, whose environments are one per request. */
export function setEnvironmentSource(source: () => Environment) {
  current = source;
}
