// Loaded on the first subscription only (environment.ts imports it when one starts), so graphql-sse's client is
// in no page's first bundle and never on the server, which renders without subscriptions.
import { createClient, type RequestParams } from 'graphql-sse';
import type { GraphQLResponse } from 'relay-runtime';
import type { GraphQLRequestBody } from './batchingFetch.ts';

const MAX_RETRY_DELAY_MS = 30_000;

/**
 * GraphQL over SSE (graphql-sse's protocol, which the gateway speaks): one POST per subscription, the session cookie
 * with it. A stream that drops (its gateway stopped, the network went) is opened again, through the load balancer
 * to whichever gateway is up, after 1 s, 2 s, 4 s… (at most 30 s, with jitter so pages do not all come back at
 * once), for as long as the page listens; the gateway's first message on each stream is the state now, so the
 * page catches up on what it missed.
 */
/**
 * Says "reconnected" when a stream that dropped is open again. A page listening to events that are not replayed
 * (`viewerOrdersUpdated` says what moves from now on) reads again what it shows, which may have moved meanwhile.
 */
export const reconnections = new EventTarget();

const client = createClient({
  url: '/graphql',
  credentials: 'same-origin',
  on: { connected: (reconnected) => void (reconnected && reconnections.dispatchEvent(new Event('reconnected'))) },
  retryAttempts: Infinity,
  retry: (retries) =>
    new Promise((resolve) =>
      setTimeout(resolve, Math.min(1000 * 2 ** retries, MAX_RETRY_DELAY_MS) + Math.random() * 1000),
    ),
});

interface ResultSink {
  next(result: GraphQLResponse): void;
  error(error: Error): void;
  complete(): void;
}

/** Sends `body` (a persisted operation's id, as queries go) and passes each result to `sink`; answers the unsubscribe. */
export function subscribeOverSse(body: GraphQLRequestBody, sink: ResultSink): () => void {
  // The gateway runs the persisted document by its `documentId`; graphql-sse's type wants a `query` the id replaces.
  return client.subscribe<GraphQLResponse>(body as unknown as RequestParams, {
    next: (result) => sink.next(result as GraphQLResponse),
    error: (error) => sink.error(error instanceof Error ? error : new Error(String(error))),
    complete: () => sink.complete(),
  });
}
