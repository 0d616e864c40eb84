import { sql } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ApiConfig } from '../config.ts';
import { migrate } from './migrate.ts';
import { openDatabase } from './open.ts';
import { first, postgresQueries, type Queries } from './queries.ts';
import { isSeeded, seedDatabase, type SeedOptions } from './seed.ts';

/** The advisory lock held while migrating and seeding, so instances starting at once set up a database once. */
const SETUP_LOCK = 2_026_020;
const SETUP_WAIT_MS = 10 * 60_000;
const SETUP_POLL_MS = 200;

/** Seeds the database with `seed` when it is empty. */
async function seedWhenEmpty(db: Queries, seed: SeedOptions, onSeed?: () => void) {
  if (await isSeeded(db)) return;
  onSeed?.();
  await seedDatabase(db, seed);
}

/** Opens a PostgreSQL database and brings its schema up to date (the caller holds no lock: this takes it). */
export async function openPostgres(url: string, seed?: SeedOptions, onSeed?: () => void): Promise<Queries> {
  const queries = await postgresQueries(url);
  try {
    // One connection: the advisory lock belongs to the session that took it.
    await queries.connection().execute((session) =>
      withSetupLock(session, async () => {
        await migrate(session);
        if (seed) await seedWhenEmpty(session, seed, onSeed);
      }),
    );
  } catch (err) {
    await queries.destroy();
    throw err;
  }
  return queries;
}

async function withSetupLock(session: Queries, setUp: () => Promise<void>) {
  const tryLock = async () =>
    (await first(session, sql`SELECT 1 AS locked WHERE pg_try_advisory_lock(${SETUP_LOCK})`)) !== undefined;
  for (const deadline = Date.now() + SETUP_WAIT_MS; !(await tryLock());) {
    if (Date.now() > deadline) throw new Error('Another instance has been setting up the database for 10 minutes');
    await sleep(SETUP_POLL_MS);
  }
  try {
    await setUp();
  } finally {
    await sql`SELECT pg_advisory_unlock(${SETUP_LOCK})`.execute(session);
  }
}

/**
 * The REST API's database: PostgreSQL when DATABASE_URL is set, else the SQLite file API_DB; seeded (with `seed`)
 * when empty. `destroy()` closes it.
 */
export async function openConfiguredDatabase(
  config: Pick<ApiConfig, 'dbFile' | 'databaseUrl'>,
  seed: SeedOptions = {},
  onSeed?: () => void,
): Promise<Queries> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, seed, onSeed);
  const queries = await openDatabase(config.dbFile);
  await seedWhenEmpty(queries, seed, onSeed);
  return queries;
}
