import { pino } from 'pino';
import { onShutdownSignal, shutdownGraceMs } from '@marketplace/runtime/shutdown';
import { tracingFromEnv } from '@marketplace/runtime/telemetry';
import { createApp, createDeps, listen } from './app.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/database.ts';
import { startFulfilmentSimulator } from './orders/fulfilmentSimulator.ts';
import { createPaymentRefunds } from './orders/paymentRefunds.ts';

const SWEEP_EVERY_MS = 60_000;

const log = pino({ name: 'rest-api' });
const config = loadConfig();
const queries = await openConfiguredDatabase(config, {}, () =>
  log.info(`seeding ${config.databaseUrl ? 'the PostgreSQL database' : config.dbFile}`),
);
const tracing = await tracingFromEnv('rest-api');
const deps = await createDeps({ queries, config, log, tracer: tracing?.tracer });
const app = createApp(deps);
// Payments captured but neither placed nor refunded by their client are given back (every instance sweeps; a
// payment is refunded once).
const refunds = createPaymentRefunds(deps);
const sweep = setInterval(() => {
  refunds.refundAbandoned().catch((error: unknown) => log.error({ err: error }, 'sweep of abandoned payments failed'));
}, SWEEP_EVERY_MS);
sweep.unref();
const stopSimulator = startFulfilmentSimulator(deps.fulfilment, deps.clock, config.fulfilmentStepSeconds, log);
const server = await listen(app, config.port, process.env.API_HOST ?? '127.0.0.1');
log.info(`REST API listening on ${server.url}`);
if (config.sandbox)
  log.info('development sandbox on (DEV_SANDBOX=true): /dev and /sandbox answer loopback clients only');
if (config.fulfilmentStepSeconds > 0)
  log.info(`fulfilment simulator on: recent orders move a step every ${config.fulfilmentStepSeconds} s`);
else if (process.env.DEV_SANDBOX === 'true') log.warn('DEV_SANDBOX=true is ignored with NODE_ENV=production');

onShutdownSignal(async () => {
  app.readiness.stop();
  clearInterval(sweep);
  stopSimulator();
  await deps.orderEvents.close();
  await server.drain(shutdownGraceMs());
  await tracing?.shutdown();
  await queries.destroy();
});
