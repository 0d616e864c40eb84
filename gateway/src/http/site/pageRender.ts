import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { requestIdOf } from '../../log.ts';
import { acceptedEncoding } from '../compressed.ts';
import { compressResponse } from '../compressResponse.ts';
import type { FormDraft, RequestDraft } from './formDrafts.ts';
import { guest, pageQuery, vary } from '../plugins/responseCaching.ts';
import { tooManyRequests } from '../rateLimits.ts';

/** The gateway answering a page's GraphQL request in process. */
type GraphQLInProcess = (request: Request) => Promise<Response>;

/** The client a page is rendered for: its GraphQL requests in process, and what a render costs it. */
export interface PageClient {
  graphql: GraphQLInProcess;
  /** Charges a render to the client's budget: null when it may go on, else the seconds it has to wait. */
  charge: () => Promise<number | null>;
  /** What a form of several steps posted to the page kept at its earlier steps (formDrafts.ts). */
  draft: RequestDraft;
}

type RenderPage = (request: Request, graphql: GraphQLInProcess, draft: FormDraft) => Promise<Response>;

/** What the storefront's server renderer (web/src/server/renderPage.tsx, built to web/dist-server) exports. */
interface RendererModule {
  createPageRenderer(options: { webRoot: string; deadlineMs: number }): Promise<RenderPage>;
  /** A page's canonical path and query (web/src/server/canonicalPath.ts). */
  canonicalPath(url: URL): string;
}

type Renderer = { render: RenderPage; canonicalPath: RendererModule['canonicalPath'] };

export interface PageRenderOptions {
  /** The built renderer module. */
  modulePath: string;
  /** The client build it renders pages for. */
  webRoot: string;
  deadlineMs: number;
  /** How long a page the same for everyone is kept and may be cached (the catalog cache's lifetime); 0: not at all. */
  sharedSeconds: number;
  /** Where shoppers reach the storefront (PUBLIC_ORIGIN): a guest's page is rendered for its URL there. */
  publicOrigin: string;
  log: Logger;
}

/** A build of the renderer: its module's and the client build's modification times, and the renderer loaded from it. */
interface Build {
  id: string;
  renderer: Promise<Renderer | null>;
}

/** A page the same for everyone, as sent in one encoding; `keptAt` (ms) once it is kept. */
interface SharedPage {
  status: number;
  headers: Headers;
  body: Uint8Array;
  keptAt?: number;
}

/**
 * A guest's render: the page (uncompressed) when it is the same for everyone, with the count of purges it started
 * after; else the response as rendered.
 */
type SharedRender = { page: SharedPage; purges: number };
type GuestRender = SharedRender | { response: Response };

/** What the kept pages may hold at most. */
const SHARED_PAGES = { max: 500, maxSize: 32 * 1024 * 1024 };

/** How often, at most, the build on disk is checked for a new one. */
export const BUILD_CHECK_MS = 1000;

/** Numbers the page renderers of this process: each loads its own instance of the renderer module. */
let renderers = 0;

/**
 * Server rendering of the storefront's pages: the renderer module is loaded with the first page asked for, and again
 * when the build on disk changes (`npm run build:web` while the gateway runs: the old renderer's pages would name
 * chunks the new build removed). Null (the gateway then serves the browser-rendered index.html, as before) when the
 * module is not built, or the page could not be rendered in time; a shopper never gets a blank or broken page from it.
 */
export function createPageRender({
  modulePath,
  webRoot,
  deadlineMs,
  sharedSeconds,
  publicOrigin,
  log,
}: PageRenderOptions) {
  const instance = ++renderers;
  // Rendering costs far more CPU than the page's GraphQL answer (bench: render), so a page the renderer says is the
  // same for everyone is rendered once per lifetime and encoding, keyed by its canonical URL.
  const shared =
    sharedSeconds > 0
      ? new LRUCache<string, SharedPage>({
          ...SHARED_PAGES,
          sizeCalculation: (page) => page.body.byteLength + 1,
          ttl: sharedSeconds * 1000,
        })
      : null;
  /** A page as sent; a kept one says how long it has been kept (Age), so no cache downstream keeps it longer. */
  function sharedResponse({ status, headers, body, keptAt }: SharedPage) {
    const response = new Response(new Uint8Array(body), { status, headers: new Headers(headers) });
    if (keptAt !== undefined) response.headers.set('age', String(Math.floor((Date.now() - keptAt) / 1000)));
    return response;
  }
  /** Counts the purges: a page rendered while one happened may show what it removed, and is not kept. */
  let purges = 0;
  /** The guests' renders under way, by canonical URL: a request for the same page waits for its render. */
  const rendering = new Map<string, Promise<GuestRender>>();

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
    // Each gateway of a process has its own (the tests run many in one): gateways sharing one instance, pages failed
    // at random (a route not found, a page left loading) once another gateway had rendered, for a state the module
    // keeps that was not tracked down.
    const renderer = import(`${pathToFileURL(modulePath).href}?build=${encodeURIComponent(id)}&renderer=${instance}`)
      .then(async (module: RendererModule) => ({
        render: await module.createPageRenderer({ webRoot, deadlineMs }),
        canonicalPath: module.canonicalPath,
      }))
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

  /**
   * The one place a page is rendered: a page nobody else may be sent, or a guest's page that was not kept. Its
   * GraphQL requests are marked as the renderer's, so their answers say whether they were the same for everyone.
   */
  const renderFresh = async (render: RenderPage, page: Request, client: PageClient) => {
    const wait = await client.charge();
    if (wait !== null) return tooManyRequests(wait);
    const rendered = await render(page, (query) => client.graphql(pageQuery(query)), client.draft);
    const { cookie } = client.draft;
    if (cookie === null) return rendered;
    rendered.headers.append('set-cookie', cookie);
    rendered.headers.set('cache-control', 'private, no-store');
    return rendered;
  };

  /** `rendered` as sent to `request`'s client: compressed; a page the same for everyone but not kept, revalidated. */
  async function sent(request: Request, rendered: Response): Promise<Response> {
    const response = (await compressResponse(request, rendered)) ?? rendered;
    if (response.headers.get('cache-control') === 'public') response.headers.set('cache-control', 'no-cache');
    return response;
  }

  async function guestRender(render: RenderPage, page: Request, client: PageClient): Promise<GuestRender> {
    const started = purges;
    const rendered = await renderFresh(render, page, client);
    if (rendered.headers.get('cache-control') !== 'public') return { response: rendered };
    rendered.headers.set('cache-control', `public, max-age=${sharedSeconds}`);
    vary(rendered.headers, 'Cookie', 'Authorization', 'Accept-Encoding');
    const body = new Uint8Array(await rendered.arrayBuffer());
    return { page: { status: rendered.status, headers: rendered.headers, body }, purges: started };
  }

  /** A page the same for everyone, sent in `request`'s encoding and kept so, unless a purge or a build overtook it. */
  async function kept(request: Request, key: string, rendered: SharedRender, current: Build) {
    const { page } = rendered;
    const compressed = await compressResponse(request, sharedResponse(page));
    const sentPage = compressed
      ? { status: page.status, headers: compressed.headers, body: new Uint8Array(await compressed.arrayBuffer()) }
      : page;
    if (build === current && purges === rendered.purges) shared?.set(key, { ...sentPage, keptAt: Date.now() });
    return sharedResponse(sentPage);
  }

  /**
   * A guest's page (a GET with no cookie and no credentials, which the renderer may say is the same for everyone),
   * rendered for its canonical URL: PUBLIC_ORIGIN's, whatever the Host header says, with only the parameters the page
   * reads, which keys the page kept. A URL with other parameters is answered the canonical URL's page where it is (no
   * redirect: a campaign link's extra parameters cost its shopper no round trip). Requests for a page being rendered
   * wait for that render.
   */
  async function guestPage(request: Request, renderer: Renderer, client: PageClient, current: Build) {
    const url = new URL(renderer.canonicalPath(new URL(request.url)), publicOrigin).href;
    const page = new Request(url, { headers: request.headers, signal: request.signal });
    if (!shared) return sent(request, await renderFresh(renderer.render, page, client));
    const key = `${acceptedEncoding(request) ?? 'identity'} ${url}`;
    const hit = shared.get(key);
    if (hit) return sharedResponse(hit);
    const running = rendering.get(url);
    if (running) {
      const theirs = await running.catch(() => null);
      if (theirs && 'page' in theirs) return kept(request, key, theirs, current);
      return sent(request, await renderFresh(renderer.render, page, client));
    }
    const render = guestRender(renderer.render, page, client);
    rendering.set(url, render);
    const done = () => rendering.delete(url);
    void render.then(done, done);
    const mine = await render;
    return 'page' in mine ? kept(request, key, mine, current) : sent(request, mine.response);
  }

  const renderPage = async (request: Request, client: PageClient): Promise<Response | null> => {
    const current = await currentBuild();
    const renderer = await current.renderer;
    if (!renderer) return null;
    try {
      // A form post (its route's action runs) and a page asked for with a cookie or credentials are never kept.
      return request.method === 'GET' && guest(request)
        ? await guestPage(request, renderer, client, current)
        : await sent(request, await renderFresh(renderer.render, request, client));
    } catch (error) {
      log.warn({ reqId: requestIdOf(request), err: error }, 'page left to the browser: its server render failed');
      return null;
    }
  };
  /**
   * Drops every kept page, and keeps none whose render is under way: a write changed something a page may show (the
   * catalog cache's invalidations, this instance's and the others').
   */
  function purge() {
    purges++;
    shared?.clear();
  }
  return Object.assign(renderPage, { purge });
}
