import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useStackAndBrowser } from '../helpers/e2e.ts';
import { BRANDS } from '../helpers/fixtures.ts';

const e2e = useStackAndBrowser();

async function openPage(path: string): Promise<Page> {
  const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(e2e.stack.url + path);
  return page;
}

const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) => main(page).getByRole('article');
const summary = (page: Page) => main(page).getByText(/^Showing \d+(-\d+)? of \d+ results$/);
const total = async (page: Page) => Number(/of (\d+) results/.exec(await summary(page).innerText())![1]);

/** The selling price (the first rupee amount) of each card shown. */
async function prices(page: Page): Promise<number[]> {
  const texts = await cards(page).allInnerTexts();
  return texts.map((text) => Number(/₹([\d,]+\.\d{2})/.exec(text)![1]!.replaceAll(',', '')));
}

describe('discovery pages', () => {
  it('shows the top deals and narrows them to one brand', async () => {
    const page = await openPage('/top-deals');
    await expect.poll(() => main(page).getByRole('heading', { level: 1, name: 'Top Deals' }).count()).toBe(1);
    expect(await cards(page).count()).toBeGreaterThan(0);
    const all = await total(page);

    // The brand with the fewest deals (its count is how many pass with it chosen). The sidebar shows after the grid.
    await main(page).getByRole('radiogroup', { name: 'Brands' }).waitFor();
    const brands = main(page).getByRole('radiogroup', { name: 'Brands' }).getByRole('radio');
    const labels = (
      await brands.evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent ?? ''))
    ).slice(1);
    const counted = labels.map((label) => ({ label, count: Number(/\((\d+)\)$/.exec(label)![1]) }));
    const fewest = counted.reduce((a, b) => (b.count < a.count ? b : a));
    expect(fewest.count).toBeLessThan(all);
    await main(page).getByRole('radiogroup', { name: 'Brands' }).getByText(fewest.label, { exact: true }).click();

    await page.waitForURL((url) => url.searchParams.has('brand'));
    await expect.poll(() => total(page)).toBe(fewest.count);
    expect(await cards(page).count()).toBe(Math.min(fewest.count, 20));
    await page.close();
  });

  it("opens a featured brand's page from Visit Brand Page", async () => {
    const page = await openPage('/featured-brands');
    const section = main(page)
      .getByRole('region')
      .filter({ has: page.getByRole('link', { name: 'Visit Brand Page' }) })
      .first();
    await section.waitFor({ timeout: 15_000 });
    const name = await section.getByRole('heading', { level: 2 }).innerText();
    const visit = section.getByRole('link', { name: 'Visit Brand Page' });
    await visit.click();
    await page.waitForURL((url) => /^\/brand-page\/BRD\d+$/.test(url.pathname));
    await expect.poll(() => main(page).getByRole('heading', { level: 1 }).innerText()).toBe(name);
    await page.close();
  });

  it('switches the top brand by navigating and sorts its products', async () => {
    const page = await openPage(`/topbrand-products-page/${BRANDS.withProducts}`);
    const heading = main(page).getByRole('heading', { level: 1 });
    await expect.poll(() => heading.count()).toBe(1);
    const first = await heading.innerText();

    const ascending = await prices(page);
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await main(page).getByRole('combobox', { name: 'Sort by' }).selectOption('PRICE_HIGH_TO_LOW');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-high-to-low');
    // The most expensive products come first now (the brand has more than one page, so not simply reversed).
    await expect.poll(async () => (await prices(page))[0]).toBeGreaterThanOrEqual(ascending.at(-1)!);
    const descending = await prices(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    const brands = main(page).getByRole('radiogroup', { name: 'Brands' });
    await brands.waitFor();
    const other = (
      await brands
        .getByRole('radio')
        .evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent ?? ''))
    ).find((label) => label !== first && label !== 'All Brands')!;
    await brands.getByText(other, { exact: true }).click();
    await page.waitForURL((url) => url.pathname !== `/topbrand-products-page/${BRANDS.withProducts}`);
    expect(new URL(page.url()).pathname).toMatch(/^\/topbrand-products-page\/BRD\d+$/);
    // The sort is kept.
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price-high-to-low');
    await expect.poll(() => heading.innerText()).toBe(other);

    // Clearing the brand opens every top brand's products, still sorted.
    await brands.getByText('All Brands', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/products');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price-high-to-low');
    await expect.poll(() => heading.innerText()).toBe('All Brands');
    await expect.poll(async () => (await prices(page)).length).toBeGreaterThan(1);
    await page.close();
  });

  it('renders every other discovery page with real data', async () => {
    const response = await e2e.browser.newContext().then((context) =>
      context.request.post(`${e2e.stack.url}/graphql`, {
        data: { query: /* GraphQL */ '{ discountsForYou { discountId } topStores { seller { storeName } } }' },
      }),
    );
    const { discountsForYou, topStores } = (await response.json()).data as {
      discountsForYou: { discountId: string }[];
      topStores: { seller: { storeName: string } }[];
    };
    const discountId = discountsForYou[0]!.discountId;
    const pages: [string, string][] = [
      ['/new-arrival', 'New Arrivals'],
      ['/recently-viewed', 'Recently Viewed'],
      ['/topStore-Page', 'Top Stores'],
      [`/discout-for-you/${discountId}`, 'Discounts For You'],
      [`/discount-products/${discountId}`, 'Discount Products'],
      ['/about-us', 'About Us'],
    ];
    const page = await openPage('/');
    for (const [path, title] of pages) {
      await page.goto(e2e.stack.url + path);
      await expect.poll(() => main(page).getByRole('heading', { level: 1 }).innerText()).toBe(title);
      expect(await main(page).getByRole('alert').count()).toBe(0);
    }
    // Each top store has its section with "Visit Store".
    await page.goto(e2e.stack.url + '/topStore-Page');
    await expect.poll(() => main(page).getByRole('link', { name: 'Visit Store' }).count()).toBe(topStores.length);
    await page.close();
  });
});
