// `npm run start:cluster`: builds the storefront, then runs the cluster (scripts/cluster.ts) until Ctrl-C or SIGTERM,
// which stops every process it started. It installs nothing: missing system packages are named, with the command.
import { spawnSync } from 'node:child_process';
import { startCluster } from './cluster.ts';
import { CLUSTER_PACKAGES, installCommand } from './systemPackages.ts';

const install = installCommand(CLUSTER_PACKAGES);
if (install) {
  console.error(
    `The cluster runs PostgreSQL, Redis and HAProxy from the system's packages. Install them first (as root):\n  apt-get update && ${install}`,
  );
  process.exit(1);
}
if (process.env.SKIP_WEB_BUILD !== 'true') {
  const build = spawnSync('npm', ['run', '--silent', 'build:web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const cluster = await startCluster({
  port: Number(process.env.PORT ?? 4000),
  apiPort: Number(process.env.API_PORT ?? 4010),
  // The sandbox's fulfilment simulator moves new orders a step a minute, as `npm start` does.
  apiEnv: { FULFILMENT_STEP_SECONDS: process.env.FULFILMENT_STEP_SECONDS ?? '60' },
  echo: true,
});
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void cluster.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const service of [...cluster.apis, ...cluster.gateways]) {
  service.child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(
      `an instance stopped (${signal ?? `exit code ${code}`}); the load balancer sends its traffic to the other one`,
    );
  });
}
console.log(`
  Storefront (load balancer): ${cluster.url}
  GraphiQL:                   ${cluster.url}/graphql
  REST API (load balancer):   ${cluster.apiUrl}
  Gateways:                   ${cluster.gateways.map((g) => g.url).join(', ')}
  REST APIs:                  ${cluster.apis.map((a) => a.url).join(', ')}
  PostgreSQL:                 ${cluster.databaseUrl}
  Redis:                      ${cluster.redisUrl}
`);
