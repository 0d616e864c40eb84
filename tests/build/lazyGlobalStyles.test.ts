// The client build's change to Chakra's createSystem (web/build/lazyGlobalStyles.ts), run on the installed Chakra: the
// system it makes is the same, its global styles built on first read instead of in createSystem.
import { createSystem, defaultConfig, type SystemContext } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { lazyGlobalStylesOf } from '../../web/build/lazyGlobalStyles.ts';
import { fail, patchedCreateSystem } from '../helpers/patchedChakra.ts';

describe("Chakra's global styles in the client build", () => {
  it('are built on first read, once, and are the same as createSystem builds them', async () => {
    const lazy: SystemContext = (await patchedCreateSystem({ 'system.js': lazyGlobalStylesOf }))(defaultConfig);
    expect(Object.getOwnPropertyDescriptor(lazy, '_global')?.get).toBeTypeOf('function');
    const built = lazy._global;
    expect(lazy._global).toBe(built);
    expect(built).toEqual(createSystem(defaultConfig)._global);
    expect(JSON.stringify(built)).toContain('--chakra-colors-teal-700');
  });

  it("fail the build when Chakra's code no longer reads as expected", () => {
    expect(() => lazyGlobalStylesOf('export function createSystem() {}', fail)).toThrow(
      /no longer holds `const _global = \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\];` once/,
    );
  });
});
