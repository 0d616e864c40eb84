// A GraphQL over SSE client for tests (graphql-sse's distinct connections mode, as graphql-yoga serves it): one
// operation per request, each `next` event's data as it arrives.
export interface SseSubscription {
  status: number;
  headers: Headers;
  /** The next `next` event's payload (`{ data, errors }`), or null once the stream completed. */
  next(timeoutMs?: number): Promise<any>;
  /** Resolves when nothing arrives within `ms` (fails when a `next` event does). */
  quiet(ms: number): Promise<void>;
  close(): void;
}

/** Reads `response` (an open subscription) as GraphQL over SSE; `close` aborts it through `controller`. */
export function sseSubscription(response: Response, controller: AbortController): SseSubscription {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let pending: Promise<any> | null = null;

  async function read(): Promise<any> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        if (event === 'complete') return null;
        if (event === 'next') return JSON.parse(/^data: (.*)$/m.exec(block)![1]!);
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += value;
    }
  }

  const take = () => (pending ??= read().finally(() => (pending = null)));
  const within = <T>(promise: Promise<T>, ms: number, what: string) =>
    Promise.race([
      promise,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms)),
    ]);

  return {
    status: response.status,
    headers: response.headers,
    next: (timeoutMs = 5_000) => within(take(), timeoutMs, 'event'),
    async quiet(ms) {
      const arrived = await Promise.race([take(), new Promise((resolve) => setTimeout(() => resolve(quietly), ms))]);
      if (arrived !== quietly) throw new Error(`an event arrived: ${JSON.stringify(arrived)}`);
    },
    close: () => controller.abort(),
  };
}

const quietly = Symbol('quiet');

/** The request that opens a subscription: a POST asking for `text/event-stream`. */
export function subscriptionRequest(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const controller = new AbortController();
  const init: RequestInit = {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
    signal: controller.signal,
  };
  return { init, controller };
}
