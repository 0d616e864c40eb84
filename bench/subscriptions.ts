// Live orders (issue 59) on the scale-out deployment (scripts/cluster.ts): from a fulfilment step on a REST API to
// the subscriber's update, through HAProxy to either gateway (Redis pub/sub between them); then 1 000 open
// subscriptions on one gateway: its memory per subscription and CPU per delivered update.
import pg from 'pg';
import { startCluster, type Cluster } from '../scripts/cluster.ts';
import { printTable, type Cell } from '@marketplace/runtime/table';
import { sseSubscription, subscriptionRequest, type SseSubscription } from '../tests/helpers/sse.ts';
import { cpuMs } from './processCpu.ts';

const ORDER = 'ORD0006';
const STEPS = 60;
const OPEN = 1_000;
const FAN_OUT_STEPS = 3;
const QUERY =
  'subscription ($orderId: ID!) { orderUpdated(orderId: $orderId) { id status items { id status statusText tracker { title done reachedAt } } } }';

const local = (url: string) => url.replace('localhost', '127.0.0.1');
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const residentKb = async (pid: number) =>
  Number(
    /VmRSS:\s+(\d+)/.exec(await import('node:fs').then((fs) => fs.readFileSync(`/proc/${pid}/status`, 'utf8')))?.[1],
  );

async function signIn(cluster: Cluster) {
  const response = await fetch(`${cluster.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($input: SignInWithEmailInput!) { signInWithEmail(input: $input) { session { token } } }',
      variables: { input: { email: 'demo@example.com', password: 'Demo@1234' } },
    }),
  });
  return ((await response.json()) as { data: { signInWithEmail: { session: { token: string } } } }).data.signInWithEmail
    .session.token;
}

async function subscribe(base: string, token: string): Promise<SseSubscription> {
  const { init, controller } = subscriptionRequest(QUERY, { orderId: ORDER }, token);
  const stream = sseSubscription(await fetch(`${base}/graphql`, init), controller);
  await stream.next(30_000);
  return stream;
}

/** Moves the order's line a step on one REST API (the sandbox's call), back to placed once it is delivered. */
function stepper(cluster: Cluster, db: pg.Client, productId: string) {
  let status = 0;
  return async (turn: number) => {
    if (status === 3) {
      await db.query('DELETE FROM order_item_events WHERE orderId = $1', [ORDER]);
      await db.query('UPDATE order_items SET status = 0 WHERE orderId = $1', [ORDER]);
      await db.query('UPDATE orders SET deliveredDate = NULL WHERE id = $1', [ORDER]);
      status = 0;
    }
    const api = local(cluster.apis[turn % cluster.apis.length]!.url);
    const started = performance.now();
    const answer = await fetch(`${api}/sandbox/order-items/step`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: ORDER, productId }),
    });
    if (answer.status !== 200) throw new Error(`the step answered ${answer.status}: ${await answer.text()}`);
    status++;
    return started;
  };
}

export async function benchSubscriptions() {
  const cluster = await startCluster({
    gatewayEnv: {
      RATE_LIMIT_PER_MINUTE: '0',
      CLIENT_COST_PER_MINUTE: '0',
      CLIENT_CONCURRENT_REQUESTS: '0',
      MAX_SUBSCRIPTIONS_PER_CLIENT: '0',
      LOG_LEVEL: 'warn',
    },
  });
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  try {
    const token = await signIn(cluster);
    const { rows } = await db.query<{ productid: string }>('SELECT productId FROM order_items WHERE orderId = $1', [
      ORDER,
    ]);
    const step = stepper(cluster, db, rows[0]!.productid);

    // Two subscribers through HAProxy (round robin: one on each gateway); each step alternates REST APIs.
    const viaBalancer = [await subscribe(cluster.url, token), await subscribe(cluster.url, token)];
    const latencies: number[] = [];
    for (let turn = 0; turn < STEPS; turn++) {
      const started = await step(turn);
      await Promise.all(
        viaBalancer.map(async (stream) => {
          await stream.next(10_000);
          latencies.push(performance.now() - started);
        }),
      );
    }
    for (const stream of viaBalancer) stream.close();
    latencies.sort((a, b) => a - b);

    // 1 000 subscriptions of one shopper to one order on one gateway: every step reaches all of them.
    const gateway = cluster.gateways[0]!;
    const pid = gateway.child.pid!;
    const before = await residentKb(pid);
    const open: SseSubscription[] = [];
    for (let i = 0; i < OPEN; i += 50)
      open.push(...(await Promise.all(Array.from({ length: 50 }, () => subscribe(local(gateway.url), token)))));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = await residentKb(pid);
    const cpuBefore = cpuMs(pid);
    const fanOutStarted = performance.now();
    for (let turn = 0; turn < FAN_OUT_STEPS; turn++) {
      await step(turn);
      await Promise.all(open.map((stream) => stream.next(60_000)));
    }
    const fanOutMs = performance.now() - fanOutStarted;
    const cpu = cpuMs(pid) - cpuBefore;
    for (const stream of open) stream.close();

    const table: Cell[][] = [
      [
        `REST step → subscriber's update, through HAProxy (2 gateways, ${latencies.length} updates)`,
        `p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms`,
      ],
      [`${OPEN} open subscriptions on one gateway: memory`, `${((after - before) / OPEN).toFixed(1)} kB each (RSS)`],
      [
        `${OPEN} open subscriptions on one gateway: ${FAN_OUT_STEPS} steps, ${FAN_OUT_STEPS * OPEN} updates`,
        `${((cpu * 1000) / (FAN_OUT_STEPS * OPEN)).toFixed(0)} µs gateway CPU per update, ${(fanOutMs / FAN_OUT_STEPS / 1000).toFixed(2)} s to reach all ${OPEN}`,
      ],
    ];
    printTable(
      'Subscriptions: live orders (GraphQL over SSE, Redis pub/sub, PostgreSQL)',
      ['measure', 'result'],
      table,
      [
        'Each update re-reads the order from the REST API (one REST call per subscription per step): the fan-out rows include',
        'those reads, on this one machine beside HAProxy, the REST APIs, PostgreSQL, Redis and the subscribers.',
      ],
    );
  } finally {
    await db.end();
    await cluster.stop();
  }
}
