// Issue 59's "Done when", on the cluster (HAProxy, two gateways, two REST APIs, Redis): a shopper places an order and
// keeps its details page open; each fulfilment step shows in its tracker without a reload, whichever gateway holds
// the page's stream; when that gateway is killed, the page reconnects through HAProxy to the other and shows the
// step the order is at.
import { once } from 'node:events';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { recordOperations, shopperPages, useStackAndBrowser } from '../helpers/e2e.ts';
import { sseSubscription, subscriptionRequest } from '../helpers/sse.ts';

// One subscription per shopper on each gateway: a probe of the page's shopper is refused where the page's stream is.
const e2e = useStackAndBrowser({ MAX_SUBSCRIPTIONS_PER_CLIENT: '1' });
const { restAs, signedIn } = shopperPages(e2e);

interface RestOrder {
  orderId: string;
  parentOrderId: string;
  product: { items: { productId: string; productName: string }[] };
}

const sessionOf = async (page: Page) =>
  decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'session')!.value);

/**
 * What gateway `index` answers a subscription of the page's shopper: TOO_MANY_SUBSCRIPTIONS where the page's stream
 * is open, else OPEN (the probe is closed at once).
 */
async function probe(page: Page, orderId: string, index: number): Promise<string> {
  const { init, controller } = subscriptionRequest(
    'subscription ($orderId: ID!) { orderUpdated(orderId: $orderId) { orderId } }',
    { orderId },
    await sessionOf(page),
  );
  const gateway = e2e.stack.gateways[index]!.url.replace('localhost', '127.0.0.1');
  const stream = sseSubscription(await fetch(`${gateway}/graphql`, init), controller);
  const answer = await stream.next(10_000);
  stream.close();
  return answer.errors?.[0]?.extensions?.code ?? 'OPEN';
}

/** Which of the stack's gateways holds the page's stream. */
async function holderOf(page: Page, orderId: string): Promise<number> {
  const answers = await Promise.all(e2e.stack.gateways.map((_, i) => probe(page, orderId, i)));
  const holders = answers.flatMap((code, i) => (code === 'TOO_MANY_SUBSCRIPTIONS' ? [i] : []));
  expect(holders, `the gateways answered ${answers.join(', ')}`).toHaveLength(1);
  return holders[0]!;
}

async function step(orderId: string, productId: string) {
  const response = await fetch(`${e2e.stack.apiUrl}/sandbox/order-items/step`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderId, productId }),
  });
  expect(response.status).toBe(200);
}

/** The tracker's current step, as the page shows it ("On the Way (done)"). */
const currentStep = (page: Page, productName: string) =>
  page
    .getByRole('list', { name: `Progress of ${productName}` })
    .locator('li[aria-current="step"] p')
    .first()
    .textContent();

it('shows each step of an open order as it happens, and after its gateway is killed, the step it is at', async () => {
  const page = await signedIn();
  await page.goto(`${e2e.stack.url}/checkOut-page`);
  await page.getByRole('heading', { name: 'Secured Checkout' }).waitFor();
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check({ force: true });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/order-completed-page/'));
  const parentOrderId = page.url().split('/').at(-1)!;
  const { orders } = await restAs<{ orders: RestOrder[] }>(page, '/get-all-orders');
  const order = orders.find((o) => o.parentOrderId === parentOrderId)!;
  const [{ productId, productName }] = order.product.items as [RestOrder['product']['items'][0]];

  const stream = page.waitForResponse((response) => response.request().headers().accept === 'text/event-stream');
  await page.goto(`${e2e.stack.url}/order-inner-page/${order.orderId}`);
  await page.getByRole('heading', { name: `Order Details - ${order.orderId}` }).waitFor();
  expect(await currentStep(page, productName)).toBe('Order Placed (done)');
  expect((await stream).request().postDataJSON()).toMatchObject({
    operationName: 'orderDetailsLiveSubscription',
    documentId: expect.any(String),
  });
  // From here on the page is not loaded again and asks for no query: what changes comes down its stream.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  const requests = recordOperations(page);
  const holder = await holderOf(page, order.orderId);

  await step(order.orderId, productId);
  await expect.poll(() => currentStep(page, productName)).toBe('On the Way (done)');

  const killed = e2e.stack.gateways[holder]!.child;
  killed.kill('SIGKILL');
  await once(killed, 'exit');
  await step(order.orderId, productId);
  await expect.poll(() => currentStep(page, productName), { timeout: 30_000 }).toBe('Out of Delivery (done)');
  expect(await probe(page, order.orderId, 1 - holder)).toBe('TOO_MANY_SUBSCRIPTIONS');

  await step(order.orderId, productId);
  await expect.poll(() => currentStep(page, productName)).toBe('Delivered (done)');
  const tracker = page.getByRole('list', { name: `Progress of ${productName}` });
  expect(await tracker.getByRole('link', { name: 'Delivered' }).getAttribute('href')).toBe(
    `/order-inner-page-delivered/${order.orderId}`,
  );
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  expect(requests).toEqual([]);

  await tracker.getByRole('link', { name: 'Delivered' }).click();
  await page.waitForURL(`**/order-inner-page-delivered/${order.orderId}`);
  await page.getByRole('link', { name: 'Review Product' }).first().waitFor();
});
