import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useStackAndBrowser } from '../helpers/e2e.ts';
import { PINCODES, PRODUCTS, USERS } from '../helpers/fixtures.ts';

const e2e = useStackAndBrowser();

/** A 1×1 PNG: the smallest real image the REST API's upload check accepts. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const SIGN_IN = /* GraphQL */ `
  mutation ($email: String!, $password: String!) {
    signInWithEmail(input: { email: $email, password: $password }) {
      userErrors {
        message
      }
    }
  }
`;

async function openPage(user?: { email: string; password: string }): Promise<Page> {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (user) {
    const response = await context.request.post(`${e2e.stack.url}/graphql`, {
      data: { query: SIGN_IN, variables: user },
    });
    expect((await response.json()).data.signInWithEmail.userErrors).toEqual([]);
  }
  return context.newPage();
}

async function graph<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.context().request.post(`${e2e.stack.url}/graphql`, { data: { query, variables } });
  return (await response.json()) as T;
}

/** An image URL as the graph answers it: absolute, on the gateway's public origin. */
const onGateway = (path: string) => new RegExp(`^${e2e.stack.url.replaceAll('.', '\\.')}${path}`);

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

describe('the product page', () => {
  it('opens from a home card, records it as recently viewed, and checks a deliverable and an undeliverable pincode', async () => {
    const page = await openPage();
    await page.goto(`${e2e.stack.url}/`);
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.locator('a[href^="/product-page/"]') })
      .first();
    const href = await card.getByRole('link').getAttribute('href', { timeout: 15_000 });
    expect(href).toMatch(/^\/product-page\/PRD\d+$/);
    await card.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === href);
    const productId = href!.split('/').at(-1)!;
    const { data } = await graph<{ data: { product: { id: string; name: string; stock: number } } }>(
      page,
      /* GraphQL */ 'query ($id: ID!) { product(productId: $id) { id name stock } }',
      { id: productId },
    );
    await expect.poll(() => heading(page).innerText()).toBe(data.product.name);
    expect(await page.getByText('Incl. GST').count()).toBe(1);
    // The delivery promise, unless the card's product is out of stock (the first home card may be).
    expect(await page.getByText('Order Before 5PM, Today').count()).toBe(data.product.stock > 0 ? 1 : 0);
    const cookies = await page.context().cookies();
    const visited = cookies.find((cookie) => cookie.name === 'visitedProducts');
    expect(decodeURIComponent(visited!.value)).toBe(JSON.stringify([data.product.id]));

    const pincode = page.getByRole('textbox', { name: 'Check delivery to your pincode' });
    const check = page.getByRole('button', { name: 'Check', exact: true });
    await pincode.fill('56000x');
    expect(await pincode.inputValue()).toBe('56000');
    expect(await check.isDisabled()).toBe(true);
    await pincode.press('Enter');
    expect(await page.getByText('Pincode must be 6 digits.').count()).toBe(1);
    await pincode.fill(PINCODES.deliverable);
    await check.click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /deliver/ })
          .innerText(),
      )
      .toBe('Great! We deliver to this location.');
    await pincode.fill(PINCODES.notDeliverable);
    await pincode.press('Enter');
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /deliver/ })
          .innerText(),
      )
      .toBe('Sorry, delivery is not available in this pincode.');
    await page.context().close();
  });

  it('adds the minimum quantity to the cart: Go to Cart, and the navbar count follows', async () => {
    const page = await openPage(USERS.fresh);
    await page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.inStock}`);
    const cart = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart, \d+ items?$/ });
    await expect.poll(() => cart.getAttribute('aria-label')).toBe('Cart, 0 items');
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Buy Now' }).getAttribute('href')).toBe(
      `/product-checkout/${PRODUCTS.inStock}`,
    );
    const quantity = main.getByRole('spinbutton', { name: 'Quantity' });
    expect(await quantity.inputValue()).toBe('5');
    await main.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => main.getByRole('link', { name: 'Go to Cart' }).count()).toBe(1);
    // The navbar counts the units, as the cart's "Price (N items)" does: one line of five pieces.
    expect(await cart.getAttribute('aria-label')).toBe('Cart, 5 items');
    const { data } = await graph<{ data: { viewer: { cart: { lineCount: number; unitCount: number } } } }>(
      page,
      /* GraphQL */ '{ viewer { cart { lineCount unitCount } } }',
    );
    expect(data.viewer.cart).toEqual({ lineCount: 1, unitCount: 5 });

    // On a later visit the page knows it is in the cart.
    await page.reload();
    await expect.poll(() => main.getByRole('link', { name: 'Go to Cart' }).count()).toBe(1);
    expect(await main.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
    await page.context().close();
  });

  it('the heart opens Add to List, whose Wishlist box puts the product on the wishlist and takes it off; a guest is sent to sign in', async () => {
    const guest = await openPage();
    await guest.goto(`${e2e.stack.url}/product-page/${PRODUCTS.neverBought}`);
    await guest.getByRole('button', { name: 'Add to list' }).click({ timeout: 15_000 });
    await guest.waitForURL(`${e2e.stack.url}/login?redirect=%2Fproduct-page%2F${PRODUCTS.neverBought}`);
    await guest.context().close();

    const page = await openPage(USERS.fresh);
    await page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.neverBought}`);
    const heart = page.getByRole('main').getByRole('button', { name: 'Add to list' });
    const wishlistBox = async () => {
      await heart.click({ timeout: 15_000 });
      const dialog = page.getByRole('dialog', { name: 'Add to List' });
      return {
        box: dialog.getByRole('checkbox', { name: 'Wishlist' }),
        label: dialog.getByText('Wishlist', { exact: true }),
      };
    };
    const inWishlist = async () =>
      (
        await graph<{ data: { product: { inWishlist: boolean } } }>(
          page,
          /* GraphQL */ `{ product(productId: "${PRODUCTS.neverBought}") { inWishlist } }`,
        )
      ).data.product.inWishlist;
    const first = await wishlistBox();
    await first.label.click();
    await expect.poll(() => first.box.isChecked()).toBe(true);
    await page.getByRole('dialog', { name: 'Add to List' }).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(inWishlist).toBe(true);

    await page.reload();
    const { box, label } = await wishlistBox();
    await expect.poll(() => box.isChecked()).toBe(true);
    await label.click();
    await expect.poll(() => box.isChecked()).toBe(false);
    await page.getByRole('dialog', { name: 'Add to List' }).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(inWishlist).toBe(false);
    await page.context().close();
  });

  it('shows "Out Of Stock" and no buying buttons at stock 0', async () => {
    const page = await openPage();
    await page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.outOfStock}`);
    const main = page.getByRole('main');
    await expect.poll(() => main.getByText('Out Of Stock', { exact: true }).count()).toBe(1);
    expect(await main.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
    expect(await main.getByRole('link', { name: 'Buy Now' }).count()).toBe(0);
    await page.context().close();
  });

  it('lets the demo shopper rate a product they bought, with a photo, and shows the review first; review photos open in a viewer', async () => {
    const page = await openPage(USERS.demo);
    await page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.inStock}`);
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.waitFor({ timeout: 15_000 });
    const ratings = page
      .getByRole('main')
      .getByText(/^\d+ ratings?$/)
      .first();
    const before = parseInt(await ratings.innerText(), 10);

    // A seeded review's photo opens in the image viewer.
    await page
      .getByRole('button', { name: /^View photo 1 of .+'s review$/ })
      .first()
      .click();
    const viewer = page.getByRole('dialog', { name: 'Photo 1 of 1' });
    await viewer.waitFor();
    expect(await viewer.getByRole('img', { name: /^Photo 1 of .+'s review$/ }).getAttribute('src')).toMatch(
      onGateway('/images/products/'),
    );
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'hidden' });

    await form.getByRole('button', { name: 'Submit Review' }).click();
    expect(await form.getByText('Please select a rating between 1 and 5').count()).toBe(1);
    await form.getByRole('radio').nth(3).click();
    await form.getByRole('textbox', { name: 'Title' }).fill('Sturdy and worth it');
    await form.getByRole('textbox', { name: 'Comment' }).fill('Arrived well packed.');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
    await form.getByRole('button', { name: 'Submit Review' }).click();
    const first = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first();
    await expect.poll(() => first.innerText()).toContain('Sturdy and worth it');
    expect(await first.innerText()).toContain(USERS.demo.name);
    // The photo went up as a GraphQL multipart request and is served from the gateway's origin.
    await first.getByRole('button', { name: `View photo 1 of ${USERS.demo.name}'s review` }).click();
    const photo = page
      .getByRole('dialog', { name: 'Photo 1 of 1' })
      .getByRole('img', { name: `Photo 1 of ${USERS.demo.name}'s review` });
    expect(await photo.getAttribute('src')).toMatch(onGateway('/uploads/'));
    await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    await page.getByRole('dialog', { name: 'Photo 1 of 1' }).getByRole('button', { name: 'Close' }).click();
    expect(await first.getByLabel('4 out of 5 stars').count()).toBe(1);
    expect(parseInt(await ratings.innerText(), 10)).toBe(before + 1);

    // The form gives way to the shopper's own review; a second rating is refused with the product's message.
    await expect.poll(() => form.count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Your review' }).innerText()).toContain('Sturdy and worth it');
    const { data } = await graph<{ data: { rateProduct: { userErrors: { message: string }[] } } }>(
      page,
      /* GraphQL */ 'mutation ($input: RateProductInput!) { rateProduct(input: $input) { userErrors { message } } }',
      { input: { productId: PRODUCTS.inStock, rating: 5 } },
    );
    expect(data.rateProduct.userErrors.map((error) => error.message)).toEqual(['You have already rated this product']);
    await page.context().close();
  });

  it('sends a report to the seller from the Report modal', async () => {
    const page = await openPage(USERS.demo);
    await page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.neverBought}`);
    await page.getByRole('button', { name: 'Report' }).click({ timeout: 15_000 });
    const dialog = page.getByRole('dialog', { name: 'Report this product' });
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    expect(await dialog.getByText('Please select a reason.').count()).toBe(1);
    await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('Counterfeit or fake product');
    await dialog.getByRole('textbox', { name: 'Details' }).fill('The logo looks different from the brand site.');
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByText('Thank you. The seller has been told about this product.').count()).toBe(1);
    await page.context().close();
  });

  it('refuses a rating for a product the shopper never bought', async () => {
    const page = await openPage(USERS.demo);
    await page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.neverBought}`);
    const main = page.getByRole('main');
    await expect
      .poll(() => main.getByText('You cannot rate this product as it has not been purchased.').count(), {
        timeout: 15_000,
      })
      .toBe(1);
    expect(await page.getByRole('form', { name: 'Write a review' }).count()).toBe(0);
    // The server refuses too, whatever the page shows.
    const { data } = await graph<{ data: { rateProduct: { userErrors: { message: string }[] } } }>(
      page,
      /* GraphQL */ 'mutation ($input: RateProductInput!) { rateProduct(input: $input) { userErrors { message } } }',
      { input: { productId: PRODUCTS.neverBought, rating: 4 } },
    );
    expect(data.rateProduct.userErrors.map((error) => error.message)).toEqual([
      'You cannot rate this product as it has not been purchased.',
    ]);
    await page.context().close();
  });
});
