import { describe, expect, it } from 'vitest';
import { shopperPages, useStackAndBrowser } from '../helpers/e2e.ts';
import { PRODUCTS } from '../helpers/fixtures.ts';

const e2e = useStackAndBrowser();
const { graph, signedIn } = shopperPages(e2e);

const PLACE = /* GraphQL */ `
  mutation ($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order {
        orders {
          orderId
          total {
            formatted
          }
          coinDiscount {
            amount
          }
          items {
            id
            lineTotal {
              formatted
            }
          }
        }
      }
      userErrors {
        message
      }
    }
  }
`;

interface Placed {
  orderId: string;
  total: { formatted: string };
  coinDiscount: { amount: string };
  items: { id: string; lineTotal: { formatted: string } }[];
}

describe('cancelling a cash-on-delivery order paid partly with coins', () => {
  it('says the coins come back, and the order amount is My Orders’ total, which drops to ₹0.00 once cancelled', async () => {
    const page = await signedIn();
    const before = await graph<{
      viewer: { user: { coins: number; addresses: { id: string; isPrimary: boolean }[] } };
    }>(page, '{ viewer { user { coins addresses { id isPrimary } } } }');
    const placed = await graph<{ placeOrder: { order: { orders: Placed[] }; userErrors: unknown[] } }>(page, PLACE, {
      input: {
        source: 'PRODUCT',
        productId: PRODUCTS.neverBought,
        addressId: before.viewer.user.addresses.find((a) => a.isPrimary)!.id,
        paymentMethod: 'CASH_ON_DELIVERY',
        redeemCoins: true,
        idempotencyKey: `coins-cancel-${Date.now()}`,
      },
    });
    expect(placed.placeOrder.userErrors).toEqual([]);
    const order = placed.placeOrder.order.orders[0]!;
    expect(Number(order.coinDiscount.amount)).toBeGreaterThan(0);
    const after = await graph<{ viewer: { user: { coins: number } } }>(page, '{ viewer { user { coins } } }');
    const spent = before.viewer.user.coins - after.viewer.user.coins;
    expect(spent).toBeGreaterThan(0);

    // My Orders' Total Amount and the cancellation page's Order Amount are one number: what the order costs.
    await page.goto(`${e2e.stack.url}/my-account?pane=my-orders&search=${order.orderId}`);
    const card = page.getByRole('main').getByRole('article', { name: `Order ${order.orderId}` });
    const cardTotal = card.getByText('Total Amount', { exact: true }).locator('xpath=..');
    await expect.poll(() => cardTotal.textContent()).toBe(`Total Amount${order.total.formatted}`);

    await page.goto(`${e2e.stack.url}/order-inner-cancellation/${order.orderId}?lineId=${order.items[0]!.id}`);
    const overview = page.getByRole('region', { name: 'Overview' });
    const row = (label: string) => overview.getByText(label, { exact: true }).locator('xpath=..');
    await expect.poll(() => row('Order Amount').textContent()).toBe(`Order Amount${order.total.formatted}`);
    expect(await row('Selected Items').textContent()).toBe(`Selected Items${order.items[0]!.lineTotal.formatted}`);
    expect(await row('Refund Amount').textContent()).toBe('Refund Amount₹0.00');
    expect(await row('Thara Coins Returned').textContent()).toBe(`Thara Coins Returned${spent} coins`);
    await overview
      .getByText(
        `Nothing has been paid for this order yet (Cash on Delivery), so no money is refunded; the ${spent} Thara coins used on it come back to your wallet.`,
      )
      .waitFor();

    const submit = page.getByRole('button', { name: 'Cancel Order' });
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'I changed my mind' }).check({ force: true });
    await submit.click();
    await page.waitForURL((url) => url.pathname === '/my-account' && url.searchParams.get('pane') === 'my-orders');
    await page
      .getByText(
        `1 item of order ${order.orderId} cancelled; nothing was paid, so no money is refunded; the ${spent} Thara coins used on it come back to your wallet.`,
      )
      .first()
      .waitFor();
    const coins = await graph<{ viewer: { user: { coins: number } } }>(page, '{ viewer { user { coins } } }');
    expect(coins.viewer.user.coins).toBe(before.viewer.user.coins);

    // The cancelled order costs nothing now; the total it was placed for is said beside it.
    await page.goto(`${e2e.stack.url}/my-account?pane=my-orders&search=${order.orderId}`);
    await expect
      .poll(() => cardTotal.textContent())
      .toBe(`Total Amount₹0.00 (${order.total.formatted} before cancellations)`);
    await page.goto(`${e2e.stack.url}/order-inner-page/${order.orderId}`);
    const summary = page.getByRole('region', { name: 'Payment Summary' });
    const summaryRow = (label: string) => summary.getByText(label, { exact: true }).locator('xpath=..');
    await expect.poll(() => summaryRow('Total').textContent()).toBe(`Total${order.total.formatted}`);
    expect(await summaryRow('Total after Cancellations').textContent()).toBe('Total after Cancellations₹0.00');
    expect(await summaryRow('Amount Due').textContent()).toBe('Amount Due₹0.00');
    await page.context().close();
  });
});
