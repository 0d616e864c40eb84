// One REST API process on PostgreSQL serves a request while another waits on the database: a signed-in request
// is held on a lock the test takes on the sessions table, and a guest's product page (no session to read) is
// answered in the meantime, before the held one.
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_LISTENING, startService, type Service } from '@marketplace/runtime/service';
import { DEMO } from '../helpers/api.ts';
import { TestClock } from '../helpers/clock.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/testDatabase.ts';

let store: TestDatabase;
let api: Service;

beforeAll(async () => {
  store = await openTestDatabase({ products: 240, seed: 7, now: new TestClock().now() });
  if (!store.url) throw new Error('this test needs TEST_DATABASE_URL (the postgres project sets it)');
  api = await startService(
    'rest-api/src/server.ts',
    { DATABASE_URL: store.url, API_PORT: '0', API_HOST: '127.0.0.1', DEV_SANDBOX: 'false' },
    API_LISTENING,
  );
});

afterAll(async () => {
  await api?.stop();
  await store?.close();
});

it('answers a guest while a signed-in request waits on a lock', async () => {
  const signIn = await fetch(`${api.url}/signin-check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.email, password: DEMO.password }),
  });
  const { token } = (await signIn.json()) as { token: string };

  const locker = new pg.Client({ connectionString: store.url! });
  await locker.connect();
  try {
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE');
    const settled: string[] = [];
    const held = fetch(`${api.url}/get-cart-products`, { headers: { authorization: `Bearer ${token}` } }).then(
      (res) => (settled.push('held'), res),
    );
    // The held request's query is waiting for the lock (pg_locks, unlike pg_stat_activity, is read afresh in a transaction).
    const waiting = async () =>
      (await locker.query(`SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted`)).rows[0].n;
    while ((await waiting()) === 0) await new Promise((done) => setTimeout(done, 20));

    const guest = await fetch(`${api.url}/getProductInnerDetails?pId=PRD000001`);
    settled.push('guest');
    expect(guest.status).toBe(200);

    await locker.query('COMMIT');
    expect((await held).status).toBe(200);
    expect(settled).toEqual(['guest', 'held']);
  } finally {
    await locker.end();
  }
});
