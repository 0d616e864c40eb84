import { Environment, Network, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { createBatchingFetch } from './batchingFetch.ts';
import { multipartFetch } from './multipartFetch.ts';
import { GraphQLResponseError } from './networkErrors.ts';

const GRAPHQL_URL = '/graphql';
const batchingFetch = createBatchingFetch(GRAPHQL_URL);

/** Turns a response with errors and no data into an error, so the route's ErrorBoundary shows its message. */
function throwIfNoData(response: GraphQLResponse): GraphQLResponse {
  if ('errors' in response && response.errors?.length && response.data == null) {
    throw new GraphQLResponseError(response.errors.map((e) => e.message).join('; '));
  }
  return response;
}

export const environment = new Environment({
  network: Network.create(async (params, variables, _cacheConfig, uploadables) => {
    // relay-compiler persists every operation (gateway/src/__generated__/persisted-operations.json): its id is sent.
    if (params.id == null) throw new Error(`Operation ${params.name} has no persisted id`);
    const body = { documentId: params.id, variables, operationName: params.name };
    // Files cannot ride in a JSON batch: an operation with uploadables leaves on its own, as a multipart request.
    const response = uploadables ? await multipartFetch(GRAPHQL_URL, body, uploadables) : await batchingFetch(body);
    return throwIfNoData(response);
  }),
  store: new Store(new RecordSource()),
});
