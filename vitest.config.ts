import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The storefront's graphql`` tags become imports of their compiled artifacts, as in the Vite build.
  plugins: [babel({ plugins: ['relay'], include: /[\\/]web[\\/]src[\\/].*\.tsx?$/ })],
  resolve: {
    // Node loads graphql's CommonJS build for yoga and graphql-tools; our code must share that one copy, or
    // GraphQLError instanceof checks fail (and expected errors get masked) under Vite's "module" resolution.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
