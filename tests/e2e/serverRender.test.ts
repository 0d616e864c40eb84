import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueContact } from '../helpers/authFlows.ts';
import {
  lastCode,
  networkQuiet,
  recordOperations,
  shopperPages,
  typeCode,
  useStackAndBrowser,
} from '../helpers/e2e.ts';
import { BRANDS, CATEGORIES, PRODUCTS, SELLERS, USERS } from '../helpers/fixtures.ts';

const e2e = useStackAndBrowser();
const { newPage, graph, signedIn, registeredShopper } = shopperPages(e2e);

/** The console's errors and warnings (a hydration mismatch is reported there) and the page's uncaught errors. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

describe('pages rendered on the server', () => {
  it('shows a product page as HTML before any script, and hydrates it without asking the graph again', async () => {
    const guest = await fetch(`${e2e.stack.url}/product-page/${PRODUCTS.inStock}`);
    // The same for every guest who brings no cookie: cacheable for the catalog cache's lifetime, by no one else.
    expect(guest.headers.get('cache-control')).toBe('public, max-age=30');
    expect(guest.headers.get('vary')).toMatch(/\bCookie\b.*\bAuthorization\b/);
    const html = await guest.text();
    const { data } = await graph<{ data: { product: { name: string } } }>(
      await newPage(),
      /* GraphQL */ 'query ($id: ID!) { product(productId: $id) { name } }',
      { id: PRODUCTS.inStock },
    ).then((d) => ({ data: d as unknown as { product: { name: string } } }));
    expect(html).toContain(`>${data.product.name}</h1>`);
    // The tab, the history and a screen reader name the page by its heading.
    expect(html).toContain(`<title>${data.product.name} | B2B Market</title>`);
    expect(html).toContain('<script type="application/json" id="relay-records">');
    // Its images are the client build's files (the footer's badges too), not data: URLs of the server build's own.
    expect(html).not.toContain('src="data:');
    expect(html).toMatch(/src="\/assets\/google-play-[\w-]+\.svg"/);
    // Nothing inline runs (the CSP allows none): the data block is not a script the browser runs.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes!.trim());
    expect(scripts.filter((attributes) => !/\bsrc=|type="application\/json"/.test(attributes))).toEqual([]);
    // The page shows without its code, which only hydrates it: the code (the entry, then the page's chunks) is
    // fetched once the first screen has loaded.
    expect(html).toMatch(
      /<script src="\/app-after-load\.js" async data-modules="\/assets\/index-[\w-]+\.js [^"]*\/assets\/ProductPage-[\w-]+\.js[^"]*">/,
    );
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toMatch(/<link rel="preload" as="image" [^>]*fetchPriority="high"/i);

    const page = await newPage();
    const problems = watchConsole(page);
    const operations = recordOperations(page);
    await page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.inStock}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: data.product.name }).waitFor();
    expect(operations).toEqual([]);
    // Its code was fetched once the page had loaded (the first screen's images with it), not alongside it.
    const [entryStart, loaded] = await page.evaluate(() => [
      performance.getEntriesByType('resource').find(({ name }) => /\/assets\/index-[\w-]+\.js$/.test(name))!.startTime,
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    ]);
    expect(loaded).toBeGreaterThan(0);
    expect(entryStart).toBeGreaterThanOrEqual(loaded);
    // Each of those modules (the entry first) has its one preload link: none is left for Vite's preloading of the
    // page's chunks to insert when the router loads the page.
    const modules = html.match(/data-modules="([^"]+)"/)![1]!.split(' ');
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        ({ href }) => new URL(href).pathname,
      ),
    );
    expect(preloads.slice(0, modules.length)).toEqual(modules);
    // Hydrated: the client router takes the next click, and that page costs one GraphQL request.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL(`${e2e.stack.url}/about-us`);
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    await expect.poll(() => page.title()).toBe('About Us | B2B Market');
    expect(operations.length).toBeLessThanOrEqual(1);
    // A page without a main heading is the store's.
    await page.getByRole('link', { name: 'B2B Market home' }).click();
    await expect.poll(() => page.title()).toBe('B2B Market');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("styles a hydrated page with the server's styles, in its head, and a page rendered in the browser with its own", async () => {
    const html = await (await fetch(`${e2e.stack.url}/product-page/${PRODUCTS.inStock}`)).text();
    const [head, body] = html.split('</head>') as [string, string];
    expect(body).not.toContain('<style');
    // The layers' order first (Chakra's global styles), then one element of every rule the page uses, naming them.
    expect([...head.matchAll(/<style (data-emotion="css-global|data-page-styles=")/g)].map(([, key]) => key)).toEqual([
      'data-emotion="css-global',
      'data-emotion="css-global',
      'data-page-styles="',
    ]);
    expect(head).toMatch(/<style data-emotion="css-global \w+" data-s="">@layer reset,base,tokens,recipes;<\/style>/);

    const page = await newPage();
    const problems = watchConsole(page);
    // The theme's CSS variables (Chakra's global styles, with the reset and base styles), and how many style sheets
    // declare them.
    const tokens = () =>
      page.evaluate(() => ({
        teal700: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-teal-700').trim(),
        sheets: [...document.styleSheets].filter((sheet) =>
          [...sheet.cssRules].some((rule) => rule.cssText.includes('--chakra-colors-teal-700:')),
        ).length,
      }));
    // Every style element taken out of the page (a move is one: it is parsed again, and what it styles restyled).
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedStyles: removed });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node.nodeName === 'STYLE') removed.push((node as Element).outerHTML);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.inStock}`);
    expect(await tokens()).toEqual({ teal700: '#0c5d56', sheets: 1 });
    // The cascade layers keep their order once the browser's code runs: the button's recipe beats the reset.
    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    expect(await addToCart.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(12, 93, 86)');
    // The browser's Emotion moved none of the page's style elements but the one its <Global> of the layers' order
    // adopts (one statement), and inserted none of the page's rules again.
    expect(await page.evaluate(() => (window as unknown as { removedStyles: string[] }).removedStyles)).toEqual([
      '<style data-emotion="css-global" data-s="">@layer reset,base,tokens,recipes;</style>',
    ]);
    const sheetsPerRule = await addToCart.evaluate((button) => {
      const sheets = [...document.styleSheets].map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join(''));
      return [...button.classList]
        .filter((name) => name.startsWith('css-'))
        .map((name) => sheets.filter((text) => text.includes(`.${name}`)).length);
    });
    expect(sheetsPerRule.length).toBeGreaterThan(0);
    expect(sheetsPerRule.every((sheets) => sheets === 1)).toBe(true);
    // index.html is the shell the browser renders into (the gateway's fallback): the app shows its not-found page.
    await page.goto(`${e2e.stack.url}/index.html`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    expect(await tokens()).toEqual({ teal700: '#0c5d56', sheets: 1 });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  /** Holds back the responses of `url` until the returned function is called. */
  async function holdBack(page: Page, url: RegExp) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(url, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  const cartLinesOf = async (page: Page) =>
    (
      await graph<{ viewer: { cart: { lines: { quantity: number }[] } } }>(
        page,
        '{ viewer { cart { lines { quantity } } } }',
      )
    ).viewer.cart.lines;

  it('sends a form the server answers at once when pressed before the app has it, once: Add to Cart without its code', async () => {
    const { page } = await registeredShopper();
    const problems = watchConsole(page);
    // The app's entry never comes during this test: the press is the server's to handle.
    await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
    void page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.inStock}`).catch(() => {});
    await page.waitForFunction(() => document.documentElement.dataset.earlyPresses !== undefined);
    const buy = page.getByRole('form', { name: 'Buy' });
    const posts: string[] = [];
    page.on('request', (request) => void (request.method() === 'POST' && posts.push(request.url())));
    // Pressed twice in a row: the browser sends the form once.
    await buy
      .getByRole('button', { name: 'Add to Cart' })
      .evaluate((button: HTMLButtonElement) => {
        button.click();
        button.click();
      })
      .catch(() => {}); // the page may be gone before the answer
    await buy.getByRole('link', { name: 'Go to Cart' }).waitFor();
    expect(posts).toEqual([`${e2e.stack.url}/product-page/${PRODUCTS.inStock}`]);
    // Added once, the product's minimum.
    expect(await cartLinesOf(page)).toEqual([{ quantity: 5 }]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('goes on through the server with a sign-up whose first step was pressed before the app, the app running or not', async () => {
    const { number, email } = uniqueContact('early-gst');
    const gstin = '33AABCT1332L1ZZ';
    const page = await newPage();
    const problems = watchConsole(page);
    const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
    void page.goto(`${e2e.stack.url}/sign-up-with-email`).catch(() => {});
    await page.waitForFunction(() => document.documentElement.dataset.earlyPresses !== undefined);
    await page.getByLabel('Full Name').fill('Arjun Das');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Phone Number' }).fill(number);
    await page.locator('input[name="password"]').fill('Monsoon#Rain4');
    await page.locator('input[name="confirmPassword"]').fill('Monsoon#Rain4');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('heading', { name: 'Complete Business Details' }).waitFor();
    // The app starts on the page the post answered: its later forms are posted too (the details are on the server).
    release();
    await page.waitForLoadState('load');
    await page.getByLabel('GST Username').fill('arjun_gst');
    await page.getByLabel('GST Number').fill(gstin);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(`We have sent a 6-digit code for GSTIN ${gstin}.`).waitFor();
    // The app runs this page: its countdown moves.
    await page.getByText('00:58').waitFor();
    await typeCode(page, await lastCode(e2e, gstin));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByText(`We have sent a 6-digit code to the official phone number +91${number}.`, { exact: false })
      .waitFor();
    await page.getByText('00:28').waitFor();
    await typeCode(page, await lastCode(e2e, `+91${number}`));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${e2e.stack.url}/login?notice=registered`);
    await page.getByText('User registered successfully').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  // Held back: the app's entry (nothing of the app runs), or the routes' chunk (React's root exists, the page not
  // hydrated yet: the guard must still hold the press until the button itself is live).
  it.each([
    ['its entry', /\/assets\/index-[\w-]+\.js$/],
    ['its routes', /\/assets\/routedApp-[\w-]+\.js$/],
  ])('presses a button pressed before %s arrived once the button is hydrated: late, not lost', async (_, held) => {
    const { page } = await registeredShopper();
    const problems = watchConsole(page);
    const release = await holdBack(page, held);
    // The page's load waits for what is held, so it is awaited once that is let through.
    const loaded = page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.inStock}`);
    await page.waitForFunction(() => document.documentElement.dataset.earlyPresses !== undefined);
    // The heart opens the Add to List dialog: the app's alone to do.
    const heart = page.getByRole('main').getByRole('button', { name: 'Add to list' });
    await heart.click();
    expect(await heart.getAttribute('aria-busy')).toBe('true');
    await heart.click();
    expect(await page.getByRole('dialog').count()).toBe(0);

    release();
    await loaded;
    // Pressed twice before the app had the button, opened once: a held press is not doubled.
    await page.getByRole('dialog').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    // No longer pending (the open dialog hides the rest of the page from the accessibility tree).
    expect(await page.locator('[data-early-press], [aria-busy="true"]').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('holds no press once the app has started, even when the holding script comes after it', async () => {
    const page = await newPage();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/early-presses.js', async (route) => {
      await released;
      await route.continue();
    });
    // The page's load waits for every script; the app runs before it (its entry is not held).
    await page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.inStock}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('contentinfo').waitFor();
    const script = page.waitForResponse('**/early-presses.js');
    release();
    await script;
    await page.waitForFunction(() => document.documentElement.dataset.earlyPresses !== undefined);
    // A guest's Add to Cart goes to sign in, at once.
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(`${e2e.stack.url}/login?redirect=%2Fproduct-page%2F${PRODUCTS.inStock}`);
    await page.context().close();
  });

  it.each([
    [1366, 900],
    [390, 844],
  ])('hydrates every public route at %i px without a mismatch or a request', async (width, height) => {
    const page = await newPage({ viewport: { width, height } });
    const problems = watchConsole(page);
    const operations = recordOperations(page);
    for (const path of [
      '/',
      `/product-page/${PRODUCTS.inStock}`,
      '/search-result-page?query=rice',
      '/top-deals',
      '/new-arrival',
      '/products',
      '/topStore-Page',
      '/about-us',
      '/privacy-policy',
      '/login',
      '/limited-time-deals',
      `/seller-store/${SELLERS.withRatings}`,
      `/brand-page/${BRANDS.withProducts}`,
    ]) {
      await page.goto(`${e2e.stack.url}${path}`, { waitUntil: 'networkidle' });
      expect({ path, operations }).toEqual({ path, operations: [] });
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  // A menu of the layout, pressed as soon as the page shows: on a slow phone, before the app has hydrated it.
  const SIZES = [
    [1366, 900, 'Main', 'Download App', 'menu'],
    [390, 844, 'Shortcuts', 'Search', 'dialog'],
  ] as const;
  const ROUTES = {
    catalog: [
      '/',
      `/product-page/${PRODUCTS.inStock}`,
      `/categories-page/${CATEGORIES.groceries}/Groceries`,
      '/search-result-page?query=rice',
      '/limited-time-deals',
      '/top-deals',
      `/seller-store/${SELLERS.withRatings}`,
      `/brand-page/${BRANDS.withProducts}`,
      '/sign-with-otp',
    ],
    personal: [
      '/shopping-cart',
      '/checkOut-page',
      '/my-account',
      '/my-account?pane=my-orders',
      '/my-account?pane=address',
      '/my-account?pane=wallet',
      '/order-inner-page/ORD0001',
    ],
  };
  it.each(
    SIZES.flatMap(([width, height, navigation, name, opens]) =>
      (['catalog', 'personal'] as const).map((group) => ({ width, height, navigation, name, opens, group })),
    ),
  )(
    'reads no console error at $width px with 4× CPU slowdown and a press before hydration ($group pages)',
    async ({ width, height, navigation, name, opens, group }) => {
      const page = await signedIn(USERS.demo, { viewport: { width, height } });
      const problems = watchConsole(page);
      const quiet = networkQuiet(page);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      for (const path of ROUTES[group]) {
        await page.goto(`${e2e.stack.url}${path}`, { waitUntil: 'domcontentloaded' });
        await page.getByRole('navigation', { name: navigation }).getByRole('button', { name }).click();
        await page.getByRole(opens).first().waitFor();
        await page.keyboard.press('Escape');
        await quiet();
        expect({ path, problems }).toEqual({ path, problems: [] });
      }
      await page.context().close();
    },
  );

  it('renders a signed-in page with the shopper, privately, and sends a guest to sign in before any HTML', async () => {
    const guest = await fetch(`${e2e.stack.url}/shopping-cart`, { redirect: 'manual' });
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/login?redirect=%2Fshopping-cart');
    expect(await guest.text()).toBe('');

    const page = await signedIn();
    const operations = recordOperations(page);
    const response = await page.goto(`${e2e.stack.url}/shopping-cart`, { waitUntil: 'networkidle' });
    expect(response!.status()).toBe(200);
    expect(response!.headers()['cache-control']).toBe('private, no-store');
    expect(await response!.text()).toMatch(/<h1[^>]*>My Cart<\/h1>/);
    expect(operations).toEqual([]);
    await page.context().close();
  });

  it('answers an unknown path with 404 and its page', async () => {
    const response = await fetch(`${e2e.stack.url}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  });

  it('keeps a product page readable, and its links working, with JavaScript off', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.inStock}`);
    const title = await page.getByRole('heading', { level: 1 }).innerText();
    expect(title.length).toBeGreaterThan(0);
    expect(await page.getByText('Incl. GST').count()).toBe(1);
    // The footer is in the page too, and its links lead to the policies.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(/\/privacy-policy/);
    expect(await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).count()).toBe(1);
    await page.goBack();
    const category = page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first();
    const name = await category.innerText();
    await category.click();
    await page.waitForURL(new RegExp(`/categories-page/`));
    expect(await page.getByRole('heading', { level: 1, name }).count()).toBe(1);
    await page.context().close();
  });
});
