import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { requestIdOf } from '../log.ts';
import { acceptedEncoding } from './compressed.ts';
import { compressResponse } from './compressResponse.ts';
import { vary } from './responseCaching.ts';

/** The gateway answering a page's GraphQL request in process. */
type GraphQLInProcess = (request: Request) => Promise<Response>;

type RenderPage = (request: Request, graphql: GraphQLInProcess) => Promise<Response>;

/** What the storefront's server renderer (web/src/server/renderPage.tsx, built to web/dist-server) exports. */
interface RendererModule {
  createPageRenderer(options: { webRoot: string; deadlineMs: number }): Promise<RenderPage>;
}

export interface PageRenderOptions {
  /** The built renderer module. */
  modulePath: string;
  /** The client build it renders pages for. */
  webRoot: string;
  deadlineMs: number;
  /** How long a page the same for everyone is kept and may be cached (the catalog cache's lifetime); 0: not at all. */
  sharedSeconds: number;
  log: Logger;
}

/** A build of the renderer: its module's and the client build's modification times, and the renderer loaded from it. */
interface Build {
  id: string;
  renderer: Promise<RenderPage | null>;
}

/** A page the same for everyone, as sent in one encoding. */
interface SharedPage {
  status: number;
  headers: Headers;
  body: Uint8Array;
}

/** What the kept pages may hold at most. */
const SHARED_PAGES = { max: 500, maxSize: 32 * 1024 * 1024 };

/** How often, at most, the build on disk is checked for a new one. */
export const BUILD_CHECK_MS = 1000;

/** A request whose page may be the same for everyone: it brings no cookie and no credentials. */
const anonymous = (request: Request) => !request.headers.has('cookie') && !request.headers.has('authorization');

/**
 * Server rendering of the storefront's pages: the renderer module is loaded with the first page asked for, and again
 * when the build on disk changes (`npm run build:web` while the gateway runs: the old renderer's pages would name
 * chunks the new build removed). Null (the gateway then serves the browser-rendered index.html, as before) when the
 * module is not built, or the page could not be rendered in time; a shopper never gets a blank or broken page from it.
 */
export function createPageRender({ modulePath, webRoot, deadlineMs, sharedSeconds, log }: PageRenderOptions) {
  // Rendering costs far more CPU than the page's GraphQL answer (bench: render), so a page the renderer says is the
  // same for everyone is rendered once per lifetime and encoding, keyed by its whole URL (its host included).
  const shared =
    sharedSeconds > 0
      ? new LRUCache<string, SharedPage>({
          ...SHARED_PAGES,
          sizeCalculation: (page) => page.body.byteLength + 1,
          ttl: sharedSeconds * 1000,
        })
      : null;
  const sharedResponse = ({ status, headers, body }: SharedPage) =>
    new Response(new Uint8Array(body), { status, headers: new Headers(headers) });

  let build: Build | null = null;
  let checkedAt = 0;
  let checking: Promise<Build> | null = null;
  const modifiedAt = async (path: string) => (await stat(path).catch(() => null))?.mtimeMs ?? 0;
  /** The renderer of the build on disk (its module and the client build it renders for, by modification time). */
  async function checkBuild(): Promise<Build> {
    const id = (await Promise.all([modulePath, join(webRoot, 'index.html')].map(modifiedAt))).join(' ');
    checkedAt = Date.now();
    if (build?.id === id) return build;
    shared?.clear();
    // A new build is a new module (Node keeps the old one: a development gateway's memory grows by one per build).
    const renderer = import(`${pathToFileURL(modulePath).href}?build=${encodeURIComponent(id)}`)
      .then((module: RendererModule) => module.createPageRenderer({ webRoot, deadlineMs }))
      .catch((error: unknown) => {
        log.warn({ err: error, modulePath }, 'server rendering is off: its renderer did not load (npm run build:web)');
        return null;
      });
    return (build = { id, renderer });
  }
  const currentBuild = (): Promise<Build> =>
    build && Date.now() - checkedAt < BUILD_CHECK_MS
      ? Promise.resolve(build)
      : (checking ??= checkBuild().finally(() => (checking = null)));

  return async (request: Request, graphql: GraphQLInProcess): Promise<Response | null> => {
    const current = await currentBuild();
    const render = await current.renderer;
    // A form post (its route's action runs) is never kept, nor answered from what was kept.
    const key =
      request.method === 'GET' && anonymous(request)
        ? `${acceptedEncoding(request) ?? 'identity'} ${request.url}`
        : null;
    const kept = key === null ? undefined : shared?.get(key);
    if (kept) return sharedResponse(kept);
    if (!render) return null;
    try {
      const rendered = await render(request, graphql);
      const response = (await compressResponse(request, rendered)) ?? rendered;
      if (response.headers.get('cache-control') !== 'public') return response;
      if (!shared || key === null) {
        response.headers.set('cache-control', 'no-cache');
        return response;
      }
      response.headers.set('cache-control', `public, max-age=${sharedSeconds}`);
      vary(response.headers, 'Cookie', 'Authorization', 'Accept-Encoding');
      const page = {
        status: response.status,
        headers: response.headers,
        body: new Uint8Array(await response.arrayBuffer()),
      };
      // Kept only if the build it was rendered with is still the one on disk.
      if (build === current) shared.set(key, page);
      return sharedResponse(page);
    } catch (error) {
      log.warn({ reqId: requestIdOf(request), err: error }, 'page left to the browser: its server render failed');
      return null;
    }
  };
}
