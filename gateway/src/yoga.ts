import type { Tracer } from '@opentelemetry/api';
import { createYoga, maskError, type Plugin } from 'graphql-yoga';
import { createLog, requestIdOf } from './log.ts';
import { createIdempotency } from './graph/idempotency.ts';
import { GraphQLError } from 'graphql';
import { graphError } from './graph/errors.ts';
import { GRAPHQL_PATH, type GatewayConfig } from './config.ts';
import { BudgetExceeded, DeadlinePassed, DEFAULT_BUDGET } from './budget.ts';
import { createContextFactory, untilAborted, type GraphQLContext, type RequestScope } from './context.ts';
import { clientAddressOf } from './http/clientAddress.ts';
import { compressResponse } from './http/compressResponse.ts';
import { createGraphiQL, wantsGraphiQL } from './http/site/graphiql.ts';
import { createSandbox } from './http/site/sandbox.ts';
import { createSchema } from './schema.ts';
import { isHttps, sessionCookie } from './http/session.ts';
import { DEFAULT_OPERATION_LIMITS, operationLimitPlugins } from './http/plugins/operationLimits.ts';
import { costReportPlugin } from './http/plugins/costReport.ts';
import { costBudgetPlugin } from './http/plugins/costBudget.ts';
import { clientOf } from './http/clientIdentity.ts';
import { automaticPersistedQueries } from './http/plugins/automaticPersistedQueries.ts';
import {
  compiledExecutionPlugin,
  loadPersistedOperations,
  persistedOperationsPlugin,
} from './http/plugins/persistedOperations.ts';
import { bodyRefusal, DEFAULT_BODY_LIMITS, requestShapePlugins } from './http/plugins/requestShape.ts';
import { createRateLimits, DEFAULT_RATE_LIMITS, RENDER_COST, tooManyRequests } from './http/rateLimits.ts';
import { setSecurityHeaders } from './http/securityHeaders.ts';
import { authorizationPlugin, invalidToken } from './http/plugins/bearerAuth.ts';
import { createCors } from './http/plugins/cors.ts';
import { requestErrorsPlugin } from './http/plugins/requestErrors.ts';
import { createSchemaFile, SCHEMA_FILE_PATH } from './http/site/schemaFile.ts';
import { singleHeaders } from './http/singleHeaders.ts';
import { personalAnswer, withCaching } from './http/plugins/responseCaching.ts';
import { signInLimitPlugin, withSignInLimit } from './http/plugins/signInLimit.ts';
import { createStaticSite } from './http/site/static.ts';
import { createPageRender } from './http/site/pageRender.ts';
import { createFormPosts } from './http/site/formPosts.ts';
import { createFormDrafts } from './http/site/formDrafts.ts';
import { createUpstreamClient, UpstreamError } from './upstream/client.ts';
import { createCatalogCache } from './upstream/catalogCache.ts';
import { createSharedState } from './shared/createSharedState.ts';
import { createOrderEventSource } from './graph/orderEvents.ts';
import { createSubscriptionSlots, DEFAULT_SUBSCRIPTION_LIMITS } from './graph/subscriptionSlots.ts';
import { createUpstreamFiles } from './http/site/upstreamFiles.ts';
import { createReadiness } from '@marketplace/runtime/readiness';
import { upstreamReachable } from './http/site/readiness.ts';
import { traceIdsOf, tracingPlugin } from './telemetry.ts';

/** The error under GraphQL's wrappers: a GraphQLError the graph raised itself, or what went wrong beneath. */
function innermost(error: unknown): unknown {
  let cause = error;
  while (cause instanceof GraphQLError && cause.originalError) cause = cause.originalError;
  return cause;
}

/**
 * Unexpected errors are masked ("Unexpected error."; the gateway plugin logged them with the request's id); a
 * request stopped by its budget says so with a code (and a passed deadline that ended the whole request is a 504),
 * without telling more.
 */
function maskErrors(error: unknown, message: string): Error {
  const cause = innermost(error);
  const path = error instanceof GraphQLError ? error.path : undefined;
  // A field the stop cut short is an error at its path beside what had resolved (200); the whole request, a 504.
  if (cause instanceof DeadlinePassed) {
    return graphError('DEADLINE_EXCEEDED', 'The request took too long and was stopped', {
      path,
      http: path ? undefined : { status: 504 },
    });
  }
  if (cause instanceof BudgetExceeded) {
    return graphError('BUDGET_EXCEEDED', 'The request asked for too much and was stopped', { path });
  }
  return maskError(error, message, false);
}

/** The whole gateway as a fetch handler (`yoga.fetch`); `server.ts` puts it on a port. */
export function createGateway(config: GatewayConfig, tracer: Tracer | null = null) {
  const client = createUpstreamClient(config, tracer);
  const log = config.log ?? createLog();
  const trustedProxies = config.trustedProxies ?? [];
  const state = createSharedState(config.redisUrl ?? null, log);
  const orderEvents = createOrderEventSource({
    redisUrl: config.redisUrl ?? null,
    upstreamUrl: config.upstreamUrl,
    proxySecret: config.proxySecret ?? null,
    log,
  });
  const { createContext, scopeOf } = createContextFactory(client, {
    cache: createCatalogCache(config.catalogTtlSeconds, config.catalogCacheMb * 1024 * 1024, {
      shared: state.catalog,
      // A change to the catalog may be on a kept page.
      changed: () => renderPage?.purge(),
    }),
    idempotency: createIdempotency(state),
    sandbox: config.sandbox,
    publicOrigin: config.publicOrigin,
    budget: config.budget ?? DEFAULT_BUDGET,
    now: config.now,
    trustedProxies,
    orderEvents,
    subscriptions: createSubscriptionSlots(config.subscriptionLimits ?? DEFAULT_SUBSCRIPTION_LIMITS),
  });
  const graphiql = createGraphiQL();
  const cors = createCors(config.corsOrigins);
  const upstreamFiles = createUpstreamFiles(client);
  const renderPage =
    config.webRoot && config.serverRender
      ? createPageRender({
          modulePath: config.serverRender,
          webRoot: config.webRoot,
          deadlineMs: (config.budget ?? DEFAULT_BUDGET).deadlineMs,
          sharedSeconds: config.catalogTtlSeconds,
          publicOrigin: config.publicOrigin,
          log,
        })
      : null;
  const site = config.webRoot ? createStaticSite(config.webRoot) : null;
  const formPosts = site && createFormPosts(config.publicOrigin);
  const draftOf = createFormDrafts(state);
  const sandbox = config.sandbox ? createSandbox(client) : null;
  const persisted = loadPersistedOperations();
  const apq = automaticPersistedQueries(persisted, trustedProxies);
  const limits = config.limits ?? DEFAULT_OPERATION_LIMITS;
  const bodyLimits = config.bodyLimits ?? DEFAULT_BODY_LIMITS;
  const rateLimits = createRateLimits(config.rateLimits ?? DEFAULT_RATE_LIMITS, state);
  const schema = withSignInLimit(createSchema(), rateLimits);
  const schemaFile = createSchemaFile(schema);
  const readiness = createReadiness({
    upstream: upstreamReachable(client),
    ...(config.redisUrl ? { redis: () => state.ping() } : {}),
  });

  /** Everything that is not a GraphQL operation: GraphiQL, the sandbox, images, the storefront. */
  /**
   * A server-rendered page's GraphQL requests: through the whole gateway in process (persisted documents, limits, the
   * session), as the page's client.
   */
  const pageGraphQL = (serverContext: object) => (request: Request) =>
    Promise.resolve(yoga.fetch(request, serverContext));
  /** The server renderer for a request's pages (null when off), their GraphQL requests in process as its client's. */
  const pageRenderer = (serverContext: object, clientAddress: string | null) =>
    renderPage &&
    ((page: Request) =>
      renderPage(page, {
        graphql: pageGraphQL(serverContext),
        charge: () => rateLimits.spend(clientOf(page, clientAddress), RENDER_COST),
        draft: draftOf(page, config.secureCookies || isHttps(page)),
      }));

  async function route(
    request: Request,
    pathname: string,
    clientAddress: string | null,
    serverContext: object,
  ): Promise<Response | null> {
    const badBody = bodyRefusal(request, bodyLimits);
    if (badBody) return badBody;
    if (pathname === GRAPHQL_PATH) {
      if (request.method === 'OPTIONS') return cors.preflight(request);
      return wantsGraphiQL(request) ? graphiql(request) : null;
    }
    if (pathname === SCHEMA_FILE_PATH) return schemaFile(request);
    try {
      return (
        (sandbox && (await sandbox(request, pathname, clientAddress))) ??
        (await upstreamFiles(request)) ??
        (formPosts && (await formPosts(request, pageRenderer(serverContext, clientAddress)))) ??
        (site && (await site(request, pageRenderer(serverContext, clientAddress))))
      );
    } catch (error) {
      if (error instanceof UpstreamError) return new Response(null, { status: error.status });
      // A path with a broken %-escape.
      if (error instanceof URIError) return Response.json({ message: 'Malformed URL' }, { status: 400 });
      log.error({ reqId: requestIdOf(request), err: error, path: pathname }, 'unexpected error');
      return Response.json({ message: 'Internal server error' }, { status: 500 });
    }
  }

  /**
   * A GraphQL answer with its timing, the session and verification cookies its operations changed and its caching
   * headers; a 401 instead when the REST API refused the bearer token it brought.
   */
  async function graphQLAnswer(request: Request, response: Response): Promise<Response> {
    const scope = scopeOf(request);
    if (scope?.session.refusedBearer) return invalidToken(request);
    const stats = scope?.stats;
    response.headers.set(
      'Server-Timing',
      `upstream;dur=${(stats?.busyMs ?? 0).toFixed(1)};desc="${stats?.calls ?? 0} calls"`,
    );
    const secure = config.secureCookies || isHttps(request);
    const change = scope?.session.change;
    const cookies = [
      ...(change === undefined ? [] : [sessionCookie(change, secure)]),
      ...(scope?.verifications.cookies(secure) ?? []),
    ];
    for (const cookie of cookies) response.headers.append('Set-Cookie', cookie);
    // A response that brought or read a session, set a cookie or read a secret input is the shopper's alone.
    const personal = personalAnswer(request, scope, cookies.length > 0);
    return withCaching(request, response, { personal, maxAge: config.catalogTtlSeconds });
  }

  /** The ends of GraphQL requests under way (a client runs a few at a time), and the server contexts they run in. */
  const underWay = new WeakMap<Request, () => void>();
  const inFlight = new WeakSet<object>();
  /**
   * Starts a GraphQL request or a page of its client: its end, or null when the client has enough under way. A page's
   * own GraphQL requests (in process, in its server context) are part of it.
   */
  function enter(request: Request, serverContext: object, clientAddress: string | null): (() => void) | null {
    if (inFlight.has(serverContext)) return () => {};
    const end = rateLimits.enter(clientOf(request, clientAddress));
    if (!end) return null;
    inFlight.add(serverContext);
    return () => {
      inFlight.delete(serverContext);
      end();
    };
  }

  const gatewayPlugin: Plugin<GraphQLContext> = {
    async onRequest({ request, serverContext, endResponse }) {
      const { pathname } = new URL(request.url);
      if (pathname === '/healthz') return endResponse(Response.json({ status: 'ok' }));
      if (pathname === '/readyz') return endResponse(await readiness.answer());
      // Every other path counts against the client's budget, before anything is read or sent upstream.
      const clientAddress = clientAddressOf(serverContext, trustedProxies);
      const operation = pathname === GRAPHQL_PATH && request.method !== 'OPTIONS' && !wantsGraphiQL(request);
      const verdict = operation ? rateLimits.request(clientAddress) : rateLimits.file(clientAddress);
      const wait = verdict instanceof Promise ? await verdict : verdict;
      const accept = request.headers.get('accept');
      if (wait !== null) return endResponse(tooManyRequests(wait, accept));
      const page = !operation && (request.headers.get('accept') ?? '').includes('text/html');
      const end = operation || page ? enter(request, serverContext, clientAddress) : () => {};
      if (!end) return endResponse(tooManyRequests(1, accept));
      let response: Response | null;
      try {
        response = await route(request, pathname, clientAddress, serverContext);
      } catch (error) {
        end();
        throw error;
      }
      if (response || !operation) end();
      else underWay.set(request, end);
      if (response) endResponse(response);
    },
    async onResponse({ request, response, setResponse }) {
      underWay.get(request)?.();
      // A write's answer leaves once every instance has been told what it changed in the catalog cache.
      const told = scopeOf(request)?.rest.invalidated();
      if (told) await told;
      const graphQL =
        new URL(request.url).pathname === GRAPHQL_PATH &&
        request.method !== 'OPTIONS' &&
        !response.headers.get('content-type')?.startsWith('text/html');
      const answer = graphQL ? await graphQLAnswer(request, response) : response;
      if (graphQL) cors.answer(request, answer);
      setSecurityHeaders(request, answer, config.publicOrigin);
      answer.headers.set('X-Request-Id', requestIdOf(request));
      const single = singleHeaders(answer);
      const sent = (await compressResponse(request, single)) ?? single;
      if (sent !== response) setResponse(sent);
    },
    // Execution stops with the request's signal (its deadline, or the client going away), not only its REST calls;
    // errors that are not the graph's own are logged with the request's id (the answer masks them).
    onExecute({ args, executeFn, setExecuteFn }) {
      const scope = args.contextValue as GraphQLContext;
      setExecuteFn((executeArgs) => untilAborted(executeFn(executeArgs), scope.signal));
      return {
        onExecuteDone({ result }) {
          for (const error of 'errors' in result ? (result.errors ?? []) : []) {
            const cause = innermost(error);
            if (!(cause instanceof GraphQLError))
              log.error(
                { reqId: scope.requestId, ...traceIdsOf(scope.request), err: cause, path: error.path },
                'unexpected error',
              );
          }
        },
      };
    },
    onDispose: async () => void (await Promise.all([client.close(), state.close(), orderEvents.close()])),
  };

  const yoga = createYoga<Record<string, unknown>, RequestScope>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    context: createContext,
    // The storefront sends a screen's queries as one batch (one round trip, two operations); they share loaders.
    batching: { limit: limits.batch },
    // CORS is cors.ts's: listed origins only, without credentials (Yoga's would reflect any origin, or answer "null").
    cors: false,
    graphiql: false,
    landingPage: false,
    // Never a stack or an internal message in an answer, whatever NODE_ENV says; the server log has them.
    maskedErrors: { isDev: false, maskError: maskErrors },
    // Unexpected errors are logged by the masker, with the request's id; Yoga's own console log would repeat them.
    logging: false,
    plugins: [
      compiledExecutionPlugin(persisted),
      gatewayPlugin,
      authorizationPlugin(),
      ...(tracer ? [tracingPlugin(tracer)] : []),
      ...requestShapePlugins(),
      apq.lookup,
      persistedOperationsPlugin(persisted),
      costReportPlugin(limits.cost),
      requestErrorsPlugin(),
      ...operationLimitPlugins(limits),
      costBudgetPlugin(rateLimits),
      apq.remember,
      signInLimitPlugin(rateLimits, limits.tokens, trustedProxies),
    ],
  });
  // `server.ts` turns /readyz to 503 (readiness.stop()) when it starts draining.
  return Object.assign(yoga, { readiness });
}
