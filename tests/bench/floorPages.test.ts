// The bench's floor pages (bench/floor/): what Lighthouse scores there must be a page that shows data, started like
// the storefront, with Chakra only where the row says so.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFloor } from '../../bench/floor/build.ts';
import { API_LISTENING, GATEWAY_LISTENING, startService, type Service } from '../../scripts/service.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { recordOperations } from '../helpers/e2e.ts';

const dir = mkdtempSync(join(tmpdir(), 'mkt-floor-'));
const services: Service[] = [];
let browser: Browser;
let url: string;

beforeAll(async () => {
  const [api, launched] = await Promise.all([startService('rest-api/src/server.ts', { API_PORT: '0', API_DB: join(dir, 'marketplace.db') }, API_LISTENING), launchBrowser()]);
  services.push(api);
  browser = launched;
  const webRoot = await buildFloor(join(dir, 'web'));
  const gateway = await startService('gateway/src/server.ts', { PORT: '0', UPSTREAM_URL: api.url, WEB_ROOT: webRoot, RATE_LIMIT_PER_MINUTE: '0' }, GATEWAY_LISTENING);
  services.push(gateway);
  url = gateway.url.replace('localhost', '127.0.0.1');
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(services.map((service) => service.stop()));
  rmSync(dir, { recursive: true, force: true });
});

describe.each([
  ['plain', false],
  ['chakra', true],
])('the %s floor page', (floor, chakra) => {
  it('shows its heading once the shell query is answered', async () => {
    const page = await browser.newPage();
    const operations = recordOperations(page);
    await page.goto(`${url}/${floor}/index.html`);
    const heading = page.getByRole('heading', { level: 1, name: 'B2B Market: shop by category' });
    await expect.poll(() => heading.count(), { timeout: 20_000 }).toBe(1);
    expect(operations).toEqual([['AppShellQuery']]);
    expect(await heading.getAttribute('class')).toEqual(chakra ? expect.stringContaining('chakra-heading') : null);
    await page.close();
  });

  it(`is one chunk, ${chakra ? 'with' : 'without'} Chakra`, () => {
    const scripts = readdirSync(join(dir, 'web', floor, 'assets')).filter((file) => file.endsWith('.js'));
    expect(scripts).toHaveLength(1);
    expect(readFileSync(join(dir, 'web', floor, 'assets', scripts[0]!), 'utf8').includes('chakra-heading')).toBe(chakra);
  });
});
