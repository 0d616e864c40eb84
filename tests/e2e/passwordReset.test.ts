import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordOperations, shopperPages, useStackAndBrowser } from '../helpers/e2e.ts';

const e2e = useStackAndBrowser();
const shoppers = shopperPages(e2e);

const SIZES = [
  { name: 'desktop', viewport: { width: 1366, height: 900 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

const NEW_PASSWORD = 'Fresh@2026';
const accountButton = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });
/** The phone's tab bar: its Account tab opens My Account once signed in (/login for a guest). */
const accountTab = (page: Page) =>
  page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Account' });
const password = (page: Page, name: 'password' | 'confirmPassword') => page.locator(`input[name="${name}"]`);
const USED = 'This password reset link has already been used. Send yourself a new link below.';

/** The link of the newest reset mail the sandbox "sent" to `email`, as the shopper's mail client opens it. */
async function resetLinkFor(email: string): Promise<string> {
  const response = await fetch(`${e2e.stack.apiUrl}/dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { subject: string; body: string }[] };
  const mail = messages.find((message) => message.subject === 'Reset your password');
  const link = mail && /https?:\/\/\S+\/forget-password\?token=[\w-]+/.exec(mail.body)?.[0];
  if (!link) throw new Error(`no reset link sent to ${email}`);
  expect(new URL(link).origin).toBe(new URL(e2e.stack.url).origin);
  return link;
}

/** "Reset Your Password": asks for a link to `email` and waits for the API's confirmation. */
async function sendResetLink(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByRole('status').filter({ hasText: 'Password reset link sent to your email' }).waitFor();
}

async function setNewPassword(page: Page, value: string, confirmation = value) {
  await password(page, 'password').fill(value);
  await password(page, 'confirmPassword').fill(confirmation);
  await page.getByRole('button', { name: 'Set Password' }).click();
}

describe.each(SIZES)('password reset on the $name', ({ viewport, isMobile }) => {
  it('link → "Set a new password" → /login confirmation → signs in with it; other sessions end; a used link offers a new one', async () => {
    const { page: otherDevice, email } = await shoppers.registeredShopper('Nisha Pillai');
    const context = await e2e.browser.newContext({ viewport, isMobile, hasTouch: isMobile });
    const page = await context.newPage();

    // Rendered by the server: the screen asks the graph nothing.
    const opening = recordOperations(page);
    await page.goto(`${e2e.stack.url}/forget-password`);
    await page.getByRole('heading', { name: 'Reset Your Password' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(opening).toEqual([]);
    await sendResetLink(page, email);
    const link = await resetLinkFor(email);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    expect(await page.getByRole('button', { name: 'Send Reset Link' }).count()).toBe(0);

    // The sign-up rules and messages, and the show/hide toggle of the other password fields.
    await setNewPassword(page, 'short');
    await page.getByText('Password must be at least 8 characters').waitFor();
    await setNewPassword(page, NEW_PASSWORD, 'Fresh@2025');
    await page.getByText('Passwords do not match').waitFor();
    expect(await password(page, 'password').getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).first().click();
    expect(await password(page, 'password').getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password(page, 'password').getAttribute('type')).toBe('password');

    await setNewPassword(page, NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/login');
    await page
      .getByRole('status')
      .filter({ hasText: 'Your password has been changed. Sign in with your new password.' })
      .waitFor();

    // The session the shopper had on another device has ended.
    const viewer = await shoppers.graph<{ viewer: { user: unknown } }>(
      otherDevice,
      /* GraphQL */ 'query { viewer { user { name } } }',
    );
    expect(viewer.viewer.user).toBeNull();
    await otherDevice.context().close();

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await password(page, 'password').fill(NEW_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    if (isMobile) await expect.poll(() => accountTab(page).getAttribute('href')).toBe('/my-account');
    else await expect.poll(() => accountButton(page, 'Nisha Pillai').count()).toBe(1);

    // The same link a second time: it says it was used as it opens (one request for the screen, no password form),
    // and offers the e-mail form on the same page.
    const requests = recordOperations(page);
    await page.goto(link);
    await page.getByRole('alert').filter({ hasText: USED }).waitFor();
    await page.getByRole('heading', { name: 'Reset Your Password' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Set a new password' }).count()).toBe(0);
    expect(await password(page, 'password').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/forget-password');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await sendResetLink(page, email);
    expect(await resetLinkFor(email)).not.toBe(link);
    await context.close();
  });

  it('a link spent elsewhere while its form is open says so when the new password is sent', async () => {
    const { page: otherDevice, email } = await shoppers.registeredShopper('Kavya Menon');
    const context = await e2e.browser.newContext({ viewport, isMobile, hasTouch: isMobile });
    const page = await context.newPage();
    await page.goto(`${e2e.stack.url}/forget-password`);
    await sendResetLink(page, email);
    const link = await resetLinkFor(email);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();

    // Another device sets a password with the same link meanwhile.
    const token = new URL(link).searchParams.get('token');
    const elsewhere = await shoppers.graph<{ resetPassword: { userErrors: unknown[] } }>(
      otherDevice,
      /* GraphQL */ 'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { userErrors { message } } }',
      { input: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } },
    );
    expect(elsewhere.resetPassword.userErrors).toEqual([]);
    await otherDevice.context().close();

    await setNewPassword(page, 'Another@2026');
    await page.getByRole('alert').filter({ hasText: USED }).waitFor();
    await page.getByRole('heading', { name: 'Reset Your Password' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Set a new password' }).count()).toBe(0);
    await context.close();
  });
});
