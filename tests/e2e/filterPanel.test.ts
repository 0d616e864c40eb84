// A list page's filters on a phone: the Filters button opens a panel in the page's HTML and the panel applies the
// filters as a GET of the page's own URL, so both work as soon as the page shows, before the app has hydrated it and
// with JavaScript off; once the app is live, applying is a change of the URL the app makes (one request).
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordOperations, shopperPages, useStackAndBrowser } from '../helpers/e2e.ts';
import { CATEGORIES } from '../helpers/fixtures.ts';

const e2e = useStackAndBrowser();
const { newPage, graph } = shopperPages(e2e);

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const GROCERIES = `/categories-page/${CATEGORIES.groceries}/Groceries`;

const summary = (page: Page) => page.getByRole('main').getByText(/^Showing \d+(-\d+)? of \d+ results/);
const filtersButton = (page: Page) => page.getByRole('button', { name: 'Filters', exact: true });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Filters' });

/** How many products of `source` pass `filter`, as the graph counts them. */
async function passing(page: Page, source: object, filter: object): Promise<number> {
  return (await listed(page, source, filter)).totalCount;
}

/** The products of `source` that pass `filter`, as the graph lists them: how many, and the first page's names. */
async function listed(page: Page, source: object, filter: object, sort = 'PRICE_LOW_TO_HIGH') {
  const data = await graph<{ productListing: { totalCount: number; edges: { node: { name: string } }[] } }>(
    page,
    'query ($source: ProductListingSource!, $filter: ProductFilter, $sort: ProductSort) { productListing(source: $source, filter: $filter, sort: $sort, first: 20) { totalCount edges { node { name } } } }',
    { source, filter, sort },
  );
  return { totalCount: data.productListing.totalCount, names: data.productListing.edges.map(({ node }) => node.name) };
}

// The list's product cards (a category page's subcategories are articles too).
const productCards = (page: Page) => page.getByRole('main').getByRole('article').filter({ hasText: '₹' });

/** Whether the cards on the page are those of `names`, in that order. */
async function showsProducts(page: Page, names: string[]): Promise<boolean> {
  const cards = await productCards(page).allInnerTexts();
  return cards.length === names.length && cards.every((text, index) => text.includes(names[index]!));
}

const groceriesShowing = (count: number) => `Showing 1-${Math.min(20, count)} of ${count} results for Groceries`;

/** The console's errors and warnings (a hydration mismatch is reported there) and the page's uncaught errors. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Holds back the app's entry (nothing of the app runs) until the returned function is called. */
async function holdAppBack(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The pages the browser loads (a GET of the filters without the app is one). */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') loads.push(request.url());
  });
  return loads;
}

describe('the filter panel with JavaScript off', () => {
  it('opens from Filters with the focus in it, closes with Escape or its close button, and applies a brand, then a rating', async () => {
    const page = await newPage({ ...PHONE, javaScriptEnabled: false });
    await page.goto(e2e.stack.url + GROCERIES);
    await expect.poll(() => panel(page).count()).toBe(0);

    await filtersButton(page).click();
    await panel(page).waitFor();
    // The focus is in the panel, on its first control: the labelled close button.
    expect(await panel(page).locator(':focus').getAttribute('aria-label')).toBe('Close filters');
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'hidden' });
    // Back on the button that opened it.
    expect(await page.locator('button:focus').innerText()).toBe('Filters');
    await filtersButton(page).click();
    await panel(page).getByRole('button', { name: 'Close filters' }).click();
    await panel(page).waitFor({ state: 'hidden' });

    await filtersButton(page).click();
    const brands = panel(page).getByRole('group', { name: 'Brands' }).getByRole('radio');
    expect(await brands.first().getAttribute('value')).toBe('');
    expect(await brands.first().isChecked()).toBe(true);
    const brand = brands.nth(1);
    const brandId = (await brand.getAttribute('value'))!;
    const label = await panel(page).locator(`label:has(input[value="${brandId}"])`).innerText();
    const shown = /\((\d+)\)$/.exec(label)![1];
    await brand.check();
    await panel(page).getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('brand') === brandId);
    const brandList = await listed(page, { categoryId: CATEGORIES.groceries }, { brandIds: [brandId] });
    const ofBrand = brandList.totalCount;
    expect(ofBrand).toBe(Number(shown));
    expect(await summary(page).innerText()).toBe(groceriesShowing(ofBrand));
    expect(await showsProducts(page, brandList.names)).toBe(true);

    // The panel shows what the URL says; a rating on top of the brand.
    await filtersButton(page).click();
    expect(await panel(page).getByRole('radio', { name: label }).isChecked()).toBe(true);
    await panel(page).getByRole('radio', { name: '4 stars & up' }).check();
    await panel(page).getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('rating') === '4' && url.searchParams.get('brand') === brandId);
    const rated = await passing(page, { categoryId: CATEGORIES.groceries }, { brandIds: [brandId], minRating: 4 });
    expect(rated).toBeLessThan(ofBrand);
    expect(await summary(page).innerText()).toBe(groceriesShowing(rated));

    // Clear all: the page without filters.
    await filtersButton(page).click();
    await panel(page).getByRole('link', { name: 'Clear all' }).click();
    await page.waitForURL((url) => url.pathname === GROCERIES && url.search === '');
    const all = await passing(page, { categoryId: CATEGORIES.groceries }, {});
    expect(await summary(page).innerText()).toBe(groceriesShowing(all));
    await page.context().close();
  });

  it('keeps the search and the sort, and applies a price range and availability', async () => {
    const page = await newPage({ ...PHONE, javaScriptEnabled: false });
    await page.goto(`${e2e.stack.url}/search-result-page?query=rice&sort=price-high-to-low`);
    await filtersButton(page).click();
    const pricing = panel(page).getByRole('group', { name: 'Pricing' });
    // The list's own span, as the placeholders.
    expect(Number(await pricing.getByLabel('Minimum price').getAttribute('placeholder'))).toBeGreaterThan(0);
    await pricing.getByLabel('Minimum price').fill('100');
    await pricing.getByLabel('Maximum price').fill('500');
    await panel(page).getByRole('group', { name: 'Availability' }).getByRole('radio', { name: 'In stock' }).check();
    await panel(page).getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('minPrice') === '100');
    const url = new URL(page.url());
    expect(Object.fromEntries([...url.searchParams].filter(([, value]) => value !== ''))).toEqual({
      query: 'rice',
      sort: 'price-high-to-low',
      minPrice: '100',
      maxPrice: '500',
      availability: 'in-stock',
    });
    const { totalCount: count, names } = await listed(
      page,
      { search: 'rice' },
      { minPrice: 100, maxPrice: 500, availability: 'IN_STOCK' },
      'PRICE_HIGH_TO_LOW',
    );
    expect(await summary(page).innerText()).toBe(`Showing 1-${Math.min(20, count)} of ${count} results`);
    expect(await showsProducts(page, names)).toBe(true);
    const prices = (await productCards(page).allInnerTexts()).map((text) =>
      Number(/₹([\d,]+\.\d{2})/.exec(text)![1]!.replaceAll(',', '')),
    );
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((price) => price >= 100 && price <= 500)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await page.context().close();
  });
});

describe('the filter panel before the app has hydrated the page', () => {
  it('opens at the first press, once; the choice made then stays, and the app applies it once live', async () => {
    const page = await newPage(PHONE);
    const problems = watchConsole(page);
    const release = await holdAppBack(page);
    // goto returns once the page is hydrated (tests/helpers/browser.ts): after the entry is let through.
    const hydrated = page.goto(e2e.stack.url + GROCERIES);
    await page.waitForFunction(() => document.documentElement.dataset.earlyPresses !== undefined);
    await filtersButton(page).click();
    await panel(page).waitFor();
    // The browser opened it: the press is not held for the app (nothing pending), nor pressed again later.
    expect(await filtersButton(page).getAttribute('aria-busy')).toBeNull();
    await panel(page).getByRole('radio', { name: '4 stars & up' }).check();

    const loads = documentLoads(page);
    const operations = recordOperations(page);
    release();
    await hydrated;
    await page.getByRole('contentinfo').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await panel(page).waitFor();
    expect(await panel(page).getByRole('radio', { name: '4 stars & up' }).isChecked()).toBe(true);

    // The app applies it: a new URL, the route's one request, no page load; the panel closes.
    await panel(page).getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('rating') === '4');
    await panel(page).waitFor({ state: 'hidden' });
    const rated = await passing(page, { categoryId: CATEGORIES.groceries }, { minRating: 4 });
    await expect.poll(() => summary(page).innerText()).toBe(groceriesShowing(rated));
    expect(operations).toEqual([['CategoryPageQuery']]);
    expect(loads).toEqual([]);

    // Open again with the app live: the form starts from the new URL; a second filter is added to it.
    await filtersButton(page).click();
    expect(await panel(page).getByRole('radio', { name: '4 stars & up' }).isChecked()).toBe(true);
    await panel(page).getByRole('radio', { name: 'In stock' }).check();
    await panel(page).getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('availability') === 'in-stock');
    expect(new URL(page.url()).searchParams.get('rating')).toBe('4');
    const inStock = await passing(
      page,
      { categoryId: CATEGORIES.groceries },
      { minRating: 4, availability: 'IN_STOCK' },
    );
    await expect.poll(() => summary(page).innerText()).toBe(groceriesShowing(inStock));
    expect(operations).toEqual([['CategoryPageQuery'], ['CategoryPageQuery']]);
    expect(loads).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('sends Apply pressed before the app has come as a GET, once: the server shows the filtered list', async () => {
    const page = await newPage(PHONE);
    await holdAppBack(page);
    void page.goto(e2e.stack.url + GROCERIES).catch(() => {});
    await page.waitForFunction(() => document.documentElement.dataset.earlyPresses !== undefined);
    const loads = documentLoads(page);
    await filtersButton(page).click();
    await panel(page).getByRole('radio', { name: 'In stock' }).check();
    // Pressed twice: the page is asked for once.
    await panel(page)
      .getByRole('button', { name: 'Apply' })
      .evaluate((button: HTMLButtonElement) => {
        button.click();
        button.click();
      })
      .catch(() => {}); // the page may be gone before the answer
    await page.waitForURL((url) => url.searchParams.get('availability') === 'in-stock', { waitUntil: 'commit' });
    const inStock = await passing(page, { categoryId: CATEGORIES.groceries }, { availability: 'IN_STOCK' });
    await expect.poll(() => summary(page).innerText()).toBe(groceriesShowing(inStock));
    expect(loads.map((url) => new URL(url).searchParams.get('availability'))).toEqual(['in-stock']);
    await page.context().close();
  });
});

describe('the filters once the app is live', () => {
  it.each([
    [390, 844],
    [1366, 900],
  ])('hydrate a category page at %i px without a console error, with one set of filters', async (width, height) => {
    const page = await newPage({ viewport: { width, height } });
    const problems = watchConsole(page);
    const scripts: string[] = [];
    page.on('request', (request) => void scripts.push(new URL(request.url()).pathname));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(e2e.stack.url + GROCERIES + '?rating=3&utm_source=mail');
    if (width >= 1024) await page.getByRole('radiogroup', { name: 'Ratings' }).waitFor();
    await page.waitForLoadState('networkidle');
    const sidebarCode = scripts.filter((path) => /\/assets\/FilterSidebar-[\w-]+\.js$/.test(path));
    if (width < 1024) {
      // A phone neither loads nor builds the sidebar (its slider, its radio groups): the panel is its filters.
      expect(sidebarCode).toEqual([]);
      expect(await page.getByRole('slider', { includeHidden: true }).count()).toBe(0);
      await filtersButton(page).click();
      expect(await panel(page).getByRole('radio', { name: '3 stars & up' }).isChecked()).toBe(true);
      await page.keyboard.press('Escape');
    } else {
      // The sidebar beside the list, and no panel: the page holds one set of filters.
      expect(sidebarCode.length).toBeGreaterThan(0);
      const ratings = page.getByRole('radiogroup', { name: 'Ratings' });
      expect(await ratings.getByRole('radio', { name: '3 stars & up' }).isChecked()).toBe(true);
      await expect.poll(() => page.locator('dialog').count()).toBe(0);
      expect(await filtersButton(page).isVisible()).toBe(false);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the filter sidebar on a desktop', () => {
  const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Filters' });

  it("shows the sidebar's shape, busy, until its code is in: in the server's HTML and while the code is held back", async () => {
    const html = await newPage({ viewport: { width: 1366, height: 900 }, javaScriptEnabled: false });
    await html.goto(e2e.stack.url + GROCERIES);
    expect(await sidebar(html).getAttribute('aria-busy')).toBe('true');
    expect((await sidebar(html).boundingBox())!.height).toBeGreaterThan(300);
    await html.context().close();

    const page = await newPage({ viewport: { width: 1366, height: 900 } });
    const problems = watchConsole(page);
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/assets\/FilterSidebar-[\w-]+\.js$/, (route) =>
      holding ? void held.push(route) : route.continue(),
    );
    await page.goto(e2e.stack.url + GROCERIES);
    await expect.poll(() => held.length).toBe(1);
    // Hydrated, the code asked for and not in: the skeleton holds the column, announced as busy.
    expect(await sidebar(page).getAttribute('aria-busy')).toBe('true');
    expect((await sidebar(page).boundingBox())!.height).toBeGreaterThan(300);
    expect(await page.getByRole('radiogroup', { name: 'Ratings' }).count()).toBe(0);
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await page.getByRole('radiogroup', { name: 'Ratings' }).waitFor();
    expect(await sidebar(page).getAttribute('aria-busy')).toBeNull();
    expect(await sidebar(page).count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
