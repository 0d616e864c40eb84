import type { Queries, Tx } from './queries.ts';
import { isPostgres } from './dialects.ts';

/** Serialization failures and deadlocks: the transaction is run again from the start. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 10;

const codeOf = (err: unknown) => (err as { code?: unknown } | null)?.code;

/**
 * Runs `work` in one transaction: on PostgreSQL SERIALIZABLE, and run again when PostgreSQL reports a conflict with
 * another transaction, which gives order placement, coins and cancellation the guarantees SQLite's single writer
 * gives them (on SQLite the layer's one connection runs one transaction at a time). Inside a transaction, `work`
 * joins it.
 */
export async function transaction<T>(db: Queries, work: (trx: Tx) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Tx);
  if (!isPostgres(db)) return db.transaction().execute(work);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().setIsolationLevel('serializable').execute(work);
    } catch (err) {
      if (!(RETRYABLE.has(String(codeOf(err))) && attempt < MAX_ATTEMPTS)) throw err;
    }
  }
}
