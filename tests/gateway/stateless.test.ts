// Two gateway instances over one REST API sharing one Redis (REDIS_URL), as behind a load balancer: what a shopper
// or an abuser sees must not depend on which instance answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type RedisServer } from '../../scripts/redis.ts';
import { PRODUCTS } from '../helpers/fixtures.ts';
import { startGateways, withoutActual } from '../helpers/gateway.ts';
import { newShopper } from '../helpers/shopper.ts';

let redis: RedisServer;
let deployment: Awaited<ReturnType<typeof startGateways>>;
const REQUESTS_PER_MINUTE = 50;
beforeAll(async () => {
  redis = await startRedis();
  deployment = await startGateways(2, {
    redisUrl: redis.url,
    catalogTtlSeconds: 30,
    rateLimits: {
      requestsPerMinute: REQUESTS_PER_MINUTE,
      filesPerMinute: 0,
      signInsPerMinute: 0,
      costPerMinute: 0,
      concurrentPerClient: 0,
    },
  });
});
afterAll(async () => {
  await deployment?.close();
  await redis?.stop();
});

const instances = () => deployment.gateways as [(typeof deployment.gateways)[0], (typeof deployment.gateways)[0]];
const callsSince = (start: number) => deployment.restCalls.slice(start);

const SELLER = /* GraphQL */ `
  query ($id: ID!) {
    seller(sellerId: $id) {
      ratingSummary {
        count
      }
      ratings(first: 1) {
        totalCount
      }
    }
  }
`;
const RATE = /* GraphQL */ `
  mutation ($input: RateSellerInput!) {
    rateSeller(input: $input) {
      seller {
        ratingSummary {
          count
        }
      }
      userErrors {
        message
      }
    }
  }
`;
const ADD_TO_CART = /* GraphQL */ `
  mutation ($input: AddToCartInput!) {
    addToCart(input: $input) {
      cart {
        lineCount
      }
      userErrors {
        message
      }
    }
  }
`;
const ADD_TO_WISHLIST = /* GraphQL */ `
  mutation ($input: WishlistProductInput!) {
    addToWishlist(input: $input) {
      userErrors {
        message
      }
    }
  }
`;
const SHOPPING = /* GraphQL */ `
  {
    viewer {
      cart {
        lines {
          quantity
          product {
            productId
          }
        }
      }
      wishlist {
        products {
          edges {
            node {
              productId
            }
          }
        }
      }
    }
  }
`;

describe('two gateway instances sharing Redis', () => {
  it('answer a public read one of them cached without calling the REST API again', async () => {
    const [a, b] = instances();
    const start = deployment.restCalls.length;
    const fromA = await a.graphql('{ topCategories { categoryId name } }');
    expect(fromA.body.errors).toBeUndefined();
    const calls = callsSince(start).length;
    expect(calls).toBeGreaterThan(0);
    const fromB = await b.graphql('{ topCategories { categoryId name } }');
    expect(withoutActual(fromB.body)).toEqual(withoutActual(fromA.body));
    expect(callsSince(start), 'no REST call for B').toHaveLength(calls);
  });

  it("see a write through one instance on the other's next reads (the shared cache is invalidated for both)", async () => {
    const [a, b] = instances();
    const sellerId = 'SEL004';
    const before = (await a.graphql(SELLER, { id: sellerId })).body.data.seller;
    expect((await b.graphql(SELLER, { id: sellerId })).body.data.seller, 'cached by both').toEqual(before);

    const shopper = await newShopper(deployment.api);
    const rated = await a.graphql(RATE, { input: { sellerId, rating: 5, title: 'Quick' } }, { token: shopper.token });
    expect(rated.body.data.rateSeller).toEqual({
      seller: { ratingSummary: { count: before.ratingSummary.count + 1 } },
      userErrors: [],
    });

    // The invalidation reaches B through Redis's channel: within milliseconds, never after the 30 s TTL.
    await expect
      .poll(async () => (await b.graphql(SELLER, { id: sellerId })).body.data.seller, { timeout: 2_000, interval: 20 })
      .toEqual({
        ratingSummary: { count: before.ratingSummary.count + 1 },
        ratings: { totalCount: before.ratings.totalCount + 1 },
      });
    expect((await a.graphql(SELLER, { id: sellerId })).body.data.seller.ratingSummary.count).toBe(
      before.ratingSummary.count + 1,
    );
  });

  it('count one request budget per client across both instances', async () => {
    const [a, b] = instances();
    const client = '198.51.100.7';
    for (let i = 0; i < REQUESTS_PER_MINUTE; i++)
      expect((await (i % 2 ? b : a).graphql('{ __typename }', {}, { client })).status).toBe(200);
    for (const instance of [a, b]) {
      const refused = await instance.graphql('{ __typename }', {}, { client });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await b.graphql('{ __typename }', {}, { client: '198.51.100.8' })).status, 'another client').toBe(200);
  });

  it("answer a retry that lands on the other instance with the first attempt's result, writing once", async () => {
    const [a, b] = instances();
    const shopper = await newShopper(deployment.api);
    const input = { productId: PRODUCTS.neverBought, quantity: 2, idempotencyKey: 'retry-elsewhere-01' };
    const start = deployment.restCalls.length;
    const first = await a.graphql(ADD_TO_CART, { input }, { token: shopper.token });
    const retry = await b.graphql(ADD_TO_CART, { input }, { token: shopper.token });
    expect(first.body.data.addToCart).toEqual({ cart: { lineCount: 1 }, userErrors: [] });
    expect(retry.body.data.addToCart).toEqual(first.body.data.addToCart);
    expect(callsSince(start).filter((call) => call.startsWith('POST /move-to-cart'))).toHaveLength(1);

    // Racing: both instances at once, a new key.
    const racing = { ...input, idempotencyKey: 'retry-elsewhere-02' };
    const answers = await Promise.all(
      [a, b].map((instance) => instance.graphql(ADD_TO_CART, { input: racing }, { token: shopper.token })),
    );
    expect(answers.map(({ body }) => body.data.addToCart.userErrors)).toEqual([[], []]);
    expect(callsSince(start).filter((call) => call.startsWith('POST /move-to-cart'))).toHaveLength(2);
  });

  it('show a shopper moving between instances one cart and one wishlist', async () => {
    const [a, b] = instances();
    const { token } = await newShopper(deployment.api);
    await a.graphql(ADD_TO_CART, { input: { productId: PRODUCTS.inStock, quantity: 3 } }, { token });
    await b.graphql(ADD_TO_WISHLIST, { input: { productId: PRODUCTS.neverBought } }, { token });
    const views = await Promise.all(
      [a, b].map(async (instance) => (await instance.graphql(SHOPPING, {}, { token })).body.data.viewer),
    );
    expect(views[0]).toEqual({
      cart: { lines: [{ quantity: 3, product: { productId: PRODUCTS.inStock } }] },
      wishlist: { products: { edges: [{ node: { productId: PRODUCTS.neverBought } }] } },
    });
    expect(views[1]).toEqual(views[0]);
  });

  // Last: it stops Redis.
  it('go on answering, each on its own, once Redis is gone: reads, limits and retry-safe writes', async () => {
    const [a] = instances();
    await redis.stop();
    const { token } = await newShopper(deployment.api);
    const started = performance.now();
    const cold = await a.graphql(SELLER, { id: 'SEL005' });
    expect(cold.body.data.seller.ratingSummary.count).toBeGreaterThan(0);
    const input = { productId: PRODUCTS.neverBought, idempotencyKey: 'redis-gone-0001' };
    const start = deployment.restCalls.length;
    for (let i = 0; i < 2; i++)
      expect((await a.graphql(ADD_TO_CART, { input }, { token })).body.data.addToCart).toEqual({
        cart: { lineCount: 1 },
        userErrors: [],
      });
    expect(
      callsSince(start).filter((call) => call.startsWith('POST /move-to-cart')),
      'a retry on the same instance',
    ).toHaveLength(1);
    expect(performance.now() - started, 'no waiting on Redis').toBeLessThan(2_000);
  });
});
