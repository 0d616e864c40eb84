import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordOperations, shopperPages, useStackAndBrowser } from '../helpers/e2e.ts';
import { ORDERS, PRODUCTS } from '../helpers/fixtures.ts';

// After the checkout, as a shopper on a desktop (1366 px) finds it: the completed page's seller orders and items,
// one expected delivery day on every screen, and cancelled lines shown as cancelled.
const e2e = useStackAndBrowser();
const { graph, newPage, restAs, signedIn } = shopperPages(e2e);

const DESKTOP = { viewport: { width: 1366, height: 900 } };
const DAY_MS = 86_400_000;

interface Timestamp {
  _seconds: number;
}
interface RestItem {
  productName: string;
  quantity: number;
  brandDetails: { brandName: string };
  sellerDetails: { storedetails: { storename: string } };
  productDetails: { price: number; offerPrice: number };
  cancel: { cancellationDate: Timestamp } | null;
}
interface RestOrder {
  orderId: string;
  parentOrderId: string;
  orderDate: Timestamp;
  product: { items: RestItem[] };
  cancelledOrders: RestItem[];
}

const ordersOf = async (page: Page) => (await restAs<{ orders: RestOrder[] }>(page, '/get-all-orders')).orders;
const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(amount);
const inIndia = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-IN', { ...options, timeZone: 'Asia/Kolkata' });
/** "Friday, 4 December": the day in India seven days after `orderDate`, as every screen writes an expected delivery. */
const deliveryDay = (orderDate: Timestamp) =>
  inIndia({ weekday: 'long', day: 'numeric', month: 'long' }).format(orderDate._seconds * 1000 + 7 * DAY_MS);
/** "2 November 2026": a status line's day that has passed (delivered, cancelled). */
const statusDay = (t: Timestamp) =>
  inIndia({ day: 'numeric', month: 'long', year: 'numeric' }).format(t._seconds * 1000);

const orderCards = (page: Page) => page.getByRole('main').getByRole('article');
const cardNames = (page: Page) =>
  orderCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));

/** Places the page's checkout (already open) cash on delivery; answers the checkout (parent order) id. */
async function placeCashOnDelivery(page: Page) {
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check({ force: true });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/order-completed-page/'));
  await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
  return page.url().split('/').at(-1)!;
}

describe('placed orders', () => {
  it('the completed page lists each seller order with its ID, link and items (brand, seller, MRP, % off); My Orders finds them by the checkout ID', async () => {
    const page = await signedIn(undefined, DESKTOP);
    // The demo cart holds two products of two sellers: one checkout, two seller orders.
    await page.goto(`${e2e.stack.url}/checkOut-page`);
    await page.getByRole('heading', { name: 'Secured Checkout' }).waitFor();
    const requests = recordOperations(page);
    const parentOrderId = await placeCashOnDelivery(page);
    const placed = (await ordersOf(page)).filter((o) => o.parentOrderId === parentOrderId);
    expect(placed).toHaveLength(2);
    await page.getByText(`A confirmation e-mail for order ID ${parentOrderId} has been sent to`).waitFor();

    const summary = page.getByRole('region', { name: 'Order Summary' });
    for (const order of placed) {
      const section = summary.getByRole('region', { name: `Order ${order.orderId}` });
      await section.getByText(`Order ID: ${order.orderId}`).waitFor();
      for (const item of order.product.items) {
        const { price, offerPrice } = item.productDetails;
        const row = section.getByRole('listitem', { name: item.productName });
        await row.getByText(`Est. Delivery by ${deliveryDay(order.orderDate)}`).waitFor();
        await row
          .getByText(`Brand: ${item.brandDetails.brandName} · Sold by: ${item.sellerDetails.storedetails.storename}`)
          .waitFor();
        await row.getByText(`Qty ${item.quantity} × ${rupees(offerPrice)}`).waitFor();
        expect(offerPrice).toBeLessThan(price);
        expect(await row.locator('s').textContent()).toBe(rupees(price));
        await row.getByText(`${Math.round(((price - offerPrice) / price) * 100)}% off`).waitFor();
        await row.getByText(`You Save ${rupees((price - offerPrice) * item.quantity)}`).waitFor();
        await row.getByText('Free Delivery').waitFor();
        await row.getByText(rupees(offerPrice * item.quantity), { exact: true }).waitFor();
      }
    }
    // The placement, then the completed page's one query.
    expect(requests.slice(-1)).toEqual([['OrderCompletedPageQuery']]);

    // Each seller order's own link opens its details.
    const [first, second] = placed as [RestOrder, RestOrder];
    requests.length = 0;
    await summary.getByRole('link', { name: `View Order Details of ${second.orderId}` }).click();
    await page.getByRole('heading', { name: `Order Details - ${second.orderId}` }).waitFor();
    expect(requests).toEqual([['OrderDetailsPageQuery']]);

    // The checkout's ID, searched in My Orders, finds both seller orders (and nothing else).
    await page.goto(`${e2e.stack.url}/my-account?pane=my-orders`);
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search product name / order ID' }).fill(parentOrderId.toLowerCase());
    await page.getByRole('searchbox', { name: 'Search product name / order ID' }).press('Enter');
    await expect.poll(() => cardNames(page)).toEqual(placed.map((o) => `Order ${o.orderId}`));
    await orderCards(page).filter({ hasText: first.orderId }).getByText(first.product.items[0]!.productName).waitFor();
    // A seeded split checkout too; a seller order's own ID still finds that order alone.
    await page.getByRole('searchbox', { name: 'Search product name / order ID' }).fill(ORDERS.splitA.parent);
    await page.getByRole('searchbox', { name: 'Search product name / order ID' }).press('Enter');
    await expect.poll(() => cardNames(page)).toEqual([`Order ${ORDERS.splitB.id}`, `Order ${ORDERS.splitA.id}`]);
    await page.getByRole('searchbox', { name: 'Search product name / order ID' }).fill(first.orderId);
    await page.getByRole('searchbox', { name: 'Search product name / order ID' }).press('Enter');
    await expect.poll(() => cardNames(page)).toEqual([`Order ${first.orderId}`]);
    await page.close();
  });

  it('promises one delivery day on the product page, the completed page and the order details, in India time wherever the shopper is', async () => {
    // A browser whose clock reads another day than India's for much of the day.
    const page = await signedIn(undefined, { ...DESKTOP, timezoneId: 'America/Los_Angeles' });
    await page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.neverBought}`);
    const promise = page.getByRole('region', { name: 'Delivery' }).getByText(/^Free delivery by /);
    const promised = (await promise.textContent())!.replace('Free delivery by ', '');
    await page.getByRole('region', { name: 'Delivery' }).getByText('Order Before 5PM, Today').waitFor();

    await page.getByRole('link', { name: 'Buy Now' }).click();
    await page.waitForURL((url) => url.pathname === `/product-checkout/${PRODUCTS.neverBought}`);
    const parentOrderId = await placeCashOnDelivery(page);
    const [order] = (await ordersOf(page)).filter((o) => o.parentOrderId === parentOrderId) as [RestOrder];
    expect(promised).toBe(deliveryDay(order.orderDate));
    await page.getByRole('region', { name: 'Order Summary' }).getByText(`Est. Delivery by ${promised}`).waitFor();

    await page.getByRole('link', { name: `View Order Details of ${order.orderId}` }).click();
    await page.getByRole('heading', { name: `Order Details - ${order.orderId}` }).waitFor();
    await page
      .getByRole('list', { name: /^Progress of / })
      .getByText(`Expected by ${promised}`)
      .waitFor();
    await page.close();
  });

  it('promises no delivery day for an out-of-stock product', async () => {
    const page = await newPage(DESKTOP);
    await page.goto(`${e2e.stack.url}/product-page/${PRODUCTS.outOfStock}`);
    await page.getByText('Out Of Stock').first().waitFor();
    const delivery = page.getByRole('region', { name: 'Delivery' });
    await delivery.getByRole('button', { name: 'Check' }).waitFor();
    expect(await delivery.getByText(/Free delivery by|Order Before 5PM/).count()).toBe(0);
    const answer = await graph<{ product: { expectedDelivery: string | null } }>(
      page,
      `{ product(productId: "${PRODUCTS.outOfStock}") { expectedDelivery } }`,
    );
    expect(answer.product.expectedDelivery).toBeNull();
    await page.close();
  });

  it('shows a cancelled order as cancelled with its date on the account overview and its details, with no cancel button', async () => {
    const page = await signedIn(undefined, DESKTOP);
    const cancelled = (await ordersOf(page)).find((o) => o.orderId === ORDERS.cancelled.id)!;
    const [line] = cancelled.cancelledOrders as [RestItem];
    const cancelledOn = `Cancelled on ${statusDay(line.cancel!.cancellationDate)}`;

    const requests = recordOperations(page);
    await page.goto(`${e2e.stack.url}/my-account`);
    const orders = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: `Order ID: ${ORDERS.cancelled.id}` });
    await page.getByRole('button', { name: 'See More Orders' }).click();
    await orders.getByText(line.productName).waitFor();
    await orders.getByText(cancelledOn).waitFor();
    expect(await orders.getByText('No items available').count()).toBe(0);
    expect(requests).toEqual([]);

    await orders.getByRole('link', { name: 'Track Order' }).click();
    await page.getByRole('heading', { name: `Order Details - ${ORDERS.cancelled.id}` }).waitFor();
    const card = page.getByRole('article', { name: line.productName });
    await card.getByText(cancelledOn).waitFor();
    await card
      .getByRole('list', { name: /^Progress of / })
      .getByText('Cancelled (done)')
      .waitFor();
    expect(await card.getByRole('button', { name: 'Cannot Cancel' }).count()).toBe(0);
    expect(await card.getByRole('link', { name: 'Cancel Item' }).count()).toBe(0);
    expect(requests).toEqual([['OrderDetailsPageQuery']]);
    await page.close();
  });
});
