import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { compress, respond, type CompressedAsset } from '../compressed.ts';
import { GRAPHQL_PATH } from '../../config.ts';
import { GRAPHIQL_TABS } from './graphiqlTabs.ts';
import { inlineScriptCsp } from '../securityHeaders.ts';

/**
 * GraphiQL with every asset inlined (no CDN: it works offline), opening with one example tab per task (browsing,
 * signing in, the cart, checkout) whose comments say how to authenticate. The page is about 9 MB, so it is rendered and
 * compressed once, on first use, and cached by browsers; its inline scripts run by their hashes (CSP), nothing else.
 */
export function createGraphiQL() {
  let page: { asset: CompressedAsset; csp: string } | undefined;
  return (request: Request): Response => {
    if (!page) {
      const html = renderGraphiQL({
        title: 'Marketplace graph',
        endpoint: GRAPHQL_PATH,
        defaultTabs: [...GRAPHIQL_TABS],
      });
      page = { asset: compress(Buffer.from(html), 'text/html; charset=utf-8'), csp: inlineScriptCsp(html) };
    }
    const response = respond(page.asset, request, 'public, max-age=3600');
    response.headers.set('Content-Security-Policy', page.csp);
    return response;
  };
}

/** Whether a request to the GraphQL endpoint is a browser asking for the IDE rather than an API call. */
export const wantsGraphiQL = (request: Request) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  (request.headers.get('accept') ?? '').includes('text/html') &&
  !new URL(request.url).searchParams.has('query');
