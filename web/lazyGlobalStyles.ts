import type { Plugin } from 'vite';

/** Chakra's createSystem (pinned, see TOOLCHAIN) builds the global styles eagerly, and hands them out as a field. */
const SYSTEM_MODULE = '/@chakra-ui/react/dist/esm/styled-system/system.js';
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const FIELD = '    _global,\n';

/**
 * Makes Chakra's system build its global styles (the reset, the base styles and a CSS variable for every token) when
 * they are first read instead of in createSystem, where they are two thirds of its time (30-45 ms on this machine, in
 * one task of the browser's start-up). A page the server rendered has those styles in its HTML already, so the
 * browser never reads them (theme.ts, `withGlobalStylesInPage`). Fails the build if Chakra's code no longer reads as
 * expected, rather than leaving the styles eager without a word.
 */
export function lazyGlobalStyles(): Plugin {
  return {
    name: 'lazy-chakra-global-styles',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith(SYSTEM_MODULE)) return null;
      return lazyGlobalStylesOf(code, (message) => this.error(message));
    },
  };
}

/** `system.js`'s code with `_global` built on first read; `fail` is called when the code is not as expected. */
export function lazyGlobalStylesOf(code: string, fail: (message: string) => never): string {
  for (const expected of [EAGER, FIELD])
    if (code.split(expected).length !== 2)
      fail(`Chakra's styled-system/system.js no longer holds \`${expected.trim()}\` once: review lazyGlobalStyles`);
  return code
    .replace(EAGER, 'let _global;')
    .replace(
      FIELD,
      '    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
    );
}
