// What a fulfilment step tells the gateways once it is committed. In this process, listeners (the /order-events
// stream a gateway of the embedded deployment reads); with REDIS_URL, also Redis pub/sub, which every gateway of the
// cluster reads whichever REST API instance made the step. An event only says which line moved: a gateway reads the
// order again before it tells a shopper anything.
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** The Redis channel, and the gateway's pub/sub topic (gateway/src/graph/orderEvents.ts names it too). */
export const ORDER_EVENTS_CHANNEL = 'marketplace:order-events';

export interface OrderLineEvent {
  orderId: string;
  productId: string;
  /** The order's owner: only they are told. */
  userId: string;
  /** The line's new status (1 shipped, 2 out for delivery, 3 delivered, 4 cancelled). */
  status: number;
  /** When it was reached (ms). */
  at: number;
}

export interface OrderEvents {
  publish(event: OrderLineEvent): void;
  /** Calls `listener` with each event this process publishes; the returned function stops it. */
  listen(listener: (event: OrderLineEvent) => void): () => void;
  /** Aborts on `close()`: the streams of listeners end, so a draining server is not held open by them. */
  closed: AbortSignal;
  close(): Promise<void>;
}

export function createOrderEvents(redisUrl: string | null, log: Logger): OrderEvents {
  const listeners = new Set<(event: OrderLineEvent) => void>();
  const closing = new AbortController();
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 0 }) : null;
  redis?.on('error', (err: unknown) => log.warn({ err }, 'Redis cannot be reached: order events stay in this process'));
  // Events wait for the first connection only: later, one sent while Redis is away is lost, and a subscriber catches
  // up on its next read of the order.
  redis?.once('ready', () => void (redis.options.enableOfflineQueue = false));
  return {
    publish(event) {
      for (const listener of listeners) listener(event);
      redis
        ?.publish(ORDER_EVENTS_CHANNEL, JSON.stringify(event))
        .catch((err: unknown) => log.warn({ err, event }, 'an order event was not published to Redis'));
    },
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    closed: closing.signal,
    async close() {
      closing.abort();
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}
