// The bench's floor pages (bench/floor/): what Lighthouse scores there must be a page that shows data, started like
// the storefront, with Chakra only where the row says so.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFloor } from '../../bench/floor/build.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { recordOperations } from '../helpers/e2e.ts';
import { startStack, type Stack } from '../helpers/stack.ts';

const dir = mkdtempSync(join(tmpdir(), 'mkt-floor-'));
let browser: Browser;
let stack: Stack;

beforeAll(async () => {
  [stack, browser] = await Promise.all([buildFloor(join(dir, 'web')).then(startStack), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe.each([
  ['plain', false],
  ['chakra', true],
])('the %s floor page', (floor, chakra) => {
  it('shows its heading once the shell query is answered', async () => {
    const page = await browser.newPage();
    const operations = recordOperations(page);
    await page.goto(`${stack.url}/${floor}/index.html`);
    const heading = page.getByRole('heading', { level: 1, name: 'B2B Market: shop by category' });
    await expect.poll(() => heading.count(), { timeout: 20_000 }).toBe(1);
    expect(operations).toEqual([['AppShellQuery']]);
    expect(await heading.getAttribute('class')).toEqual(chakra ? expect.stringContaining('chakra-heading') : null);
    await page.close();
  });

  it(`is one chunk, ${chakra ? 'with' : 'without'} Chakra`, () => {
    // Beside it only the Relay environment's subscription transport, a chunk loaded by a subscription alone.
    const scripts = readdirSync(join(dir, 'web', floor, 'assets')).filter(
      (file) => file.endsWith('.js') && !file.startsWith('sseSubscriptions-'),
    );
    expect(scripts).toHaveLength(1);
    expect(readFileSync(join(dir, 'web', floor, 'assets', scripts[0]!), 'utf8').includes('chakra-heading')).toBe(
      chakra,
    );
  });
});
