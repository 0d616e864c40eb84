import { pino } from 'pino';
import { onShutdownSignal, shutdownGraceMs } from '../../runtime/shutdown.ts';
import { createApp, createDeps, listen } from './app.ts';
import { loadConfig } from './config.ts';
import { isSeeded, openDatabase } from './db/open.ts';
import { seedDatabase } from './db/seed.ts';

const log = pino({ name: 'rest-api' });
const config = loadConfig();
const db = openDatabase(config.dbFile);
if (!isSeeded(db)) {
  log.info(`seeding ${config.dbFile}`);
  seedDatabase(db, {});
}
const app = createApp(await createDeps({ db, config, log }));
const server = await listen(app, config.port, process.env.API_HOST ?? '127.0.0.1');
log.info(`REST API listening on ${server.url}`);
if (config.sandbox) log.info('development sandbox on (DEV_SANDBOX=true): /dev and /sandbox answer loopback clients only');
else if (process.env.DEV_SANDBOX === 'true') log.warn('DEV_SANDBOX=true is ignored with NODE_ENV=production');

onShutdownSignal(async () => {
  app.readiness.stop();
  await server.drain(shutdownGraceMs());
  db.close();
});
