// Everything the root eslint.config.js loads, resolved from this package: typescript-eslint here finds TypeScript 6.0,
// whose compiler API it needs (the repository's own `typescript` is the native TypeScript 7 compiler, `tsc` only).
import { fixupPluginRules } from '@eslint/compat';
import relayPlugin from 'eslint-plugin-relay';

export { default as js } from '@eslint/js';
export { default as globals } from 'globals';
export { default as reactHooks } from 'eslint-plugin-react-hooks';
export { default as tseslint } from 'typescript-eslint';

// eslint-plugin-relay 1.8 (2.x needs Node 22) still calls the rule-context methods that ESLint 10 removed.
export const relay = fixupPluginRules(relayPlugin);
