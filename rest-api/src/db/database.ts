import type { ApiConfig } from '../config.ts';
import { migratePostgres } from './migrate.ts';
import { isSeeded, openDatabase, type Db } from './open.ts';
import { PostgresDatabase } from './postgres.ts';
import { seedDatabase, type SeedOptions } from './seed.ts';

/** The advisory lock held while migrating and seeding, so instances starting at once set up a database once. */
const SETUP_LOCK = 2_026_020;
const SETUP_WAIT_MS = 10 * 60_000;

/** Opens a PostgreSQL database and brings its schema up to date (the caller holds no lock: this takes it). */
export function openPostgres(url: string, seed?: SeedOptions, onSeed?: () => void): PostgresDatabase {
  const pg = new PostgresDatabase(url);
  try {
    withSetupLock(pg, () => {
      migratePostgres(pg);
      if (seed && !isSeeded(pg.asDb())) {
        onSeed?.();
        seedDatabase(pg.asDb(), seed);
      }
    });
  } catch (err) {
    pg.close();
    throw err;
  }
  return pg;
}

function withSetupLock(db: PostgresDatabase, setUp: () => void) {
  const tryLock = db.prepare(`SELECT pg_try_advisory_lock(?)`).pluck();
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (const deadline = Date.now() + SETUP_WAIT_MS; !tryLock.get(SETUP_LOCK);) {
    if (Date.now() > deadline) throw new Error('Another instance has been setting up the database for 10 minutes');
    Atomics.wait(pause, 0, 0, 200);
  }
  try {
    setUp();
  } finally {
    db.prepare(`SELECT pg_advisory_unlock(?)`).get(SETUP_LOCK);
  }
}

/**
 * The REST API's database: PostgreSQL when DATABASE_URL is set, else the SQLite file API_DB; seeded (with `seed`)
 * when empty.
 */
export function openConfiguredDatabase(
  config: Pick<ApiConfig, 'dbFile' | 'databaseUrl'>,
  seed: SeedOptions = {},
  onSeed?: () => void,
): Db {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, seed, onSeed).asDb();
  const db = openDatabase(config.dbFile);
  if (!isSeeded(db)) {
    onSeed?.();
    seedDatabase(db, seed);
  }
  return db;
}
