// `npm run lint` (with `prettier --check`): the recommended rules of ESLint and typescript-eslint everywhere, React's
// hook rules and Relay's checks in the storefront. Type-aware rules are left out: typed linting of the whole repository
// would more than double the run. Import circles: tests/scripts/importCircles.test.ts.
import { defineConfig, globalIgnores } from 'eslint/config';
import { globals, js, reactHooks, relay, tseslint } from './tools/lint/plugins.js';

export default defineConfig(
  globalIgnores(['**/__generated__/', '**/dist/', '**/dist-server/', 'coverage/', 'data/', 'examples/*/src/gql/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // tsc reports unused locals and parameters already (noUnusedLocals, noUnusedParameters; `_` names are kept).
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    files: ['tests/**'],
    rules: {
      // Tests read GraphQL and REST answers as untyped JSON.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['web/src/**', 'web/public/**', 'tests/web/**', 'tests/e2e/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, relay },
    rules: {
      // The two rules of hooks; the plugin's React Compiler rules (purity, refs, set-state-in-effect, ...) check
      // code written for the compiler, which this app does not use.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A bare graphql`` tag declares a fragment for relay-compiler.
      '@typescript-eslint/no-unused-expressions': ['error', { allowTaggedTemplates: true }],
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/hook-required-argument': 'error',
      'relay/function-required-argument': 'error',
      // react-relay's main entry also exports the legacy containers (QueryRenderer, createFragmentContainer, ...);
      // the package is CommonJS, so the bundle keeps whatever the imported file requires: ≈ 6 kB gzip more.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-relay',
              message: "Import from 'react-relay/hooks': the main entry bundles Relay's legacy containers.",
            },
          ],
        },
      ],
      // Not relay/unused-fields nor relay/must-colocate-fragment-spreads: components hand fragment data (not
      // fragment keys) to presentational children such as AverageRating and ProductListing, which neither rule follows.
    },
  },
);
