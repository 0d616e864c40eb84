// Issue 59.2: a fulfilment step made on either REST API reaches a subscriber on each gateway, and one through the load
// balancer, over Redis pub/sub (scripts/cluster.ts: two REST APIs and two gateways on one Redis, HAProxy in front).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../scripts/cluster.ts';
import { ORDERS, USERS } from '../helpers/fixtures.ts';
import { sseSubscription, subscriptionRequest } from '../helpers/sse.ts';
import { NO_CLIENT_LIMITS } from '../helpers/stack.ts';

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster({ gatewayEnv: NO_CLIENT_LIMITS });
}, 120_000);
afterAll(() => cluster?.stop());

const local = (url: string) => url.replace('localhost', '127.0.0.1');

async function graphql(base: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data: any; errors?: unknown[] };
}

const ORDER_UPDATED =
  'subscription ($orderId: ID!) { orderUpdated(orderId: $orderId) { orderId status items { id productId status } } }';

it('delivers a step made on either REST API to a subscriber on each gateway and one through HAProxy', async () => {
  const signedIn = await graphql(
    cluster.url,
    'mutation ($input: SignInWithEmailInput!) { signInWithEmail(input: $input) { session { token } } }',
    { input: { email: USERS.demo.email, password: USERS.demo.password } },
  );
  const token: string = signedIn.data.signInWithEmail.session.token;
  const bases = [...cluster.gateways.map((g) => local(g.url)), cluster.url];
  const streams = await Promise.all(
    bases.map(async (base) => {
      const { init, controller } = subscriptionRequest(ORDER_UPDATED, { orderId: ORDERS.splitB.id }, token);
      return sseSubscription(await fetch(`${base}/graphql`, init), controller);
    }),
  );
  const now = await Promise.all(streams.map((stream) => stream.next(10_000)));
  for (const answer of now) expect(answer.data.orderUpdated.status).toBe('PROCESSING');
  const { productId } = now[0].data.orderUpdated.items[0];

  for (const [api, status] of [
    [cluster.apis[0]!, 'SHIPPED'],
    [cluster.apis[1]!, 'OUT_FOR_DELIVERY'],
  ] as const) {
    const step = await fetch(`${local(api.url)}/sandbox/order-items/step`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: ORDERS.splitB.id, productId }),
    });
    expect(step.status).toBe(200);
    const answers = await Promise.all(streams.map((stream) => stream.next(10_000)));
    for (const [i, answer] of answers.entries())
      expect(answer.data.orderUpdated, bases[i]).toMatchObject({ status, items: [{ productId, status }] });
  }
  for (const stream of streams) stream.close();
});
