import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { storefrontThemeConfig } from './src/themeConfig.ts';

const THEME_CONFIG_MODULE = resolve(import.meta.dirname, 'src/themeConfig.ts');
/** Chakra's createSystem (pinned, see TOOLCHAIN) merges the configs it is given, a merged one too. */
const SYSTEM_MODULE = '/@chakra-ui/react/dist/esm/styled-system/system.js';
const MERGE = 'const config = mergeConfigs(...configs);';

/**
 * The theme merged when the client is built rather than in the browser: web/src/themeConfig.ts becomes its result as
 * JSON, and createSystem takes a config marked `$$merged` as it is. Merging in the browser deep-copied and walked
 * every token and recipe (5-10 ms of createSystem's 20-35, in the one task of start-up that builds the style system);
 * parsing the JSON is the copy, and the browser loads neither Chakra's theme modules nor the merge. Fails the build if
 * Chakra's code no longer reads as expected, rather than merging again without a word.
 */
export function builtTheme(): Plugin {
  return {
    name: 'built-theme',
    apply: 'build',
    load: (id) => (id === THEME_CONFIG_MODULE ? builtThemeConfigModule() : null),
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith(SYSTEM_MODULE)) return null;
      return mergedConfigAsIsOf(code, (message) => this.error(message));
    },
  };
}

/** themeConfig.ts as the client build has it: the same function, returning the config it returns, parsed from JSON. */
export const builtThemeConfigModule = () =>
  `export const storefrontThemeConfig = () => JSON.parse(${JSON.stringify(JSON.stringify(storefrontThemeConfig()))});\n`;

/** `system.js`'s code taking a single config marked `$$merged` as it is; `fail` is called when the code is not as expected. */
export function mergedConfigAsIsOf(code: string, fail: (message: string) => never): string {
  if (code.split(MERGE).length !== 2)
    fail(`Chakra's styled-system/system.js no longer holds \`${MERGE}\` once: review builtTheme`);
  // A function, as `$$` in a replacement string would be read as one `$`.
  return code.replace(
    MERGE,
    () => 'const config = configs.length === 1 && configs[0].$$merged ? configs[0] : mergeConfigs(...configs);',
  );
}
