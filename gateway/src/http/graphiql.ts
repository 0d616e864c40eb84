import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { compress, respond, type CompressedAsset } from './compressed.ts';
import { GRAPHQL_PATH } from '../config.ts';
import { inlineScriptCsp } from './securityHeaders.ts';

const EXAMPLE_QUERY = `# Welcome to the marketplace graph: an Indian B2B/B2C
# multi-seller marketplace as one Relay graph.
#
# Run this query (Ctrl-Enter), then open the Docs pane on
# the left to explore every type and field. Any object can be
# refetched with node(id:). Server-Timing in the network panel
# shows how few REST calls a request costs.

query HomeTour {
  viewer {
    user { name }
    cart { lineCount }
  }
  topCategories {
    categoryId
    displayName
    children { displayName }
  }
  newArrivalProducts(sort: RECOMMENDED, first: 5) {
    nodes {
      productId
      name
      offerPrice { formatted }
      listPrice { formatted }
      percentOff
      stockLabel
      rating { average count }
      brand { name }
      seller { storeName }
    }
  }
  productsForYou(first: 3) {
    totalCount
    edges { node { id name tierPrices { range price { formatted } } } }
    pageInfo { hasNextPage endCursor }
  }
}
`;

/**
 * GraphiQL with every asset inlined (no CDN: it works offline). The page is about 9 MB, so it is rendered and
 * compressed once, on first use, and cached by browsers; its inline scripts run by their hashes (CSP), nothing else.
 */
export function createGraphiQL() {
  let page: { asset: CompressedAsset; csp: string } | undefined;
  return (request: Request): Response => {
    if (!page) {
      const html = renderGraphiQL({ title: 'Marketplace graph', endpoint: GRAPHQL_PATH, defaultQuery: EXAMPLE_QUERY });
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
