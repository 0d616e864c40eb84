import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM } from '../../scripts/systemPackages.ts';

/**
 * A server-rendered page shows before its scripts have run, and a press then does nothing (a shopper presses again):
 * the suites' navigations (goto, reload, back and forward) return once the app has marked the page hydrated
 * (`data-hydrated` on <html>: web/src/components/Boundary.tsx), and throw if it has not within 20 s. Pages the server
 * did not render, or without JavaScript, go on at once, and so does a navigation asked to return at `commit` (its test
 * holds the page's scripts back).
 */
function awaitHydration(page: Page) {
  const interactive = () =>
    page.waitForFunction(
      () => document.getElementById('relay-records') === null || document.documentElement.hasAttribute('data-hydrated'),
      null,
      { timeout: 20_000 },
    );
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        const options = args.at(-1) as { waitUntil?: string } | undefined;
        if (options?.waitUntil !== 'commit') await interactive();
        return response;
      },
    });
  }
}

/** Headless Debian Chromium (never a downloaded browser), kept off the network beyond the stack under test. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  // Browser.newPage opens its page through newContext too.
  browser.newContext = async (options) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled !== false) context.on('page', awaitHydration);
    return context;
  };
  return browser;
}
