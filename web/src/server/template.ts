/** A Vite manifest entry (web/dist/.vite/manifest.json): a module's chunk and the chunks it imports. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * The modules the entry imports one after another (web/src/main.tsx), each with its own chunk (web/startUpChunks.ts):
 * start-up with React DOM's client, the style system, Relay, the router with the routes and the app's layout.
 */
export const START_UP_STAGES = [
  'src/startUp.tsx',
  'src/styledApp.tsx',
  'src/relay/environment.ts',
  'src/routedApp.tsx',
] as const;

/**
 * The built index.html cut around the boot skeleton (between `<!--app-->` and `<!--/app-->`), which a rendered page
 * replaces: `head` ends inside the root element, `tail` follows the root element's end.
 */
export interface Template {
  head: string;
  tail: string;
}

export function splitTemplate(html: string): Template {
  html = withoutAppScripts(html);
  const start = html.indexOf('<!--app-->');
  const end = html.indexOf('<!--/app-->');
  if (start < 0 || end < start) throw new Error('index.html has no <!--app--> … <!--/app--> around its boot skeleton');
  // The whitespace around the markers goes too: the root element holds the app's HTML alone, as the browser's render.
  const rest = html.slice(end + '<!--/app-->'.length).trimStart();
  if (!rest.startsWith('</div>')) throw new Error('index.html: <!--/app--> must end the root element');
  return { head: html.slice(0, start).trimEnd(), tail: rest.slice('</div>'.length) };
}

/**
 * What starts the app on a rendered page, in place of index.html's module script: `web/public/app-after-load.js`,
 * which preloads the entry (first in `data-modules`), start-up's chunks and the page modules of `sources` (as the
 * manifest names them), with every chunk they import, and then imports the entry, once the page's first screen has
 * loaded. A rendered page shows without its code, which only hydrates it: the first screen's images come first.
 */
export function appScript(manifest: Manifest, sources: string[]): string {
  const keys = startUpClosure(manifest);
  for (const key of sources) staticClosure(manifest, key, keys);
  const modules = [...keys].map((key) => `/${manifest[key]!.file}`).join(' ');
  return `<script src="/app-after-load.js" async data-modules="${modules}"></script>`;
}

/** The chunk keys every page loads before it runs: the entry's, and start-up's stages (web/src/main.tsx). */
export function startUpClosure(manifest: Manifest): Set<string> {
  const keys = staticClosure(manifest, 'index.html');
  for (const stage of START_UP_STAGES) staticClosure(manifest, stage, keys);
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

/** index.html without its module script and the module preloads Vite adds for it: `appScript` starts the app. */
function withoutAppScripts(html: string): string {
  const scripts = /<script type="module"[^>]*><\/script>\s*/g;
  if (html.match(scripts)?.length !== 1) throw new Error('index.html must have one module script, the entry');
  return html.replace(scripts, '').replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
}
