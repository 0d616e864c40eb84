import type { Tracer } from '@opentelemetry/api';
import type { Logger } from 'pino';
import type { Clock } from './clock.ts';
import type { ApiConfig } from './config.ts';
import type { Queries } from './db/queries.ts';
import type { Limiter } from './limits.ts';
import type { Fulfilment } from './orders/fulfilment.ts';
import type { OrderEvents } from './orders/orderEvents.ts';
import type { GoogleIssuer } from './sandbox/google.ts';
import type { OtpSandbox } from './sandbox/otp.ts';
import type { PaymentSandbox } from './sandbox/payment.ts';
import type { ProductReader } from './serializers/product.ts';

/** Everything a route needs, built once per app so tests can inject a clock and a fresh database. */
export interface Deps {
  /** The database (SQLite or PostgreSQL) through the asynchronous query layer. */
  queries: Queries;
  clock: Clock;
  config: ApiConfig;
  log: Logger;
  /** Where request spans go; null when tracing is off. */
  tracer: Tracer | null;
  otp: OtpSandbox;
  payment: PaymentSandbox;
  /** The sandbox Google issuer; null when the sandbox is off (then no Google credential is accepted). */
  google: GoogleIssuer | null;
  limiter: Limiter;
  products: ProductReader;
  /** What fulfilment steps tell the gateways. */
  orderEvents: OrderEvents;
  fulfilment: Fulfilment;
}
