import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { compress, respond, type CompressedAsset } from '../compressed.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * The built storefront: files under `root`, compressed once per build; any other GET path is a page of the app,
 * which `renderPage` renders on the server, or else answers index.html (history fallback) so deep links such as
 * /product-page/PRD000001 load the app. Vite's hashed files under /assets/ are cached for a year; index.html is
 * revalidated every time.
 */
export function createStaticSite(root: string) {
  const cache = new Map<string, { mtimeMs: number; asset: CompressedAsset }>();

  async function load(path: string): Promise<CompressedAsset | null> {
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    const cached = cache.get(path);
    if (cached?.mtimeMs === info.mtimeMs) return cached.asset;
    const asset = compress(await readFile(path), TYPES[extname(path)] ?? 'application/octet-stream');
    cache.set(path, { mtimeMs: info.mtimeMs, asset });
    return asset;
  }

  return async (
    request: Request,
    renderPage?: ((request: Request) => Promise<Response | null>) | null,
  ): Promise<Response | null> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const { pathname } = new URL(request.url);
    const path = decodeURIComponent(pathname);
    const file = normalize(join(root, path));
    if (!file.startsWith(root + sep) && file !== root) return null;
    // Dot files are the build's own (Vite's .vite/manifest.json, which the server renderer reads), not the site's.
    const asset = pathname.endsWith('/') || path.includes('/.') ? null : await load(file);
    if (asset) {
      const immutable = pathname.startsWith('/assets/');
      return respond(asset, request, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    // Missing files with an extension are real 404s; everything else is a route of the app.
    if (extname(pathname)) return null;
    if (request.method === 'GET' && renderPage) {
      const page = await renderPage(request);
      if (page) return page;
    }
    const index = await load(join(root, 'index.html'));
    return index && respond(index, request, 'no-cache');
  };
}
