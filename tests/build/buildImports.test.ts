// The build's own code (web/vite.config.ts, web/build/) imports no module of the app: Vite loads its config with its
// default loader, which bundles the config's relative imports and leaves packages to Node, so a module of the app
// pulled in there (TypeScript of a package, code meant for the browser) broke the build in CI.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '@marketplace/runtime/service';

const WEB = join(ROOT, 'web');
const BUILD_FILES = [
  join(WEB, 'vite.config.ts'),
  ...readdirSync(join(WEB, 'build')).map((file) => join(WEB, 'build', file)),
];

/** The modules `file` imports: relative ones as paths from web/, packages by name. */
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\b[^;]*?from '([^']+)'/gm)].map(([, specifier]) =>
    specifier!.startsWith('.') ? relative(WEB, resolve(dirname(file), specifier!)) : specifier!,
  );

/** The files `file` imports relatively, transitively, and it. */
function closure(file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  for (const target of importsOf(file))
    if (!target.startsWith('@') && target.includes('/')) closure(join(WEB, target), into);
  return into;
}

describe("the build's own code", () => {
  it('imports nothing of the app', () => {
    const imports = BUILD_FILES.flatMap((file) =>
      importsOf(file).map((target) => `${relative(WEB, file)} → ${target}`),
    );
    expect(imports.length).toBeGreaterThan(5);
    expect(imports.filter((line) => line.includes('→ src/'))).toEqual([]);
  });

  it("loads the Vite config with no package of ours (Vite's loader leaves packages to Node, which runs no TypeScript)", () => {
    const config = [...closure(join(WEB, 'vite.config.ts'))];
    expect(config.map((file) => relative(WEB, file))).toContain('build/startUpChunks.ts');
    expect(config.flatMap(importsOf).filter((target) => target.startsWith('@marketplace/'))).toEqual([]);
  });
});
