// The Debian packages the tests and the cluster run as their own processes (never as system services), and whether
// each one's program is on this machine.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { postgresBin } from './postgres.ts';

/** The browser the end-to-end tests drive: Debian's Chromium, never a downloaded one. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const onPath = (program: string) => spawnSync('sh', ['-c', `command -v ${program}`]).status === 0;
const hasPostgres = () => {
  try {
    return existsSync(join(postgresBin(), 'postgres'));
  } catch {
    return false;
  }
};

interface SystemPackage {
  pkg: string;
  present: () => boolean;
}

/** What the cluster runs: PostgreSQL, Redis and HAProxy. */
export const CLUSTER_PACKAGES: SystemPackage[] = [
  { pkg: 'postgresql', present: hasPostgres },
  { pkg: 'redis-server', present: () => onPath('redis-server') },
  { pkg: 'haproxy', present: () => onPath('haproxy') },
];

/** What `npm test` runs: the browser and the cluster. */
export const TEST_PACKAGES: SystemPackage[] = [
  { pkg: 'chromium', present: () => existsSync(CHROMIUM) },
  ...CLUSTER_PACKAGES,
];

/** The packages of `packages` still to install, as one `apt-get install` line; null when every program is there. */
export function installCommand(packages: SystemPackage[]): string | null {
  const missing = packages.filter(({ present }) => !present()).map(({ pkg }) => pkg);
  return missing.length ? `apt-get install -y ${missing.join(' ')}` : null;
}
