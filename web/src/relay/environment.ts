import { Environment, Network, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { createBatchingFetch } from './batchingFetch.ts';
import { multipartFetch } from './multipartFetch.ts';
import { GraphQLResponseError } from './networkErrors.ts';
import { readServerRecords } from './serverRecords.ts';

const GRAPHQL_URL = '/graphql';

/** Turns a response with errors and no data into an error, so the route's ErrorBoundary shows its message. */
function throwIfNoData(response: GraphQLResponse): GraphQLResponse {
  if ('errors' in response && response.errors?.length && response.data == null) {
    throw new GraphQLResponseError(response.errors.map((e) => e.message).join('; '));
  }
  return response;
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
      // relay-compiler persists every operation (gateway/src/__generated__/persisted-operations.json): its id is sent.
      if (params.id == null) throw new Error(`Operation ${params.name} has no persisted id`);
      const body = { documentId: params.id, variables, operationName: params.name };
      // Files cannot ride in a JSON batch: an operation with uploadables leaves on its own, as a multipart request.
      const response = uploadables
        ? await multipartFetch(GRAPHQL_URL, body, uploadables, fetchImpl)
        : await batchingFetch(body);
      return throwIfNoData(response);
    }),
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
