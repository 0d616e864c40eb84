import { AsyncLocalStorage } from 'node:async_hooks';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react';
import { RelayEnvironmentProvider, type PreloadedQuery } from 'react-relay/hooks';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import type { Environment, OperationType } from 'relay-runtime';
import { RequestCookies } from '../device/cookies.ts';
import { ToastHost } from '../feedback/ToastHost.tsx';
import { createEnvironment, setEnvironmentSource } from '../relay/environment.ts';
import type { ActionContext, FormDraft } from '../forms/formAction.ts';
import { FORM_REPLY_ID } from '../forms/formReply.ts';
import { dataElement, serverRecordsElement } from '../relay/serverRecords.ts';
import { currentSecond, RENDERED_AT_ID, RenderedAt } from '../time/pageTime.ts';
import { ServerStatus } from '../routing/serverStatus.ts';
import { routes } from '../routing/routes.tsx';
import { ServerRedirect } from '../session/serverRedirect.ts';
import { createStorefrontSystem } from '../theme/system.ts';
import { hoistedStyles } from './pageStyles.ts';
import { pageTitle } from './pageTitle.ts';
import type { Manifest } from '../../build/manifest.ts';
import { appScript, splitTemplate } from './template.ts';
import { Boundary } from '../components/Boundary.tsx';

export { canonicalPath } from './canonicalPath.ts';

export interface PageRendererOptions {
  /** The client build: index.html and Vite's manifest of its chunks. */
  webRoot: string;
  /** How long a render may take before the page is left to the browser. */
  deadlineMs: number;
}

/** A page is answered with the browser-rendered shell instead (index.html): why, for the log. */
class RenderFallback extends Error {}

const environments = new AsyncLocalStorage<Environment>();
setEnvironmentSource(() => {
  const environment = environments.getStore();
  if (!environment) throw new Error('A route loader ran outside a server render');
  return environment;
});

// Every page module, so a route's component leads to its module, and so to its chunks in the client build.
const pageModules = import.meta.glob<Record<string, unknown>>('../pages/*/*.tsx', { eager: true });
const moduleOf = new Map<unknown, string>();
for (const [path, exports] of Object.entries(pageModules))
  for (const value of Object.values(exports))
    if (!moduleOf.has(value)) moduleOf.set(value, path.replace('../', 'src/'));

/** Waits for the queries the loaders started; a failed one means the page is left to the browser. */
async function queriesSettled(context: StaticHandlerContext) {
  const refs = Object.values(context.loaderData) as (PreloadedQuery<OperationType> | null)[];
  await Promise.all(
    refs.map((ref) =>
      ref?.source?.toPromise().catch((error: unknown) => {
        throw new RenderFallback('A query of the page failed', { cause: error });
      }),
    ),
  );
}

/**
 * `app` rendered to HTML once every part of it is ready (the data is in the store before the render, so what is left
 * to wait for is lazily loaded code), so the status and a redirect are known before the first byte. Rejects when the
 * render fails or `signal` aborts it.
 */
function renderedWhole(app: ReactNode, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) =>
      reject(new RenderFallback('The render failed or ran out of time', { cause: error }));
    const { pipe, abort } = renderToPipeableStream(app, {
      // Every boundary in place, however large (React would otherwise send large ones apart, put in place by an
      // inline script): the page reads whole without JavaScript, and needs no inline script (the CSP has none).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => text(pipe(new PassThrough())).then(resolve, fail),
      onShellError: fail,
      onError: (error) => {
        fail(error);
        abort(error);
      },
    });
    signal.addEventListener('abort', () => abort(signal.reason), { once: true });
  });
}

/**
 * The storefront's server renderer: `renderPage(request, graphql, draft)` answers a document request with the route's page in
 * HTML, rendered from the same routes, loaders and components as the browser's, its data fetched in process through
 * the gateway, and the Relay records it used, so the browser hydrates it without a request. It answers a redirect
 * where the page would send a guest to sign in, and throws where the page cannot be rendered (a failed query, a
 * render error, the deadline): the gateway then serves the browser-rendered shell.
 */
export async function createPageRenderer({ webRoot, deadlineMs }: PageRendererOptions) {
  const template = splitTemplate(await readFile(join(webRoot, 'index.html'), 'utf8'));
  const manifest = JSON.parse(await readFile(join(webRoot, '.vite/manifest.json'), 'utf8')) as Manifest;
  const handler = createStaticHandler(routes);
  const system = createStorefrontSystem();

  /**
   * `graphql`: the gateway in process, answering a GraphQL request as one over HTTP (same session, limits, loaders);
   * `draft`: what a form of several steps posted to the page kept at its earlier steps.
   */
  return async function renderPage(
    request: Request,
    graphql: (request: Request) => Promise<Response>,
    draft: FormDraft,
  ): Promise<Response> {
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(deadlineMs)]);
    const cookies: string[] = [];
    // Whether every GraphQL answer the page read was the same for everyone (the gateway's cache hint, `public`):
    // none personal, none with a secret input or an error.
    let answersPublic = true;
    const fetchInProcess: typeof fetch = async (input, init) => {
      // The page's own headers (its cookies, as earlier answers set them, its client's address), with the GraphQL
      // request's.
      const headers = new Headers(request.headers);
      for (const name of ['accept', 'accept-encoding', 'content-type', 'content-length', 'if-none-match'])
        headers.delete(name);
      if (cookies.length > 0) headers.set('cookie', cookiesAfter(request.headers.get('cookie'), cookies));
      new Headers(init?.headers).forEach((value, name) => headers.set(name, value));
      const url = new URL(String(input), request.url);
      const answer = await graphql(new Request(url, { method: init?.method, body: init?.body, headers, signal }));
      cookies.push(...answer.headers.getSetCookie());
      answersPublic &&= answer.headers.get('cache-control')?.startsWith('public') ?? false;
      return answer;
    };
    const environment = createEnvironment(fetchInProcess);
    // A POST runs the route's action first (a form posted without the app): its redirect (303, post/redirect/get)
    // carries the cookies its mutation set, such as a sign-in's session.
    // An action (a form posted without the app: forms/formAction.ts) runs its mutation in an environment of its own,
    // handed to it as the request's context: a mutation's records are keyed by its arguments, a password among them,
    // and the page's store goes into the HTML.
    const requestContext: ActionContext = { environment: createEnvironment(fetchInProcess), draft };
    const context = await environments.run(environment, () => handler.query(request, { requestContext }));
    if (context instanceof Response) return withCookies(context, cookies);
    await queriesSettled(context);

    let redirect: string | null = null;
    // A page that found nothing to show (NotFoundPage) answers 404.
    let pageStatus: number | null = null;
    const renderedAt = currentSecond();
    const app = (
      <StrictMode>
        <RenderedAt.Provider value={renderedAt}>
          <RelayEnvironmentProvider environment={environment}>
            <ServerRedirect.Provider value={(to) => void (redirect ??= to)}>
              <ServerStatus.Provider value={(status) => void (pageStatus ??= status)}>
                <RequestCookies.Provider value={request.headers.get('cookie') ?? ''}>
                  {/* The boundary the browser hydrates around while its start-up runs (web/src/boot/startUp.tsx). */}
                  <Boundary fallback={null}>
                    <ChakraProvider value={system}>
                      <StaticRouterProvider
                        router={createStaticRouter(handler.dataRoutes, context)}
                        context={context}
                        hydrate={false}
                      />
                      <ToastHost />
                    </ChakraProvider>
                  </Boundary>
                </RequestCookies.Provider>
              </ServerStatus.Provider>
            </ServerRedirect.Provider>
          </RelayEnvironmentProvider>
        </RenderedAt.Provider>
      </StrictMode>
    );
    const html = await renderedWhole(app, signal);
    if (redirect)
      return new Response(null, { status: 302, headers: { location: redirect, 'cache-control': 'private, no-store' } });

    // The router turns a route's `Component` into its `element`.
    const sources = context.matches.flatMap(
      ({ route }) => moduleOf.get((route.element as ReactElement | null)?.type) ?? [],
    );
    const styles = hoistedStyles(html);
    // Replaced by functions: a `$` in a product's name or a rule is text, not a replacement pattern.
    const head = template.head
      .replace(/<title>[^<]*<\/title>/, () => pageTitle(styles.body))
      .replace('</head>', () => `${appScript(manifest, sources)}${styles.head}</head>`);
    const records = serverRecordsElement(environment.getStore().getSource().toJSON());
    const [reply] = Object.values(context.actionData ?? {});
    const replied = reply === undefined ? '' : dataElement(FORM_REPLY_ID, reply);
    const time = dataElement(RENDERED_AT_ID, renderedAt);
    const page = `${head}${styles.body}</div>${records}${time}${replied}${template.tail}`;
    const status = pageStatus ?? context.statusCode;
    // A page is the same for everyone who asks for it when every GraphQL answer it read was, and the request brought
    // no cookie (the device's choices shape the page too, not only the session): `public` says so, and the gateway
    // decides for how long. Any other page is its requester's alone.
    const shared =
      request.method === 'GET' && (status === 200 || status === 404) && !request.headers.has('cookie') && answersPublic;
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': shared ? 'public' : 'private, no-store',
    });
    return withCookies(new Response(page, { status, headers }), cookies);
  };
}

/**
 * The `Cookie` header a browser would send after the `Set-Cookie` values `set` (a form's steps in one post: a code's
 * proof, set by one mutation, claimed by the next). A cookie set with `Max-Age=0` is gone.
 */
function cookiesAfter(header: string | null, set: string[]): string {
  const jar = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const name = pair.split('=')[0]!.trim();
    if (name) jar.set(name, pair.trim());
  }
  for (const cookie of set) {
    const [pair = '', ...attributes] = cookie.split(';');
    const name = pair.split('=')[0]!.trim();
    if (attributes.some((attribute) => attribute.trim().toLowerCase() === 'max-age=0')) jar.delete(name);
    else jar.set(name, pair.trim());
  }
  return [...jar.values()].join('; ');
}

/** `response` with the cookies the page's GraphQL answers set, never kept by a cache. */
function withCookies(response: Response, cookies: string[]): Response {
  if (cookies.length === 0) return response;
  const headers = new Headers(response.headers);
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  headers.set('cache-control', 'private, no-store');
  return new Response(response.body, { status: response.status, headers });
}
