import { pino } from 'pino';
import { onShutdownSignal, shutdownGraceMs } from '../../runtime/shutdown.ts';
import { tracingFromEnv } from '../../runtime/telemetry.ts';
import { createApp, createDeps, listen } from './app.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/database.ts';

const log = pino({ name: 'rest-api' });
const config = loadConfig();
const db = openConfiguredDatabase(config, {}, () => log.info(`seeding ${config.databaseUrl ? 'the PostgreSQL database' : config.dbFile}`));
const tracing = await tracingFromEnv('rest-api');
const app = createApp(await createDeps({ db, config, log, tracer: tracing?.tracer }));
const server = await listen(app, config.port, process.env.API_HOST ?? '127.0.0.1');
log.info(`REST API listening on ${server.url}`);
if (config.sandbox) log.info('development sandbox on (DEV_SANDBOX=true): /dev and /sandbox answer loopback clients only');
else if (process.env.DEV_SANDBOX === 'true') log.warn('DEV_SANDBOX=true is ignored with NODE_ENV=production');

onShutdownSignal(async () => {
  app.readiness.stop();
  await server.drain(shutdownGraceMs());
  await tracing?.shutdown();
  db.close();
});
