import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lastCode, recordOperations, shopperPages, typeCode, useStackAndBrowser } from '../helpers/e2e.ts';
import { PNG_1X1 } from '../helpers/uploadHelpers.ts';

const e2e = useStackAndBrowser();
const { restAs, registeredShopper, signedIn, graph } = shopperPages(e2e);

interface RestUser {
  name: string;
  emailVerified: boolean;
  address: { name: string; pincode: string; primaryAddress: boolean }[];
}
const userOf = async (page: Page) => (await restAs<{ user: RestUser }>(page, '/user-details')).user;

/** Opens a pane from the account menu and waits for its heading. */
async function openFromMenu(page: Page, link: string, heading: string) {
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: link }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

describe('the account area', () => {
  it('a new shopper verifies their e-mail, edits their name and keeps an address book, one request per pane', async () => {
    const { page, email } = await registeredShopper('Kavya Menon');
    const requests = recordOperations(page);
    await page.goto(`${e2e.stack.url}/my-account`);
    await page.getByRole('heading', { name: 'Welcome, Kavya Menon' }).waitFor();
    // Rendered by the server with the shopper's session, hydrated from its records.
    expect(requests).toEqual([]);
    await page.getByText('No Primary Address').waitFor();

    // Verify Now: the code from the dev outbox, then the banner goes and the account is verified.
    await page.getByRole('button', { name: 'Verify Now' }).click();
    await page.getByText('Enter OTP sent to your email').waitFor();
    await typeCode(page, await lastCode(e2e, email));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText('Email verified successfully!').waitFor();
    await page.getByText('Your email id is not verified').waitFor({ state: 'detached' });
    expect((await userOf(page)).emailVerified).toBe(true);

    await openFromMenu(page, 'Personal Information', 'Personal Information');
    expect(await page.getByRole('button', { name: 'Verified' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Edit Name' }).click();
    await page.getByLabel('Name').fill('K');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Name must be at least 2 characters.').waitFor();
    await page.getByLabel('Name').fill('Kavya R Menon');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('User information updated successfully!').waitFor();
    await page.getByRole('link', { name: 'Hi, Kavya R Menon' }).waitFor();
    expect((await userOf(page)).name).toBe('Kavya R Menon');

    await openFromMenu(page, 'Addresses', 'My Saved Addresses');
    await page.getByText('No Address Available').waitFor();
    for (const [name, pincode] of [
      ['Kavya Menon', '560001'],
      ['Ravi Menon', '682001'],
    ] as const) {
      await page.getByRole('link', { name: 'Add New Address' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Address' });
      await dialog.getByLabel('Full Name').fill(name);
      await dialog.getByRole('textbox', { name: /^Phone Number/ }).fill('9876543210');
      await dialog.getByLabel('House No/Building Name').fill('12 Lake View');
      await dialog.getByLabel('Local Area/Nearby Road/City').fill('Indiranagar');
      await dialog.getByLabel('Pincode').fill(pincode);
      await dialog.getByLabel('State').fill('Karnataka');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(name, { exact: true }).waitFor();
    }
    const cards = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(2);
    expect(await cards.first().getByText('Default').count()).toBe(1);

    await page.getByRole('link', { name: 'Edit Ravi Menon, 682001' }).click();
    const editing = page.getByRole('dialog', { name: 'Update Address' });
    await editing.getByLabel('Pincode').fill('682011');
    await editing.getByRole('button', { name: 'Save' }).click();
    await editing.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete Ravi Menon, 682011' }).click();
    await page.getByText('Are you sure you want to delete this address?').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Address Deleted !').waitFor();
    await expect.poll(() => cards.count()).toBe(1);
    expect((await userOf(page)).address.map((a) => [a.name, a.primaryAddress])).toEqual([['Kavya Menon', true]]);

    // A pane costs at most one request: these two cost none, the store holding all they show; only the changes went out.
    expect(requests).toEqual(
      [
        'useEmailVerificationSendMutation',
        'useEmailVerificationVerifyMutation',
        'useUpdateProfileMutation',
        'useSaveAddressAddMutation',
        'useSaveAddressAddMutation',
        'useSaveAddressUpdateMutation',
        'useSaveAddressDeleteMutation',
      ].map((op) => [op]),
    );
    await page.reload();
    await page.getByRole('heading', { name: 'My Saved Addresses' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Personal Information', level: 1 }).waitFor();
    await page.goto(`${e2e.stack.url}/my-account?pane=no-such-pane`);
    await page.getByText('Item Not Selected').waitFor();
    await page.goto(`${e2e.stack.url}/MyAcDefault`);
    await page.getByRole('heading', { name: 'Welcome, Kavya R Menon' }).waitFor();
    await page.close();
  });

  it('on a phone the menu is a drawer, which /side opens', async () => {
    const { page } = await registeredShopper('Arjun Rao');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${e2e.stack.url}/side`);
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Wallet' }).waitFor();
    await drawer.getByRole('link', { name: 'My Ratings & Reviews' }).click();
    await page.getByRole('heading', { name: 'My Ratings & Reviews' }).waitFor();
    await page.getByText('No Reviews Found').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it('a shopper without orders is offered the tickets that need none, and raises one to a seller', async () => {
    const { page } = await registeredShopper('Nisha Verma');
    await page.goto(`${e2e.stack.url}/my-account?pane=raise-ticket`);
    const form = page.getByRole('form', { name: 'Raise a ticket' });
    await form.getByText('You have no orders yet, so your ticket goes to a seller').waitFor();
    expect(await form.getByLabel('Order ID').count()).toBe(0);
    const department = form.getByLabel('Department');
    expect(await department.locator('option').allInnerTexts()).toEqual(['Select Department', 'Seller']);
    expect(await department.inputValue()).toBe('SELLER');
    expect(await form.getByLabel('Issue').locator('option').allInnerTexts()).toEqual([
      'Select Issue',
      'Report',
      'Ask a Question',
    ]);
    await form.getByLabel('Issue').selectOption({ label: 'Ask a Question' });
    await form.getByLabel('Subject').fill('Bulk pack sizes');
    await form.getByLabel('Details').fill('Do you sell this rice in 25 kg bags?');
    await form.getByRole('button', { name: 'Submit Ticket' }).click();
    await page.getByText('Ticket submitted successfully!').waitFor();
    const { tickets } = await restAs<{
      tickets: { subject: string; departmentName: string; orderId: string | null }[];
    }>(page, '/get-tickets');
    expect(tickets).toMatchObject([{ subject: 'Bulk pack sizes', departmentName: 'Seller', orderId: null }]);
    await page.context().close();
  });

  it('the demo shopper raises a ticket with an attachment and sees a prepaid cancellation refunded to the wallet', async () => {
    const page = await signedIn();
    await page.goto(`${e2e.stack.url}/my-account?pane=help-centre`);
    await page.getByText('Damaged package').waitFor();
    await page
      .getByRole('link', { name: /Raise a Ticket/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Raise a Ticket', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Raise a ticket' });
    await form.getByRole('button', { name: 'Submit Ticket' }).click();
    await page.getByText('Please fill out all required fields.').waitFor();
    await form.getByLabel('Department').selectOption({ label: 'Customer Support' });
    await form.getByLabel('Issue').selectOption({ label: 'Order Issue' });
    await form.getByLabel('Order ID').selectOption('ORD0004');
    await form.getByLabel('Subject').fill('Torn packet');
    await form.getByLabel('Details').fill('One of the two packets arrived torn.');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'packet.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await form.getByText('packet.png').waitFor();
    await form.getByRole('button', { name: 'Submit Ticket' }).click();
    await page.getByText('Ticket submitted successfully!').waitFor();
    await page.waitForURL((url) => url.searchParams.get('pane') === 'help-centre', { timeout: 10_000 });
    await page.getByText('Torn packet').waitFor();
    const tickets = (
      await restAs<{ tickets: { subject: string; orderId: string; attachments: string[] }[] }>(page, '/get-tickets')
    ).tickets;
    expect(tickets[0]).toMatchObject({ subject: 'Torn packet', orderId: 'ORD0004' });
    expect(tickets[0]!.attachments).toHaveLength(1);

    const cancelled = await graph<{ cancelOrder: { userErrors: unknown[] } }>(
      page,
      'mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { userErrors { message } } }',
      // ORD0002 was paid online (a cash-on-delivery order refunds nothing: nothing was paid).
      { input: { orderId: 'ORD0002', productIds: ['PRD000008'], reason: 'CHANGED_MIND', refundMethod: 'WALLET' } },
    );
    expect(cancelled.cancelOrder.userErrors).toEqual([]);
    await page.goto(`${e2e.stack.url}/my-account?pane=wallet`);
    const rows = page.getByRole('table', { name: 'Wallet transactions' }).getByRole('row');
    await rows.filter({ hasText: 'Refund to Wallet' }).filter({ hasText: 'ORD0002' }).waitFor();
    await rows.filter({ hasText: 'Used for Ordering' }).filter({ hasText: 'ORD0006' }).waitFor();
    await page.close();
  });

  it("on a phone (390 px) the wallet's transactions are cards whose date, amount and coins fit the screen; at 1366 px they are a table", async () => {
    const page = await signedIn();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${e2e.stack.url}/my-account?pane=wallet`);
    const cards = page.getByRole('list', { name: 'Wallet transactions' }).getByRole('listitem');
    await cards.filter({ hasText: 'Used for Ordering' }).filter({ hasText: 'ORD0006' }).waitFor();
    expect(await page.getByRole('table', { name: 'Wallet transactions' }).isVisible()).toBe(false);
    const shown = Number(
      /^Showing (\d+) of/.exec(await page.getByText(/^Showing \d+ of \d+ transactions?$/).innerText())![1],
    );
    expect(await cards.count()).toBe(shown);
    const coinCards = cards.filter({ has: page.getByRole('term').getByText('Coins', { exact: true }) });
    expect(await coinCards.filter({ hasText: 'ORD0006' }).count()).toBe(1);
    for (const card of await cards.all()) {
      const labels = (await card.getByRole('term').allInnerTexts()).join(', ');
      expect(['Order ID, Date, Amount', 'Order ID, Date, Amount, Coins']).toContain(labels);
      for (const value of await card.getByRole('definition').all()) {
        await value.scrollIntoViewIfNeeded();
        expect(await value.innerText()).toMatch(/\S/);
        const box = (await value.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
    }
    const ordering = coinCards.filter({ hasText: 'ORD0006' });
    expect(await ordering.getByRole('definition').allInnerTexts()).toEqual([
      'ORD0006',
      expect.stringMatching(/^\d{1,2} [A-Z][a-z]+ \d{4}$/),
      expect.stringMatching(/^− ₹[\d,]+\.\d{2}$/),
      expect.stringMatching(/^− \d+$/),
    ]);

    await page.setViewportSize({ width: 1366, height: 900 });
    const rows = page.getByRole('table', { name: 'Wallet transactions' }).getByRole('row');
    await rows.filter({ hasText: 'Used for Ordering' }).filter({ hasText: 'ORD0006' }).waitFor();
    expect(await rows.count()).toBe(shown + 1);
    expect(await page.getByRole('list', { name: 'Wallet transactions' }).isVisible()).toBe(false);
    await page.close();
  });
});
