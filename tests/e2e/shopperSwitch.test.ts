// Two shoppers signing in in turn in one tab (issue 56, part 1): the storefront's Relay store keeps a viewer per
// identity, so the second shopper's navbar and cart never show the first one's.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useStackAndBrowser } from '../helpers/e2e.ts';
import { USERS } from '../helpers/fixtures.ts';

const e2e = useStackAndBrowser();

/** The shopper's cart as the REST API stores it: product names with quantities. */
async function storedCart(user: { email: string; password: string }) {
  const signIn = await fetch(`${e2e.stack.apiUrl}/signin-check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  const { token } = (await signIn.json()) as { token: string };
  const response = await fetch(`${e2e.stack.apiUrl}/get-cart-products`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { cart } = (await response.json()) as { cart: { name: string; quantity: number }[] };
  return cart;
}

const cartLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart, / });
const accountButton = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });
const countLabel = (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * Signs in through the /login form of the page already open (no reload: the app navigates), which then goes to the
 * cart (`?redirect=`): the names of its lines once it shows `count` of them.
 */
async function signInToCart(page: Page, user: { email: string; password: string; name: string }, count: number) {
  await page.getByLabel(/^Email/).fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect.poll(() => accountButton(page, user.name).count(), { timeout: 15_000 }).toBe(1);
  await page.waitForURL(/\/shopping-cart$/);
  const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect.poll(() => lines.count(), { timeout: 15_000 }).toBe(count);
  return page.getByRole('list', { name: 'Cart items' }).innerText();
}

describe('two shoppers in one tab', () => {
  it("the second shopper's navbar and cart never show the first one's", async () => {
    const [first, second] = await Promise.all([storedCart(USERS.demo), storedCart(USERS.second)]);
    const onlyFirst = first.filter((line) => !second.some((other) => other.name === line.name));
    expect(onlyFirst.length).toBeGreaterThan(0);
    expect(second.length).toBeGreaterThan(0);

    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${e2e.stack.url}/login?redirect=%2Fshopping-cart`);
    // Set once: a reload or a new document would lose it, and the test would prove nothing of the Relay store.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    const firstLines = await signInToCart(page, USERS.demo, first.length);
    expect(await cartLink(page).getAttribute('aria-label')).toBe(countLabel(first.length));
    for (const line of first) expect(firstLines).toContain(line.name);

    // The app's own navigation to /login (the signed-in shopper may open it): the store keeps the first shopper's records.
    await page.evaluate(() => {
      history.pushState(null, '', '/login?redirect=%2Fshopping-cart');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.getByRole('heading', { name: 'Sign In with Email' }).count()).toBe(1);
    const secondLines = await signInToCart(page, USERS.second, second.length);
    expect(await accountButton(page, USERS.demo.name).count()).toBe(0);
    expect(await cartLink(page).getAttribute('aria-label')).toBe(countLabel(second.length));
    for (const line of second) expect(secondLines).toContain(line.name);
    for (const line of onlyFirst) expect(secondLines).not.toContain(line.name);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await context.close();
  });
});
