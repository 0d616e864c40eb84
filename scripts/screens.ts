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
