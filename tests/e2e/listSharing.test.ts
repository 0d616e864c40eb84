import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopperPages, useStackAndBrowser } from '../helpers/e2e.ts';
import { LISTS, PRODUCTS } from '../helpers/fixtures.ts';

const e2e = useStackAndBrowser();
const { signedIn, graph } = shopperPages(e2e);

/** A browser without a share facility (desktop Chromium, Firefox) whose page may write to the clipboard. */
async function desktopShopper(): Promise<Page> {
  const page = await signedIn();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.stack.url });
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  return page;
}

async function sharedListTab(page: Page) {
  await page.goto(`${e2e.stack.url}/shopping-cart#my-Wishlist`);
  await page.getByRole('tab', { name: 'Shared List' }).click();
  return page.getByRole('list', { name: 'Your lists' });
}

const listNames = async (page: Page) =>
  (
    await graph<{ viewer: { lists: { nodes: { name: string }[] } } }>(
      page,
      /* GraphQL */ '{ viewer { lists(first: 50) { nodes { name } } } }',
    )
  ).viewer.lists.nodes.map((list) => list.name);

describe('sharing and deleting lists', () => {
  it('shares a list without a share facility in a dialog with the link and Copy, never a browser alert', async () => {
    const page = await desktopShopper();
    const alerts: string[] = [];
    page.on('dialog', (alert) => {
      alerts.push(alert.message());
      void alert.dismiss();
    });
    const lists = await sharedListTab(page);
    const shareButton = lists.getByRole('button', { name: `Share ${LISTS.diwali.listName}` });
    await shareButton.click();
    const dialog = page.getByRole('dialog', { name: `Shared List: ${LISTS.diwali.listName}` });
    await dialog.getByText('Your browser does not support sharing. Copy this link to share it:').waitFor();
    const link = await dialog.getByRole('textbox', { name: 'Link to share' }).inputValue();
    expect(link).toMatch(new RegExp(`^${e2e.stack.url}/lists/shared/[\\w-]{43}$`));
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await dialog.getByRole('status').innerText()).toBe('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => shareButton.evaluate((button) => button === document.activeElement)).toBe(true);

    await page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.inStock}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const productDialog = page.getByRole('dialog');
    expect(await productDialog.getByRole('textbox', { name: 'Link to share' }).inputValue()).toBe(
      `${e2e.stack.url}/product-page/${PRODUCTS.inStock}`,
    );
    expect(alerts).toEqual([]);
    await page.close();
  });

  it('asks before deleting a list: Cancel keeps it, Delete removes it', async () => {
    const page = await desktopShopper();
    const lists = await sharedListTab(page);
    await lists.getByRole('button', { name: `Delete ${LISTS.office.listName}` }).click();
    const question = page.getByRole('alertdialog');
    await question.getByText(`Are you sure you want to delete the list “${LISTS.office.listName}”?`).waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await listNames(page)).toContain(LISTS.office.listName);

    await lists.getByRole('button', { name: `Delete ${LISTS.office.listName}` }).click();
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => lists.getByRole('button', { name: LISTS.office.listName, exact: true }).count()).toBe(0);
    expect(await listNames(page)).not.toContain(LISTS.office.listName);
    await page.close();
  });
});
