import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { createSystem } from '@chakra-ui/react';
import type { CodeChange } from '../../web/build/chakraSystemPatch.ts';
import { ROOT } from '@marketplace/runtime/service';

const STYLED_SYSTEM = join(ROOT, 'node_modules/@chakra-ui/react/dist/esm/styled-system');

/** Throws `message`: what the build's plugins call when Chakra's code does not read as they expect. */
export const fail = (message: string): never => {
  throw new Error(message);
};

/**
 * Chakra's createSystem as the client build has it: the installed styled-system modules (system.js and any other
 * named) changed by `changes` (a build plugin's transforms), each other import pointed back at the package.
 */
export async function patchedCreateSystem(changes: Readonly<Record<string, CodeChange>>): Promise<typeof createSystem> {
  const directory = await mkdtemp(join(tmpdir(), 'patched-chakra-'));
  const changed = (module: string) => pathToFileURL(join(directory, module.replace(/\.js$/, '.mjs'))).href;
  try {
    const unchanged: CodeChange = (code) => code;
    for (const [module, change] of Object.entries({ 'system.js': unchanged, ...changes })) {
      const file = join(STYLED_SYSTEM, module);
      const require = createRequire(file);
      const code = change(await readFile(file, 'utf8'), fail).replace(/from '([^']+)'/g, (_, specifier: string) => {
        const sibling = specifier.replace(/^\.\//, '');
        if (sibling !== specifier && sibling in changes) return `from '${changed(sibling)}'`;
        const target = specifier.startsWith('.') ? resolve(dirname(file), specifier) : require.resolve(specifier);
        return `from '${pathToFileURL(target)}'`;
      });
      await writeFile(new URL(changed(module)), code);
    }
    return ((await import(/* @vite-ignore */ changed('system.js'))) as { createSystem: typeof createSystem })
      .createSystem;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
