import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createApp, createDeps } from '../../rest-api/src/app.ts';
import { loadConfig } from '../../rest-api/src/config.ts';
import { openDatabase } from '../../rest-api/src/db/open.ts';
import { all, first, type Queries } from '../../rest-api/src/db/queries.ts';
import { seedDatabase } from '../../rest-api/src/db/seed.ts';
import { sessionStarter } from '../../rest-api/src/sessions.ts';
import { userStore } from '../../rest-api/src/users.ts';
import { createGateway } from '../../gateway/src/yoga.ts';
import { TEST_LIMITS } from '../helpers/api.ts';
import { TestClock } from '../helpers/clock.ts';
import { gatewayConfig } from '../helpers/gateway.ts';

/** A REST API on a fixed port that the test can kill (every connection cut) and start again on the same data. */
let app: ReturnType<typeof createApp>;
let db: Awaited<ReturnType<typeof openDatabase>>;
let queries: Queries;
let server: Server;
let port = 0;
const start = () =>
  new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      port = info.port;
      resolve();
    }) as Server;
  });
const kill = () => {
  server.closeAllConnections();
  server.close();
};

let gateway: ReturnType<typeof createGateway>;
let token: string;
let userId: string;

beforeAll(async () => {
  db = await openDatabase(join(mkdtempSync(join(tmpdir(), 'mkt-faults-')), 'test.db'));
  const clock = new TestClock();
  await seedDatabase(db, { products: 240, seed: 7, now: clock.now() });
  const deps = await createDeps({
    queries: db,
    clock,
    config: { ...loadConfig({}), sandbox: true, paymentKeySecret: 'test-secret', limits: TEST_LIMITS },
  });
  queries = deps.queries;
  app = createApp(deps);
  await start();
  gateway = createGateway(
    gatewayConfig({ upstreamUrl: `http://127.0.0.1:${port}`, breaker: { failures: 3, cooldownMs: 200 } }),
  );
  userId = await userStore(deps).create({ name: 'Fault Tester', email: `faults.${process.pid}@example.org` });
  token = (await sessionStarter(deps)(userId)).token;
});
afterAll(async () => {
  await gateway.dispose();
  kill();
  await db.destroy();
});

async function graph(query: string, variables: Record<string, unknown> = {}) {
  const response = await gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json() };
}

const PLACE = /* GraphQL */ `
  mutation ($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order {
        parentOrderId
      }
      userErrors {
        message
      }
    }
  }
`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the REST API killed and started again under load', () => {
  it('recovers without a gateway restart, and every order the shopper was told about exists exactly once', async () => {
    const added = await graph('mutation ($input: AddAddressInput!) { addAddress(input: $input) { address { id } } }', {
      input: {
        name: 'Meera Iyer',
        phoneNumber: '9000000001',
        houseName: 'Flat 3B',
        localArea: 'Indiranagar',
        pincode: '560001',
        state: 'Karnataka',
      },
    });
    const addressId = added.body.data.addAddress.address.id as string;
    const { productId } = (await first(
      queries,
      sql<{ productId: string }>`SELECT productId FROM products ORDER BY stock DESC LIMIT 1`,
    ))!;

    // Reads keep coming while the API goes down and comes back.
    let reading = true;
    const reads = { ok: 0, failed: 0 };
    const reader = (async () => {
      while (reading) {
        const { body } = await graph('{ topCategories { categoryId } }');
        if (body.errors) reads.failed++;
        else reads.ok++;
        await pause(10);
      }
    })();

    const ORDERS = 12;
    const acknowledged: string[] = [];
    let failedAttempts = 0;
    for (let i = 0; i < ORDERS; i++) {
      if (i === 4) {
        kill();
        setTimeout(() => void start(), 500);
      }
      const input = {
        source: 'PRODUCT',
        productId,
        addressId,
        paymentMethod: 'CASH_ON_DELIVERY',
        idempotencyKey: `fault-test-${process.pid}-${i}`,
      };
      // The storefront's rule: an attempt that failed is sent again with the same key until it is answered.
      for (let attempt = 0; ; attempt++) {
        expect(attempt, 'the gateway recovers').toBeLessThan(100);
        const { body } = await graph(PLACE, { input });
        const placed = body.data?.placeOrder;
        if (placed?.order && placed.userErrors.length === 0) {
          acknowledged.push(placed.order.parentOrderId);
          break;
        }
        failedAttempts++;
        await pause(50);
      }
    }
    await pause(100);
    reading = false;
    await reader;

    const stored = await all(
      queries,
      sql<{ parentOrderId: string }>`SELECT parentOrderId FROM orders WHERE userId = ${userId} ORDER BY rowid`,
    );
    console.log(
      `faults: ${acknowledged.length} orders acknowledged, ${stored.length} stored, ${failedAttempts} failed attempts retried; reads ${reads.ok} answered, ${reads.failed} failed`,
    );
    expect(failedAttempts, 'the API was really down for a while').toBeGreaterThan(0);
    expect(new Set(acknowledged).size).toBe(ORDERS);
    expect(stored.map((o) => o.parentOrderId).sort()).toEqual([...acknowledged].sort());
    expect(reads.failed).toBeGreaterThan(0);
    const { body } = await graph('{ topCategories { categoryId } }');
    expect(body.errors).toBeUndefined();
    expect(body.data.topCategories.length).toBeGreaterThan(0);
  }, 60_000);
});
