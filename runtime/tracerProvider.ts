// The OpenTelemetry SDK behind runtime/telemetry.ts, in a module of its own so that a service without tracing never
// loads it.
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { Tracing } from './tracing.ts';

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

/** Spans batched and exported over OTLP/HTTP as the standard OTEL_EXPORTER_OTLP_* and OTEL_BSP_* variables say. */
export const otlpTracing = (serviceName: string): Tracing =>
  createTracing(serviceName, new BatchSpanProcessor(new OTLPTraceExporter()));
