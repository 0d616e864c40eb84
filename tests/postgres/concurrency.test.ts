// Two REST API processes on one PostgreSQL database, receiving concurrent placements and cancellations for one
// account: what SQLite's single writer guaranteed must hold across processes (SERIALIZABLE transactions, retried).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type RawBuilder } from 'kysely';
import { openPostgres } from '../../rest-api/src/db/database.ts';
import { MIGRATIONS } from '../../rest-api/src/db/migrationList.ts';
import { first } from '../../rest-api/src/db/queries.ts';
import { DEFAULT_PRODUCTS } from '../../rest-api/src/db/seed.ts';
import { API_LISTENING, startService, type Service } from '@marketplace/runtime/service';
import { DEMO } from '../helpers/api.ts';
import { USERS } from '../helpers/fixtures.ts';
import { createEmptyPostgresDatabase, openTestDatabase, type TestDatabase } from '../helpers/testDatabase.ts';
import { TestClock } from '../helpers/clock.ts';

let store: TestDatabase;
let instances: Service[];
let token: string;

const PARALLEL = 10;

beforeAll(async () => {
  store = await openTestDatabase({ products: 240, seed: 7, now: new TestClock().now() });
  if (!store.url) throw new Error('these tests need TEST_DATABASE_URL (the postgres project sets it)');
  const env = { DATABASE_URL: store.url, API_PORT: '0', API_HOST: '127.0.0.1', DEV_SANDBOX: 'false' };
  instances = await Promise.all([0, 1].map(() => startService('rest-api/src/server.ts', env, API_LISTENING)));
  const res = await post(0, '/signin-check', { email: DEMO.email, password: DEMO.password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  token = res.body.token;
});

afterAll(async () => {
  await Promise.all((instances ?? []).map((instance) => instance.stop()));
  await store?.close();
});

/** A call to instance `n` (requests alternate between the two processes). */
async function post(n: number, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(instances[n % instances.length]!.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const one = async <T>(query: RawBuilder<T>) => (await first(store.queries, query))!;
const count = async (query: RawBuilder<{ n: number }>) => (await one(query)).n;
const coins = async () => (await one(sql<{ coin: number }>`SELECT coin FROM users WHERE id = ${USERS.demo.id}`)).coin;
const stockOf = async (id: string) =>
  (await one(sql<{ stock: number }>`SELECT stock FROM products WHERE productId = ${id}`)).stock;
const setCoins = (coin: number) =>
  sql`UPDATE users SET coin = ${coin} WHERE id = ${USERS.demo.id}`.execute(store.queries);

/** A product with plenty of stock outside the fixtures, and a cash-on-delivery body buying one unit of it. */
async function cheapOrder(index: number, creditCoins = 0) {
  const product = await one(
    sql<{ productId: string; offerPrice: number }>`SELECT productId, offerPrice FROM products
      WHERE stock >= 100 AND b2cMaxQty >= 1 AND productId > 'PRD000030' AND tirePrice = '[]'
      ORDER BY productId LIMIT 1 OFFSET ${index}`,
  );
  const totalPaise = Math.round(product.offerPrice * 100) - creditCoins * 10;
  return {
    productId: product.productId,
    body: {
      paymentMode: 'Cash on Delivery',
      cod: true,
      products: [{ id: product.productId, quantity: 1 }],
      totalPrice: totalPaise / 100,
      address: {
        name: 'Rahul Sharma',
        phoneNumber: '9876543210',
        houseName: '4th Floor Prestige Tower',
        localArea: 'MG Road',
        pincode: '560001',
        state: 'Karnataka',
      },
      creditCoins,
      coinValue: 0.1,
    },
  };
}

describe('two REST API instances on one PostgreSQL database', () => {
  it('place one order for concurrent placements with the same Idempotency-Key', async () => {
    const { productId, body } = await cheapOrder(0);
    const stock = await stockOf(productId);
    const headers = { 'Idempotency-Key': 'concurrent-key-0001' };
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, n) => post(n, '/place-order', body, headers)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(PARALLEL - 1).fill(200), 201]);
    expect(new Set(answers.map((a) => a.body.orderId)).size).toBe(1);
    expect(
      await count(sql`SELECT COUNT(*) AS n FROM order_requests WHERE idempotencyKey = ${headers['Idempotency-Key']}`),
    ).toBe(1);
    expect(await count(sql`SELECT COUNT(*) AS n FROM orders WHERE parentOrderId = ${answers[0]!.body.orderId}`)).toBe(
      1,
    );
    expect(await stockOf(productId)).toBe(stock - 1);
  });

  it('never spend more coins than the balance across concurrent placements', async () => {
    const spend = 10;
    const balance = 5 * spend;
    await setCoins(balance);
    const ordersOfDemo = () => count(sql`SELECT COUNT(*) AS n FROM orders WHERE userId = ${USERS.demo.id}`);
    const before = await ordersOfDemo();
    const { body } = await cheapOrder(1, spend);
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, n) => post(n, '/place-order', body)));
    const placed = answers.filter((a) => a.status === 201);
    expect(placed.length).toBe(balance / spend);
    expect(answers.filter((a) => a.status !== 201).map((a) => [a.status, a.body.message])).toEqual(
      Array(PARALLEL - placed.length).fill([400, 'You do not have enough coins']),
    );
    expect(await coins()).toBe(0);
    expect(await ordersOfDemo()).toBe(before + placed.length);
    const spent = await Promise.all(
      placed.map((a) => count(sql`SELECT SUM(creditCoins) AS n FROM orders WHERE parentOrderId = ${a.body.orderId}`)),
    );
    expect(spent).toEqual(Array(placed.length).fill(spend));
  });

  it('cancel an order once, returning its coins once, under concurrent cancellations', async () => {
    const spend = 10;
    await setCoins(spend);
    const { productId, body } = await cheapOrder(2, spend);
    const placed = await post(0, '/place-order', body);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(await coins()).toBe(0);
    const stock = await stockOf(productId);
    const orderId = (await one(sql<{ id: string }>`SELECT id FROM orders WHERE parentOrderId = ${placed.body.orderId}`))
      .id;
    const cancel = {
      orderId,
      productIds: [productId],
      cancellationReason: 'I changed my mind',
      refundMethod: 'wallet',
    };
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, n) => post(n, '/cancel-order', cancel)));
    expect(answers.map((a) => a.status)).toEqual(Array(PARALLEL).fill(200));
    expect(await coins(), 'coins returned once').toBe(spend);
    expect(await stockOf(productId), 'stock returned once').toBe(stock + 1);
    expect((await one(sql<{ status: number }>`SELECT status FROM orders WHERE id = ${orderId}`)).status).toBe(4);
  });
});

describe('two REST API instances starting at once on an empty PostgreSQL database', () => {
  it('migrate and seed it once, and both serve it', async () => {
    const empty = await createEmptyPostgresDatabase();
    const env = { DATABASE_URL: empty.url, API_PORT: '0', API_HOST: '127.0.0.1', DEV_SANDBOX: 'false' };
    const both = await Promise.all([0, 1].map(() => startService('rest-api/src/server.ts', env, API_LISTENING)));
    const db = await openPostgres(empty.url);
    try {
      const count = async (query: string) => (await first(db, sql.raw<{ n: number }>(query)))!.n;
      expect(await count(`SELECT COUNT(*) AS n FROM kysely_migration`)).toBe(Object.keys(MIGRATIONS).length);
      expect(await count(`SELECT COUNT(*) AS n FROM meta WHERE key = 'seed'`)).toBe(1);
      expect(await count(`SELECT COUNT(*) AS n FROM products`)).toBe(DEFAULT_PRODUCTS);
      expect(await count(`SELECT COUNT(*) AS n FROM users WHERE email = 'demo@example.com'`)).toBe(1);
      for (const instance of both) expect((await fetch(`${instance.url}/getAllProducts?limit=1`)).status).toBe(200);
    } finally {
      await db.destroy();
      await Promise.all(both.map((instance) => instance.stop()));
      await empty.drop();
    }
  }, 120_000);
});
