import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { ROOT } from './root.ts';

const BUILDER = 'runtime/buildService.ts';

/** Where the bundle of a service's entry goes: `gateway/src/server.ts` → `gateway/dist/server.mjs`. */
export function bundlePaths(entry: string): { bundle: string; inputs: string } {
  const dist = resolve(ROOT, dirname(dirname(entry)), 'dist');
  const name = basename(entry, '.ts');
  return { bundle: join(dist, `${name}.mjs`), inputs: join(dist, `${name}.inputs.json`) };
}

/** Whether `bundle` is newer than every file it was built from (and than the builder). */
function fresh({ bundle, inputs }: ReturnType<typeof bundlePaths>): boolean {
  try {
    const built = statSync(bundle).mtimeMs;
    const files = [...(JSON.parse(readFileSync(inputs, 'utf8')) as string[]), BUILDER];
    return files.every((file) => statSync(resolve(ROOT, file)).mtimeMs <= built);
  } catch {
    return false;
  }
}

/**
 * The path of a service's entry (a TypeScript file) bundled into one ES module, built first if any file it includes
 * changed since. A service loads from its bundle in about a third of the time it takes under tsx (gateway 0.75 s
 * instead of 2.1 s), and the tests and the cluster start services about a hundred times a run. The build runs in a
 * child process: esbuild cannot run under jsdom, where component tests start the stack.
 */
export function bundledService(entry: string): string {
  const paths = bundlePaths(entry);
  if (fresh(paths)) return paths.bundle;
  const build = spawnSync(process.execPath, ['--import', 'tsx', BUILDER, entry], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`bundling ${entry} failed:\n${build.stderr}${build.stdout}`);
  return paths.bundle;
}
