// Two or more builds of the storefront side by side on one host (LIGHTHOUSE_COMPARE=before=<dir>,after=<dir>, each
// dir holding a build's dist/ and dist-server/, e.g. copies of web/'s): a gateway each over one REST API, one warm-up
// each, then LIGHTHOUSE_RUNS runs per page and build, the builds alternating, so that the machine's drift falls on all
// of them alike. Lighthouse's mobile profile with the CPU slowdown calibrated once for all (hostCalibration.ts).
import { join, resolve } from 'node:path';
import { printTable, type Cell } from '@marketplace/runtime/table';
import { catalog, DEMO_PRODUCTS } from './catalogs.ts';
import { hostNote } from './hostCalibration.ts';
import { calibrateHost, lighthouse, RUNS, storefrontPages } from './lighthouse.ts';
import { startOurGateway, topCategories } from './storefront.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchLighthouseCompare() {
  const builds = (process.env.LIGHTHOUSE_COMPARE ?? '').split(',').map((pair) => {
    const [name, dir] = pair.split('=');
    if (!name || !dir)
      throw new Error('LIGHTHOUSE_COMPARE: name=<dir>,name=<dir> (each dir with dist/ and dist-server/)');
    return { name, dir: resolve(dir) };
  });
  const { url: apiUrl } = await catalog(DEMO_PRODUCTS);
  const largest = (await topCategories(apiUrl))[0]!;
  const gateways = await Promise.all(
    builds.map(({ dir }) =>
      startOurGateway(apiUrl, 30, {
        WEB_ROOT: join(dir, 'dist'),
        SERVER_RENDER: join(dir, 'dist-server', 'renderPage.js'),
      }),
    ),
  );
  const rows: Cell[][] = [];
  try {
    const host = await calibrateHost(`${gateways[0]!.url}/`);
    for (const [page, path] of storefrontPages(largest)) {
      for (const gateway of gateways) await lighthouse(gateway.url + path, { cpuSlowdown: host.cpuSlowdown });
      const runs = builds.map(() => ({ tbt: [] as number[], performance: [] as number[], index: [] as number[] }));
      for (let run = 0; run < RUNS; run++) {
        const order = builds.map((_, i) => (run % 2 === 0 ? i : builds.length - 1 - i));
        for (const i of order) {
          const lhr = await lighthouse(gateways[i]!.url + path, { cpuSlowdown: host.cpuSlowdown });
          runs[i]!.tbt.push(Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0));
          runs[i]!.performance.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
          runs[i]!.index.push(Math.round(lhr.environment.benchmarkIndex));
        }
      }
      builds.forEach(({ name }, i) => {
        const { tbt, performance, index } = runs[i]!;
        rows.push([
          page,
          name,
          median(performance),
          `${median(tbt)} ms`,
          [...tbt].sort((a, b) => a - b).join(', '),
          `${Math.min(...index)}-${Math.max(...index)}`,
        ]);
      });
    }
    printTable(
      `Lighthouse, builds side by side (${host.cpuSlowdown}x CPU at index ${host.benchmarkIndex}, Chromium ${host.chromium})`,
      ['page', 'build', 'performance, median', 'TBT median', 'TBT each run', 'index each run'],
      rows,
      [`${RUNS} runs per page and build after one warm-up each, the builds alternating.`, hostNote(host)],
    );
  } finally {
    await Promise.all(gateways.map((gateway) => gateway.stop()));
  }
}
