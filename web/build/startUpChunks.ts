import { readFileSync } from 'node:fs';
import { basename, dirname, extname, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** A group of Rolldown's code splitting (`output.codeSplitting.groups`). */
interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  tags: '$initial'[];
  priority: number;
}

/**
 * The modules `entry` imports lazily, in its order, as paths from `root`: start-up's stages. The entry's code is their
 * one list (read as text: the build imports no module of the app); the server renderer and the bundle table read the
 * same list from the build's manifest (build/manifest.ts).
 */
export function stagesOf(root: string, entry: string): string[] {
  const from = dirname(resolve(root, entry));
  return [...readFileSync(resolve(root, entry), 'utf8').matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g)].map((match) =>
    relative(root, resolve(from, match[1]!)),
  );
}

/**
 * Start-up in stages, each one chunk: the entry (index.html's module, with what it imports statically: Vite's preload
 * helper), then the modules it imports one after another (`stagesOf(root, entry)`), in tasks of their own. A chunk is
 * compiled and evaluated when it is imported, so no task does more than its stage: the entry's one chunk was one task
 * of 20-33 ms (80-130 ms at Lighthouse's 4× CPU slowdown). Each stage's chunk holds what the stage needs that no
 * earlier stage holds, and nothing a lazy page alone needs; left to itself, Rolldown cut start-up's code into chunks
 * by which pages share it too (49 chunks), each a request and compressed apart.
 *
 * The later stages are entries of the build as well as imported, so that Rolldown's `$initial` tag marks what they
 * need after tree shaking: the module graph (read here) also leads, through a library's index, to the parts only the
 * lazy pages use.
 */
export function startUpChunks(root: string, entry: string): { plugin: Plugin; groups: ChunkGroup[] } {
  const stages = ['index.html', ...stagesOf(root, entry)];
  const ids = stages.map((stage) => resolve(root, stage));
  const closures = ids.map(() => new Set<string>());
  const plugin: Plugin = {
    name: 'start-up-chunks',
    apply: 'build',
    options: (options) => ({
      ...options,
      input: {
        index: resolve(root, 'index.html'),
        ...Object.fromEntries(ids.slice(1).map((id) => [basename(id, extname(id)), id])),
      },
    }),
    // A page the browser renders from index.html fetches the stages with the entry, not one after another.
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        const chunks = Object.values(bundle ?? {}).filter((chunk) => chunk.type === 'chunk');
        return ids.slice(1).map((id) => ({
          tag: 'link',
          attrs: {
            rel: 'modulepreload',
            crossorigin: '',
            href: `/${chunks.find((c) => c.facadeModuleId === id)!.fileName}`,
          },
          injectTo: 'head' as const,
        }));
      },
    },
    // The module graph, read when the build has it: each stage's static imports, transitively.
    buildEnd() {
      ids.forEach((id, stage) => {
        const pending = [id];
        while (pending.length > 0) {
          const next = pending.pop()!;
          if (closures[stage]!.has(next)) continue;
          closures[stage]!.add(next);
          const info = this.getModuleInfo(next);
          if (!info) this.error(`start-up stage ${stages[stage]} is not in the build`);
          pending.push(...info.importedIds);
        }
      });
    },
  };
  const groups = ids.map((id, stage) => ({
    name: stage === 0 ? 'index' : basename(id, extname(id)),
    test: (module: string) => closures[stage]!.has(module),
    tags: ['$initial' as const],
    // A module goes to the first stage that imports it.
    priority: stages.length - stage,
  }));
  return { plugin, groups };
}
