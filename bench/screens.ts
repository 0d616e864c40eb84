// Storefront screens (their shell and page queries as the browser batches them) through our gateway, with the
// catalog cache on and off, on the large catalog.
import autocannon from 'autocannon';
import { catalog, LARGE_PRODUCTS } from './catalogs.ts';
import {
  categoryVariables,
  median,
  operationBody,
  screenBody as screen,
  startOurGateway,
  topCategories,
} from './storefront.ts';
import { printTable, type Cell } from '@marketplace/runtime/table';
import {
  cartQuery,
  categoryQuery,
  checkoutQuery,
  homeQuery,
  myOrdersQuery,
  orderDetailsQuery,
  placeOrderMutation,
  productQuery,
} from '@marketplace/web/operations';

type Answer = { errors?: unknown; data?: { placeOrder?: { userErrors: unknown[] } } };

async function sample(
  url: string,
  headers: Record<string, string>,
  body: string | (() => string),
  runs = 20,
  accepted = (answer: Answer) => !answer.errors,
) {
  const totals: number[] = [];
  const upstream: number[] = [];
  let calls = '';
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers, body: typeof body === 'string' ? body : body() });
    const answers = [(await response.json()) as Answer | Answer[]].flat();
    totals.push(performance.now() - started);
    if (!answers.every(accepted)) throw new Error(`answered errors: ${JSON.stringify(answers).slice(0, 300)}`);
    const timing = /dur=([\d.]+);desc="(\d+) calls"/.exec(response.headers.get('server-timing') ?? '');
    upstream.push(Number(timing?.[1]));
    if (i === 0) calls = timing?.[2] ?? '?';
  }
  return {
    firstCalls: calls,
    total: median(totals.slice(1)).toFixed(1),
    upstream: median(upstream.slice(1)).toFixed(1),
  };
}

/**
 * Loads the home screen, the largest category's page, a product page, the shopping cart, the cart checkout, My Orders
 * and an order's details through gateways with and without the catalog cache; prints one line per case.
 */
export async function benchScreens(seconds: number) {
  const { url: apiUrl, token } = await catalog(LARGE_PRODUCTS);
  const rows: Cell[][] = [];
  const largest = (await topCategories(apiUrl))[0]!;
  const screens = [
    ['home', screen(homeQuery, { recentIds: [], skipRecent: true })],
    [`category (${largest.products.length})`, screen(categoryQuery, categoryVariables(largest.id))],
    ['product page', screen(productQuery, { productId: 'PRD000001' })],
    // A guest is sent to sign in from here: its line is the cost of finding that out.
    ['shopping cart', screen(cartQuery, {})],
    ['cart checkout', screen(checkoutQuery, { source: 'CART' })],
    ['my orders', screen(myOrdersQuery, { filter: {}, count: 10 })],
    ['order details', screen(orderDetailsQuery, { orderId: 'ORD0004' })],
  ] as const;
  for (const ttl of ['30', '0']) {
    // With the cache off at 100 000 products a load run leaves the REST API a backlog longer than the 5 s request
    // deadline; the bench measures that overload instead of having the deadline cut it short.
    const gateway = await startOurGateway(apiUrl, Number(ttl), { REQUEST_DEADLINE_MS: '60000' });
    const url = gateway.graphqlUrl;
    for (const [screenName, body] of screens)
      for (const [who, auth] of [
        ['guest', {}],
        ['signed in', { authorization: `Bearer ${token}` }],
      ] as const) {
        const headers = { 'content-type': 'application/json', ...auth };
        const timed = await sample(url, headers, body);
        const load = await autocannon({ url, method: 'POST', headers, body, connections: 10, duration: seconds });
        if (load.non2xx > 0) console.error(`${load.non2xx} non-2xx responses`);
        const name = `${screenName}, ${who}, cache ${ttl === '0' ? 'off' : `${ttl} s`}`;
        rows.push([
          name,
          Math.round(load.requests.average),
          load.latency.p50,
          load.latency.p99,
          timed.firstCalls,
          timed.total,
          timed.upstream,
        ]);
      }
    rows.push(...(await placements(url, token, ttl)));
    await gateway.stop();
  }
  printTable(
    `Screens through the gateway, ${LARGE_PRODUCTS} products`,
    ['screen', 'req/s', 'p50 ms', 'p99 ms', 'calls', 'median ms', 'upstream ms'],
    rows,
    [
      'calls: REST calls of a first (cold) request; median: sequential requests after it, whole request and upstream part.',
      'placements: sequential, one order each (a retry: the last key again, answered with the order it placed).',
    ],
  );
}

/** Buy Now cash on delivery placements as the storefront sends them: new orders, then a retry of the last one. */
async function placements(url: string, token: string, ttl: string): Promise<Cell[][]> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const viewer = await fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: '{ viewer { user { addresses { id isPrimary } } } }' }),
  });
  const { data } = (await viewer.json()) as {
    data: { viewer: { user: { addresses: { id: string; isPrimary: boolean }[] } } };
  };
  const addressId = data.viewer.user.addresses.find((a) => a.isPrimary)!.id;
  const input = {
    source: 'PRODUCT',
    productId: 'PRD000001',
    addressId,
    paymentMethod: 'CASH_ON_DELIVERY',
    idempotencyKey: '',
  };
  const place = (key: string) =>
    JSON.stringify(operationBody(placeOrderMutation, { input: { ...input, idempotencyKey: key } }));
  let lastKey = '';
  const rows: Cell[][] = [];
  const cases = [
    ['placeOrder, Buy Now, COD', () => place((lastKey = `bench-${crypto.randomUUID()}`))],
    ['placeOrder, its retry', () => place(lastKey)],
  ] as const;
  for (const [name, body] of cases) {
    const timed = await sample(url, headers, body, 10, (answer) => answer.data?.placeOrder?.userErrors?.length === 0);
    rows.push([
      `${name}, cache ${ttl === '0' ? 'off' : `${ttl} s`}`,
      'sequential',
      '-',
      '-',
      timed.firstCalls,
      timed.total,
      timed.upstream,
    ]);
  }
  return rows;
}
