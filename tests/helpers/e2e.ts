import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, vi } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startStack, type Stack } from './stack.ts';

/**
 * One stack and one Chromium for an end-to-end test file: started before its tests, stopped after them. A test
 * walks a real browser through several screens, so it gets 60 s (unit tests keep the 20 s default): on a loaded
 * CI machine a multi-screen test passed 20 s while every step was still progressing.
 */
export function useStackAndBrowser() {
  vi.setConfig({ testTimeout: 60_000 });
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
