import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopperPages, useStackAndBrowser } from '../helpers/e2e.ts';
import { CATEGORIES, USERS } from '../helpers/fixtures.ts';

const e2e = useStackAndBrowser();
const { signedIn } = shopperPages(e2e);

/** A phone-sized page whose requests for files matching `held` wait until the returned release is called. */
async function phoneWithHeldFiles(held: RegExp): Promise<{ page: Page; release: () => Promise<void> }> {
  const page = await e2e.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const waiting: Route[] = [];
  let released = false;
  await page.route(held, (route) => (released ? route.continue() : void waiting.push(route)));
  const release = async () => {
    released = true;
    await Promise.all(waiting.map((route) => route.continue()));
  };
  return { page, release };
}

describe('the storefront on a phone', () => {
  it('paints the page the server rendered, content and styles, before any JavaScript has run', async () => {
    const { page, release } = await phoneWithHeldFiles(/\/assets\/.*\.js$/);
    await page.goto(e2e.stack.url + '/product-page/PRD000001', { waitUntil: 'commit' });
    const title = page.getByRole('heading', { level: 1 });
    await title.waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    expect(await page.getByText('Incl. GST').count()).toBe(1);
    // Styled by the styles sent with it: the title is not the browser's default 2em bold serif.
    expect(await title.evaluate((h1) => getComputedStyle(h1).fontFamily)).not.toMatch(/^"?Times/);
    expect(await page.locator('.boot-header').count()).toBe(0);
    await release();
    // Hydrated: the footer, drawn once the app runs, appears under the same page.
    await page.getByRole('contentinfo').waitFor();
    expect(await title.count()).toBe(1);
    await page.close();
  });

  it('fetches the largest image above the fold first and the images below it lazily, all sized', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto(e2e.stack.url + '/');
    const banner = page.getByRole('region', { name: 'Banners' }).getByRole('img').first();
    await banner.waitFor();
    expect(await banner.getAttribute('fetchpriority')).toBe('high');
    expect(await banner.getAttribute('loading')).not.toBe('lazy');
    const cardImages = page.getByRole('main').locator('img[loading="lazy"]');
    await expect.poll(() => cardImages.count()).toBeGreaterThan(4);
    const unsized = await page
      .locator('main img')
      .evaluateAll(
        (images) => images.filter((image) => !image.getAttribute('width') || !image.getAttribute('height')).length,
      );
    expect(unsized).toBe(0);
    await page.close();
  });

  it("neither loads nor builds a listing's filter sidebar, which the phone hides: Filters opens the filter panel", async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const scripts: string[] = [];
    page.on('request', (request) => void scripts.push(new URL(request.url()).pathname));
    // goto returns once the page is hydrated; what it renders after its first paint is requested then, before the
    // network falls quiet.
    await page.goto(`${e2e.stack.url}/categories-page/${CATEGORIES.groceries}/Groceries`);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /\/assets\/FilterSidebar-[\w-]+\.js$/.test(path))).toEqual([]);
    // The panel is in the page, closed: plain fields, no slider nor radio group (the sidebar's) anywhere.
    expect(await page.getByRole('slider', { includeHidden: true }).count()).toBe(0);
    expect(await page.getByRole('radiogroup', { includeHidden: true }).count()).toBe(0);
    expect(await page.getByRole('group', { name: 'Pricing' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    const pricing = panel.getByRole('group', { name: 'Pricing' });
    await pricing.waitFor();
    expect(await pricing.getByRole('spinbutton').count()).toBe(2);
    await page.close();
  });

  it("keeps a signed-in shopper's page to the phone's width: the delivery address gives way", async () => {
    // Asha's address, "Ballygunge 700001", is the longest of the seeded ones.
    const page = await signedIn(USERS.second);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/', '/checkOut-page', '/my-account']) {
      await page.goto(e2e.stack.url + path);
      const address = page.getByRole('button', { name: 'Deliver to Ballygunge 700001' });
      await address.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      const box = (await address.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await page.close();
  });
});
