// npm run bench: every scenario, one after the other, each printing its table (bench/README.md explains them).
// BENCH_ONLY=screens,rest picks sections; BENCH_SECONDS sets each load run's length (5 s by default).
// Numbers are for reading, not asserting: speed goals live here, never in timed unit tests.
import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '@marketplace/runtime/service';
import { benchCatalogScale } from './catalogScale.ts';
import { benchCluster } from './cluster.ts';
import { stopCatalogs } from './catalogs.ts';
import { printBundleSizes } from '@marketplace/web/bundleSizes';
import { benchFairness } from './fairness.ts';
import { benchInteractive } from './interactive.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchLighthouseCompare } from './lighthouseCompare.ts';
import { benchPageRender } from './pageRender.ts';
import { benchPeers } from './peers.ts';
import { benchRest } from './rest.ts';
import { benchRestPostgres } from './restPostgres.ts';
import { benchScreens } from './screens.ts';
import { benchSlowRest } from './slowRest.ts';
import { benchSubscriptions } from './subscriptions.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const SECTIONS: Record<string, () => Promise<void>> = {
  peers: () => benchPeers(SECONDS),
  slow: () => benchSlowRest(),
  scale: () => benchCatalogScale(SECONDS),
  screens: () => benchScreens(SECONDS),
  rest: () => benchRest(SECONDS),
  'rest-postgres': () => benchRestPostgres(SECONDS),
  cluster: () => benchCluster(SECONDS),
  subscriptions: benchSubscriptions,
  render: () => benchPageRender(SECONDS),
  fairness: () => benchFairness(Math.max(SECONDS, 10)),
  lighthouse: benchLighthouse,
  // Only when named (ON_REQUEST), with LIGHTHOUSE_COMPARE naming the builds.
  'lighthouse-compare': benchLighthouseCompare,
  interactive: benchInteractive,
  // Of the last build (npm run build:web).
  bundles: async () => printBundleSizes(join(ROOT, 'web', 'dist')),
};

/** Sections that run only when BENCH_ONLY names them. */
const ON_REQUEST = new Set(['lighthouse-compare']);

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !(name in SECTIONS)) ?? [];
if (unknown.length > 0)
  throw new Error(`BENCH_ONLY: unknown sections ${unknown.join(', ')} (known: ${Object.keys(SECTIONS).join(', ')})`);

const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim();
  } catch {
    return 'unknown';
  }
})();
console.log(
  `# bench ${new Date().toISOString().slice(0, 10)}, commit ${commit}, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), ` +
    `${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, ${SECONDS} s per load run`,
);
try {
  for (const [name, run] of Object.entries(SECTIONS))
    if (only ? only.includes(name) : !ON_REQUEST.has(name)) await run();
} finally {
  await stopCatalogs();
}
