import { serve } from '@hono/node-server';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Tracer } from '@opentelemetry/api';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { createMiddleware } from 'hono/factory';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino, type Logger } from 'pino';
import { closeGracefully } from '@marketplace/runtime/shutdown';
import { isLocalHostname, isLoopback, jsonOrNoBody } from '@marketplace/runtime/clientAddress';
import { clientAddress } from './clientAddress.ts';
import { systemClock, type Clock } from './clock.ts';
import type { ApiConfig } from './config.ts';
import type { Queries } from './db/queries.ts';
import type { Deps } from './deps.ts';
import { ApiError, type ApiStatus } from './errors.ts';
import { answer, refuse } from './refusals.ts';
import type { AppEnv } from './http.ts';
import { createLimiter } from './limits.ts';
import { accountRoutes } from './routes/account.ts';
import { addressesRoutes } from './routes/addresses.ts';
import { authRoutes } from './routes/auth.ts';
import { cancellationRoutes } from './routes/cancellation.ts';
import { cartRoutes } from './routes/cart.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { brandsRoutes } from './routes/brands.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { dealsRoutes } from './routes/deals.ts';
import { devRoutes } from './routes/dev.ts';
import { homeRoutes } from './routes/home.ts';
import { imagesRoutes } from './routes/images.ts';
import { listsRoutes } from './routes/lists.ts';
import { orderPlacementRoutes } from './routes/orderPlacement.ts';
import { ordersRoutes } from './routes/orders.ts';
import { paymentsRoutes } from './routes/payments.ts';
import { reviewsRoutes } from './routes/reviews.ts';
import { searchRoutes } from './routes/search.ts';
import { sellersRoutes } from './routes/sellers.ts';
import { supportRoutes } from './routes/support.ts';
import { uploadsRoutes } from './routes/uploads.ts';
import { wishlistRoutes } from './routes/wishlist.ts';
import { createGoogleIssuer } from './sandbox/google.ts';
import { createOtpSandbox, deliveryLogger } from './sandbox/otp.ts';
import { createPaymentSandbox } from './sandbox/payment.ts';
import { createReadiness } from '@marketplace/runtime/readiness';
import { traceIdsOf, tracing } from './telemetry.ts';
import { createProductReader } from './serializers/product.ts';
import { createFulfilment } from './orders/fulfilment.ts';
import { orderMail } from './orders/orderMail.ts';
import { createOrderEvents } from './orders/orderEvents.ts';
import { fulfilmentRoutes, sandboxFulfilmentRoutes } from './routes/fulfilment.ts';
import { ThrottledError } from './throttle.ts';

export interface AppOptions {
  queries: Queries;
  config: ApiConfig;
  clock?: Clock;
  log?: Logger;
  /** Where request spans go (runtime/telemetry.ts); none when tracing is off. */
  tracer?: Tracer | null;
}

export async function createDeps({
  queries,
  config,
  clock = systemClock,
  log = pino({ level: 'silent' }),
  tracer = null,
}: AppOptions): Promise<Deps> {
  const orderEvents = createOrderEvents(config.redisUrl, log);
  const otp = createOtpSandbox(queries, clock, deliveryLogger(log, config.sandbox));
  return {
    queries,
    clock,
    config,
    log,
    tracer,
    otp,
    payment: createPaymentSandbox(queries, clock, config.paymentKeySecret),
    google: config.sandbox ? await createGoogleIssuer(config.googleClientId, clock, config.googleSandboxKey) : null,
    limiter: createLimiter(queries, clock),
    products: await createProductReader(queries),
    orderEvents,
    fulfilment: createFulfilment(queries, clock, orderEvents, orderMail({ otp, config })),
  };
}

/** The REST API as a Hono app: every documented route, no listening. */
export function createApp(deps: Deps) {
  const app = new OpenAPIHono<AppEnv>();

  app.onError((err, c) => {
    if (err instanceof ThrottledError) c.header('Retry-After', String(err.retryAfterSeconds));
    if (err instanceof ApiError) return answer(c, err);
    // A path or query with a broken %-escape.
    if (err instanceof URIError) return answer(c, refuse('MALFORMED_URL'));
    if (err instanceof HTTPException && err.status < 500)
      return answer(c, refuse('INVALID_INPUT', { message: err.message, status: err.status as ApiStatus }));
    if (err instanceof SyntaxError) return answer(c, refuse('MALFORMED_JSON'));
    deps.log.error({ err, path: c.req.path, reqId: c.get('requestId'), ...traceIdsOf(c) }, 'unhandled error');
    return answer(c, refuse('INTERNAL_ERROR'));
  });
  app.notFound((c) => answer(c, refuse('ROUTE_NOT_FOUND', { method: c.req.method, path: c.req.path })));

  if (deps.tracer) app.use(tracing(deps.tracer));
  // Every request has an id: the gateway's (X-Request-Id) when it sends one, so both services log the same id.
  app.use(async (c, next) => {
    const given = c.req.header('x-request-id');
    const id = given && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID();
    c.set('requestId', id);
    await next();
    c.header('X-Request-Id', id);
  });
  // Every answer: never sniffed, no referrer, never framed; an answer without its own policy (JSON) runs nothing.
  app.use(async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    if (!c.res.headers.has('Content-Security-Policy'))
      c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  });
  // Uploads are the largest bodies: at most 5 images of 2 MB each.
  app.use(bodyLimit({ maxSize: 11 * 1024 * 1024, onError: (c) => answer(c, refuse('PAYLOAD_TOO_LARGE')) }));
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  // The database answers a query.
  const readiness = createReadiness({ database: async () => (await sql`SELECT 1`.execute(deps.queries), true) });
  app.get('/readyz', () => readiness.answer());

  const areas = [
    authRoutes,
    accountRoutes,
    addressesRoutes,
    catalogRoutes,
    searchRoutes,
    brandsRoutes,
    homeRoutes,
    dealsRoutes,
    sellersRoutes,
    reviewsRoutes,
    cartRoutes,
    wishlistRoutes,
    listsRoutes,
    ordersRoutes,
    orderPlacementRoutes,
    paymentsRoutes,
    cancellationRoutes,
    supportRoutes,
    uploadsRoutes,
    imagesRoutes,
    fulfilmentRoutes,
  ];
  for (const area of areas) app.route('/', area(deps));
  if (deps.google) {
    // The sandboxes answer this machine only, also when the API listens on other interfaces, and only under its own
    // names (not a page's whose name a rebinding DNS points here), with JSON bodies (not a form any page may post).
    const loopbackOnly = createMiddleware(async (c, next) => {
      if (!isLoopback(clientAddress(c, deps.config))) throw refuse('SANDBOX_REMOTE');
      if (!isLocalHostname(new URL(c.req.url).hostname)) throw refuse('SANDBOX_HOSTNAME');
      if (!jsonOrNoBody(c.req.raw.headers)) throw refuse('JSON_BODY_REQUIRED');
      await next();
    });
    for (const prefix of ['/dev/*', '/sandbox/*']) app.use(prefix, loopbackOnly);
    app.route('/', devRoutes(deps, deps.google));
    app.route('/', checkoutRoutes(deps));
    app.route('/', sandboxFulfilmentRoutes(deps));
  }

  app.openAPIRegistry.registerComponent('securitySchemes', 'Bearer', { type: 'http', scheme: 'bearer' });
  // `server.ts` turns /readyz to 503 (readiness.stop()) when it starts draining.
  return Object.assign(app, { readiness });
}

export type App = ReturnType<typeof createApp>;

/** Listens on `port` (0 for an ephemeral one) and resolves once the socket is bound. */
export function listen(app: Pick<App, 'fetch'>, port: number, hostname = '127.0.0.1') {
  return new Promise<{ url: string; close: () => Promise<void>; drain: (graceMs: number) => Promise<void> }>(
    (resolve) => {
      const server = serve({ fetch: app.fetch, port, hostname }, (info: AddressInfo) => {
        resolve({
          url: `http://${hostname}:${info.port}`,
          close: () => new Promise<void>((done) => server.close(() => done())),
          /** Stops accepting and waits for the requests in flight (at most `graceMs`). */
          drain: (graceMs) => closeGracefully(server as Server, graceMs),
        });
      });
    },
  );
}
