// Issue 59.3: Subscription.orderUpdated and viewerOrdersUpdated over GraphQL over SSE: the owner gets the order as it
// is, then again at each fulfilment step (read afresh); a guest and another shopper are refused; limits per client
// and per instance. On TEST_STACK=cluster the REST API publishes to Redis and both gateways listen there.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { first } from '../../rest-api/src/db/queries.ts';
import { DEMO, SECOND } from '../helpers/api.ts';
import { ORDERS } from '../helpers/fixtures.ts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_OPERATION_LIMITS } from '../../gateway/src/http/plugins/operationLimits.ts';
import { fromClient, globalId, startGateway, type TestGateway } from '../helpers/gateway.ts';
import { sseSubscription, subscriptionRequest, type SseSubscription } from '../helpers/sse.ts';

let gw: TestGateway;
let demo: string;
let second: string;
/** The gateway on a port: a stream ends when its client closes the connection, as in production. */
let server: Server;
let url: string;
beforeAll(async () => {
  gw = await startGateway({ subscriptionLimits: { perClient: 3, perProcess: 5 } });
  demo = await gw.api.signIn(DEMO);
  second = await gw.api.signIn(SECOND);
  server = createServer(gw.gateway);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await gw.close();
});

const ITEM = 'id productId status statusDate statusText tracker { title done reachedAt }';
const ORDER_UPDATED = `subscription ($orderId: ID!) { orderUpdated(orderId: $orderId) { id orderId status deliveredAt items { ${ITEM} } } }`;
const VIEWER_ORDERS = 'subscription { viewerOrdersUpdated { id orderId status items { id status } } }';

/** Every stream a test opened, closed after it, also when it failed: a stream left open holds its slot. */
const opened: SseSubscription[] = [];
afterEach(() => opened.splice(0).forEach((stream) => stream.close()));

async function subscribe(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const { init, controller } = subscriptionRequest(query, variables, token);
  const stream = sseSubscription(await fetch(url, init), controller);
  opened.push(stream);
  return stream;
}

/**
 * A stream `open` opens and `accepted` finds taken, tried again while it is refused: the slots of the streams earlier
 * tests closed are let go when the gateway sees their connections end, which a loaded machine may take a while to do.
 */
const openedOnce = (open: () => Promise<SseSubscription>, accepted: (stream: SseSubscription) => Promise<unknown>) =>
  vi.waitFor(
    async () => {
      const stream = await open();
      try {
        await accepted(stream);
        return stream;
      } catch (error) {
        stream.close();
        throw error;
      }
    },
    { timeout: 5_000, interval: 50 },
  );

async function lineOf(orderId: string) {
  const row = await first(
    gw.api.queries,
    sql<{ productId: string }>`SELECT productId FROM order_items WHERE orderId = ${orderId}`,
  );
  return { orderId, productId: row!.productId };
}

describe('orderUpdated', () => {
  it('answers the owner the order now, then again at each step, with the step’s time in the tracker', async () => {
    const line = await lineOf(ORDERS.splitA.id);
    const stream = await subscribe(ORDER_UPDATED, { orderId: globalId('Order', line.orderId) }, demo);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const now = (await stream.next()).data.orderUpdated;
    expect(now).toMatchObject({ id: globalId('Order', line.orderId), orderId: line.orderId, status: 'PROCESSING' });
    expect(now.items[0].id).toBe(globalId('OrderItem', `${line.orderId}:${line.productId}`));

    await gw.api.deps.fulfilment.step(line.orderId, line.productId, 1);
    const shipped = (await stream.next()).data.orderUpdated;
    expect(shipped.status).toBe('SHIPPED');
    expect(shipped.items[0]).toMatchObject({ id: now.items[0].id, status: 'SHIPPED' });
    expect(shipped.items[0].tracker[1]).toEqual({
      title: 'On the Way',
      done: true,
      reachedAt: new Date(gw.api.clock.now()).toISOString(),
    });

    for (const status of [2, 3]) await gw.api.deps.fulfilment.step(line.orderId, line.productId, status);
    const seen = [(await stream.next()).data.orderUpdated];
    if (seen[0].status !== 'DELIVERED') seen.push((await stream.next()).data.orderUpdated);
    const delivered = seen.at(-1);
    expect(delivered).toMatchObject({ status: 'DELIVERED', deliveredAt: new Date(gw.api.clock.now()).toISOString() });
    expect(delivered.items[0].tracker.map((step: { done: boolean }) => step.done)).toEqual([true, true, true, true]);
    stream.close();
  });

  it('sends nothing for another order’s steps', async () => {
    const stream = await subscribe(ORDER_UPDATED, { orderId: ORDERS.placed.id }, demo);
    await stream.next();
    const other = await lineOf(ORDERS.splitB.id);
    await gw.api.deps.fulfilment.step(other.orderId, other.productId, 1);
    await stream.quiet(300);
    stream.close();
  });

  it('refuses a guest (UNAUTHENTICATED) without calling the REST API', async () => {
    gw.restCalls.length = 0;
    const stream = await subscribe(ORDER_UPDATED, { orderId: ORDERS.placed.id });
    const answer = await stream.next();
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors).toEqual([
      expect.objectContaining({ message: 'Sign in to follow your orders', extensions: { code: 'UNAUTHENTICATED' } }),
    ]);
    expect(gw.restCalls).toEqual([]);
  });

  it('refuses another shopper’s order as a missing one (NOT_FOUND)', async () => {
    for (const orderId of [ORDERS.placed.id, 'ORD9999']) {
      const answer = await (await subscribe(ORDER_UPDATED, { orderId }, second)).next();
      expect(answer.errors).toEqual([
        expect.objectContaining({ message: 'No such order', extensions: { code: 'NOT_FOUND' } }),
      ]);
    }
  });
});

describe('viewerOrdersUpdated', () => {
  it('tells each shopper of their own orders only, read afresh', async () => {
    const mine = await subscribe(VIEWER_ORDERS, {}, second);
    const theirs = await subscribe(VIEWER_ORDERS, {}, demo);
    const line = await lineOf(ORDERS.secondUser.id);
    await gw.api.deps.fulfilment.step(line.orderId, line.productId, 1);
    expect((await mine.next()).data.viewerOrdersUpdated).toMatchObject({
      orderId: line.orderId,
      status: 'SHIPPED',
      items: [{ status: 'SHIPPED' }],
    });
    await theirs.quiet(300);
    mine.close();
    theirs.close();
  });

  it('refuses a guest', async () => {
    const answer = await (await subscribe(VIEWER_ORDERS)).next();
    expect(answer.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('limits', () => {
  const refusal = (answer: any) => answer.errors?.[0]?.extensions?.code;

  it('refuses a client its fourth open subscription, and takes it once one is closed', async () => {
    const open = [];
    for (let i = 0; i < 3; i++)
      open.push(
        await openedOnce(
          () => subscribe(ORDER_UPDATED, { orderId: ORDERS.placed.id }, demo),
          async (stream) => expect((await stream.next()).data?.orderUpdated.orderId).toBe(ORDERS.placed.id),
        ),
      );
    const fourth = await (await subscribe(ORDER_UPDATED, { orderId: ORDERS.placed.id }, demo)).next();
    expect(fourth.errors[0]).toMatchObject({
      message: 'Too many subscriptions: at most 3 open at once per client. Close one first.',
      extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' },
    });
    open.pop()!.close();
    await expect
      .poll(async () => {
        const again = await subscribe(ORDER_UPDATED, { orderId: ORDERS.placed.id }, demo);
        const answer = await again.next();
        again.close();
        return answer.data?.orderUpdated.orderId ?? refusal(answer);
      })
      .toBe(ORDERS.placed.id);
  });

  it('refuses any client past the instance’s limit', async () => {
    // Two new sessions: two clients.
    const clients = [await gw.api.signIn(DEMO), await gw.api.signIn(SECOND)] as const;
    for (const [token, count] of [
      [clients[0], 3],
      [clients[1], 2],
    ] as const)
      for (let i = 0; i < count; i++)
        await openedOnce(
          () => subscribe(VIEWER_ORDERS, {}, token),
          (stream) => stream.quiet(50),
        );
    const sixth = await (await subscribe(VIEWER_ORDERS, {}, clients[1])).next();
    expect(sixth.errors[0]).toMatchObject({
      message: 'Too many subscriptions on this server: try again later.',
      extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' },
    });
  });
});

describe('the request rules', () => {
  it('check a subscription before it subscribes: its variables and its cost, with no REST call', async () => {
    const strict = await startGateway({ limits: { ...DEFAULT_OPERATION_LIMITS, cost: 5 } });
    try {
      const token = await strict.api.signIn(DEMO);
      strict.restCalls.length = 0;
      const refusal = async (variables: Record<string, unknown>) => {
        const { init, controller } = subscriptionRequest(ORDER_UPDATED, variables, token);
        const response = await strict.gateway.fetch('http://gateway.test/graphql', init, fromClient('127.0.0.1'));
        return (await sseSubscription(response, controller).next()).errors[0];
      };
      expect(await refusal({ orderId: ORDERS.placed.id })).toMatchObject({
        message: expect.stringMatching(/^The operation's estimated cost \d+ is over the limit of 5/),
        extensions: { code: 'OPERATION_TOO_COSTLY' },
      });
      expect((await refusal({})).extensions.code).toBe('BAD_USER_INPUT');
      expect(strict.restCalls).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});
