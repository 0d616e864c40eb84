import { Environment, Network, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { createBatchingFetch } from './batchingFetch.ts';

const batchingFetch = createBatchingFetch('/graphql');

/** Turns a response with errors and no data into an error, so the route's ErrorBoundary shows its message. */
function throwIfNoData(response: GraphQLResponse): GraphQLResponse {
  if ('errors' in response && response.errors?.length && response.data == null) {
    throw new Error(response.errors.map((e) => e.message).join('; '));
  }
  return response;
}

export const environment = new Environment({
  network: Network.create(async (params, variables) => {
    if (params.text == null) throw new Error(`Operation ${params.name} has no query text`);
    const response = await batchingFetch({ query: params.text, variables, operationName: params.name });
    return throwIfNoData(response);
  }),
  store: new Store(new RecordSource()),
});
