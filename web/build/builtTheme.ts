import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { changedSystemCode, chakraSystemPatch, type CodeChange, type LineChange } from './chakraSystemPatch.ts';
import { storefrontThemeConfig } from '../src/theme/themeConfig.ts';

const THEME_CONFIG_MODULE = resolve(import.meta.dirname, '../src/theme/themeConfig.ts');
/**
 * Chakra's createSystem merges the configs it is given, a merged one too, and builds the token dictionary: each line
 * changed to take the part as it is when the config has it built.
 */
const TAKEN: LineChange[] = [
  [
    'const config = mergeConfigs(...configs);',
    'const config = configs.length === 1 && configs[0].$$merged ? configs[0] : mergeConfigs(...configs);',
  ],
  [
    'const tokens = createTokenDictionary({',
    'const tokens = config.$$tokens ?? createTokenDictionary({\n    $$defer: config.$$defer,',
  ],
];

/**
 * Chakra's token dictionary is built in one go: its phases after the tokens' registration (the transforms before and
 * after references are resolved, then the lookup maps) become steps, which a caller passing `$$defer` runs.
 */
const DEFERRED: LineChange[] = [
  [
    `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }`,
    `  const phases = [
    () => {
      applyMiddlewares("pre");
      applyTransforms("pre");
    },
    () => {
      addConditionalTokens();
      addReferences();
      expandTokenReferences$1();
      applyMiddlewares("post");
      applyTransforms("post");
    },
    setupViews
  ];
  function build() {
    phases.forEach((phase) => phase());
  }`,
  ],
  [
    '  build();\n  return dictionary;',
    '  if (options.$$defer) options.$$defer(phases);\n  else build();\n  return dictionary;',
  ],
];

/**
 * The theme merged when the client is built rather than in the browser: web/src/theme/themeConfig.ts becomes its result as
 * JSON, and createSystem takes a config marked `$$merged` as it is. Merging in the browser deep-copied and walked
 * every token and recipe (5-10 ms of createSystem's 20-35 cold); parsing the JSON is the copy, and the browser loads
 * neither Chakra's theme modules nor the merge. createSystem also takes a token dictionary built already (`$$tokens`),
 * and leaves the phases of one it builds to a caller that asks (`$$defer`), so that start-up builds the dictionary, in
 * steps, and the rest of the system in tasks of their own (web/src/theme/system.ts). Fails the build if Chakra's code no
 * longer reads as expected, rather than doing the work again without a word.
 */
export function builtTheme(): Plugin {
  return {
    ...chakraSystemPatch('built-theme', { 'system.js': takingBuiltPartsOf, 'token-dictionary.js': deferringPhasesOf }),
    apply: 'build',
    load: (id) => (id === THEME_CONFIG_MODULE ? builtThemeConfigModule() : null),
  };
}

/** themeConfig.ts as the client build has it: the same function, returning the config it returns, parsed from JSON. */
export const builtThemeConfigModule = () =>
  `export const storefrontThemeConfig = () => JSON.parse(${JSON.stringify(JSON.stringify(storefrontThemeConfig()))});\n`;

/** `system.js`'s code taking a merged config and a token dictionary as they are; `fail` when it does not read so. */
export const takingBuiltPartsOf: CodeChange = (code, fail) =>
  changedSystemCode('system.js', code, TAKEN, 'builtTheme', fail);

/** `token-dictionary.js`'s code leaving its build's phases to a caller passing `$$defer`. */
export const deferringPhasesOf: CodeChange = (code, fail) =>
  changedSystemCode('token-dictionary.js', code, DEFERRED, 'builtTheme', fail);
