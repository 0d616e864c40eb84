import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const SKIPPED = new Set(['node_modules', 'dist', '__generated__']);

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (/\.(ts|tsx|js|mjs|html)$/.test(entry.name)) yield path;
  }
}

/** The hand-written source files under `folders` (paths from the repository's root) whose text matches `pattern`. */
export function filesMatching(folders: string[], pattern: RegExp): string[] {
  return folders
    .flatMap((folder) => [...walk(join(repoRoot, folder))])
    .filter((path) => pattern.test(readFileSync(path, 'utf8')))
    .map((path) => relative(repoRoot, path))
    .sort();
}
