import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopperPages, useStackAndBrowser } from '../helpers/e2e.ts';
import { CATEGORIES } from '../helpers/fixtures.ts';

const e2e = useStackAndBrowser();
const { newPage } = shopperPages(e2e);

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A page at `options`' size, at home with the All Categories menu opened by a tap or a click. */
async function openMenu(page: Page) {
  await page.goto(e2e.stack.url + '/');
  const toggle = page.getByRole('button', { name: 'All Categories' });
  if (page.viewportSize()!.width < 768) await toggle.tap();
  else await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
  return page.getByRole('navigation', { name: 'All categories' });
}

describe('the All Categories menu', () => {
  it("reaches every top category's subcategories by touch on a phone, one column at a time", async () => {
    const page = await newPage(PHONE);
    const menu = await openMenu(page);
    const top = menu.getByRole('list', { name: 'All Categories' });
    // One column, the phone's width.
    expect(await menu.getByRole('list').count()).toBe(1);
    expect((await top.boundingBox())!.width).toBeGreaterThan(300);

    const groceries = top.getByRole('button', { name: 'Groceries' });
    expect(await groceries.getAttribute('aria-expanded')).toBe('false');
    await groceries.tap();
    // The tap opened the category's subcategories; the page stayed.
    const heading = menu.getByRole('heading', { name: 'Groceries' });
    await heading.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await menu.getByRole('link', { name: 'View all Groceries' }).getAttribute('href')).toBe(
      `/categories-page/${CATEGORIES.groceries}/Groceries`,
    );
    const subcategories = menu.getByRole('list', { name: 'Groceries' });
    expect(await subcategories.getByRole('button').count()).toBeGreaterThan(0);

    // Back, and another top category's subcategories.
    await menu.getByRole('button', { name: 'Back to All Categories' }).tap();
    await expect.poll(() => groceries.evaluate((element) => element === document.activeElement)).toBe(true);
    const others = await top.getByRole('button').allInnerTexts();
    const other = others.find((name) => name !== 'Groceries')!;
    await top.getByRole('button', { name: other, exact: true }).tap();
    const otherList = menu.getByRole('list', { name: other, exact: true });
    await otherList.waitFor();
    const child = otherList.getByRole('button').first();
    const childName = await child.innerText();
    await child.tap();
    const leaf = menu.getByRole('list', { name: childName, exact: true }).getByRole('link').first();
    const leafName = await leaf.innerText();
    await leaf.tap();

    await page.waitForURL((url) => url.pathname.startsWith('/categories-page/'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(leafName);
    await expect
      .poll(() => page.getByRole('button', { name: 'All Categories' }).getAttribute('aria-expanded'))
      .toBe('false');
    await page.context().close();
  });

  it('keeps three columns chosen by hover and the keyboard on a desktop, each entry a link', async () => {
    const page = await newPage({ viewport: { width: 1366, height: 900 } });
    const menu = await openMenu(page);
    const top = menu.getByRole('list', { name: 'All Categories' });
    expect(await menu.getByRole('list').count()).toBe(3);
    expect(await menu.getByRole('button').count()).toBe(0);
    const groceries = top.getByRole('link', { name: 'Groceries' });
    await groceries.focus();
    await page.keyboard.press('ArrowDown');
    const second = await page.evaluate(() => document.activeElement?.textContent ?? '');
    await menu.getByRole('list', { name: second, exact: true }).waitFor();
    await groceries.hover();
    await menu.getByRole('list', { name: 'Groceries' }).waitFor();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.getByRole('button', { name: 'All Categories' }).getAttribute('aria-expanded'))
      .toBe('false');
    await page.context().close();
  });

  it('chooses a category at the first tap on a touch screen with the columns (a tablet), and follows it at the next', async () => {
    const page = await newPage({ viewport: { width: 1024, height: 768 }, isMobile: true, hasTouch: true });
    const menu = await openMenu(page);
    expect(await menu.getByRole('list').count()).toBe(3);
    const top = menu.getByRole('list', { name: 'All Categories' });
    const other = (await top.getByRole('link').allInnerTexts()).find((name) => name !== 'Groceries')!;
    const entry = top.getByRole('link', { name: other, exact: true });
    await entry.tap();
    await menu.getByRole('list', { name: other, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await entry.tap();
    await page.waitForURL((url) => url.pathname.startsWith('/categories-page/'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(other);
    await page.context().close();
  });
});
