import type { Tracer } from '@opentelemetry/api';

/** A service's tracer and the SDK's shutdown: what runtime/telemetry.ts starts when tracing is on. */
export interface Tracing {
  tracer: Tracer;
  /** Exports the spans still buffered and stops the SDK (the last step of a graceful shutdown). */
  shutdown(): Promise<void>;
}
