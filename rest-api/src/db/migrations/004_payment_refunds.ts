import { sql, type Kysely } from 'kysely';
import { columnTypes, required } from '../columns.ts';
import { addColumnIfMissing, addUniqueColumnIfMissing } from '../schemaState.ts';

/**
 * A captured payment ends in an order or a refund: when its signature was verified (/verify-payment; a pre-paid
 * placement needs it), and the refund of one that ended without an order (the provider's, on the payment order; the
 * marketplace's record, with its reason: placement refused, or abandoned).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { text, integer } = columnTypes(db);
  await addColumnIfMissing(db, 'payment_orders', 'verifiedAt', integer);
  await addUniqueColumnIfMissing(db, 'payment_orders', 'refundId', text, 'payment_orders_refund_id');
  await addColumnIfMissing(db, 'payment_orders', 'refundedAt', integer);

  await db.schema
    .createTable('payment_refunds')
    .ifNotExists()
    .addColumn('refundId', text, (c) => c.primaryKey())
    .addColumn('paymentOrderId', text, (c) => c.notNull().unique().references('payment_orders.id'))
    .addColumn('userId', text, (c) => c.notNull().references('users.id'))
    .addColumn('amount', integer, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('reason', text, required)
    .addColumn('createdAt', integer, required)
    .execute();
}
