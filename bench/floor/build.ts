import { join } from 'node:path';
import { build } from 'vite';

/** Builds both floor pages under `outDir`, each in its own folder: a gateway serving it has /plain/ and /chakra/. */
export async function buildFloor(outDir: string) {
  for (const mode of ['plain', 'chakra']) {
    await build({
      configFile: join(import.meta.dirname, 'vite.config.ts'),
      mode,
      logLevel: 'warn',
      build: { outDir: join(outDir, mode), emptyOutDir: true },
    });
  }
  return outDir;
}
