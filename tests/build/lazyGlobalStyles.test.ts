// The client build's change to Chakra's createSystem (web/lazyGlobalStyles.ts), run on the installed Chakra: the
// system it makes is the same, its global styles built on first read instead of in createSystem.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem, defaultConfig, type SystemContext } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { ROOT } from '@marketplace/runtime/service';
import { lazyGlobalStylesOf } from '../../web/lazyGlobalStyles.ts';

const SYSTEM_FILE = join(ROOT, 'node_modules/@chakra-ui/react/dist/esm/styled-system/system.js');
const fail = (message: string): never => {
  throw new Error(message);
};

/** Chakra's createSystem as the client build has it: system.js changed, its imports pointed back at the package. */
async function lazyCreateSystem(): Promise<typeof createSystem> {
  const require = createRequire(SYSTEM_FILE);
  const code = lazyGlobalStylesOf(await readFile(SYSTEM_FILE, 'utf8'), fail).replace(
    /from '([^']+)'/g,
    (_, specifier: string) =>
      `from '${pathToFileURL(specifier.startsWith('.') ? resolve(dirname(SYSTEM_FILE), specifier) : require.resolve(specifier))}'`,
  );
  const directory = await mkdtemp(join(tmpdir(), 'lazy-global-styles-'));
  try {
    const file = join(directory, 'system.mjs');
    await writeFile(file, code);
    return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { createSystem: typeof createSystem })
      .createSystem;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

describe("Chakra's global styles in the client build", () => {
  it('are built on first read, once, and are the same as createSystem builds them', async () => {
    const lazy: SystemContext = (await lazyCreateSystem())(defaultConfig);
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
