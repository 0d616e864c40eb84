import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { createSystem } from '@chakra-ui/react';
import { ROOT } from '@marketplace/runtime/service';

const SYSTEM_FILE = join(ROOT, 'node_modules/@chakra-ui/react/dist/esm/styled-system/system.js');

/** Throws `message`: what the build's plugins call when Chakra's code does not read as they expect. */
export const fail = (message: string): never => {
  throw new Error(message);
};

/**
 * Chakra's createSystem as the client build has it: the installed system.js changed by `patch` (a build plugin's
 * transform), its imports pointed back at the package.
 */
export async function patchedCreateSystem(
  patch: (code: string, fail: (message: string) => never) => string,
): Promise<typeof createSystem> {
  const require = createRequire(SYSTEM_FILE);
  const code = patch(await readFile(SYSTEM_FILE, 'utf8'), fail).replace(
    /from '([^']+)'/g,
    (_, specifier: string) =>
      `from '${pathToFileURL(specifier.startsWith('.') ? resolve(dirname(SYSTEM_FILE), specifier) : require.resolve(specifier))}'`,
  );
  const directory = await mkdtemp(join(tmpdir(), 'patched-chakra-'));
  try {
    const file = join(directory, 'system.mjs');
    await writeFile(file, code);
    return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { createSystem: typeof createSystem })
      .createSystem;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
