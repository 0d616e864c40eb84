// Tracing for both services: an OpenTelemetry SDK exporting over OTLP/HTTP, loaded and started only when an OTLP
// endpoint is configured. Neither service installs a context manager (AsyncLocalStorage slows every promise on
// Node 20): each passes its spans by hand, and the W3C `traceparent` header carries a trace from the gateway to the
// REST API.
import { ROOT_CONTEXT, type Context, type TextMapGetter } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import type { Tracing } from './tracing.ts';

/** Trace context in W3C `traceparent`/`tracestate` headers, the only propagation format both services speak. */
export const propagator = new W3CTraceContextPropagator();

const headersGetter: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};

/** The trace context an incoming request carries (ROOT_CONTEXT, so a new trace, when it carries none). */
export const incomingContext = (headers: Headers): Context => propagator.extract(ROOT_CONTEXT, headers, headersGetter);

/**
 * Tracing exported over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is set
 * (the exporter reads those and the other standard OTEL_EXPORTER_OTLP_* variables), else null: the SDK is not even
 * loaded.
 */
export async function tracingFromEnv(
  serviceName: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Tracing | null> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return null;
  const { otlpTracing } = await import('./tracerProvider.ts');
  return otlpTracing(serviceName);
}
