import { readdirSync, readFileSync } from 'node:fs';
import type { PostgresDatabase } from './postgres.ts';

const folder = new URL('./migrations/postgres/', import.meta.url);

/** The numbered migrations (001_initial.sql, ...), in order. */
function migrations() {
  return readdirSync(folder)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: file.replace(/\.sql$/, ''), sql: readFileSync(new URL(file, folder), 'utf8') }));
}

/**
 * Applies the PostgreSQL migrations not yet recorded in schema_migrations, each in its own transaction. The caller
 * holds the advisory lock (database.ts), so two instances starting at once do not both apply one.
 */
export function migratePostgres(db: PostgresDatabase, now = Date.now()): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, appliedAt BIGINT NOT NULL)`);
  const applied = new Set(db.prepare(`SELECT version FROM schema_migrations`).pluck().all() as string[]);
  const done: string[] = [];
  for (const { version, sql } of migrations()) {
    db.learnSchema(sql);
    if (applied.has(version)) continue;
    db.transaction(() => {
      db.exec(sql);
      db.prepare(`INSERT INTO schema_migrations (version, appliedAt) VALUES (?, ?)`).run(version, now);
    })();
    done.push(version);
  }
  return done;
}
