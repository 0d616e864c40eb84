// Vite's build manifest (web/dist/.vite/manifest.json), read by the server renderer (which chunks a page loads) and by
// the bundle table: what a module loads before it runs. The start-up stages are the entry's dynamic imports, in the
// order web/src/boot/main.tsx imports them: the one list of them.

/** A manifest entry: a module's chunk, the chunks it imports, and the modules it imports lazily. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The modules the entry imports one after another (web/src/boot/main.tsx), each a chunk of its own. */
export const startUpStages = (manifest: Manifest): string[] => manifest['index.html']?.dynamicImports ?? [];

/** The chunk keys every page loads before it runs: the entry's, and start-up's stages. */
export function startUpClosure(manifest: Manifest): Set<string> {
  const keys = staticClosure(manifest, 'index.html');
  for (const stage of startUpStages(manifest)) staticClosure(manifest, stage, keys);
  return keys;
}

/** The chunk keys `key` loads before it runs: itself and its static imports, transitively (none if it has no chunk). */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}
