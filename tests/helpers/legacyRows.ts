// Rows a database made before the migrations holds (in columns every old schema has), and the check that an upgrade
// kept them: tests/db/migrations.test.ts on SQLite, tests/postgres/schema.test.ts on PostgreSQL.
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Queries } from '../../rest-api/src/db/queries.ts';

const AT = Date.UTC(2026, 9, 1);

const ROWS: Record<string, Record<string, unknown>[]> = {
  users: [
    { id: 'U-legacy', customDocId: 'C-legacy', name: 'Asha Rao', email: 'Asha@Example.com', createdAt: AT },
    { id: 'U-phone', customDocId: 'C-phone', name: 'Ravi', phone: '+919800000001', coin: 40, createdAt: AT + 1 },
  ],
  payment_orders: [
    { id: 'order_legacy', userId: 'U-legacy', amount: 125_000, status: 'paid', paymentId: 'pay_1', createdAt: AT },
  ],
  lists: [{ id: 'L-legacy', userId: 'U-legacy', listName: 'Pantry', createdAt: AT }],
  verifications: [{ tokenDigest: 'digest-legacy', channel: 'phone', target: '+919800000002', expiresAt: AT }],
  settings: [{ key: 'legacy', value: 'kept' }],
};

export async function insertLegacyRows(db: Queries): Promise<void> {
  for (const [table, rows] of Object.entries(ROWS)) {
    // One at a time: a row leaving a column out gets its default.
    for (const row of rows) await (db as Kysely<any>).insertInto(table).values(row).execute();
  }
}

/** Every legacy row is there as written, the columns added since hold their defaults, and the newer rules apply. */
export async function expectLegacyRows(db: Queries): Promise<void> {
  for (const [table, rows] of Object.entries(ROWS)) {
    const found = await (db as Kysely<any>).selectFrom(table).selectAll().orderBy(Object.keys(rows[0]!)[0]!).execute();
    expect(found, table).toEqual(rows.map((row) => expect.objectContaining(row)));
  }
  expect(await db.selectFrom('lists').select(['shareToken', 'isPrivate']).execute()).toEqual([
    { shareToken: null, isPrivate: 0 },
  ]);
  expect(await db.selectFrom('payment_orders').select(['verifiedAt', 'refundId', 'refundedAt']).execute()).toEqual([
    { verifiedAt: null, refundId: null, refundedAt: null },
  ]);
  // The 'email' channel of verifications came after the oldest schema.
  await db
    .insertInto('verifications')
    .values({ tokenDigest: 'digest-email', channel: 'email', target: 'asha@example.com', expiresAt: AT })
    .execute();
}
