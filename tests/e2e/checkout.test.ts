import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopperPages, useStackAndBrowser } from '../helpers/e2e.ts';
import { PRODUCTS, USERS } from '../helpers/fixtures.ts';

const e2e = useStackAndBrowser();
const { newPage, graph, registered, restAs } = shopperPages(e2e);

const ADD_TO_CART = /* GraphQL */ `
  mutation ($input: AddToCartInput!) {
    addToCart(input: $input) {
      userErrors {
        message
      }
    }
  }
`;

/** The shopper's orders as the REST API stores them (the session cookie is the bearer token). */
async function ordersOf(page: Page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'session')!.value;
  const response = await fetch(`${e2e.stack.apiUrl}/get-all-orders`, {
    headers: { authorization: `Bearer ${decodeURIComponent(token)}` },
  });
  type ShipTo = { name: string; localArea: string; pincode: string };
  return (
    (await response.json()) as {
      orders: { parentOrderId: string; paymentMode: string; product: { orderAmount: number }; shipTo: ShipTo }[];
    }
  ).orders;
}

/** Fills the address dialog and saves it; the new address is then the one selected. */
async function addAddress(page: Page, { pincode = '560001', name = 'Kavya Menon' } = {}) {
  await page.getByRole('button', { name: 'Add New Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('Full Name is required').waitFor();
  await dialog.getByLabel('Full Name').fill(name);
  await dialog.getByRole('textbox', { name: /^Phone Number/ }).fill('98765');
  await dialog.getByLabel('House No/Building Name').fill('12 Lake View');
  await dialog.getByLabel('Local Area/Nearby Road/City').fill('Indiranagar');
  await dialog.getByLabel('Pincode').fill(pincode);
  await dialog.getByLabel('State').fill('Karnataka');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('Phone Number must be exactly 10 digits').waitFor();
  await dialog.getByRole('textbox', { name: /^Phone Number/ }).fill('9876543210');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => page.getByRole('radio', { name: new RegExp(name) }).isChecked()).toBe(true);
}

/** The shopper's coin balance as the REST API keeps it. */
const coinsOf = async (page: Page) => (await restAs<{ user: { coin: number } }>(page, '/user-details')).user.coin;

const CLOSED_UNPAID =
  'The payment window was closed before paying: nothing was charged or ordered. Press Pay Now to try again.';

describe('checkout', () => {
  it('sends a guest to sign in and back to the checkout', async () => {
    const page = await newPage();
    await page.goto(`${e2e.stack.url}/checkOut-page`);
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/checkOut-page');
    await page.close();
  });

  it('a new shopper adds an address in checkout, pays the cart online (changed there; a closed window places nothing), then buys one product cash on delivery with a double click: two orders', async () => {
    const page = await registered('Kavya Menon');
    const coins = await coinsOf(page);
    for (const [productId, quantity] of [
      [PRODUCTS.neverBought, 2],
      [PRODUCTS.inStock, 1],
    ] as const) {
      const added = await graph<{ addToCart: { userErrors: unknown[] } }>(page, ADD_TO_CART, {
        input: { productId, quantity },
      });
      expect(added.addToCart.userErrors).toEqual([]);
    }
    await page.goto(`${e2e.stack.url}/checkOut-page`);
    await page.getByRole('heading', { name: 'Secured Checkout' }).waitFor();
    await page.getByText('No Address Available').waitFor();
    await addAddress(page);

    // The Order Summary's stepper and Remove change the cart, and the side card reprices.
    const lines = page.getByRole('list', { name: 'Order lines' }).getByRole('listitem');
    expect(await lines.count()).toBe(2);
    const side = page.getByRole('complementary');
    const subTotal = () => side.getByText(/^₹/).first().innerText();
    const before = await subTotal();
    const pair = lines.filter({ has: page.locator('[aria-label="Quantity"]', { hasText: /^2$/ }) });
    await pair.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect.poll(() => pair.count()).toBe(0);
    await expect.poll(subTotal).not.toBe(before);
    const beforeRemoval = await subTotal();
    await lines.nth(1).getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => lines.count()).toBe(1);
    await expect.poll(subTotal).not.toBe(beforeRemoval);
    await page.getByLabel('Add delivery note').fill('Leave with the guard');
    const total = await side.getByText(/^₹/).last().innerText();

    // First attempt: the shopper closes the payment window.
    const abandoned = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await (await abandoned).close();
    await page.getByText(CLOSED_UNPAID).waitFor();
    expect(await ordersOf(page)).toEqual([]);

    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    const popup = await opened;
    await popup.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/order-completed-page/'));
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    await page.getByText('Payment Successful!').first().waitFor();
    // The payment method by the name the shopper chose it by.
    await page.getByRole('main').getByText('UPI or Other', { exact: true }).waitFor();
    expect(await page.getByText('Prepaid').count()).toBe(0);
    const paidOrderId = page.url().split('/').at(-1)!;
    const amount = (orderAmount: number) => `₹${orderAmount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
    const paid = await ordersOf(page);
    expect(paid.map((o) => [o.parentOrderId, o.paymentMode, amount(o.product.orderAmount)])).toEqual([
      [paidOrderId, 'Pre-paid', total],
    ]);
    // The cart is empty and the navbar says so.
    await expect
      .poll(() =>
        page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: /^Cart, 0 items$/ })
          .count(),
      )
      .toBe(1);

    // Buy Now from the product page, to the address now saved, cash on delivery.
    await page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.inStock}`);
    await page.getByRole('link', { name: 'Buy Now' }).click();
    await page.waitForURL((url) => url.pathname === `/product-checkout/${PRODUCTS.inStock}`);
    await expect.poll(() => page.getByRole('radio', { name: /Kavya Menon/ }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check({ force: true });
    const buyNowTotal = await side.getByText(/^₹/).last().innerText();
    await page.getByRole('button', { name: 'Place Order' }).dblclick();
    await page.waitForURL((url) => url.pathname.startsWith('/order-completed-page/'));
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    await page.getByText('Order placed successfully').first().waitFor();
    const codOrderId = page.url().split('/').at(-1)!;
    await page.getByText(codOrderId).first().waitFor();
    expect(await page.getByText('Cash on Delivery').count()).toBeGreaterThan(0);

    const orders = (await ordersOf(page)).map((o) => [o.parentOrderId, o.paymentMode, amount(o.product.orderAmount)]);
    expect(orders.sort()).toEqual(
      [
        [paidOrderId, 'Pre-paid', total],
        [codOrderId, 'COD', buyNowTotal],
      ].sort(),
    );
    // Nothing redeemed: the coins are as they were.
    expect(await coinsOf(page)).toBe(coins);
    await page.close();
  });

  it('shows an undeliverable address as such and takes no payment for it; a payment that can no longer become an order is refunded and the shopper told', async () => {
    const page = await registered('Kavya Menon');
    const added = await graph<{ addToCart: { userErrors: unknown[] } }>(page, ADD_TO_CART, {
      input: { productId: PRODUCTS.neverBought, quantity: 1 },
    });
    expect(added.addToCart.userErrors).toEqual([]);
    await page.goto(`${e2e.stack.url}/checkOut-page`);
    await page.getByRole('heading', { name: 'Secured Checkout' }).waitFor();
    const side = page.getByRole('complementary');
    const payNow = side.getByRole('button', { name: 'Pay Now' });

    // Koramangala (560025) is outside the delivery area: said under the address and beside the disabled button.
    await addAddress(page, { pincode: '560025' });
    const notHere = 'Sorry, delivery is not available in this pincode.';
    await page.getByRole('radiogroup', { name: 'Delivery address' }).getByText(notHere).waitFor();
    await side.getByText(notHere).waitFor();
    expect(await payNow.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check({ force: true });
    expect(await side.getByRole('button', { name: 'Place Order' }).isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'UPI or Other' }).check({ force: true });

    await addAddress(page, { pincode: '560001', name: 'Kavya Rao' });
    await expect.poll(() => side.getByText(notHere).count()).toBe(0);
    expect(await payNow.isEnabled()).toBe(true);
    const total = await side.getByText(/^₹/).last().innerText();

    // The payment window is open when the address changes elsewhere (another tab) to one outside the area.
    const opened = page.waitForEvent('popup');
    await payNow.click();
    const popup = await opened;
    const { viewer } = await graph<{ viewer: { user: { addresses: { id: string; pincode: string }[] } } }>(
      page,
      '{ viewer { user { addresses { id pincode } } } }',
    );
    const chosen = viewer.user.addresses.find((a) => a.pincode === '560001')!;
    const moved = await graph<{ updateAddress: { userErrors: unknown[] } }>(
      page,
      /* GraphQL */ 'mutation ($input: UpdateAddressInput!) { updateAddress(input: $input) { userErrors { message } } }',
      {
        input: {
          addressId: chosen.id,
          name: 'Kavya Rao',
          phoneNumber: '9876543210',
          houseName: '12 Lake View',
          localArea: 'Koramangala',
          pincode: '560025',
          state: 'Karnataka',
        },
      },
    );
    expect(moved.updateAddress.userErrors).toEqual([]);
    await popup.getByRole('button', { name: /^Pay ₹/ }).click();

    await page.getByRole('alert').getByText(`${notHere} Your payment of ${total} has been refunded.`).waitFor();
    expect(page.url()).toBe(`${e2e.stack.url}/checkOut-page`);
    expect(await ordersOf(page)).toEqual([]);
    await page.close();
  });

  it('opens the payment window on the press itself, and says why nothing was paid when it was closed or blocked', async () => {
    const page = await registered('Meera Iyer');
    const added = await graph<{ addToCart: { userErrors: unknown[] } }>(page, ADD_TO_CART, {
      input: { productId: PRODUCTS.neverBought, quantity: 1 },
    });
    expect(added.addToCart.userErrors).toEqual([]);
    await page.goto(`${e2e.stack.url}/checkOut-page`);
    await addAddress(page);
    const side = page.getByRole('complementary');
    const payNow = side.getByRole('button', { name: 'Pay Now' });

    // The order's preparation is held back: the window is open already, since a pop-up blocker lets through only a
    // window opened on the press, not one opened a network round trip later.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('PlaceOrder')) await held;
      await route.continue();
    });
    const opened = page.waitForEvent('popup');
    await payNow.click();
    const popup = await opened;
    await expect.poll(() => popup.evaluate(() => document.body.textContent)).toBe('Preparing your payment…');
    release();
    await popup.getByRole('button', { name: /^Pay ₹/ }).waitFor();
    await popup.close();
    await side.getByRole('alert').getByText(CLOSED_UNPAID).waitFor();
    await side.getByRole('button', { name: 'Pay Now' }).waitFor();

    // A browser that blocks the window: the shopper reads that, and what to do.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await payNow.click();
    await side
      .getByRole('alert')
      .getByText(
        'Your browser blocked the payment window: allow pop-ups for this site, then press Pay Now again. Nothing was charged or ordered.',
      )
      .waitFor();
    expect(await ordersOf(page)).toEqual([]);
    await page.context().close();
  });

  it("redeems the demo shopper's coins: the discount shows, is charged and leaves the balance once", async () => {
    const page = await newPage();
    const signIn = await graph<{ signInWithEmail: { userErrors: unknown[] } }>(
      page,
      /* GraphQL */ 'mutation ($email: String!, $password: String!) { signInWithEmail(input: { email: $email, password: $password }) { userErrors { message } } }',
      { email: USERS.demo.email, password: USERS.demo.password },
    );
    expect(signIn.signInWithEmail.userErrors).toEqual([]);
    const before = await coinsOf(page);
    await page.goto(`${e2e.stack.url}/checkOut-page`);
    const side = page.getByRole('complementary');
    const redeem = side.getByText(/^Redeem \d+ of your \d+ Thara coins$/);
    const [, redeemable] = /^Redeem (\d+)/.exec(await redeem.innerText())!;
    await redeem.click();
    await side.getByText('Thara Coins Discount').waitFor();
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check({ force: true });
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/order-completed-page/'));
    await page.getByText('Thara Coins Discount').waitFor();
    expect(await coinsOf(page)).toBe(before - Number(redeemable));
    await page.close();
  });
});

const ADD_ADDRESS = /* GraphQL */ `
  mutation ($input: AddAddressInput!) {
    addAddress(input: $input) {
      userErrors {
        message
      }
    }
  }
`;

describe('checkout with a new address', () => {
  const sizes = [
    { size: '1366 px', viewport: { width: 1366, height: 900 }, name: 'Meera Iyer', path: '/checkOut-page' },
    {
      size: '390 px',
      viewport: { width: 390, height: 844 },
      name: 'Nisha Rao',
      path: `/product-checkout/${PRODUCTS.neverBought}?quantity=1`,
    },
  ];
  for (const { size, viewport, name, path } of sizes) {
    it(`at ${size}, the address added at checkout is shown ticked, named beside Place Order, and the cash-on-delivery order ships there`, async () => {
      const page = await registered('Kavya Menon');
      await page.setViewportSize(viewport);
      // Three saved addresses already: two shown, one behind "See More Addresses".
      for (const saved of ['Kavya Menon', 'Ravi Menon', 'Anil Menon']) {
        const added = await graph<{ addAddress: { userErrors: unknown[] } }>(page, ADD_ADDRESS, {
          input: {
            name: saved,
            phoneNumber: '9876543210',
            houseName: '4 MG Road',
            localArea: 'Ashok Nagar',
            pincode: '560001',
            state: 'Karnataka',
          },
        });
        expect(added.addAddress.userErrors).toEqual([]);
      }
      const inCart = await graph<{ addToCart: { userErrors: unknown[] } }>(page, ADD_TO_CART, {
        input: { productId: PRODUCTS.inStock, quantity: 1 },
      });
      expect(inCart.addToCart.userErrors).toEqual([]);
      await page.goto(`${e2e.stack.url}${path}`);
      await page.getByRole('heading', { name: 'Secured Checkout' }).waitFor();
      const side = page.getByRole('complementary');
      await side.getByText('Deliver to: Kavya Menon, Ashok Nagar 560001').waitFor();

      await addAddress(page, { name });
      // The one ticked is the new one, and it is on screen while the third saved one is still behind "See More Addresses".
      const addresses = page.getByRole('radiogroup', { name: 'Delivery address' });
      const ticked = addresses.locator('label').filter({ has: page.getByRole('radio', { checked: true }) });
      await expect.poll(() => ticked.count()).toBe(1);
      await ticked.getByText(name).scrollIntoViewIfNeeded();
      expect(await ticked.getByText(name).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'See More Addresses' }).isVisible()).toBe(true);
      expect(await addresses.getByText('Anil Menon').count()).toBe(0);

      await page.getByRole('radio', { name: 'Cash on Delivery' }).check({ force: true });
      const deliverTo = side.getByText(`Deliver to: ${name}, Indiranagar 560001`);
      const placeOrder = side.getByRole('button', { name: 'Place Order' });
      await placeOrder.scrollIntoViewIfNeeded();
      for (const box of [await deliverTo.boundingBox(), await placeOrder.boundingBox()]) {
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
        expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
      }
      expect(await placeOrder.getAttribute('aria-describedby')).toContain(await deliverTo.getAttribute('id'));
      await placeOrder.click();
      await page.waitForURL((url) => url.pathname.startsWith('/order-completed-page/'));
      const parentOrderId = page.url().split('/').at(-1)!;
      const placed = (await ordersOf(page)).filter((order) => order.parentOrderId === parentOrderId);
      expect(
        placed.map((order) => [order.paymentMode, order.shipTo.name, order.shipTo.localArea, order.shipTo.pincode]),
      ).toEqual([['COD', name, 'Indiranagar', '560001']]);
      await page.close();
    });
  }
});
