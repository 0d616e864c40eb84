import { join } from 'node:path';
import { build } from 'vite';

/** Builds both floor pages into `outDir`, served like the storefront by a gateway: /plain.html and /chakra.html. */
export async function buildFloor(outDir: string) {
  for (const mode of ['plain', 'chakra']) {
    await build({ configFile: join(import.meta.dirname, 'vite.config.ts'), mode, logLevel: 'warn', build: { outDir, emptyOutDir: mode === 'plain' } });
  }
  return outDir;
}
