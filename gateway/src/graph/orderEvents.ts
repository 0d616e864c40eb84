// Where the gateway hears that an order line moved (the REST API's fulfilment steps): Redis pub/sub when the instances
// share a Redis (REDIS_URL: the REST API instances publish there), else the REST API's own event stream (GET
// /order-events, for the holder of PROXY_SECRET), opened at the first listener and reopened when it drops. An event
// only names the line: a subscription reads the order again before it answers (see resolvers/OrderUpdates.ts).
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Logger } from 'pino';

/** The REST API's channel (rest-api/src/orders/orderEvents.ts). */
const CHANNEL = 'marketplace:order-events';
/** How long to wait before opening the REST API's event stream again (ms). */
const REOPEN_MS = 1_000;
/** The local event that says events may have been missed. */
const MISSED = 'missed';

export interface OrderLineEvent {
  orderId: string;
  productId: string;
  userId: string;
  status: number;
  at: number;
}

export interface OrderEventSource {
  /**
   * Calls `listener` with each event from now on, and with null when events may have been missed (the connection to
   * Redis came back, the REST API's stream opened or came back): then every order is read again. The returned function stops it.
   */
  listen(listener: (event: OrderLineEvent | null) => void): () => void;
  close(): Promise<void>;
}

interface SourceOptions {
  redisUrl: string | null;
  upstreamUrl: string;
  proxySecret: string | null;
  log: Logger;
}

type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export function createOrderEventSource({ redisUrl, upstreamUrl, proxySecret, log }: SourceOptions): OrderEventSource {
  const local = new EventTarget();
  const redis = redisUrl ? [new Redis(redisUrl), new Redis(redisUrl, { lazyConnect: true })] : [];
  for (const client of redis) client.on('error', (err: unknown) => log.warn({ err }, 'order events: Redis error'));
  // ioredis subscribes again on reconnecting; what was published meanwhile is lost.
  let connections = 0;
  redis[0]?.on('ready', () => void (connections++ > 0 && local.dispatchEvent(new Event(MISSED))));
  const target: Target = redis.length
    ? createRedisEventTarget({ subscribeClient: redis[0]!, publishClient: redis[1]! })
    : local;
  // The channel stays subscribed from the start: a first listener would otherwise subscribe only then, and what is
  // published before Redis confirms it would be lost.
  if (redis.length) target.addEventListener(CHANNEL, () => {});
  const stream = redis.length ? null : upstreamStream(upstreamUrl, proxySecret, local, log);
  let closed = false;
  return {
    listen(listener) {
      stream?.open();
      const handler = (event: Event) => listener((event as CustomEvent<OrderLineEvent>).detail);
      const missed = () => listener(null);
      target.addEventListener(CHANNEL, handler);
      local.addEventListener(MISSED, missed);
      return () => {
        // Once closed, Redis is gone: unsubscribing would fail (the redis event target does not catch it).
        if (closed) return;
        target.removeEventListener(CHANNEL, handler);
        local.removeEventListener(MISSED, missed);
      };
    },
    async close() {
      closed = true;
      stream?.close();
      await Promise.all(redis.map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}

/** The REST API's event stream, dispatched on `target`; opened once, kept open (reopened after a drop) until closed. */
function upstreamStream(upstreamUrl: string, proxySecret: string | null, target: EventTarget, log: Logger) {
  const closing = new AbortController();
  let opened = false;
  // node:http rather than fetch: undici throws an uncatchable "ReadableStream is already closed" when a stream it
  // reads is aborted as it ends.
  const read = () =>
    new Promise<void>((resolve, reject) => {
      const url = new URL('/order-events', upstreamUrl);
      const get = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const headers = { 'x-proxy-secret': proxySecret ?? '', accept: 'text/event-stream' };
      const request = get(url, { headers, signal: closing.signal }, (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          return reject(new Error(`GET /order-events answered ${response.statusCode}`));
        }
        // The first time too: a listener that opened the stream may have missed what happened while it was opening.
        target.dispatchEvent(new Event(MISSED));
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const data = /^data: ?(.*)$/m.exec(buffer.slice(0, end))?.[1];
            buffer = buffer.slice(end + 2);
            if (data) target.dispatchEvent(new CustomEvent(CHANNEL, { detail: JSON.parse(data) as OrderLineEvent }));
          }
        });
        response.on('end', resolve);
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end();
    });
  async function keepReading() {
    while (!closing.signal.aborted) {
      await read().catch((err: unknown) => {
        if (!closing.signal.aborted) log.warn({ err }, 'order events: the REST API stream dropped; reopening');
      });
      await new Promise((resolve) => setTimeout(resolve, REOPEN_MS).unref());
    }
  }
  return {
    open() {
      if (opened) return;
      opened = true;
      if (!proxySecret)
        return log.warn('order events: no REDIS_URL and no PROXY_SECRET: subscriptions answer no fulfilment step');
      void keepReading();
    },
    close: () => closing.abort(),
  };
}
