/** A Vite manifest entry (web/dist/.vite/manifest.json): a module's chunk and the chunks it imports. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * The built index.html cut around the boot skeleton (between `<!--app-->` and `<!--/app-->`), which a rendered page
 * replaces: `head` ends inside the root element, `tail` follows the root element's end.
 */
export interface Template {
  head: string;
  tail: string;
}

export function splitTemplate(html: string): Template {
  html = lowPriorityScripts(html);
  const start = html.indexOf('<!--app-->');
  const end = html.indexOf('<!--/app-->');
  if (start < 0 || end < start) throw new Error('index.html has no <!--app--> … <!--/app--> around its boot skeleton');
  // The whitespace around the markers goes too: the root element holds the app's HTML alone, as the browser's render.
  const rest = html.slice(end + '<!--/app-->'.length).trimStart();
  if (!rest.startsWith('</div>')) throw new Error('index.html: <!--/app--> must end the root element');
  return { head: html.slice(0, start).trimEnd(), tail: rest.slice('</div>'.length) };
}

/**
 * `<link rel="modulepreload">` for the chunks of `sources` (page modules, as the manifest names them) and the
 * chunks they import, but not those index.html loads anyway: the browser fetches a page's code alongside the entry
 * instead of after it.
 */
export function modulePreloads(manifest: Manifest, sources: string[]): string {
  const files = new Set<string>();
  const entry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  collect('index.html', entry);
  for (const source of sources) collect(source, files);
  return [...files]
    .filter((file) => !entry.has(file))
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
    .join('');
}

/**
 * A rendered page shows without its JavaScript, which only hydrates it: its scripts are fetched after what the page
 * shows (the first screen's images), not before.
 */
function lowPriorityScripts(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
}
