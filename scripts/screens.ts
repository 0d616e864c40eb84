// `npm run screens`: screenshots of the screens docs/storefront.md shows (docs/screens/), at 1366 px and 390 px, taken from
// the whole system over a fresh seeded database (the browser-test stack: web/dist must be built, `npm run build:web`).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../tests/helpers/browser.ts';
import { USERS } from '../tests/helpers/fixtures.ts';
import { startStack } from '../tests/helpers/stack.ts';
import { ROOT } from '@marketplace/runtime/service';

const OUT = join(ROOT, 'docs/screens');
const SIZES = [
  { name: 'desktop', viewport: { width: 1366, height: 900 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

type Stack = Awaited<ReturnType<typeof startStack>>;
type Size = (typeof SIZES)[number];

async function graph<T>(stack: Stack, page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.context().request.post(`${stack.url}/graphql`, { data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function signIn(stack: Stack, page: Page, user: { email: string; password: string }) {
  await graph(
    stack,
    page,
    'mutation ($email: String!, $password: String!) { signInWithEmail(input: { email: $email, password: $password }) { userErrors { message } } }',
    user,
  );
}

/** One screen: opens it in `page` (a fresh browser context of the size) and waits until it shows what it is for. */
interface Screen {
  name: string;
  open: (stack: Stack, page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  {
    name: 'reset-password',
    async open(stack, page) {
      await graph(
        stack,
        page,
        'mutation ($email: String!) { requestPasswordReset(input: { email: $email }) { message } }',
        { email: USERS.fresh.email },
      );
      const outbox = await fetch(`${stack.apiUrl}/dev/outbox?to=${encodeURIComponent(USERS.fresh.email)}`);
      const { messages } = (await outbox.json()) as { messages: { body: string }[] };
      const link = /\/forget-password\?token=[\w-]+/.exec(messages[0]!.body)![0];
      await page.goto(stack.url + link);
      await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    },
  },
  {
    name: 'shared-list',
    async open(stack, page) {
      const owner = await page.context().browser()!.newContext();
      const ownerPage = await owner.newPage();
      await signIn(stack, ownerPage, USERS.demo);
      const { viewer } = await graph<{ viewer: { lists: { edges: { node: { shareUrl: string } }[] } } }>(
        stack,
        ownerPage,
        '{ viewer { lists { edges { node { shareUrl } } } } }',
      );
      await owner.close();
      await signIn(stack, page, USERS.second);
      await page.goto(viewer.lists.edges[0]!.node.shareUrl);
      await page.getByText(/^Shared by Rahul/).waitFor();
    },
  },
  {
    name: 'order-completed',
    async open(stack, page) {
      await signIn(stack, page, USERS.demo);
      // Demo's seeded checkout split over two sellers.
      await page.goto(`${stack.url}/order-completed-page/PORD0006`);
      await page.getByText('Order ID: ORD0007').waitFor();
    },
  },
  {
    name: 'checkout-new-address',
    async open(stack, page) {
      // The second shopper has an address and a product in her cart; she adds an address at checkout.
      await signIn(stack, page, USERS.second);
      await page.goto(`${stack.url}/checkOut-page`);
      await page.getByRole('button', { name: 'Add New Address' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Address' });
      await dialog.getByLabel('Full Name').fill('Meera Iyer');
      await dialog.getByRole('textbox', { name: /^Phone Number/ }).fill('9876543211');
      await dialog.getByLabel('House No/Building Name').fill('12 Lake View');
      await dialog.getByLabel('Local Area/Nearby Road/City').fill('Indiranagar');
      await dialog.getByLabel('Pincode').fill('560001');
      await dialog.getByLabel('State').fill('Karnataka');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('complementary').getByText('Deliver to: Meera Iyer, Indiranagar 560001').waitFor();
    },
  },
  {
    name: 'product-not-found',
    async open(stack, page) {
      await page.goto(`${stack.url}/product-page/PRD999999`);
      await page.getByRole('heading', { name: 'Product not found' }).waitFor();
    },
  },
  {
    name: 'raise-ticket-without-orders',
    async open(stack, page) {
      await signIn(stack, page, USERS.fresh);
      await page.goto(`${stack.url}/my-account?pane=raise-ticket`);
      await page.getByText(/^You have no orders yet/).waitFor();
    },
  },
  {
    name: 'checkout-payment-closed',
    async open(stack, page) {
      // The second shopper closes the payment window without paying.
      await signIn(stack, page, USERS.second);
      await page.goto(`${stack.url}/checkOut-page`);
      const opened = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Pay Now' }).click();
      await (await opened).close();
      await page
        .getByRole('alert')
        .getByText(/^The payment window was closed before paying/)
        .waitFor();
    },
  },
  {
    name: 'product-buy-box',
    async open(stack, page) {
      // 12 pieces of a product sold 5 to 10 at a time: set to 10, the note says why, the 10-49 tier's price shows.
      await page.goto(`${stack.url}/product-page/PRD000001`);
      const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
      await quantity.fill('12');
      await quantity.blur();
      await page.getByText('Quantity set to 10: at most 10 pieces per order.').waitFor();
    },
  },
  {
    name: 'all-categories-menu',
    async open(stack, page) {
      // Opened from home: three columns on a desktop; on a phone, one column, Groceries tapped open.
      await page.goto(`${stack.url}/`);
      await page.getByRole('button', { name: 'All Categories' }).click();
      const menu = page.getByRole('navigation', { name: 'All categories' });
      if (page.viewportSize()!.width < 768) {
        await menu.getByRole('button', { name: 'Groceries' }).click();
        await menu.getByRole('link', { name: 'View all Groceries' }).waitFor();
      } else {
        await menu.getByRole('list', { name: 'Groceries' }).waitFor();
      }
    },
  },
  {
    name: 'category-page',
    async open(stack, page) {
      // The first screen: on a phone, Filters and the first products above the tab bar.
      await page.goto(`${stack.url}/categories-page/CAT130/Electronics`);
      await page.getByRole('heading', { level: 1, name: 'Electronics' }).waitFor();
    },
  },
  {
    name: 'order-cancellation-coins',
    async open(stack, page) {
      // A cash-on-delivery order of the demo shopper paid partly with coins, every line chosen: a seeded one, or one
      // placed here when the seed has none (then the same one for both sizes).
      await signIn(stack, page, USERS.demo);
      type Order = {
        orderId: string;
        paymentMethod: string;
        coinDiscount: { amount: string };
        items: { id: string; canCancel: boolean }[];
      };
      const ORDER = 'orderId paymentMethod coinDiscount { amount } items { id canCancel }';
      const { viewer } = await graph<{
        viewer: { user: { addresses: { id: string; isPrimary: boolean }[] }; orders: { nodes: Order[] } };
      }>(
        stack,
        page,
        `{ viewer { user { addresses { id isPrimary } } orders(first: 50, filter: { status: PROCESSING }) { nodes { ${ORDER} } } } }`,
      );
      let order = viewer.orders.nodes.find(
        (o) =>
          o.paymentMethod === 'CASH_ON_DELIVERY' &&
          Number(o.coinDiscount.amount) > 0 &&
          o.items.every((item) => item.canCancel),
      );
      if (!order) {
        const placed = await graph<{ placeOrder: { order: { orders: Order[] } } }>(
          stack,
          page,
          `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { orders { ${ORDER} } } } }`,
          {
            input: {
              source: 'PRODUCT',
              productId: 'PRD000041',
              addressId: viewer.user.addresses.find((address) => address.isPrimary)!.id,
              paymentMethod: 'CASH_ON_DELIVERY',
              redeemCoins: true,
              idempotencyKey: 'screens-order-cancellation-coins',
            },
          },
        );
        order = placed.placeOrder.order.orders[0]!;
      }
      const lines = order.items.map((item) => `lineId=${encodeURIComponent(item.id)}`).join('&');
      await page.goto(`${stack.url}/order-inner-cancellation/${order.orderId}?${lines}`);
      await page.getByText('Thara Coins Returned').waitFor();
    },
  },
];

async function shoot(browser: Browser, stack: Stack, screen: Screen, size: Size) {
  const context = await browser.newContext({
    viewport: size.viewport,
    isMobile: size.isMobile,
    hasTouch: size.isMobile,
    timezoneId: 'Asia/Kolkata',
  });
  const page = await context.newPage();
  await screen.open(stack, page);
  await page.waitForLoadState('networkidle');
  const file = join(OUT, `${screen.name}-${size.viewport.width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await context.close();
  console.log(`wrote ${file}`);
}

mkdirSync(OUT, { recursive: true });
const [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
try {
  const only = process.argv.slice(2);
  for (const screen of SCREENS.filter((s) => only.length === 0 || only.includes(s.name))) {
    for (const size of SIZES) await shoot(browser, stack, screen, size);
  }
} finally {
  await browser.close();
  await stack.stop();
}
