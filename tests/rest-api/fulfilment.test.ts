// Issue 59.1 and 59.5: sellers move order lines a step at a time, each step stored once with its time and announced
// to the gateways; the sandbox moves a line a step; a delivered line makes its shopper's review verified.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { all, first } from '../../rest-api/src/db/queries.ts';
import { DEMO, SECOND, startApi, TEST_PROXY_SECRET, type TestApi } from '../helpers/api.ts';
import { loadConfig } from '../../rest-api/src/config.ts';
import { startFulfilmentSimulator } from '../../rest-api/src/orders/fulfilmentSimulator.ts';
import { ORDERS, USERS } from '../helpers/fixtures.ts';
import type { OrderLineEvent } from '../../rest-api/src/orders/orderEvents.ts';

const KEY = 'seller-systems-key';
let api: TestApi, token: string;
const events: OrderLineEvent[] = [];
beforeAll(async () => {
  api = await startApi({ config: { fulfilmentKey: KEY } });
  token = await api.signIn(DEMO);
  api.deps.orderEvents.listen((event) => events.push(event));
});
afterAll(() => api.close());

/** The one line of a seeded order. */
async function lineOf(orderId: string, on: TestApi = api) {
  const row = await first(
    on.queries,
    sql<{ productId: string }>`SELECT productId FROM order_items WHERE orderId = ${orderId}`,
  );
  return { orderId, productId: row!.productId };
}

const step = (line: { orderId: string; productId: string }, status: number, key: string | null = KEY) =>
  api.post('/fulfilment/order-items/step', { ...line, status }, { headers: key ? { 'x-fulfilment-key': key } : {} });

const stored = (line: { orderId: string; productId: string }) =>
  all(
    api.queries,
    sql<{ status: number; reachedAt: number }>`SELECT status, reachedAt FROM order_item_events
      WHERE orderId = ${line.orderId} AND productId = ${line.productId} ORDER BY status`,
  );

/** The line as the shopper's order details answer it. */
async function shown(line: { orderId: string; productId: string }) {
  const { order } = (await api.get(`/order-inner-details/${line.orderId}`, { token })).body;
  const item = [...order.product.items, ...order.cancelledOrders].find(
    (i: { productId: string }) => i.productId === line.productId,
  );
  return { order, item };
}

describe('POST /fulfilment/order-items/step', () => {
  it('moves a line placed → shipped → out for delivery → delivered, storing each step once with its time', async () => {
    const line = await lineOf(ORDERS.placed.id);
    const times: number[] = [];
    for (const status of [1, 2, 3]) {
      api.clock.advance(60_000);
      times.push(api.clock.now());
      expect((await step(line, status)).body).toEqual({ ...line, status, changed: true });
    }
    expect(await stored(line)).toEqual(times.map((reachedAt, i) => ({ status: i + 1, reachedAt })));
    const { order, item } = await shown(line);
    expect(item.status).toBe(3);
    expect(
      item.steps.map((s: { status: number; reachedAt: { _seconds: number } }) => [s.status, s.reachedAt._seconds]),
    ).toEqual(times.map((t, i) => [i + 1, Math.floor(t / 1000)]));
    // The order's only line is delivered: so is the order, at that step's time.
    expect(order.status).toBe(3);
    expect(order.deliveredDate._seconds).toBe(Math.floor(times[2]! / 1000));
    expect(events.filter((e) => e.orderId === line.orderId)).toEqual(
      times.map((at, i) => ({ ...line, userId: USERS.demo.id, status: i + 1, at })),
    );
  });

  it('is idempotent: the same step again answers changed: false, writes and announces nothing', async () => {
    const line = await lineOf(ORDERS.splitA.id);
    expect((await step(line, 1)).body.changed).toBe(true);
    const [before, announced] = [await stored(line), events.length];
    api.clock.advance(60_000);
    expect((await step(line, 1)).body).toEqual({ ...line, status: 1, changed: false });
    expect(await stored(line)).toEqual(before);
    expect(events).toHaveLength(announced);
  });

  it('refuses a step out of order (skipped or backwards) with 409, changing nothing', async () => {
    const line = await lineOf(ORDERS.splitB.id);
    const skipped = await step(line, 2);
    expect(skipped.status).toBe(409);
    expect(skipped.body).toMatchObject({ code: 'STEP_OUT_OF_ORDER', field: 'status' });
    expect(skipped.body.message).toMatch(/^This item is at status 0: it moves one step at a time/);
    await step(line, 1);
    await step(line, 2);
    expect((await step(line, 1)).body.code).toBe('STEP_OUT_OF_ORDER');
    expect((await stored(line)).map((s) => s.status)).toEqual([1, 2]);
  });

  it('stops at a cancelled line', async () => {
    const line = await lineOf(ORDERS.cancelled.id);
    const answer = await step(line, 1);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'ORDER_LINE_CANCELLED',
      message: 'This item was cancelled: it moves no further',
    });
    expect(await stored(line)).toEqual([]);
  });

  it('answers 404 for a line that is not in the order', async () => {
    const answer = await step({ orderId: ORDERS.placed.id, productId: 'PRD999999' }, 1);
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('ORDER_LINE_NOT_FOUND');
  });

  it('needs the sellers’ key: none or a wrong one is refused (401)', async () => {
    const line = await lineOf(ORDERS.secondUser.id);
    for (const key of [null, 'wrong-key']) {
      const answer = await step(line, 1, key);
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('FULFILMENT_KEY_INVALID');
    }
    expect(await stored(line)).toEqual([]);
  });
});

/** The sandbox's call (a development route, outside openapi.yaml like the other /sandbox routes). */
async function sandboxStep(on: TestApi, line: { orderId: string; productId: string }) {
  const response = await fetch(`${on.url}/sandbox/order-items/step`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(line),
  });
  return { status: response.status, body: await response.json() };
}

describe('POST /sandbox/order-items/step', () => {
  it('moves a line its next step', async () => {
    const line = await lineOf(ORDERS.secondUser.id);
    const answer = await sandboxStep(api, line);
    expect(answer.body).toEqual({ ...line, status: 1, changed: true });
  });

  it('is not served without the sandbox', async () => {
    const off = await startApi({ config: { sandbox: false } });
    try {
      const answer = await sandboxStep(off, await lineOf(ORDERS.placed.id));
      expect(answer.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('verified purchase (issue 32) follows delivery', () => {
  it('a review written before delivery becomes verified when the line is delivered', async () => {
    const line = await lineOf(ORDERS.shipped.id);
    const product = await first(
      api.queries,
      sql<{ sellerId: string; brandId: string; categoryId: string }>`SELECT sellerId, brandId, categoryId FROM products
        WHERE productId = ${line.productId}`,
    );
    await sql`DELETE FROM reviews WHERE productId = ${line.productId} AND userId = ${USERS.demo.id}`.execute(
      api.queries,
    );
    const rating = {
      productId: line.productId,
      customerId: USERS.demo.customDocId,
      rating: 4,
      comment: 'Arrived well packed',
      review: 'Good',
      mediaUrl: [],
      reference: `products/${line.productId}`,
      sellerId: product!.sellerId,
      brandId: product!.brandId,
      category: product!.categoryId,
    };
    expect((await api.post('/add-rating', rating, { token })).status).toBe(201);
    const verified = async () =>
      (await api.get(`/get-product-user-reviews?productId=${line.productId}`, { token })).body.map(
        (r: { verifiedPurchase: boolean }) => r.verifiedPurchase,
      );
    expect(await verified()).toEqual([false]);
    await step(line, 2);
    expect(await verified()).toEqual([false]);
    await step(line, 3);
    expect(await verified()).toEqual([true]);
  });
});

describe('the fulfilment simulator', () => {
  it('moves the lines of recent orders a step each period until delivered, and leaves older orders alone', async () => {
    const own = await startApi();
    const stop = startFulfilmentSimulator(own.deps.fulfilment, own.clock, 1, own.deps.log);
    try {
      const recent = await lineOf(ORDERS.splitA.id, own);
      const old = await lineOf(ORDERS.placed.id, own);
      await sql`UPDATE orders SET orderDate = ${own.clock.now()} WHERE id = ${recent.orderId}`.execute(own.queries);
      const statusOf = async (line: { orderId: string; productId: string }) =>
        (await first(
          own.queries,
          sql<{ status: number }>`SELECT status FROM order_items
            WHERE orderId = ${line.orderId} AND productId = ${line.productId}`,
        ))!.status;
      for (const status of [1, 2, 3]) {
        own.clock.advance(1_000);
        await vi.waitFor(async () => expect(await statusOf(recent)).toBe(status), { timeout: 3_000 });
      }
      own.clock.advance(1_000);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await statusOf(recent)).toBe(3);
      expect(await statusOf(old)).toBe(ORDERS.placed.status);
    } finally {
      stop();
      await own.close();
    }
  });

  it('is off without the sandbox and by FULFILMENT_STEP_SECONDS=0; 60 s by default in the sandbox', () => {
    expect(loadConfig({ DEV_SANDBOX: 'true' }).fulfilmentStepSeconds).toBe(60);
    expect(loadConfig({ DEV_SANDBOX: 'true', FULFILMENT_STEP_SECONDS: '5' }).fulfilmentStepSeconds).toBe(5);
    expect(loadConfig({ DEV_SANDBOX: 'true', FULFILMENT_STEP_SECONDS: '0' }).fulfilmentStepSeconds).toBe(0);
    expect(loadConfig({ FULFILMENT_STEP_SECONDS: '5' }).fulfilmentStepSeconds).toBe(0);
    expect(loadConfig({ DEV_SANDBOX: 'true', NODE_ENV: 'production' }).fulfilmentStepSeconds).toBe(0);
  });
});

describe('GET /order-events', () => {
  it('answers the holder of the proxy secret only', async () => {
    expect((await fetch(`${api.url}/order-events`)).status).toBe(403);
    const wrong = await fetch(`${api.url}/order-events`, { headers: { 'x-proxy-secret': 'guess' } });
    expect(wrong.status).toBe(403);
  });

  it('streams each step to the gateway as it is made', async () => {
    const controller = new AbortController();
    const response = await fetch(`${api.url}/order-events`, {
      headers: { 'x-proxy-secret': TEST_PROXY_SECRET },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const line = await lineOf(ORDERS.shipped.id);
    await sql`DELETE FROM order_item_events WHERE orderId = ${line.orderId}`.execute(api.queries);
    await sql`UPDATE order_items SET status = 0 WHERE orderId = ${line.orderId}`.execute(api.queries);
    await step(line, 1);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('\n\n')) text += (await reader.read()).value;
    controller.abort();
    expect(JSON.parse(/^data: (.*)$/m.exec(text)![1]!)).toEqual({
      ...line,
      userId: USERS.demo.id,
      status: 1,
      at: api.clock.now(),
    });
  });
});

describe('a cancellation', () => {
  it('is announced like a step, once its lines are cancelled (a repeated request announces nothing)', async () => {
    const line = await lineOf(ORDERS.secondUser.id);
    const owner = await api.signIn(SECOND);
    const cancel = { orderId: line.orderId, productIds: [line.productId], cancellationReason: 'I changed my mind' };
    const announced = events.length;
    expect((await api.post('/cancel-order', cancel, { token: owner })).status).toBe(200);
    expect(events.slice(announced)).toEqual([{ ...line, userId: USERS.second.id, status: 4, at: api.clock.now() }]);
    expect((await api.post('/cancel-order', cancel, { token: owner })).status).toBe(200);
    expect(events).toHaveLength(announced + 1);
  });
});
