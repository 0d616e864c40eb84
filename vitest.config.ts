import babel from '@rolldown/plugin-babel';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files of in-process tests (components, the gateway and REST API called in the test's own process) run two at a
 * time: each keeps one core busy, and the CI machine has two. Browser and cluster files run one at a time: their
 * servers and Chromium already fill both cores (run two at once, each took twice as long and timing-bound steps
 * failed). The browser projects beside the in-process ones (two Vitest processes, the in-process one at nice 10) made
 * `npm test` longer, 17 min 12 s against 15 min 54 s, and in-process tests ran out of time.
 */
const IN_PROCESS_WORKERS = 2;

/**
 * The in-process files share their worker's modules (`isolate: false`) instead of loading them again for each file:
 * loading the gateway and the REST API took 2.3 s a file, more than most files' tests (the node project ran 233 s
 * isolated, 110 s shared); the storefront's modules and a jsdom window took 4.3 s a file (the web project ran 137 s
 * isolated, 47–57 s shared). Each file builds its own servers and databases, and each component test renders into a
 * document that Testing Library empties after it, so nothing a test sees is shared but the code and the window.
 */

/**
 * The browser files whose flows write, sign in or keep a session run through the cluster only (e2e-cluster), where
 * two instances behind a balancer can disagree (sessions, idempotency, verification cookies, PostgreSQL): the same
 * screens on the single stack would repeat them for six minutes of CI and prove nothing more, since the storefront
 * and gateway code is the same and the REST suite covers SQLite against PostgreSQL call by call (node and postgres
 * projects). The pages that only read the catalog (listings, discovery, link crawl, texts, phone layout, prefetch)
 * run once, on the single stack as `npm start` runs it; the gateway suite covers the shared catalog cache on the
 * cluster (gateway-cluster).
 */
const CLUSTER_BROWSER_FILES = [
  'account',
  'auth',
  'cart',
  'checkout',
  'liveOrders',
  'orders',
  'otpBoxes',
  'passwordReset',
  'placedOrders',
  'productPage',
  'securityHeaders',
  'session',
  'sharedLists',
];

const browserFile = (name: string) => `tests/e2e/${name}.test.ts`;

/**
 * A browser test walks a real browser through several screens, so it gets 60 s (unit tests keep 20 s): on a loaded CI
 * machine a multi-screen test passed 20 s while every step was still progressing. What a step waits for on screen
 * (`expect.poll`) gets 15 s instead of Vitest's 1 s: a lazily loaded dialog took longer than 1 s under load, and the
 * test failed with the dialog on its way.
 */
const BROWSER_WAITS = { testTimeout: 60_000, expect: { poll: { timeout: 15_000 } } };

export default defineConfig({
  // The storefront's graphql`` tags become imports of their compiled artifacts, as in the Vite build.
  plugins: [babel({ plugins: ['relay'], include: /[\\/]web[\\/]src[\\/].*\.tsx?$/ })],
  resolve: {
    // Node loads graphql's CommonJS build for yoga and graphql-tools; our code must share that one copy, or
    // GraphQLError instanceof checks fail (and expected errors get masked) under Vite's "module" resolution.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // `vitest run` runs every project; each inherits the settings above (`extends: true`).
    projects: [
      {
        extends: true,
        test: {
          // The storefront's tests: in jsdom, after tests/setup/web.ts (relay-test-utils' `jest`, jsdom polyfills).
          name: 'web',
          isolate: false,
          maxWorkers: IN_PROCESS_WORKERS,
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/web.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          maxWorkers: 1,
          include: ['tests/e2e/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...CLUSTER_BROWSER_FILES.map(browserFile)],
          ...BROWSER_WAITS,
        },
      },
      {
        extends: true,
        test: {
          // The gateway, REST API and script tests, in Node.
          name: 'node',
          isolate: false,
          maxWorkers: IN_PROCESS_WORKERS,
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'tests/web/**', 'tests/e2e/**', 'tests/postgres/**', 'tests/cluster/**'],
        },
      },
      {
        extends: true,
        test: {
          // The REST contract tests again on PostgreSQL, with the seed and concurrency tests that need it: a
          // throw-away server per run (tests/setup/postgres.ts; its binaries must be installed), a database per file.
          name: 'postgres',
          isolate: false,
          maxWorkers: IN_PROCESS_WORKERS,
          include: ['tests/rest-api/**/*.test.ts', 'tests/postgres/**/*.test.ts'],
          globalSetup: ['tests/setup/postgres.ts'],
          setupFiles: ['tests/setup/postgresUrl.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The gateway suite again as the cluster deploys it (tests/helpers/gateway.ts): the REST API on
          // PostgreSQL, two gateways sharing a Redis, the test's requests dealt out between them.
          name: 'gateway-cluster',
          isolate: false,
          maxWorkers: IN_PROCESS_WORKERS,
          include: ['tests/gateway/**/*.test.ts'],
          // The gateway fuzz (10,000 malformed requests) runs once, in the node project: it tries the gateway's
          // parsing and refusals, the same code on both stacks (the REST fuzz runs on both databases).
          exclude: [...configDefaults.exclude, 'tests/gateway/fuzz.test.ts'],
          env: { TEST_STACK: 'cluster' },
          globalSetup: ['tests/setup/postgres.ts'],
          setupFiles: ['tests/setup/postgresUrl.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The browser files whose flows keep state through the cluster (tests/helpers/stack.ts: HAProxy, two
          // gateways, two REST APIs on PostgreSQL, Redis), a cluster per file.
          name: 'e2e-cluster',
          maxWorkers: 1,
          include: CLUSTER_BROWSER_FILES.map(browserFile),
          env: { TEST_STACK: 'cluster' },
          globalSetup: ['tests/setup/postgres.ts'],
          setupFiles: ['tests/setup/postgresUrl.ts'],
          ...BROWSER_WAITS,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          // The scale-out deployment (scripts/cluster.ts: PostgreSQL, Redis, two REST APIs, two gateways, HAProxy),
          // started once per file: a minute to start on a loaded machine, two for a test that kills an instance.
          name: 'cluster',
          maxWorkers: 1,
          include: ['tests/cluster/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
