// Import circles among the TypeScript files, generated ones included (the generated resolver types import the context
// and the mappers), type-only imports and dynamic import() included (ESLint's import-x/no-cycle skips type imports,
// which is how the circles this finds had grown unseen).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

// The compiler API of TypeScript 6.0, installed for the lint tools (the repository's TypeScript 7 is `tsc` only).
const ts: {
  preProcessFile(
    text: string,
    readImports: boolean,
    detectJsImports: boolean,
  ): { importedFiles: { fileName: string }[] };
} = createRequire(new URL('../tools/lint/package.json', import.meta.url))('typescript');

/** The parts' sources, generated ones included, without build output and installed packages. */
export function sourceFiles(root: string): string[] {
  const parts = ['rest-api', 'gateway', 'web', 'runtime', 'scripts', 'bench', 'tests', 'examples'];
  const skipped = /(^|\/)(node_modules|dist)\//;
  return parts
    .filter((part) => existsSync(join(root, part)))
    .flatMap((part) =>
      readdirSync(join(root, part), { recursive: true, encoding: 'utf8' }).map((file) => join(root, part, file)),
    )
    .filter((file) => /\.tsx?$/.test(file) && !skipped.test(relative(root, file)));
}

/** The relative specifiers a module imports or re-exports, statically or with import() (TypeScript's own scanner). */
export function specifiers(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.map(({ fileName }) => fileName).filter((specifier) => specifier.startsWith('.'));
}

/** Each circle as the files in it (relative to `root`), found as the strongly connected groups of the import graph. */
export function importCircles(root: string, files: string[]): string[][] {
  const known = new Set(files.map((file) => resolve(file)));
  const edges = new Map(
    [...known].map((file) => [
      file,
      specifiers(file)
        .map((s) => resolve(dirname(file), s))
        .filter((f) => known.has(f)),
    ]),
  );
  // Tarjan's algorithm.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const connect = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of edges.get(file)!) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = stack.splice(stack.indexOf(file));
    if (group.length > 1 || edges.get(file)!.includes(file)) circles.push(group.map((f) => relative(root, f)).sort());
  };
  for (const file of known) if (!index.has(file)) connect(file);
  return circles;
}
