import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgres } from '../../rest-api/src/db/database.ts';
import { openDatabase } from '../../rest-api/src/db/open.ts';
import type { Queries } from '../../rest-api/src/db/queries.ts';
import { seedDatabase, type SeedOptions } from '../../rest-api/src/db/seed.ts';

export interface TestDatabase {
  queries: Queries;
  /** The PostgreSQL database's URL, for more connections to it; null on SQLite. */
  url: string | null;
  close(): Promise<void>;
}

/**
 * A fresh, seeded database: a SQLite file, or with TEST_DATABASE_URL (a PostgreSQL server whose user may create
 * databases) a new database on that server, dropped by close().
 */
export async function openTestDatabase(seed: Required<SeedOptions>): Promise<TestDatabase> {
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const { url, drop } = await createPostgresDatabase(server, seed);
    const queries = await openPostgres(url);
    return { queries, url, close: async () => (await queries.destroy(), await drop()) };
  }
  const dir = mkdtempSync(join(tmpdir(), 'mkt-api-'));
  copyFileSync(await sqliteTemplate(seed), join(dir, 'test.db'));
  const queries = await openDatabase(join(dir, 'test.db'));
  const close = async () => (await queries.destroy(), rmSync(dir, { recursive: true, force: true }));
  return { queries, url: null, close };
}

const sqliteTemplates = new Map<string, Promise<string>>();
let templatesDir: string | null = null;

/**
 * A SQLite file seeded for `seed` once per test process, for each test database to start as a copy of: seeding
 * 240 products took about 0.15 s, for each of the 85 REST APIs the node project starts; copying takes a millisecond.
 */
function sqliteTemplate(seed: Required<SeedOptions>): Promise<string> {
  const key = JSON.stringify(seed);
  let template = sqliteTemplates.get(key);
  if (!template) {
    if (!templatesDir) {
      const dir = (templatesDir = mkdtempSync(join(tmpdir(), 'mkt-tpl-')));
      process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    }
    const file = join(templatesDir, `${sqliteTemplates.size}.db`);
    template = (async () => {
      const queries = await openDatabase(file);
      await seedDatabase(queries, seed);
      // Closed, so its write-ahead log is folded into the file the copies are made of.
      await queries.destroy();
      return file;
    })();
    sqliteTemplates.set(key, template);
  }
  return template;
}

const DB_SOURCES = new URL('../../rest-api/src/db/', import.meta.url);

/** Changes with the migrations and the seed, so a long-lived server never hands out a stale template. */
function schemaVersion() {
  const hash = createHash('sha256');
  for (const file of (readdirSync(DB_SOURCES, { recursive: true }) as string[]).sort()) {
    if (/\.(ts|sql)$/.test(file)) hash.update(file).update(readFileSync(new URL(file, DB_SOURCES)));
  }
  return hash.digest('hex').slice(0, 12);
}

const at = (server: string, database: string) =>
  Object.assign(new URL(server), { pathname: `/${database}` }).toString();

/**
 * A copy of the template database for `seed` (made once per server under an advisory lock: seeding takes
 * seconds, copying a fraction of one), and how to drop it.
 */
export async function createPostgresDatabase(server: string, seed: Required<SeedOptions>) {
  const template = `mkt_tpl_${seed.products}_${seed.seed}_${createHash('sha256').update(`${seed.now}:${schemaVersion()}`).digest('hex').slice(0, 12)}`;
  const name = `mkt_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`SELECT pg_advisory_lock(hashtext($1))`, [template]);
    try {
      const { rowCount } = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [template]);
      if (!rowCount) {
        // Built under another name and renamed once seeded, so a run that dies half-way leaves no template behind.
        const building = `${template}_building`;
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${building}`);
        await (await openPostgres(at(server, building), seed)).destroy();
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
      }
    } finally {
      await admin.query(`SELECT pg_advisory_unlock(hashtext($1))`, [template]);
    }
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  return { url: at(server, name), drop: () => onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A new, empty database on TEST_DATABASE_URL's server (no schema, no rows), and how to drop it. */
export async function createEmptyPostgresDatabase() {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('TEST_DATABASE_URL is not set (the postgres test project sets it)');
  const name = `mkt_empty_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(server, `CREATE DATABASE ${name}`);
  return { url: at(server, name), drop: () => onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function onServer(server: string, sql: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
