// The JavaScript each route needs before it shows, from Vite's build manifest: `npm run build:web` prints it
// (web/vite.config.ts) and so does `BENCH_ONLY=bundles npm run bench`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { printTable } from '@marketplace/runtime/table';
import { START_UP, staticClosure } from './src/server/template.ts';

/** Limits of issue 19: the home route's whole first load, and any other route's own chunk (kB gzip). */
export const HOME_LIMIT_KB = 252;
export const ROUTE_LIMIT_KB = 25;

const HOME_PAGE = 'src/pages/HomePage/HomePage.tsx';

/** Vite's build manifest of the storefront built into `dist`. */
export const readManifest = (dist: string) =>
  JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** The chunk keys every page loads before it runs: the entry's, and start-up's (imported at once: web/src/main.tsx). */
export function startUpClosure(manifest: Manifest): Set<string> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  return staticClosure(manifest, START_UP, staticClosure(manifest, entryKey));
}

/**
 * Prints one line per route (a lazily loaded page of the router): its own chunk, what else it imports statically
 * beyond the entry, and the total a first visit to it loads (entry + its static imports + both of those).
 */
export function printBundleSizes(dist: string) {
  const manifest = readManifest(dist);
  const gzipKb = new Map<string, number>();
  const size = (file: string) => {
    if (!gzipKb.has(file)) gzipKb.set(file, gzipSync(readFileSync(join(dist, file))).length / 1024);
    return gzipKb.get(file)!;
  };
  const closure = (key: string) => staticClosure(manifest, key);
  const kb = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + size(manifest[key]!.file), 0);

  const entry = startUpClosure(manifest);
  // Routes are the lazy pages the router (the entry's static part) imports; its other lazy imports are dialogs.
  const routes = [...new Set([...entry].flatMap((key) => manifest[key]!.dynamicImports ?? []))]
    .filter((key) => key.startsWith('src/pages/'))
    .sort();
  const rows = routes.map((route) => {
    const own = size(manifest[route]!.file);
    const added = [...closure(route)].filter((key) => key !== route && !entry.has(key));
    const total = kb(entry) + own + kb(added);
    const limit = route === HOME_PAGE ? total <= HOME_LIMIT_KB : own <= ROUTE_LIMIT_KB;
    return [
      route.replace(/^src\/pages\//, '').replace(/\.tsx?$/, ''),
      own.toFixed(1),
      kb(added).toFixed(1),
      total.toFixed(1),
      limit ? 'yes' : 'NO',
    ];
  });
  printTable(
    `Initial JavaScript per route (kB gzip), entry ${kb(entry).toFixed(1)} kB in ${entry.size} chunk${entry.size === 1 ? '' : 's'}`,
    ['route', 'own chunk', 'its imports', 'first load', 'within limit'],
    rows,
    [
      `first load: entry (with start-up's chunks) + the route's chunk + its imports not in the entry. Limits: home's first load ≤ ${HOME_LIMIT_KB} kB, every other route's own chunk ≤ ${ROUTE_LIMIT_KB} kB.`,
    ],
  );
}
