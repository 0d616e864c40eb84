// An order is read whole as of one moment: its row, lines and steps in one snapshot. The gateway's live order updates
// found the torn read: a delivery committed between the order's row and its lines answered DELIVERED with no
// delivery date. Here the step commits exactly there, from another connection of the pool.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { KyselyPlugin, PluginTransformResultArgs } from 'kysely';
import { sql } from 'kysely';
import { toTimestamp } from '../../rest-api/src/clock.ts';
import { all } from '../../rest-api/src/db/queries.ts';
import { createOrderReader } from '../../rest-api/src/serializers/order.ts';
import { startApi, type TestApi } from '../helpers/api.ts';
import { ORDERS, USERS } from '../helpers/fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
  if (!api.databaseUrl) throw new Error('this test needs TEST_DATABASE_URL (the postgres project sets it)');
});
afterAll(() => api.close());

/** Runs `between` once, right after the first order row is read. */
function afterOrderRow(between: () => Promise<unknown>): KyselyPlugin {
  let done = false;
  return {
    transformQuery: ({ node }) => node,
    async transformResult({ result }: PluginTransformResultArgs) {
      if (!done && result.rows[0] && 'deliveredDate' in result.rows[0]) {
        done = true;
        await between();
      }
      return result;
    },
  };
}

it('reads an order’s row and lines from one moment while a delivery commits between them', async () => {
  const { id } = ORDERS.outForDelivery;
  const lines = await all(
    api.queries,
    sql<{ productId: string }>`SELECT productId FROM order_items WHERE orderId = ${id}`,
  );
  const reader = createOrderReader(api.queries);
  const before = await reader.one(id, USERS.demo.id);
  expect(before?.deliveredDate).toBeNull();

  const deliver = () => Promise.all(lines.map((line) => api.deps.fulfilment.step(id, line.productId, 3)));
  const during = await createOrderReader(api.queries.withPlugin(afterOrderRow(deliver))).one(id, USERS.demo.id);
  expect(during).toEqual(before);

  const after = await reader.one(id, USERS.demo.id);
  expect(after?.deliveredDate).toEqual(toTimestamp(api.clock.now()));
  expect(after?.product.items.map((item) => item.status)).toEqual(lines.map(() => 3));
});
