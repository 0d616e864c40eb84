import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useStackAndBrowser } from '../helpers/e2e.ts';
import { USERS } from '../helpers/fixtures.ts';

const e2e = useStackAndBrowser();

const SIGN_IN = /* GraphQL */ `
  mutation ($email: String!, $password: String!) {
    signInWithEmail(input: { email: $email, password: $password }) {
      userErrors {
        message
      }
    }
  }
`;

/** A fresh browser context (its own cookies and storage), signed in as `user` through the gateway when given. */
async function openContext(user?: {
  email: string;
  password: string;
}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (user) {
    const response = await context.request.post(`${e2e.stack.url}/graphql`, {
      data: { query: SIGN_IN, variables: user },
    });
    expect((await response.json()).data.signInWithEmail.userErrors).toEqual([]);
  }
  return { context, page: await context.newPage() };
}

const accountButton = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });
const sessionCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'session');

describe('the session in the browser', () => {
  it('sends a guest from a personal page to sign in, then back to that page', async () => {
    const { context, page } = await openContext();
    await page.goto(`${e2e.stack.url}/my-account`);
    await page.waitForURL(/\/login\?redirect=%2Fmy-account$/, { timeout: 15_000 });

    await page.getByLabel(/^Email/).fill(USERS.demo.email);
    await page.getByLabel(/^Password/).fill(USERS.demo.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();

    await page.waitForURL(`${e2e.stack.url}/my-account`);
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('heading', { name: `Welcome, ${USERS.demo.name}` }).count()).toBe(1);
    expect(await main.getByText(USERS.demo.email).count()).toBe(1);
    expect(await accountButton(page, USERS.demo.name).count()).toBe(1);
    await context.close();
  });

  it('keeps the token out of reach of page scripts', async () => {
    const { context, page } = await openContext(USERS.demo);
    await page.goto(`${e2e.stack.url}/`);
    await expect.poll(() => accountButton(page, USERS.demo.name).count()).toBe(1);
    const cookie = await sessionCookie(context);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const visible = await page.evaluate(
      () => `${document.cookie}|${JSON.stringify({ ...localStorage })}|${JSON.stringify({ ...sessionStorage })}`,
    );
    expect(visible).not.toContain(cookie!.value);
    await context.close();
  });

  it('shows the delivery address selector and remembers the chosen address', async () => {
    const { context, page } = await openContext(USERS.demo);
    await page.goto(`${e2e.stack.url}/`);
    const bar = page.getByRole('navigation', { name: 'Categories' });
    const selector = bar.getByRole('button', { name: /^Deliver to / });
    await expect.poll(() => selector.count()).toBe(1);
    const first = await selector.getAttribute('aria-label');
    expect(first).toMatch(/^Deliver to .+ \d{6}$/);

    await selector.click();
    // The menu's code loads on the first intent, then the menu opens.
    const options = page.getByRole('menuitemradio');
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    const other = page.locator('[role="menuitemradio"][aria-checked="false"]').first();
    const otherText = await other.innerText();
    await other.click();
    const pincode = /(\d{6})\s*$/.exec(otherText)![1]!;
    await expect.poll(() => selector.getAttribute('aria-label')).toMatch(new RegExp(`${pincode}$`));
    const chosen = await selector.getAttribute('aria-label');
    expect(chosen).not.toBe(first);

    await page.reload();
    await expect.poll(() => bar.getByRole('button', { name: /^Deliver to / }).getAttribute('aria-label')).toBe(chosen);
    await context.close();
  });

  it('signs out after the confirmation, clearing the session cookie and the device cookies', async () => {
    const { context, page } = await openContext(USERS.demo);
    await page.goto(`${e2e.stack.url}/`);
    await page.evaluate(() => (document.cookie = 'visitedProducts=%5B%22UHJvZHVjdDpQUkQwMDAwMDE%3D%22%5D; path=/'));
    await accountButton(page, USERS.demo.name).click({ timeout: 15_000 });
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    // The dialog's code loads on first use.
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.getByText('Do you want to logout !').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await sessionCookie(context)).toBeDefined();

    await accountButton(page, USERS.demo.name).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${e2e.stack.url}/login`);
    await expect.poll(() => accountButton(page, 'Sign In').count()).toBe(1);
    expect(await sessionCookie(context)).toBeUndefined();
    expect(await page.evaluate(() => document.cookie)).toBe('');
    await context.close();
  });

  it('treats an expired or unknown session as a guest and clears its cookie', async () => {
    const { context, page } = await openContext();
    await context.addCookies([
      { name: 'session', value: 'expired-token', url: e2e.stack.url, httpOnly: true, sameSite: 'Lax' },
    ]);
    await page.goto(`${e2e.stack.url}/`);
    await expect.poll(() => accountButton(page, 'Sign In').count()).toBe(1);
    expect(await sessionCookie(context)).toBeUndefined();
    await context.close();
  });
});

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
/** The cart link's name for a cart of these lines: it counts units. */
const countLabel = (lines: { quantity: number }[]) => {
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  return `Cart, ${units} ${units === 1 ? 'item' : 'items'}`;
};

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

// Issue 56: the storefront's Relay store keeps a viewer per identity, so the second shopper's navbar and cart never
// show the first one's.
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
    expect(await cartLink(page).getAttribute('aria-label')).toBe(countLabel(first));
    for (const line of first) expect(firstLines).toContain(line.name);

    // The app's own navigation to /login (the signed-in shopper may open it): the store keeps the first shopper's records.
    await page.evaluate(() => {
      history.pushState(null, '', '/login?redirect=%2Fshopping-cart');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.getByRole('heading', { name: 'Sign In with Email' }).count()).toBe(1);
    const secondLines = await signInToCart(page, USERS.second, second.length);
    expect(await accountButton(page, USERS.demo.name).count()).toBe(0);
    expect(await cartLink(page).getAttribute('aria-label')).toBe(countLabel(second));
    for (const line of second) expect(secondLines).toContain(line.name);
    for (const line of onlyFirst) expect(secondLines).not.toContain(line.name);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await context.close();
  });
});
