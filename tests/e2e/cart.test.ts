import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopperPages, useStackAndBrowser } from '../helpers/e2e.ts';
import { LISTS, PRODUCTS, USERS } from '../helpers/fixtures.ts';

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

const { newPage, graph, registered } = shopperPages(e2e);

async function signedIn(user: { email: string; password: string }): Promise<Page> {
  const page = await newPage();
  const data = await graph<{ signInWithEmail: { userErrors: unknown[] } }>(page, SIGN_IN, user);
  expect(data.signInWithEmail.userErrors).toEqual([]);
  return page;
}

const cartLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart, \d+ items?$/ });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
const cartLine = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Cart items' }).getByRole('listitem', { name, exact: true });
const wishlistRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Wishlist items' }).getByRole('listitem', { name, exact: true });
const quantityOf = (line: Locator) => line.getByLabel('Quantity', { exact: true }).innerText();

async function productName(page: Page, productId: string): Promise<string> {
  const data = await graph<{ product: { name: string } }>(
    page,
    /* GraphQL */ 'query ($id: ID!) { product(productId: $id) { name } }',
    { id: productId },
  );
  return data.product.name;
}

interface ServerCart {
  viewer: {
    cart: {
      lineCount: number;
      unitCount: number;
      lines: { quantity: number; maxQuantity: number; product: { productId: string } }[];
    };
  };
}
const serverCart = async (page: Page) =>
  (
    await graph<ServerCart>(
      page,
      /* GraphQL */ '{ viewer { cart { lineCount unitCount lines { quantity maxQuantity product { productId } } } } }',
    )
  ).viewer.cart;

/** Whether the navbar's count is the server cart's units (what "Price (N items)" counts too). */
const countsUnits = async (page: Page) => {
  const { unitCount } = await serverCart(page);
  return (
    (await cartLink(page).getAttribute('aria-label')) === `Cart, ${unitCount} ${unitCount === 1 ? 'item' : 'items'}`
  );
};

describe('the cart', () => {
  it('changes a quantity up to its bound, moves a line to the wishlist and back, and removes it after the question', async () => {
    const page = await signedIn(USERS.demo);
    const [first, second] = PRODUCTS.demoCart;
    const [firstName, secondName] = [await productName(page, first), await productName(page, second)];
    await page.goto(`${e2e.stack.url}/shopping-cart`);
    await expect.poll(() => cartLine(page, firstName).count()).toBe(1);
    expect(await quantityOf(cartLine(page, firstName))).toBe('2');
    expect(await countsUnits(page)).toBe(true);
    const { lineCount, unitCount } = await serverCart(page);
    expect(lineCount).toBeLessThan(unitCount);
    expect(await page.getByText(`Price (${unitCount} items)`, { exact: true }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Order Summary' }).count()).toBe(1);

    // Rapid clicks up to the line's bound: the stepper stops there and the server holds exactly that.
    const max = (await serverCart(page)).lines.find((line) => line.product.productId === first)!.maxQuantity;
    const line = cartLine(page, firstName);
    const increase = line.getByRole('button', { name: 'Increase quantity' });
    for (let clicks = 2; clicks < max; clicks += 1) await increase.click();
    await expect.poll(() => quantityOf(line)).toBe(String(max));
    expect(await increase.isDisabled()).toBe(true);
    await expect
      .poll(async () => (await serverCart(page)).lines.find((l) => l.product.productId === first)!.quantity)
      .toBe(max);
    await line.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect
      .poll(async () => (await serverCart(page)).lines.find((l) => l.product.productId === first)!.quantity)
      .toBe(max - 1);
    expect(await quantityOf(line)).toBe(String(max - 1));

    // To the wishlist and back.
    await cartLine(page, secondName).getByRole('button', { name: 'Move to Wishlist' }).click();
    await expect.poll(() => toast(page, 'Product Moved to Wishlist').count()).toBe(1);
    await expect.poll(() => countsUnits(page)).toBe(true);
    expect(await cartLine(page, secondName).count()).toBe(0);
    await page.getByRole('tab', { name: 'Wishlist' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#my-Wishlist');
    await wishlistRow(page, secondName).getByRole('button', { name: 'Add To Cart' }).click();
    await expect.poll(() => toast(page, 'Item Added to Cart').count()).toBe(1);
    await expect.poll(() => countsUnits(page)).toBe(true);

    // Remove asks first; Cancel keeps the line.
    await page.getByRole('tab', { name: 'Cart' }).click();
    const removeLine = () => cartLine(page, secondName).getByRole('button', { name: 'Remove' }).click();
    await removeLine();
    const question = page.getByRole('alertdialog');
    expect(await question.getByText('Are you sure you want to remove this item from the cart?').count()).toBe(1);
    await question.getByRole('button', { name: 'Cancel' }).click();
    expect(await cartLine(page, secondName).count()).toBe(1);
    await removeLine();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => cartLine(page, secondName).count()).toBe(0);
    await expect.poll(() => countsUnits(page)).toBe(true);
    // The removal shows at once (optimistic): the server holds it once the mutation is done.
    await expect.poll(async () => (await serverCart(page)).lines.map((l) => l.product.productId)).toEqual([first]);
    await page.context().close();
  });

  it('takes a new shopper from an empty cart to a line added on the product page', async () => {
    const page = await registered();
    await page.goto(`${e2e.stack.url}/shopping-cart`);
    await expect.poll(() => page.getByRole('heading', { name: 'Your Cart Is Empty' }).count()).toBe(1);
    await page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.neverBought}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click({ timeout: 15_000 });
    await page.getByRole('main').getByRole('link', { name: 'Go to Cart' }).click();
    await page.waitForURL((url) => url.pathname === '/shopping-cart');
    const name = await productName(page, PRODUCTS.neverBought);
    await expect.poll(() => cartLine(page, name).count()).toBe(1);
    const [serverLine] = (await serverCart(page)).lines;
    expect(await quantityOf(cartLine(page, name))).toBe(String(serverLine!.quantity));
    expect(await countsUnits(page)).toBe(true);
    await page.context().close();
  });

  it('sends a guest to sign in and back to the cart', async () => {
    const page = await newPage();
    await page.goto(`${e2e.stack.url}/shopping-cart#my-Wishlist`);
    await page.waitForURL((url) => url.pathname === '/login');
    // The server's redirect cannot see the fragment: the browser keeps it on the sign-in page, which returns to it.
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/shopping-cart');
    expect(new URL(page.url()).hash).toBe('#my-Wishlist');
    await page.context().close();
  });
});

describe('lists', () => {
  it('a new shopper makes a list from the product page, adds from a card, shares it, and deletes it', async () => {
    const page = await registered();
    const name = await productName(page, PRODUCTS.inStock);
    await page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.inStock}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to list' }).click({ timeout: 15_000 });
    let dialog = page.getByRole('dialog', { name: 'Add to List' });
    await dialog.getByRole('button', { name: 'Create New List' }).click({ timeout: 15_000 });
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog.getByLabel('List name').fill('Birthday');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toast(page, 'Added to Birthday').count()).toBe(1);
    await dialog.getByText('Wishlist', { exact: true }).click();
    await expect.poll(() => dialog.getByRole('checkbox', { name: 'Wishlist' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The page behind the dialog is hidden from assistive technology until it closes.
    await expect
      .poll(() => page.getByRole('main').getByRole('button', { name: 'Add to list' }).getAttribute('aria-pressed'))
      .toBe('true');

    // From a product card on the home page: the dialog says Add for the list that lacks the product.
    await page.goto(`${e2e.stack.url}/`);
    const heart = page
      .getByRole('main')
      .getByRole('button', { name: /^Add .+ to a list$/ })
      .first();
    const cardName = (await heart.getAttribute('aria-label', { timeout: 15_000 }))!.replace(
      /^Add (.+) to a list$/,
      '$1',
    );
    await heart.click();
    dialog = page.getByRole('dialog', { name: 'Add to List' });
    await dialog.getByRole('button', { name: /^(Add|Remove)$/ }).click({ timeout: 15_000 });
    await expect.poll(() => toast(page, 'Please select a list').count()).toBe(1);
    await dialog.getByRole('radio', { name: 'Birthday' }).check({ force: true });
    const action = dialog.getByRole('button', { name: /^(Add|Remove)$/ });
    const adds = cardName !== name;
    expect(await action.innerText()).toBe(adds ? 'Add' : 'Remove');
    if (adds) {
      await action.click();
      await expect.poll(() => toast(page, 'Added to Birthday').count()).toBe(1);
    }
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The wishlist has the product page's product; the shared list holds both products.
    await page.goto(`${e2e.stack.url}/shopping-cart#my-Wishlist`);
    await expect.poll(() => wishlistRow(page, name).count()).toBe(1);
    await page.getByRole('tab', { name: 'Shared List' }).click();
    const lists = page.getByRole('list', { name: 'Your lists' });
    await expect.poll(() => lists.getByRole('button', { name: 'Birthday', exact: true }).count()).toBe(1);
    const products = page.getByRole('list', { name: 'List products' });
    await expect.poll(() => products.getByRole('listitem').count()).toBe(adds ? 2 : 1);

    // No share facility in this browser: the share dialog gives the link, and the link opens the list.
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    await lists.getByRole('button', { name: 'Share Birthday' }).click();
    const shareDialog = page.getByRole('dialog', { name: 'Shared List: Birthday' });
    await shareDialog.getByText('Your browser does not support sharing. Copy this link to share it:').waitFor();
    const link = await shareDialog.getByRole('textbox', { name: 'Link to share' }).inputValue();
    expect(link).toMatch(/^http\S+\/lists\/shared\/\S+$/);
    const opened = await page.context().newPage();
    await opened.goto(link!);
    // The owner opening her share link gets the list itself, editable.
    await expect.poll(() => opened.getByRole('heading', { level: 3, name: 'Birthday' }).count()).toBe(1);
    expect(new URL(opened.url()).pathname).toBe('/shopping-cart');
    expect(new URL(opened.url()).searchParams.get('listId')).toMatch(/^LST/);

    // Remove the product page's product from the list, then delete the list.
    await opened
      .getByRole('list', { name: 'List products' })
      .getByRole('listitem', { name, exact: true })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect
      .poll(() =>
        opened.getByRole('list', { name: 'List products' }).getByRole('listitem', { name, exact: true }).count(),
      )
      .toBe(0);
    await opened.getByRole('list', { name: 'Your lists' }).getByRole('button', { name: 'Delete Birthday' }).click();
    await opened.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => opened.getByText('No List Found').count()).toBe(1);
    const { viewer } = await graph<{ viewer: { lists: { totalCount: number } } }>(
      opened,
      /* GraphQL */ '{ viewer { lists { totalCount } } }',
    );
    expect(viewer.lists.totalCount).toBe(0);
    await page.context().close();
  });

  it("a second shopper's link to demo's list does not show it", async () => {
    const page = await signedIn(USERS.second);
    await page.goto(`${e2e.stack.url}/shopping-cart?listId=${LISTS.office.id}#my-Wishlist`);
    await expect.poll(() => page.getByRole('heading', { level: 3, name: LISTS.secondUser.listName }).count()).toBe(1);
    expect(await page.getByRole('list', { name: 'Your lists' }).getByText(LISTS.office.listName).count()).toBe(0);
    expect(await page.getByRole('status').filter({ hasText: 'That list is not one of yours' }).count()).toBe(1);
    await page.context().close();
  });
});
