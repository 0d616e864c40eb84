// Every test file of the `postgres` project runs on the server its global setup (postgres.ts) started.
import { inject } from 'vitest';

process.env.TEST_DATABASE_URL = inject('testDatabaseUrl');
