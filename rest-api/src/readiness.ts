// /readyz: whether this instance should get traffic (a load balancer's probe), unlike /healthz (whether it is alive).
import type { Context } from 'hono';
import type { Deps } from './deps.ts';

const NEVER_CACHED = { 'cache-control': 'no-store' };

/**
 * Answers 200 `{ status: 'ready', checks: { database: true } }` when the database answers a query, else 503 with
 * `database: false`; 503 `{ status: 'stopping' }` once `stop()` was called (the instance is finishing its requests
 * and must get no more).
 */
export function createReadiness(db: Pick<Deps['db'], 'prepare'>) {
  let stopping = false;

  function databaseAnswers(): boolean {
    try {
      db.prepare('SELECT 1').get();
      return true;
    } catch {
      return false;
    }
  }

  return {
    stop() {
      stopping = true;
    },
    answer(c: Context) {
      if (stopping) return c.json({ status: 'stopping' }, 503, NEVER_CACHED);
      const database = databaseAnswers();
      return c.json({ status: database ? 'ready' : 'unready', checks: { database } }, database ? 200 : 503, NEVER_CACHED);
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
