import type { GraphQLResponse } from 'relay-runtime';
import { HttpStatusError, NoResponseError } from './networkErrors.ts';

export interface GraphQLRequestBody {
  /** The operation's persisted id (the gateway holds the document). */
  documentId: string;
  variables: Record<string, unknown>;
  operationName: string;
}

interface Pending {
  body: GraphQLRequestBody;
  resolve: (response: GraphQLResponse) => void;
  reject: (error: Error) => void;
}

/**
 * Returns a function that sends GraphQL operations to `url`. Operations started in the same tick (for example
 * the root route's shell query and the page's query, whose loaders run together) leave as ONE POST whose body
 * is an array; the server (graphql-yoga batching) answers an array in the same order. A lone operation is sent
 * as a plain object.
 */
export function createBatchingFetch(url: string, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  let queue: Pending[] = [];

  async function send(batch: Pending[]): Promise<void> {
    try {
      const single = batch.length === 1;
      const response = await fetchImpl(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(single ? batch[0]!.body : batch.map((p) => p.body)),
      }).catch((error: unknown) => {
        throw new NoResponseError(error);
      });
      if (!response.ok) throw new HttpStatusError(response.status, response.statusText);
      const json: unknown = await response.json();
      const results = single ? [json] : json;
      if (!Array.isArray(results) || results.length !== batch.length) {
        throw new Error('The server answered a batch with the wrong number of results');
      }
      batch.forEach((pending, i) => pending.resolve(results[i] as GraphQLResponse));
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      for (const pending of batch) pending.reject(failure);
    }
  }

  return function batchingFetch(body: GraphQLRequestBody): Promise<GraphQLResponse> {
    return new Promise((resolve, reject) => {
      if (queue.length === 0) {
        setTimeout(() => {
          const batch = queue;
          queue = [];
          void send(batch);
        }, 0);
      }
      queue.push({ body, resolve, reject });
    });
  };
}
