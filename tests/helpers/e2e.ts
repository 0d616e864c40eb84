import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startStack, type Stack } from './stack.ts';

/**
 * One stack and one Chromium for an end-to-end test file: started before its tests, stopped after them. (The e2e
 * project in vitest.config.ts gives these tests their 60 s.)
 */
export function useStackAndBrowser() {
  const e2e = {} as { stack: Stack; browser: Browser };
  beforeAll(async () => {
    [e2e.stack, e2e.browser] = await Promise.all([startStack(), launchBrowser()]);
  });
  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.stack?.stop();
  });
  return e2e;
}
