import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopperPages, useStackAndBrowser } from '../helpers/e2e.ts';

const e2e = useStackAndBrowser();
const { newPage, signedIn } = shopperPages(e2e);

/** How many URLs of one route pattern (IDs and names taken out) are visited. */
const SAMPLES_PER_PATTERN = 2;
const MAX_PAGES = 120;

/**
 * A URL's route pattern: segments with digits (product, order, brand... keys) and a category's name become `:id`;
 * the account's `pane` keeps its value (each pane is a screen of its own).
 */
function patternOf(url: URL): string {
  const segments = url.pathname.split('/').map((segment) => (/\d/.test(segment) ? ':id' : segment));
  if (segments[1] === 'categories-page') segments.splice(3, 1, ':name');
  return (
    segments.join('/') +
    [...new Set(url.searchParams.keys())]
      .map((key) => (key === 'pane' ? `?pane=${url.searchParams.get('pane')}` : `?${key}`))
      .join('')
  );
}

interface Crawl {
  visited: string[];
  dead: { url: string; from: string; screen: string }[];
}

/** Waits until the page area has content and no "Loading..." (the route's query and lazy chunk have arrived). */
async function settled(page: Page) {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      return (
        main != null &&
        main.getAttribute('aria-busy') !== 'true' &&
        main.innerText.trim() !== '' &&
        !main.innerText.includes('Loading...')
      );
    },
    undefined,
    { timeout: 15_000, polling: 100 },
  );
}

/**
 * Opens `url` inside the app, as its links do: the router takes it from the history (a back or forward step), so the
 * page costs its route's code and query, not a reload of the app. Resolves once the navigation has ended: for a route
 * with a query, the page area was busy (AppShell marks it `aria-busy` while the next page loads) and no longer is; for
 * one without, its page replaced the previous one in the page area. Neither within 15 s fails the crawl.
 */
async function navigate(page: Page, url: string) {
  await page.evaluate(
    (url) =>
      new Promise<void>((resolve, reject) => {
        const main = document.querySelector('main')!;
        let busy = false;
        const observer = new MutationObserver((mutations) => {
          if (main.getAttribute('aria-busy') === 'true') busy = true;
          else if (busy || mutations.some((mutation) => mutation.type === 'childList')) {
            observer.disconnect();
            clearTimeout(timer);
            resolve();
          }
        });
        observer.observe(main, { attributes: true, attributeFilter: ['aria-busy'], childList: true });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`${url}: no page came${busy ? ' (the page area stayed busy)' : ''}`));
        }, 15_000);
        history.pushState(null, '', url);
        dispatchEvent(new PopStateEvent('popstate'));
      }),
    url,
  );
  await settled(page);
}

/** Breadth-first from `/` over every same-origin `a[href]` the pages render. */
async function crawl(page: Page): Promise<Crawl> {
  const origin = new URL(e2e.stack.url).origin;
  const queue: { url: string; from: string }[] = [{ url: '/', from: '(start)' }];
  const seen = new Set<string>(['/']);
  const perPattern = new Map<string, number>();
  const result: Crawl = { visited: [], dead: [] };
  while (queue.length > 0 && result.visited.length < MAX_PAGES) {
    const { url, from } = queue.shift()!;
    if (result.visited.length === 0) {
      // The app renders from its script; images need not have loaded.
      await page.goto(origin + url, { waitUntil: 'domcontentloaded' });
      await settled(page);
    } else {
      await navigate(page, url);
    }
    result.visited.push(url);
    // The router's error screen, or a not-found page ("Page not found", "Product not found", "Order not found").
    const errorScreen = page.getByRole('heading', { name: /^(Unexpected Application Error!|\w+ not found)$/ });
    if ((await errorScreen.count()) > 0) {
      result.dead.push({ url, from, screen: await page.getByRole('main').innerText() });
      continue;
    }
    const hrefs = await page.$$eval('a[href]', (links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const target = new URL(href);
      if (target.origin !== origin) continue;
      // The sign-in screens carry where to return to: the same screen whatever the page that sent there.
      target.searchParams.delete('redirect');
      const key = target.pathname + target.search;
      if (seen.has(key)) continue;
      seen.add(key);
      const pattern = patternOf(target);
      const count = perPattern.get(pattern) ?? 0;
      if (count >= SAMPLES_PER_PATTERN) continue;
      perPattern.set(pattern, count + 1);
      queue.push({ url: key, from: url });
    }
  }
  return result;
}

/** Fails on any dead link; prints how many pages were visited. */
function report(who: string, { visited, dead }: Crawl) {
  console.log(`${who}: visited ${visited.length} pages, ${dead.length} dead links`);
  expect(dead).toEqual([]);
  expect(visited.length).toBeGreaterThan(20);
}

describe('every link the storefront renders leads to a page', () => {
  it('as a guest', { timeout: 240_000 }, async () => {
    const page = await newPage();
    report('guest', await crawl(page));
    await page.close();
  });

  it('signed in as the demo shopper', { timeout: 240_000 }, async () => {
    const page = await signedIn();
    const crawled = await crawl(page);
    report('demo shopper', crawled);
    // The account menu's every pane was opened.
    expect(crawled.visited.filter((url) => url.startsWith('/my-account')).length).toBeGreaterThanOrEqual(8);
    await page.close();
  });
});
