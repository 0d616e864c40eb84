// The scale-out deployment as `npm run start:cluster` runs it: PostgreSQL, Redis, two REST APIs, two gateways and
// HAProxy, on ephemeral ports. Shoppers reach it through the load balancer, or one gateway at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../scripts/cluster.ts';
import { PRODUCTS, USERS } from '../helpers/fixtures.ts';
import { NO_CLIENT_LIMITS } from '../helpers/stack.ts';

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster({
    gatewayEnv: NO_CLIENT_LIMITS,
  });
}, 120_000);
afterAll(() => cluster?.stop());

interface Answer<T> {
  status: number;
  data: T;
  errors?: { message: string }[];
}

async function graphql<T = any>(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<Answer<T>> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: { message: string }[] };
  return { status: response.status, ...body };
}

async function signIn(base: string, user: { email: string; password: string }): Promise<string> {
  const answer = await graphql(
    base,
    'mutation ($input: SignInWithEmailInput!) { signInWithEmail(input: $input) { session { token } userErrors { message } } }',
    { input: { email: user.email, password: user.password } },
  );
  expect(answer.errors).toBeUndefined();
  expect(answer.data.signInWithEmail.userErrors).toEqual([]);
  return answer.data.signInWithEmail.session.token;
}

const CART = '{ viewer { cart { lines { quantity product { productId } } } } }';
const cartOf = async (base: string, token: string) =>
  Object.fromEntries(
    (await graphql(base, CART, {}, token)).data.viewer.cart.lines.map((line: any) => [
      line.product.productId,
      line.quantity,
    ]),
  );

const PLACE = /* GraphQL */ `
  mutation ($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order {
        parentOrderId
      }
      userErrors {
        code
        message
      }
    }
  }
`;

describe('the cluster', () => {
  it('serves the storefront and GraphQL through the load balancer, every instance ready', async () => {
    const page = await fetch(cluster.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    for (const service of [...cluster.gateways, ...cluster.apis]) {
      const ready = await fetch(`${service.url.replace('localhost', '127.0.0.1')}/readyz`);
      expect(ready.status, service.url).toBe(200);
    }
    const { data } = await graphql(cluster.url, '{ topCategories { displayName } }');
    expect(data.topCategories.length).toBeGreaterThan(0);
  });

  it('shows a shopper moving between gateways one cart, one wishlist and one order history', async () => {
    const [a, b] = cluster.gateways.map((g) => g.url.replace('localhost', '127.0.0.1')) as [string, string];
    const token = await signIn(a, USERS.second);
    const before = await cartOf(b, token);
    const added = await graphql(
      a,
      'mutation ($input: AddToCartInput!) { addToCart(input: $input) { userErrors { message } } }',
      { input: { productId: PRODUCTS.neverBought, quantity: 2 } },
      token,
    );
    expect(added.data.addToCart.userErrors).toEqual([]);
    expect(await cartOf(b, token)).toEqual({
      ...before,
      [PRODUCTS.neverBought]: (before[PRODUCTS.neverBought] ?? 0) + 2,
    });

    await graphql(
      b,
      'mutation ($input: WishlistProductInput!) { addToWishlist(input: $input) { userErrors { message } } }',
      { input: { productId: PRODUCTS.fewLeft } },
      token,
    );
    const wishlist = await graphql(
      a,
      '{ viewer { wishlist { products(first: 50) { edges { node { productId } } } } } }',
      {},
      token,
    );
    expect(wishlist.data.viewer.wishlist.products.edges.map((e: any) => e.node.productId)).toContain(PRODUCTS.fewLeft);

    const { data } = await graphql(a, '{ viewer { user { addresses { id } } } }', {}, token);
    const input = {
      source: 'PRODUCT',
      productId: PRODUCTS.inStock,
      quantity: 5,
      addressId: data.viewer.user.addresses[0].id,
      paymentMethod: 'CASH_ON_DELIVERY',
      idempotencyKey: `cluster-history-${Date.now()}`,
    };
    const placed = await graphql(b, PLACE, { input }, token);
    expect(placed.data.placeOrder.userErrors).toEqual([]);
    const orders = await graphql(a, '{ viewer { orders(first: 50) { edges { node { parentOrderId } } } } }', {}, token);
    expect(orders.data.viewer.orders.edges.map((e: any) => e.node.parentOrderId)).toContain(
      placed.data.placeOrder.order.parentOrderId,
    );
  });

  it('shows a review written through one gateway on the other at once, though both cache the product for 30 s', async () => {
    const [a, b] = cluster.gateways.map((g) => g.url.replace('localhost', '127.0.0.1')) as [string, string];
    const RATING = `{ product(productId: "${PRODUCTS.inStock}") { rating { count } } }`;
    const cached = (await graphql(a, RATING)).data.product.rating.count;
    expect((await graphql(b, RATING)).data.product.rating.count).toBe(cached);
    const token = await signIn(b, USERS.demo);
    const rated = await graphql(
      b,
      'mutation ($input: RateProductInput!) { rateProduct(input: $input) { userErrors { message } } }',
      { input: { productId: PRODUCTS.inStock, rating: 4, title: 'Sturdy', comment: 'Arrived well packed.' } },
      token,
    );
    expect(rated.data.rateProduct.userErrors).toEqual([]);
    expect((await graphql(a, RATING)).data.product.rating.count).toBe(cached + 1);
  });

  it('loses no order and fails no request but those in flight when a gateway is killed under load', async () => {
    const token = await signIn(cluster.url, USERS.demo);
    const { data } = await graphql(cluster.url, '{ viewer { user { addresses { id } } } }', {}, token);
    const addressId = data.viewer.user.addresses[0].id;
    const ordersNow = async () =>
      (await graphql(cluster.url, '{ viewer { orders(first: 100) { totalCount } } }', {}, token)).data.viewer.orders
        .totalCount;
    const ordersBefore = await ordersNow();

    let killed = false;
    let inFlightAtKill = 0;
    let inFlight = 0;
    const failures: string[] = [];
    const keys: string[] = [];
    const shopper = async (n: number) => {
      for (let i = 0; i < 8; i++) {
        const key = `cluster-kill-${n}-${i}-${Date.now()}`;
        keys.push(key);
        const input = {
          source: 'PRODUCT',
          productId: PRODUCTS.inStock,
          quantity: 5,
          addressId,
          paymentMethod: 'CASH_ON_DELIVERY',
          idempotencyKey: key,
        };
        // A shopper whose request failed tries again with the same key, as the storefront's retry does.
        for (let attempt = 0; ; attempt++) {
          inFlight++;
          const answer = await graphql(cluster.url, PLACE, { input }, token).catch((error: Error) => ({
            status: 0,
            data: null,
            errors: [{ message: error.message }],
          }));
          inFlight--;
          if (answer.status === 200 && answer.data?.placeOrder?.order) break;
          failures.push(`${answer.status} ${JSON.stringify(answer.errors ?? answer.data)}`);
          if (attempt === 3) throw new Error(`order ${key} not placed: ${failures.at(-1)}`);
        }
        // The home request counts as in flight too: one under way on the killed gateway fails like an order does.
        inFlight++;
        const home = await graphql(cluster.url, '{ topCategories { displayName } }').catch(() => ({ status: 0 }));
        inFlight--;
        if (home.status !== 200) failures.push(`home ${home.status}`);
        if (n === 0 && i === 3 && !killed) {
          killed = true;
          inFlightAtKill = inFlight;
          cluster.gateways[0]!.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all([0, 1, 2, 3].map(shopper));
    expect(killed).toBe(true);
    expect(failures.length, failures.join('\n')).toBeLessThanOrEqual(inFlightAtKill);
    expect(await ordersNow(), 'one order per key, none lost, none doubled').toBe(ordersBefore + keys.length);
  });
});
