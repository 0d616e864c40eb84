// Traces of REST requests (when tracing is on, see runtime/telemetry.ts): a server span per request, a child of
// the gateway's call span when the request carries its `traceparent`.
import { SpanKind, SpanStatusCode, type Span, type Tracer } from '@opentelemetry/api';
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_URL_PATH,
} from '@opentelemetry/semantic-conventions';
import type { Context, MiddlewareHandler } from 'hono';
import { incomingContext } from '@marketplace/runtime/telemetry';

// Kept by request: no context manager carries the span (see runtime/telemetry.ts).
const spans = new WeakMap<Request, Span>();

/** The trace and span ids a request's log lines carry (none when it is not traced). */
export function traceIdsOf(c: Context): { traceId?: string; spanId?: string } {
  const context = spans.get(c.req.raw)?.spanContext();
  return context ? { traceId: context.traceId, spanId: context.spanId } : {};
}

/** A server span per request, named `METHOD route` once the route is known (just `METHOD` for an unknown path). */
export function tracing(tracer: Tracer): MiddlewareHandler {
  return async (c, next) => {
    const { method } = c.req;
    const attributes = { [ATTR_HTTP_REQUEST_METHOD]: method, [ATTR_URL_PATH]: c.req.path };
    const span = tracer.startSpan(method, { kind: SpanKind.SERVER, attributes }, incomingContext(c.req.raw.headers));
    spans.set(c.req.raw, span);
    try {
      await next();
    } finally {
      // The last handler that ran: the route's, or this middleware's own `*` when no route matched.
      const route = c.req.routePath;
      if (route !== '*' && route !== '/*') {
        span.updateName(`${method} ${route}`);
        span.setAttribute(ATTR_HTTP_ROUTE, route);
      }
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, c.res.status);
      if (c.res.status >= 500) {
        span.setAttribute(ATTR_ERROR_TYPE, String(c.res.status));
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    }
  };
}
