import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM } from '../../scripts/systemPackages.ts';

/**
 * A server-rendered page shows before its scripts have run, and a press then does nothing (a shopper presses again):
 * the suites' navigations (goto, reload, back and forward) return once React has hydrated every element of the page
 * (each then carries React's fiber: a test's view of React's internals, where the page has no sign to give). Pages the server did not render, or without JavaScript, go on at once.
 */
function awaitHydration(page: Page) {
  const interactive = () =>
    page
      .waitForFunction(
        () =>
          document.getElementById('relay-records') === null ||
          // React's own image preloads (<link>) stand before the page and are not hydrated.
          [...document.querySelectorAll('#root *:not(link)')].every((element) =>
            Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
          ),
        null,
        { timeout: 20_000 },
      )
      .catch(() => undefined);
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await interactive();
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
