// The shopper's orders, live: `orderUpdated` and `viewerOrdersUpdated`. An event (graph/orderEvents.ts) only says
// which line moved: the order is read again from the REST API, in a scope of its own (a deadline and budget per
// event, as per request), and that is the answer. Each subscription holds a slot (graph/subscriptionSlots.ts) until
// it ends; a guest, a subscription past the limits and another shopper's order are refused before a stream opens.
import { Repeater } from 'graphql-yoga';
import type { SubscriptionResolvers } from '../__generated__/resolvers-types.ts';
import type { GraphQLContext } from '../context.ts';
import { notFound, unauthenticated } from '../graph/errors.ts';
import { restKeyOf } from '../graph/ids.ts';
import type { OrderLineEvent } from '../graph/orderEvents.ts';
import { clientOf } from '../http/clientIdentity.ts';
import * as account from '../upstream/account.ts';
import type { OrderDTO } from '../upstream/dto.ts';
import * as orders from '../upstream/orders.ts';

type Field = 'orderUpdated' | 'viewerOrdersUpdated';
type Payload<F extends Field> = Record<F, OrderDTO>;

/** Runs `read` once at a time: calls while it runs make one more run, not one each (it reads the latest state). */
function coalesced(read: () => Promise<void>): () => void {
  let running = false;
  let again = false;
  return function run() {
    if (running) return void (again = true);
    running = true;
    again = false;
    // A read that fails (the REST API away, the session ended) answers nothing: the client keeps its last answer,
    // and the next event, or its reconnection, reads again.
    read()
      .catch(() => {})
      .finally(() => {
        running = false;
        if (again) run();
      });
  };
}

/**
 * The stream of `field`: `initial` first (when given), then, for each event `concerns`, its order read afresh; when
 * events may have been missed, every order it follows (`following`, and every order it has answered). It listens from
 * now on (before `initial` is read, so nothing falls between); an order read again unchanged is not sent again;
 * `cancel` ends it unopened.
 */
function orderStream<F extends Field>(
  ctx: GraphQLContext,
  field: F,
  concerns: (event: OrderLineEvent) => boolean,
  release: () => void,
  following: string[] = [],
) {
  const followed = new Set<string>(following);
  /** What was last sent of each order, as JSON. */
  const sent = new Map<string, string>();
  const pending = new Set<string>();
  let refresh = (key: string) => void pending.add(key);
  const stop = ctx.orderEvents.listen((event) => {
    if (event === null) followed.forEach((key) => refresh(key));
    else if (concerns(event)) refresh(event.orderId);
  });
  const end = () => (stop(), release());
  // A client that goes away frees its slot at once, not at the next heartbeat that fails to reach it.
  ctx.request.signal.addEventListener('abort', end, { once: true });
  const answer = async (push: (payload: Payload<F>) => Promise<unknown>, order: OrderDTO) => {
    followed.add(order.orderId);
    const json = JSON.stringify(order);
    if (sent.get(order.orderId) === json) return;
    sent.set(order.orderId, json);
    await push({ [field]: order } as Payload<F>);
  };
  return {
    cancel: end,
    open: (initial: OrderDTO | null) =>
      new Repeater<Payload<F>>(async (push, stopped) => {
        // Ends with the client, also while a value waits to be taken (a push resolves only when it is).
        void stopped.then(end);
        const reads = new Map<string, () => void>();
        const read = (key: string) => async () => {
          Object.assign(ctx, ctx.renewed());
          const order = await orders.order(ctx.rest, key);
          if (order) await answer(push, order);
        };
        refresh = (key) => {
          if (!reads.has(key)) reads.set(key, coalesced(read(key)));
          reads.get(key)!();
        };
        if (initial) await answer(push, initial);
        pending.forEach((key) => refresh(key));
        await stopped;
      }),
  };
}

/** A slot for the request's client, before anything is read: refused past the limits. */
function takeSlot(ctx: GraphQLContext): () => void {
  if (!ctx.rest.signedIn) throw unauthenticated('Sign in to follow your orders');
  return ctx.subscriptions.take(clientOf(ctx.request, ctx.clientAddress).key);
}

/** What `work` resolves to; `end` is called when it throws. */
async function holding<T>(end: () => void, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    end();
    throw error;
  }
}

export const Subscription: SubscriptionResolvers<GraphQLContext> = {
  orderUpdated: {
    subscribe: async (_, { orderId }, ctx) => {
      const release = takeSlot(ctx);
      const key = restKeyOf(orderId, 'Order');
      if (key === null) throw (release(), notFound('No such order'));
      const stream = orderStream(ctx, 'orderUpdated', (event) => event.orderId === key, release, [key]);
      const order = await holding(stream.cancel, () => orders.order(ctx.rest, key));
      if (!order) throw (stream.cancel(), notFound('No such order'));
      return stream.open(order);
    },
  },
  viewerOrdersUpdated: {
    subscribe: async (_, __, ctx) => {
      const release = takeSlot(ctx);
      const { id } = await holding(release, () => account.signedInUser(ctx.rest));
      return orderStream(ctx, 'viewerOrdersUpdated', (event) => event.userId === id, release).open(null);
    },
  },
};
