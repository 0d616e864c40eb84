// What each screen loads before it shows, read from the built storefront's manifest (web/dist, which `npm test`
// builds before the tests run): code a screen shows only later, on a press or below the fold, stays out of it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOME_LIMIT_KB, ROUTE_LIMIT_KB, readManifest, routeLoads } from '../../web/build/bundleSizes.ts';
import { startUpClosure, startUpStages, staticClosure } from '../../web/build/manifest.ts';
import { stagesOf } from '../../web/build/startUpChunks.ts';
import { ROOT } from '@marketplace/runtime/service';

const dist = join(ROOT, 'web', 'dist');
const manifest = readManifest(dist);
const START_UP_STAGES = startUpStages(manifest);

/** The modules (manifest keys) a first visit to `page` loads before it renders: start-up's and the page's. */
const firstLoad = (page: string) => new Set([...startUpClosure(manifest), ...staticClosure(manifest, page)]);
/** Whether `page`'s code can load `module` later (a dynamic import somewhere in what it loads). */
const loadsLater = (page: string, module: string) =>
  [...firstLoad(page)].some((key) => manifest[key]!.dynamicImports?.includes(module));

describe('what a screen loads before it shows', () => {
  it.each([
    ['the entry: no toasts until the first toast or press', 'index.html', 'src/feedback/Toasts.tsx'],
    [
      'the product page: no pincode form (zod, react-hook-form) before it shows',
      'src/pages/ProductPage/ProductPage.tsx',
      'src/components/PincodeChecker.tsx',
    ],
    [
      'the product page: no ratings, review form, report or questions before it shows',
      'src/pages/ProductPage/ProductPage.tsx',
      'src/pages/ProductPage/BelowTheFold.tsx',
    ],
    [
      'a category: no filter sidebar before the first paint',
      'src/pages/CategoryPage/CategoryPage.tsx',
      'src/components/listing/FilterSidebar.tsx',
    ],
    [
      'the cart: no confirmation dialog before a Remove',
      'src/pages/ShoppingCartPage/ShoppingCartPage.tsx',
      'src/components/ConfirmDialogView.tsx',
    ],
  ])('%s', (_, page, module) => {
    expect(manifest[page], page).toBeDefined();
    expect(manifest[module], module).toBeDefined();
    expect(firstLoad(page).has(module)).toBe(false);
    expect(loadsLater(page, module)).toBe(true);
  });

  it('evaluates start-up in stages: a chunk each, which the entry imports in turn and no earlier stage loads', () => {
    // The stages the build cut are the ones the entry imports, in its order (the manifest's list, which the server reads).
    expect(START_UP_STAGES).toEqual(stagesOf(join(ROOT, 'web'), 'src/boot/main.tsx'));
    expect(START_UP_STAGES).toHaveLength(4);
    const files = START_UP_STAGES.map((stage) => manifest[stage]?.file);
    expect(new Set(files).size).toBe(START_UP_STAGES.length);
    expect(files).not.toContain(manifest['index.html']!.file);
    ['index.html', ...START_UP_STAGES].forEach((stage, index) => {
      const loads = staticClosure(manifest, stage);
      // The stages after this one (all of them, after the entry).
      expect(START_UP_STAGES.slice(index).filter((later) => loads.has(later))).toEqual([]);
    });
  });

  it('has a page the browser renders from index.html fetch every stage with the entry', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    for (const stage of START_UP_STAGES)
      expect(html).toContain(`<link rel="modulepreload" crossorigin="" href="/${manifest[stage]!.file}">`);
  });
});

describe('the JavaScript budget (the table `npm run build:web` prints)', () => {
  const { loads } = routeLoads(dist);

  it(`keeps home's first load within ${HOME_LIMIT_KB} kB gzip`, () => {
    const home = loads.find((load) => load.route === 'HomePage/HomePage');
    expect(home?.firstLoad).toBeGreaterThan(0);
    expect(home!.firstLoad).toBeLessThanOrEqual(HOME_LIMIT_KB);
  });

  it(`keeps every route's own chunk within ${ROUTE_LIMIT_KB} kB gzip`, () => {
    expect(loads.length).toBeGreaterThan(30);
    expect(loads.filter((load) => load.own > ROUTE_LIMIT_KB).map((load) => load.route)).toEqual([]);
  });
});
