import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { GatewayConfig } from './config.ts';
import { createContextFactory, type GraphQLContext, type RequestScope } from './context.ts';
import { createGraphiQL, wantsGraphiQL } from './graphiql.ts';
import { createGoogleSandbox, GOOGLE_SANDBOX_PATH } from './googleSandbox.ts';
import { resolvers } from './resolvers/index.ts';
import { isHttps, sessionCookie } from './session.ts';
import { createStaticSite } from './static.ts';
import { createUpstreamClient, UpstreamError } from './upstream/client.ts';
import { createCatalogCache } from './upstream/rest.ts';
import { createUpstreamFiles } from './upstreamFiles.ts';

export const GRAPHQL_PATH = '/graphql';

const typeDefs = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');

/** The whole gateway as a fetch handler (`yoga.fetch`); `server.ts` puts it on a port. */
export function createGateway(config: GatewayConfig) {
  const client = createUpstreamClient(config);
  const { createContext, scopeOf } = createContextFactory(client, createCatalogCache(config.catalogTtlSeconds), config.now);
  const graphiql = createGraphiQL();
  const upstreamFiles = createUpstreamFiles(client);
  const site = config.webRoot ? createStaticSite(config.webRoot) : null;
  const googleSandbox = config.googleSandbox ? createGoogleSandbox(client) : null;

  /** Everything that is not a GraphQL operation: health, GraphiQL, images, the storefront. */
  async function route(request: Request): Promise<Response | null> {
    const { pathname } = new URL(request.url);
    if (pathname === '/healthz') return Response.json({ status: 'ok' });
    if (pathname === GRAPHQL_PATH) return wantsGraphiQL(request) ? graphiql(request) : null;
    try {
      if (googleSandbox && pathname === GOOGLE_SANDBOX_PATH) return await googleSandbox(request);
      return (await upstreamFiles(request)) ?? (site && (await site(request)));
    } catch (error) {
      if (error instanceof UpstreamError) return new Response(null, { status: error.status });
      throw error;
    }
  }

  const gatewayPlugin: Plugin<GraphQLContext> = {
    async onRequest({ request, endResponse }) {
      const response = await route(request);
      if (response) endResponse(response);
    },
    onResponse({ request, response }) {
      if (new URL(request.url).pathname !== GRAPHQL_PATH || response.headers.get('content-type')?.startsWith('text/html')) return;
      const scope = scopeOf(request);
      const stats = scope?.stats;
      response.headers.set('Server-Timing', `upstream;dur=${(stats?.busyMs ?? 0).toFixed(1)};desc="${stats?.calls ?? 0} calls"`);
      const change = scope?.session.change;
      if (change !== undefined) {
        response.headers.append('Set-Cookie', sessionCookie(change, config.secureCookies || isHttps(request)));
        // A response that starts or ends a session is the shopper's alone.
        response.headers.set('Cache-Control', 'no-store');
      }
    },
    onDispose: () => client.close(),
  };

  return createYoga<Record<string, unknown>, RequestScope>({
    schema: makeExecutableSchema({ typeDefs, resolvers: resolvers as never }),
    graphqlEndpoint: GRAPHQL_PATH,
    context: createContext,
    // The storefront sends a screen's queries as one batch (one round trip); they share loaders.
    batching: { limit: 10 },
    // The session is a cookie: only listed origins may read answers from a browser (Yoga would reflect any).
    cors: config.corsOrigins.length ? { origin: config.corsOrigins, credentials: true } : false,
    graphiql: false,
    landingPage: false,
    maskedErrors: true,
    plugins: [gatewayPlugin],
  });
}
