// Traces of GraphQL requests (when tracing is on, see runtime/telemetry.ts): one server span per request, and one
// client span per REST call as its child, whose context the call carries to the REST API in `traceparent`.
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span, type Tracer } from '@opentelemetry/api';
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVER_ADDRESS,
  ATTR_SERVER_PORT,
  ATTR_URL_PATH,
} from '@opentelemetry/semantic-conventions';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { incomingContext } from '@marketplace/runtime/telemetry';
import { GRAPHQL_PATH } from './config.ts';

// Semantic conventions still incubating (not exported by the stable entry point).
const ATTR_GRAPHQL_OPERATION_NAME = 'graphql.operation.name';
const ATTR_GRAPHQL_OPERATION_TYPE = 'graphql.operation.type';

interface RequestTrace {
  span: Span;
  /** The request's operations (a batch has several), as `type name`. */
  operations: { type: string; name: string | undefined }[];
}

// Kept by request, as request ids are (log.ts): no context manager carries the span through the resolvers.
const traces = new WeakMap<Request, RequestTrace>();

/** The span of a GraphQL request, when tracing is on: its REST calls' spans are its children. */
export const requestSpanOf = (request: Request): Span | undefined => traces.get(request)?.span;

/** The trace and span ids a request's log lines carry (none when it is not traced). */
export function traceIdsOf(request: Request): { traceId?: string; spanId?: string } {
  const context = traces.get(request)?.span.spanContext();
  return context ? { traceId: context.traceId, spanId: context.spanId } : {};
}

/**
 * A server span per GraphQL request (`POST /graphql`, continuing the caller's trace when it sends `traceparent`),
 * named after nothing the client chooses; its operations' names and types, and the answer's status, are attributes.
 * Requests answered before GraphQL (health, the storefront, a rate limit) are not traced.
 */
export function tracingPlugin(tracer: Tracer): Plugin {
  return {
    onRequest({ request, url }) {
      if (url.pathname !== GRAPHQL_PATH) return;
      const attributes = {
        [ATTR_HTTP_REQUEST_METHOD]: request.method,
        [ATTR_URL_PATH]: url.pathname,
        [ATTR_HTTP_ROUTE]: GRAPHQL_PATH,
      };
      const span = tracer.startSpan(
        `${request.method} ${GRAPHQL_PATH}`,
        { kind: SpanKind.SERVER, attributes },
        incomingContext(request.headers),
      );
      traces.set(request, { span, operations: [] });
    },
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation)
        traces
          .get((args.contextValue as { request: Request }).request)
          ?.operations.push({ type: operation.operation, name: operation.name?.value });
    },
    onResponse({ request, response }) {
      const traced = traces.get(request);
      if (!traced) return;
      const { span, operations } = traced;
      const named = operations.map((operation) => operation.name).filter((name) => name !== undefined);
      if (named.length) span.setAttribute(ATTR_GRAPHQL_OPERATION_NAME, named.join(','));
      if (operations.length)
        span.setAttribute(
          ATTR_GRAPHQL_OPERATION_TYPE,
          [...new Set(operations.map((operation) => operation.type))].join(','),
        );
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, response.status);
      if (response.status >= 500) {
        span.setAttribute(ATTR_ERROR_TYPE, String(response.status));
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    },
  };
}

/** A REST path as a span name: the first segment, later ones (ids, names) as `{}`, so names stay few. */
const routeOf = (path: string) =>
  path
    .split('?')[0]!
    .replace(/^(\/[^/]*)(\/.*)?$/, (_, first: string, rest = '') => first + rest.replace(/\/[^/]+/g, '/{}'));

/** A client span for one REST call to `path` of the REST API at `upstream`, child of the GraphQL request's span. */
export function startCallSpan(tracer: Tracer, parent: Span, method: string, path: string, upstream: URL): Span {
  const attributes = {
    [ATTR_HTTP_REQUEST_METHOD]: method,
    [ATTR_URL_PATH]: upstream.pathname.replace(/\/$/, '') + path.split('?')[0],
    [ATTR_SERVER_ADDRESS]: upstream.hostname,
    [ATTR_SERVER_PORT]: Number(upstream.port || (upstream.protocol === 'https:' ? 443 : 80)),
  };
  return tracer.startSpan(
    `${method} ${routeOf(path)}`,
    { kind: SpanKind.CLIENT, attributes },
    trace.setSpan(ROOT_CONTEXT, parent),
  );
}

/** Ends a REST call's span with the status the REST API answered (undefined when none came), or why it failed. */
export function endCallSpan(span: Span, status: number | undefined, error?: unknown) {
  if (status !== undefined) span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
  if (status !== undefined && status >= 400) {
    span.setAttribute(ATTR_ERROR_TYPE, String(status));
    span.setStatus({ code: SpanStatusCode.ERROR });
  } else if (error !== undefined) {
    const name = error instanceof Error ? error.name : 'Error';
    span.setAttribute(ATTR_ERROR_TYPE, name);
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : undefined });
  }
  span.end();
}
