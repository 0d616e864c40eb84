import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { wrongCode } from '../helpers/authFlows.ts';
import { lastCode, shopperPages, typeCode, useStackAndBrowser } from '../helpers/e2e.ts';

const e2e = useStackAndBrowser();
const { registeredShopper } = shopperPages(e2e);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const box = (page: Page, n: number) => page.getByLabel(`Digit ${n} of 6`);
/** What the six boxes hold, as one string ('' boxes left out). */
const boxes = (page: Page) =>
  page
    .getByLabel(/^Digit \d of 6$/)
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).join(''));
const focusedBox = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

/** Pastes `code` into box `n` from the clipboard, as a shopper copying the code from a message would. */
async function pasteInto(page: Page, n: number, code: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.stack.url });
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await box(page, n).click();
  await box(page, n).press('ControlOrMeta+V');
}

/** 111111, then the first box clicked (`retype`) and 121212 typed over it: every keystroke replaces and advances. */
async function expectRetypeReplaces(page: Page, retype: () => Promise<void>) {
  await typeCode(page, '111111');
  await expect.poll(() => boxes(page)).toBe('111111');
  await retype();
  await page.keyboard.type('121212');
  await expect.poll(() => boxes(page)).toBe('121212');
}

describe('the code boxes', () => {
  it('on the phone code screen (1366 px): retyping replaces, Backspace clears then steps back, a wrong code clears the boxes, a paste fills them', async () => {
    const context = await e2e.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const number = '9876520001';
    await page.goto(`${e2e.stack.url}/sign-with-otp`);
    await page.getByLabel('Phone Number').fill(number);
    await page.getByRole('button', { name: 'GET OTP' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/otp-snd/${number}/`));
    const code = await lastCode(e2e, `+91${number}`);

    await expectRetypeReplaces(page, () => box(page, 1).click());
    // Backspace empties a box; in an empty box it steps back.
    await expect.poll(() => focusedBox(page)).toBe('Digit 6 of 6');
    await page.keyboard.press('Backspace');
    await expect.poll(() => boxes(page)).toBe('12121');
    expect(await focusedBox(page)).toBe('Digit 6 of 6');
    await page.keyboard.press('Backspace');
    await expect.poll(() => focusedBox(page)).toBe('Digit 5 of 6');
    expect(await boxes(page)).toBe('12121');
    await page.keyboard.press('Backspace');
    await expect.poll(() => boxes(page)).toBe('1212');
    await page.keyboard.type('77');
    await expect.poll(() => boxes(page)).toBe('121277');

    await box(page, 1).click();
    await page.keyboard.type(wrongCode(code));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('alert').filter({ hasText: 'Incorrect OTP' }).waitFor();
    await expect.poll(() => boxes(page)).toBe('');
    expect(await focusedBox(page)).toBe('Digit 1 of 6');

    await pasteInto(page, 4, code);
    await expect.poll(() => boxes(page)).toBe(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => url.pathname === `/sign-up-with-email-personal-detail/${number}`);
    await context.close();
  });

  it('on the e-mail code (390 px): select-all and retype replaces, a wrong code clears the boxes, a pasted code fills them and verifies', async () => {
    const { page, email } = await registeredShopper('Kavya Menon');
    await page.setViewportSize(PHONE);
    await page.goto(`${e2e.stack.url}/my-account`);
    await page.getByRole('button', { name: 'Verify Now' }).click();
    await page.getByText('Enter OTP sent to your email').waitFor();
    const code = await lastCode(e2e, email);

    await expectRetypeReplaces(page, async () => {
      await box(page, 1).focus();
      await page.keyboard.press('ControlOrMeta+A');
    });
    await box(page, 1).click();
    await page.keyboard.type(wrongCode(code));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid OTP' }).waitFor();
    await expect.poll(() => boxes(page)).toBe('');
    expect(await focusedBox(page)).toBe('Digit 1 of 6');

    await pasteInto(page, 3, code);
    await expect.poll(() => boxes(page)).toBe(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText('Email verified successfully!').waitFor();
    await page.close();
  });
});
