import { startUpClosure, staticClosure, type Manifest } from '../../build/manifest.ts';

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

/** index.html without its module script and the module preloads Vite adds for it: `appScript` starts the app. */
function withoutAppScripts(html: string): string {
  const scripts = /<script type="module"[^>]*><\/script>\s*/g;
  if (html.match(scripts)?.length !== 1) throw new Error('index.html must have one module script, the entry');
  return html.replace(scripts, '').replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
}
