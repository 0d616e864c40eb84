import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useStackAndBrowser } from '../helpers/e2e.ts';

const e2e = useStackAndBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The part of the first screen the fixed bottom bar (Home, Search, Cart, Account) leaves uncovered, in px from the top. */
async function uncoveredHeight(page: Page): Promise<number> {
  const bar = await page.getByRole('navigation', { name: 'Shortcuts' }).boundingBox();
  return bar!.y;
}

describe("a category page's first screen on a phone", () => {
  // Electronics has the tallest parts above its grid: three popular categories with two-line names and a slider.
  for (const path of ['/categories-page/CAT130/Electronics', '/categories-page/CAT125/Groceries']) {
    it(`shows Filters and the first products without scrolling: ${path}`, async () => {
      const page = await e2e.browser.newPage(PHONE);
      await page.goto(e2e.stack.url + path);
      const fold = await uncoveredHeight(page);
      const filters = (await page.getByRole('button', { name: 'Filters' }).boundingBox())!;
      expect(filters.y + filters.height).toBeLessThanOrEqual(fold);
      const firstProduct = (await page.getByRole('main').locator('a[href^="/product-page/"]').first().boundingBox())!;
      // A product's picture starts on the first screen with room to be seen (a card's upper third at least).
      expect(firstProduct.y + firstProduct.height / 3).toBeLessThanOrEqual(fold);
      await page.close();
    });
  }

  it('slides two sub-categories at a time without dots below 576 px, and shows the dots from there up', async () => {
    const page = await e2e.browser.newPage(PHONE);
    await page.goto(e2e.stack.url + '/categories-page/CAT125/Groceries');
    const slider = page.getByRole('region', { name: 'Sub-categories' });
    const slides = slider.locator('[aria-roledescription="slide"]');
    await expect.poll(() => slides.count()).toBeGreaterThan(2);
    const widths = await slides.evaluateAll((all) =>
      all.slice(0, 2).map((slide) => slide.getBoundingClientRect().width),
    );
    const sliderWidth = (await slider.boundingBox())!.width;
    for (const width of widths) expect(width).toBeCloseTo(sliderWidth / 2 + 6, -1);
    expect(await slider.getByRole('button', { name: 'Go to slide 1' }).isVisible()).toBe(false);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(() => slider.getByRole('button', { name: 'Go to slide 1' }).isVisible()).toBe(true);
    await page.close();
  });
});
