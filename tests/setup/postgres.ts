// Global setup of the `postgres` project: a throw-away PostgreSQL server for the run (scripts/postgres.ts), unless
// TEST_DATABASE_URL already names one. Test files read its URL through postgresUrl.ts.
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../scripts/postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return project.provide('testDatabaseUrl', given);
  const server = await startPostgres();
  project.provide('testDatabaseUrl', server.url);
  return () => server.stop();
}
