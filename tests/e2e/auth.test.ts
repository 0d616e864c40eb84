import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { wrongCode } from '../helpers/authFlows.ts';
import { lastCode, typeCode, useStackAndBrowser } from '../helpers/e2e.ts';
import { USERS } from '../helpers/fixtures.ts';

const e2e = useStackAndBrowser();
let context: BrowserContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A page in a context of its own: no cookies from other tests. */
async function openPage(path: string): Promise<Page> {
  context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(e2e.stack.url + path);
  return page;
}

const accountButton = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });

/** Signed in: the navbar shows the shopper's name, and the session is an HttpOnly, SameSite=Lax cookie scripts cannot read. */
async function expectSignedIn(page: Page, name: string) {
  await expect.poll(() => accountButton(page, name).count()).toBe(1);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(session!.value.length).toBeGreaterThan(10);
  const scriptCookies = await page.evaluate(() => document.cookie);
  expect(scriptCookies).not.toContain(session!.value);
  expect(scriptCookies).not.toContain('session=');
}

/** /sign-with-otp → GET OTP → /otp-snd/…; returns the code the phone got. */
async function requestCode(page: Page, number: string) {
  await page.getByLabel('Phone Number').fill(number);
  await page.getByRole('button', { name: 'GET OTP' }).click();
  await page.waitForURL((url) => url.pathname.startsWith(`/otp-snd/${number}/`));
  await expect.poll(() => page.getByText(`+91${number}`).count()).toBe(1);
  return lastCode(e2e, `+91${number}`);
}

describe('phone sign-in and sign-up', () => {
  it('a new number: code, personal details, then home (the ?redirect= kept) with the name in the navbar', async () => {
    const number = '9876510001';
    const page = await openPage(`/sign-with-otp?redirect=${encodeURIComponent('/?from=otp')}`);
    const code = await requestCode(page, number);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/?from=otp');
    await typeCode(page, code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => url.pathname === `/sign-up-with-email-personal-detail/${number}`);
    // The proof that this browser verified the number is an HttpOnly cookie (for every path: the personal details
    // page's form posted without the app claims it too).
    const proof = (await page.context().cookies()).find((cookie) => cookie.name === 'verified_phone');
    expect(proof).toMatchObject({ httpOnly: true, path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('verified_phone');
    await page.getByLabel('Name').fill('Meera Iyer');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('meera.iyer@example.org');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '?from=otp');
    await expectSignedIn(page, 'Meera Iyer');
    // Spent: the cookie is gone.
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'verified_phone')).toBeUndefined();
  });

  it("a phone account's number (Priya) signs in directly", async () => {
    const page = await openPage('/sign-with-otp');
    await typeCode(page, await requestCode(page, USERS.phoneOnly.phone));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectSignedIn(page, USERS.phoneOnly.name);
  });

  it("a password account's number is sent to /login", async () => {
    const page = await openPage('/sign-with-otp');
    await page.getByLabel('Phone Number').fill(USERS.demo.phone);
    await page.getByRole('button', { name: 'GET OTP' }).click();
    const link = page.getByRole('link', { name: 'User Already Exist You Can Login' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/login');
    expect(new URL(page.url()).pathname).toBe('/sign-with-otp');
  });

  it('a wrong code reads "Incorrect OTP" and signs nobody in', async () => {
    const page = await openPage('/sign-with-otp');
    const code = await requestCode(page, '9876510002');
    await typeCode(page, wrongCode(code));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('alert').filter({ hasText: 'Incorrect OTP' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/otp-snd\//);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'session')).toBeUndefined();
  });
});

describe('e-mail, Google and password reset', () => {
  it('signs the demo shopper in with e-mail and password', async () => {
    const page = await openPage('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(USERS.demo.email);
    await page.locator('input[name="password"]').fill(USERS.demo.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectSignedIn(page, USERS.demo.name);
  });

  it('refuses a wrong password with "Incorrect email or password"', async () => {
    const page = await openPage('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(USERS.fresh.email);
    await page.locator('input[name="password"]').fill('Not-the-password');
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Incorrect email or password' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('creates a business account with a verified GSTIN and official phone, then signs in with it', async () => {
    const gstin = '29ABCDE1234F1Z5';
    const account = { name: 'Kiran Rao', email: 'kiran.rao@example.org', password: 'Kiran@1234' };
    const page = await openPage('/sign-up-with-email');
    await page.getByLabel('Full Name').fill(account.name);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('9876510003');
    await page.locator('input[name="password"]').fill(account.password);
    await page.locator('input[name="confirmPassword"]').fill(account.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await page.getByRole('heading', { name: 'Complete Business Details' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Official Phone Number' }).inputValue()).toBe('+919876510003');
    await page.getByLabel('GST Username').fill('kiran_gst');
    await page.getByLabel('GST Number').fill(gstin.toLowerCase());
    await page.getByRole('button', { name: 'Verify' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter OTP' });
    await dialog.waitFor();
    await page.getByText('OTP sent successfully').first().waitFor();
    await typeCode(page, await lastCode(e2e, gstin));
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    // Then the official phone gets a code of its own.
    await dialog
      .getByText('GSTIN verified. We have sent a 6-digit code to the official phone number +919876510003.')
      .waitFor();
    await typeCode(page, await lastCode(e2e, '+919876510003'));
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.locator('input[name="password"]').fill(account.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectSignedIn(page, account.name);
  });

  it('signs in with the Google sandbox chooser, creating the account', async () => {
    const page = await openPage('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in with Google (development sandbox)' });
    await dialog.getByText('This is the development sandbox, not Google', { exact: false }).waitFor();
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('anil.kumar@example.org');
    await dialog.getByLabel('Name').fill('Anil Kumar');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectSignedIn(page, 'Anil Kumar');
  });

  it("sends a reset link and shows the API's message", async () => {
    const page = await openPage('/forget-password');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(USERS.demo.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('status').filter({ hasText: 'Password reset link sent to your email' }).waitFor();
    const outbox = await fetch(`${e2e.stack.apiUrl}/dev/outbox?to=${encodeURIComponent(USERS.demo.email)}`).then((r) =>
      r.json(),
    );
    expect(outbox.messages[0].subject).toBe('Reset your password');
  });
});
