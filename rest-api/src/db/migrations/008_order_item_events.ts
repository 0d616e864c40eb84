import { sql, type Kysely } from 'kysely';
import { columnTypes, required } from '../columns.ts';

/**
 * Each fulfilment step an order line reached (1 shipped, 2 out for delivery, 3 delivered) and when: one row per
 * step, so a retried step writes nothing more.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { text, integer } = columnTypes(db);
  await db.schema
    .createTable('order_item_events')
    .ifNotExists()
    .addColumn('orderId', text, required)
    .addColumn('productId', text, required)
    .addColumn('status', integer, (c) => c.notNull().check(sql`status BETWEEN 1 AND 3`))
    .addColumn('reachedAt', integer, required)
    .addPrimaryKeyConstraint('order_item_events_pkey', ['orderId', 'productId', 'status'])
    .addForeignKeyConstraint(
      'order_item_events_orderid_productid_fkey',
      ['orderId', 'productId'],
      'order_items',
      ['orderId', 'productId'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
}
