import type { Plugin } from 'vite';
import { changedSystemCode, chakraSystemPatch, type CodeChange, type LineChange } from './chakraSystemPatch.ts';

/** Chakra's createSystem builds the global styles eagerly, and hands them out as a field. */
const LAZY: LineChange[] = [
  ['const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'let _global;'],
  [
    '    _global,\n',
    '    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
  ],
];

/**
 * Makes Chakra's system build its global styles (the reset, the base styles and a CSS variable for every token) when
 * they are first read instead of in createSystem, where they are two thirds of its time (30-45 ms on this machine, in
 * one task of the browser's start-up). A page the server rendered has those styles in its HTML already, so the
 * browser never reads them (theme.ts, `withGlobalStylesInPage`). Fails the build if Chakra's code no longer reads as
 * expected, rather than leaving the styles eager without a word.
 */
export const lazyGlobalStyles = (): Plugin =>
  chakraSystemPatch('lazy-chakra-global-styles', { 'system.js': lazyGlobalStylesOf });

/** `system.js`'s code with `_global` built on first read; `fail` is called when the code is not as expected. */
export const lazyGlobalStylesOf: CodeChange = (code, fail) =>
  changedSystemCode('system.js', code, LAZY, 'lazyGlobalStyles', fail);
