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

/**
 * Runs the reads of `work` on one snapshot of the database: rows one transaction wrote together are read together,
 * not some before it and some after (on PostgreSQL each statement of a pool otherwise sees its own moment; on SQLite
 * another transaction may run between two queries). Inside a transaction, `work` joins it.
 */
export async function snapshot<T>(db: Queries, work: (trx: Tx) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Tx);
  const begin = db.transaction();
  return (isPostgres(db) ? begin.setIsolationLevel('repeatable read').setAccessMode('read only') : begin).execute(work);
}
