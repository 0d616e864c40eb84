import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordOperations, shopperPages, useStackAndBrowser } from '../helpers/e2e.ts';
import { PRODUCTS, USERS } from '../helpers/fixtures.ts';

const e2e = useStackAndBrowser();
const { newPage, graph, restAs, signedIn } = shopperPages(e2e);

interface RestOrder {
  orderId: string;
  parentOrderId: string;
  product: { items: { productPrice: number }[] };
  cancelledOrders: { productName: string; cancel: { refundMethod: string | null; refundAmount: number } }[];
}

const coinsOf = async (page: Page) => (await restAs<{ user: { coin: number } }>(page, '/user-details')).user.coin;
const ordersOf = async (page: Page) => (await restAs<{ orders: RestOrder[] }>(page, '/get-all-orders')).orders;

/** The demo shopper's page, signed in, recording the operation names of each GraphQL request it sends. */
async function demoPage() {
  const page = await signedIn();
  return { page, requests: recordOperations(page) };
}

const orderCards = (page: Page) => page.getByRole('main').getByRole('article');
const cardNames = async (page: Page) =>
  await orderCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(amount);
/** Today in India as a status line writes a day that has passed ("29 November 2026"). */
const today = () =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date());

describe('orders', () => {
  it('finds the seeded orders with each filter, kept in the URL; one request per screen', async () => {
    const { page, requests } = await demoPage();
    await page.goto(`${e2e.stack.url}/my-account?pane=my-orders`);
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();
    await expect.poll(() => cardNames(page)).toContain('Order ORD0008');
    expect(requests).toEqual([]);
    expect(await cardNames(page)).toEqual(
      ['ORD0001', 'ORD0007', 'ORD0006', 'ORD0002', 'ORD0003', 'ORD0004', 'ORD0005', 'ORD0008'].map(
        (id) => `Order ${id}`,
      ),
    );
    const delivered = orderCards(page).filter({ hasText: 'ORD0004' });
    await delivered
      .getByText(/^Delivered on \d+ \w+ \d{4}$/)
      .first()
      .waitFor();
    await delivered.getByText('Order Placed').waitFor();

    await page.getByRole('combobox', { name: 'Delivery status' }).selectOption('DELIVERED');
    await page.waitForURL((url) => url.searchParams.get('status') === 'DELIVERED');
    await expect.poll(() => cardNames(page)).toEqual(['Order ORD0004', 'Order ORD0008']);
    await page.getByRole('combobox', { name: 'Order time' }).selectOption('SIX_MONTHS');
    await page.waitForURL((url) => url.searchParams.get('placedWithin') === 'SIX_MONTHS');
    await expect.poll(() => cardNames(page)).toEqual(['Order ORD0004']);
    expect(requests).toEqual([['MyOrdersPaneQuery'], ['MyOrdersPaneQuery']]);

    await page.reload();
    await expect.poll(() => cardNames(page)).toEqual(['Order ORD0004']);
    expect(await page.getByRole('combobox', { name: 'Order time' }).inputValue()).toBe('SIX_MONTHS');
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('placedWithin'));
    await expect.poll(() => cardNames(page)).toEqual(['Order ORD0004', 'Order ORD0008']);

    await page.getByRole('combobox', { name: 'Delivery status' }).selectOption('');
    await page.waitForURL((url) => !url.searchParams.has('status'));
    await expect.poll(() => orderCards(page).count()).toBe(8);
    await page.getByRole('searchbox', { name: 'Search product name / order ID' }).fill('ord0003');
    await page.getByRole('searchbox', { name: 'Search product name / order ID' }).press('Enter');
    await expect.poll(() => cardNames(page)).toEqual(['Order ORD0003']);
    await page.getByRole('searchbox', { name: 'Search product name / order ID' }).fill('nothing like this');
    await page.getByRole('button', { name: 'Search orders' }).click();
    await page.getByText('No orders found.').waitFor();
    await page.close();
  });

  it('places a cash-on-delivery order with coins, finds it, tracks it, cancels it with a ₹0.00 refund and no refund method, and gets the coins back, the wallet unchanged', async () => {
    const { page, requests } = await demoPage();
    const coins = await coinsOf(page);
    const walletBalance = async () => {
      await page.goto(`${e2e.stack.url}/my-account?pane=wallet`);
      const card = page.getByRole('main').getByText('Wallet Balance').locator('xpath=..');
      await card.getByText(/^₹/).waitFor();
      return card.getByText(/^₹/).textContent();
    };
    const balanceBefore = await walletBalance();

    // Buy Now, redeeming coins, cash on delivery.
    await page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.neverBought}`);
    await page.getByRole('link', { name: 'Buy Now' }).click();
    await page.waitForURL((url) => url.pathname === `/product-checkout/${PRODUCTS.neverBought}`);
    const side = page.getByRole('complementary');
    await side.getByText(/^Redeem \d+ of your \d+ Thara coins$/).click();
    await side.getByText('Thara Coins Discount').waitFor();
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check({ force: true });
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/order-completed-page/'));
    // The account menu is opened once the page has rendered: opened while the route still loaded, it could close
    // under the click on My Orders.
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    const parentOrderId = page.url().split('/').at(-1)!;
    const placed = (await ordersOf(page)).find((o) => o.parentOrderId === parentOrderId)!;
    const spent = coins - (await coinsOf(page));
    expect(spent).toBeGreaterThan(0);

    // My Orders from the account menu, then a search for the new order's ID.
    await page.getByRole('button', { name: USERS.demo.name, exact: true }).click();
    await page.getByRole('menuitem', { name: 'My Orders' }).click();
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search product name / order ID' }).fill(placed.orderId);
    await page.getByRole('searchbox', { name: 'Search product name / order ID' }).press('Enter');
    await expect.poll(() => cardNames(page)).toEqual([`Order ${placed.orderId}`]);
    const card = orderCards(page).first();
    await card.getByText('Processing').waitFor();

    // Its details and tracker, with the real placed date.
    requests.length = 0;
    await card.getByRole('link', { name: 'View Order Details' }).click();
    await page.getByRole('heading', { name: `Order Details - ${placed.orderId}` }).waitFor();
    expect(requests).toEqual([['OrderDetailsPageQuery']]);
    const tracker = page.getByRole('list', { name: /^Progress of / });
    await tracker.getByText('Order Placed (done)').waitFor();
    await tracker.getByText('On the Way (not yet)').waitFor();
    await tracker.getByText(/^Expected by \w+, \d+ \w+$/).waitFor();
    requests.length = 0;
    await page.getByRole('link', { name: 'Cancel Item' }).click();

    // The cancellation form: the chosen line preselected, Cancel Order waits for a reason. Nothing was paid (cash on
    // delivery), so the Refund Amount Summary refunds ₹0.00 and offers no refund method.
    await page.waitForURL((url) => url.pathname === `/order-inner-cancellation/${placed.orderId}`);
    const submit = page.getByRole('button', { name: 'Cancel Order' });
    // Open in the server's HTML (the form posts without the app), disabled once the app runs.
    await expect.poll(() => submit.isDisabled()).toBe(true);
    const overview = page.getByRole('region', { name: 'Overview' });
    const row = (label: string) => overview.getByText(label, { exact: true }).locator('xpath=..');
    // Order Amount is what the order costs (My Orders' Total Amount: the line less the coins); the coins come back.
    await expect
      .poll(() => row('Order Amount').textContent())
      .toBe(`Order Amount${rupees(placed.product.items[0]!.productPrice - spent * 0.1)}`);
    expect(await row('Selected Items').textContent()).toBe(
      `Selected Items${rupees(placed.product.items[0]!.productPrice)}`,
    );
    // The preselected line's refund came with the page's one query.
    expect(requests).toEqual([['OrderCancellationPageQuery']]);
    expect(await row('Refund Amount').textContent()).toBe('Refund Amount₹0.00');
    await overview
      .getByText(
        `Nothing has been paid for this order yet (Cash on Delivery), so no money is refunded; the ${spent} Thara coins used on it come back to your wallet.`,
      )
      .waitFor();
    expect(await overview.getByRole('radio').count()).toBe(0);
    expect(await page.getByRole('radio', { name: 'Wallet' }).count()).toBe(0);
    await page.getByRole('radio', { name: 'I changed my mind' }).check({ force: true });
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();

    // Back on My Orders without a reload: the card says Cancelled with today's date.
    await page.waitForURL((url) => url.pathname === '/my-account' && url.searchParams.get('pane') === 'my-orders');
    await page.getByText('Order cancelled successfully').first().waitFor();
    await expect.poll(() => cardNames(page)).toContain(`Order ${placed.orderId}`);
    await orderCards(page).filter({ hasText: placed.orderId }).getByText(`Cancelled on ${today()}`).waitFor();
    expect(requests.filter((ops) => ops.includes('useCancelOrderMutation'))).toHaveLength(1);

    // The REST API recorded no refund, the last line's cancellation gave the coins back, and the wallet is as it was.
    const cancelled = (await ordersOf(page)).find((o) => o.orderId === placed.orderId)!;
    expect(cancelled.cancelledOrders.map((item) => item.cancel)).toEqual([
      expect.objectContaining({ refundMethod: null, refundAmount: 0 }),
    ]);
    expect(await coinsOf(page)).toBe(coins);
    expect(await walletBalance()).toBe(balanceBefore);
    await page.goto(`${e2e.stack.url}/my-account`);
    await page.getByText(`${coins} Coins`, { exact: true }).waitFor();
    await page.close();
  });

  it("adds a delivered product to the cart from the home page's Buy Again, and from the latest delivered order", async () => {
    const { page } = await demoPage();
    await page.goto(`${e2e.stack.url}/`);
    const row = page.getByRole('region', { name: 'Buy Again' });
    await expect.poll(() => row.getByRole('button', { name: 'Buy Again' }).count()).toBe(3);
    await row.getByRole('button', { name: 'Buy Again' }).nth(2).click();
    await expect.poll(() => row.getByRole('link', { name: 'Go to Cart' }).count()).toBe(1);
    const cart = await graph<{ viewer: { cart: { lines: { product: { productId: string } }[] } } }>(
      page,
      '{ viewer { cart { lines { product { productId } } } } }',
    );
    expect(cart.viewer.cart.lines.map((l) => l.product.productId)).toContain('PRD000026');

    await page.goto(`${e2e.stack.url}/order-inner-page-delivered`);
    await page.getByRole('heading', { name: 'Order Details - ORD0004' }).waitFor();
    const line = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Review Product' }) })
      .first();
    await line.getByRole('button', { name: 'Buy Again' }).click();
    await line.getByRole('link', { name: 'Go to Cart' }).waitFor();
    await page.close();
  });

  it("sends a guest to sign in, and never shows another shopper's order", async () => {
    const guest = await newPage();
    await guest.goto(`${e2e.stack.url}/order-inner-page/ORD0001`);
    await guest.waitForURL((url) => url.pathname === '/login');
    const second = await signedIn(USERS.second);
    await second.goto(`${e2e.stack.url}/order-inner-page/ORD0001`);
    await second.getByRole('heading', { level: 1, name: 'Order not found' }).waitFor();
    await second.goto(`${e2e.stack.url}/order-inner-cancellation/ORD0001`);
    await second.getByRole('heading', { level: 1, name: 'Order not found' }).waitFor();
    await guest.close();
    await second.close();
  });

  it("answers an unknown order, and another shopper's, with 404 Order not found and the way back to My Orders", async () => {
    const page = await signedIn(USERS.second);
    for (const path of [
      '/order-inner-page/ORD9999',
      '/order-inner-page/ORD0001',
      '/order-inner-cancellation/ORD0001',
      '/order-completed-page/PORD0001',
      '/order-inner-page-delivered/ORD9999',
    ]) {
      const status = (await page.goto(e2e.stack.url + path))!.status();
      expect([path, status]).toEqual([path, 404]);
      expect([path, await page.getByRole('main').getByRole('heading', { level: 1 }).innerText()]).toEqual([
        path,
        'Order not found',
      ]);
      expect(await page.getByText(/Failed to fetch order/).count()).toBe(0);
    }
    await page.getByRole('main').getByRole('link', { name: 'Back to My Orders' }).click();
    await page.waitForURL((url) => url.pathname === '/my-account' && url.searchParams.get('pane') === 'my-orders');
    await page.context().close();
  });
});
