// `npm start`: builds the storefront, then runs the REST API (unless UPSTREAM_URL names another one) and the
// gateway that serves the storefront and GraphQL; Ctrl-C or SIGTERM stops everything it started.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { bundledService, waitUntilOk } from '@marketplace/runtime/service';

const apiPort = process.env.API_PORT ?? '4010';
const gatewayPort = process.env.PORT ?? '4000';
const upstreamUrl = process.env.UPSTREAM_URL ?? `http://127.0.0.1:${apiPort}`;
// Local development gets the sandboxes (one-time code outbox, Google sign-in, payment checkout), answering loopback
// clients only; DEV_SANDBOX=false turns them off, and NODE_ENV=production always does.
const sandbox = { DEV_SANDBOX: process.env.DEV_SANDBOX ?? 'true' };
// The REST API believes the client address the gateway forwards only from the holder of this secret: on one
// machine every process connects from loopback, so an address cannot tell the gateway apart.
const proxy = { PROXY_SECRET: process.env.PROXY_SECRET || randomBytes(24).toString('hex') };
// Both services name the storefront's origin: the gateway in the links the graph hands out, the REST API in those of
// the messages it sends (a reset e-mail's link).
const origin = { PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN || `http://localhost:${gatewayPort}` };
const children: ChildProcess[] = [];
let stopping = false;

function run(name: string, entry: string, env: NodeJS.ProcessEnv = {}): void {
  const child = spawn(process.execPath, [bundledService(entry)], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping everything`);
    stop(code ?? 1);
  });
  children.push(child);
}

function stop(code: number) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (process.env.SKIP_WEB_BUILD !== 'true') {
  const build = spawnSync('npm', ['run', '--silent', 'build:web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (!process.env.UPSTREAM_URL) {
  run('rest-api', 'rest-api/src/server.ts', { API_PORT: apiPort, ...sandbox, ...proxy, ...origin });
  await waitUntilOk(`${upstreamUrl}/healthz`);
}
run('gateway', 'gateway/src/server.ts', {
  PORT: gatewayPort,
  UPSTREAM_URL: upstreamUrl,
  ...sandbox,
  ...proxy,
  ...origin,
});
await waitUntilOk(`http://127.0.0.1:${gatewayPort}/healthz`);
console.log(`\n  Storefront: http://localhost:${gatewayPort}\n  GraphiQL:   http://localhost:${gatewayPort}/graphql\n`);
