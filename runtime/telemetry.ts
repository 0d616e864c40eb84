// Tracing for both services: an OpenTelemetry SDK exporting over OTLP/HTTP, started only when an OTLP endpoint is
// configured. Neither service installs a context manager (AsyncLocalStorage slows every promise on Node 20): each
// passes its spans by hand, and the W3C `traceparent` header carries a trace from the gateway to the REST API.
import { ROOT_CONTEXT, type Context, type TextMapGetter, type Tracer } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

export interface Tracing {
  tracer: Tracer;
  /** Exports the spans still buffered and stops the SDK (the last step of a graceful shutdown). */
  shutdown(): Promise<void>;
}

/** Trace context in W3C `traceparent`/`tracestate` headers, the only propagation format both services speak. */
export const propagator = new W3CTraceContextPropagator();

const headersGetter: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};

/** The trace context an incoming request carries (ROOT_CONTEXT, so a new trace, when it carries none). */
export const incomingContext = (headers: Headers): Context => propagator.extract(ROOT_CONTEXT, headers, headersGetter);

/**
 * A tracer for `serviceName` whose spans go to `processor`. The resource is the SDK's default with `service.name`
 * (OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES win); sampling follows OTEL_TRACES_SAMPLER (default: every trace,
 * or as the incoming `traceparent` says).
 */
export function createTracing(serviceName: string, processor: SpanProcessor): Tracing {
  const resource = defaultResource()
    .merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }))
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({ resource, spanProcessors: [processor] });
  return { tracer: provider.getTracer(serviceName), shutdown: () => provider.shutdown() };
}

/**
 * Tracing exported over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is set
 * (the exporter reads those and the other standard OTEL_EXPORTER_OTLP_* variables), else null: no SDK at all.
 */
export function tracingFromEnv(serviceName: string, env: NodeJS.ProcessEnv = process.env): Tracing | null {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return null;
  return createTracing(serviceName, new BatchSpanProcessor(new OTLPTraceExporter()));
}
