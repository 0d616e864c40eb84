// The JavaScript each route needs before it shows, from Vite's build manifest: `npm run build:web` prints it
// (web/vite.config.ts) and so does `BENCH_ONLY=bundles npm run bench`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { printTable } from '@marketplace/runtime/table';
import { startUpClosure, staticClosure, type Manifest } from './manifest.ts';

/** Limits of issue 19: the home route's whole first load, and any other route's own chunk (kB gzip). */
export const HOME_LIMIT_KB = 252;
export const ROUTE_LIMIT_KB = 25;

const HOME_PAGE = 'src/pages/HomePage/HomePage.tsx';

/** Vite's build manifest of the storefront built into `dist`. */
export const readManifest = (dist: string) =>
  JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** One lazily loaded page of the router, with its sizes in kB gzip. */
export interface RouteLoad {
  route: string;
  /** The route's own chunk. */
  own: number;
  /** What else it imports statically beyond the entry. */
  imports: number;
  /** What a first visit to it loads: the entry (with start-up's chunks), its own chunk and its imports. */
  firstLoad: number;
  /** Home's first load ≤ HOME_LIMIT_KB; any other route's own chunk ≤ ROUTE_LIMIT_KB. */
  withinLimit: boolean;
}

/** The entry's size and chunk count, and what a first visit to each route loads, from the build in `dist`. */
export function routeLoads(dist: string) {
  const manifest = readManifest(dist);
  const gzipKb = new Map<string, number>();
  const size = (file: string) => {
    if (!gzipKb.has(file)) gzipKb.set(file, gzipSync(readFileSync(join(dist, file))).length / 1024);
    return gzipKb.get(file)!;
  };
  const kb = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + size(manifest[key]!.file), 0);

  const entry = startUpClosure(manifest);
  // Routes are the lazy pages the router (the entry's static part) imports; its other lazy imports are dialogs.
  const routes = [...new Set([...entry].flatMap((key) => manifest[key]!.dynamicImports ?? []))]
    .filter((key) => key.startsWith('src/pages/'))
    .sort();
  const loads = routes.map((route): RouteLoad => {
    const own = size(manifest[route]!.file);
    const imports = kb([...staticClosure(manifest, route)].filter((key) => key !== route && !entry.has(key)));
    const firstLoad = kb(entry) + own + imports;
    return {
      route: route.replace(/^src\/pages\//, '').replace(/\.tsx?$/, ''),
      own,
      imports,
      firstLoad,
      withinLimit: route === HOME_PAGE ? firstLoad <= HOME_LIMIT_KB : own <= ROUTE_LIMIT_KB,
    };
  });
  return { entryKb: kb(entry), entryChunks: entry.size, loads };
}

/** Prints one line per route: its own chunk, its imports beyond the entry, its first load, and whether it is in limit. */
export function printBundleSizes(dist: string) {
  const { entryKb, entryChunks, loads } = routeLoads(dist);
  printTable(
    `Initial JavaScript per route (kB gzip), entry ${entryKb.toFixed(1)} kB in ${entryChunks} chunk${entryChunks === 1 ? '' : 's'}`,
    ['route', 'own chunk', 'its imports', 'first load', 'within limit'],
    loads.map((load) => [
      load.route,
      load.own.toFixed(1),
      load.imports.toFixed(1),
      load.firstLoad.toFixed(1),
      load.withinLimit ? 'yes' : 'NO',
    ]),
    [
      `first load: entry (with start-up's chunks) + the route's chunk + its imports not in the entry. Limits: home's first load ≤ ${HOME_LIMIT_KB} kB, every other route's own chunk ≤ ${ROUTE_LIMIT_KB} kB.`,
    ],
  );
}
