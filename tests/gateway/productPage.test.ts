import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { all, first } from '../../rest-api/src/db/queries.ts';
import { PINCODES, PRODUCTS, USERS } from '../helpers/fixtures.ts';
import { startGateway, type TestGateway } from '../helpers/gateway.ts';

let gw: TestGateway;
let demo: string;
beforeAll(async () => {
  gw = await startGateway();
  demo = await gw.api.signIn(USERS.demo);
});
afterAll(() => gw.close());

// The product page's query, as the storefront asks for it in one request.
const PAGE = /* GraphQL */ `
  query ($id: ID!) {
    product(productId: $id) {
      productId
      name
      description
      keyFeatures
      images {
        url
        alt
      }
      features {
        name
        value
      }
      listPrice {
        amount
      }
      offerPrice {
        formatted
      }
      percentOff
      stock
      stockLabel
      quantityBounds {
        min
        max
        consumerMax
      }
      tierPrices {
        range
        minQuantity
        maxQuantity
        price {
          amount
        }
      }
      brand {
        brandId
        name
      }
      seller {
        sellerId
        storeName
        ratingSummary {
          average
          count
        }
      }
      rating {
        average
        count
        histogram {
          stars
          count
        }
      }
      viewerHasPurchased
      inCart
      inWishlist
      featureBadges {
        returnable
        warranty
        branded
        freeDelivery
      }
      moreDetails {
        label
        value
      }
      reviews(first: 3) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            authorName
            rating
            title
            comment
            images {
              url
            }
            createdAt
          }
        }
      }
      questions(first: 3) {
        totalCount
        edges {
          node {
            id
            question
            answer
            askedAt
          }
        }
      }
    }
  }
`;
const FLAGS = /* GraphQL */ `
  query ($id: ID!) {
    product(productId: $id) {
      viewerHasPurchased
      inCart
      inWishlist
    }
  }
`;
const CHECK = /* GraphQL */ `
  query ($pincode: String!) {
    deliveryCheck(pincode: $pincode) {
      pincode
      deliverable
      message
    }
  }
`;

const productRow = async (id: string) =>
  (await first(
    gw.api.queries,
    sql`SELECT tirePrice, stock, origin, weight, skuSet, tcin FROM products WHERE productId = ${id}`,
  )) as {
    tirePrice: string;
    stock: number;
    origin: string;
    weight: string;
    skuSet: string;
    tcin: string;
  };
const reviewCount = (id: string) => gw.api.count('reviews', sql`productId = ${id}`);
const questionCount = (id: string) => gw.api.count('questions', sql`productId = ${id}`);

/** The seeded products the page must render: tier prices, reviews, questions and stock, with and without. */
async function sampleProducts(): Promise<string[]> {
  const ids = (
    await all(gw.api.queries, sql<{ productId: string }>`SELECT productId FROM products ORDER BY productId LIMIT 200`)
  ).map((row) => row.productId);
  const pick = async (test: (id: string) => Promise<boolean>) => {
    for (const id of ids) if (await test(id)) return id;
    throw new Error('no seeded product fits');
  };
  return [
    ...new Set([
      PRODUCTS.inStock,
      PRODUCTS.outOfStock,
      await pick(async (id) => JSON.parse((await productRow(id)).tirePrice).length === 0),
      await pick(async (id) => (await reviewCount(id)) === 0),
      await pick(async (id) => (await questionCount(id)) === 0),
    ]),
  ];
}

async function page(id: string, token?: string) {
  const start = gw.restCalls.length;
  const started = performance.now();
  const result = await gw.graphql(PAGE, { id }, { token });
  const ms = performance.now() - started;
  expect(result.body.errors).toBeUndefined();
  return {
    product: result.body.data.product,
    calls: gw.restCalls.slice(start),
    reported: gw.reportedCalls(result.headers),
    ms,
  };
}

const paths = (calls: string[]) => calls.map((c) => c.split('?')[0]!.replace(/^GET /, ''));

describe('the product page query', () => {
  it('renders every section from real data for products with and without tier prices, reviews, questions and stock', async () => {
    const samples = await sampleProducts();
    expect(samples.length).toBeGreaterThanOrEqual(4);
    for (const id of samples) {
      const { product, calls, reported } = await page(id);
      const row = await productRow(id);
      expect(product.productId).toBe(id);
      expect(product.stock).toBe(row.stock);
      expect(product.tierPrices).toHaveLength(JSON.parse(row.tirePrice).length);
      expect(product.reviews.totalCount).toBe(await reviewCount(id));
      expect(product.reviews.edges).toHaveLength(Math.min(3, await reviewCount(id)));
      expect(product.questions.totalCount).toBe(await questionCount(id));
      const filled = (
        [
          ['Origin', row.origin],
          ['Weight', row.weight],
          ['SKU', row.skuSet],
          ['TCIN', row.tcin],
        ] as const
      ).filter(([, value]) => value !== '');
      expect(product.moreDetails.slice(0, filled.length + 1).map((r: { label: string }) => r.label)).toEqual([
        'Brand',
        ...filled.map(([label]) => label),
      ]);
      expect(product.moreDetails).toContainEqual({ label: 'SKU', value: row.skuSet });
      // A guest: no personal call, every flag false.
      expect(product).toMatchObject({ viewerHasPurchased: false, inCart: false, inWishlist: false });
      // Each REST resource once: details, reviews, questions and the store.
      expect(new Set(calls).size).toBe(calls.length);
      expect(paths(calls).sort()).toEqual([
        '/get-product-reviews',
        '/get-qstn-answr',
        '/getOneSeller',
        '/getProductInnerDetails',
      ]);
      expect(reported).toBe(calls.length);
      if (id === PRODUCTS.inStock) console.info(`product page query (guest): ${calls.length} REST calls`);
    }
  });

  it('answers reviews newest first with a working cursor, and questions with their answers', async () => {
    const id = PRODUCTS.inStock;
    const { product } = await page(id);
    const dates = product.reviews.edges.map((e: { node: { createdAt: string } }) => e.node.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const newest = (await first(
      gw.api.queries,
      sql`SELECT r.review, u.name FROM reviews r JOIN users u ON u.id = r.userId WHERE productId = ${id} ORDER BY r.createdAt DESC, r.id DESC`,
    )) as { review: string; name: string };
    expect(product.reviews.edges[0].node).toMatchObject({ authorName: newest.name, title: newest.review || null });
    if (product.reviews.pageInfo.hasNextPage) {
      const next = await gw.graphql(
        /* GraphQL */ `
          query ($id: ID!, $after: String) {
            product(productId: $id) {
              reviews(first: 3, after: $after) {
                edges {
                  node {
                    id
                  }
                }
              }
            }
          }
        `,
        { id, after: product.reviews.pageInfo.endCursor },
      );
      const ids = next.body.data.product.reviews.edges.map((e: { node: { id: string } }) => e.node.id);
      expect(
        ids.some((rid: string) => product.reviews.edges.some((e: { node: { id: string } }) => e.node.id === rid)),
      ).toBe(false);
    }
    expect(product.questions.totalCount).toBeGreaterThan(0);
    expect(product.questions.edges[0].node.question).toEqual(expect.any(String));
  });

  it('adds one personal call per flag for a signed-in shopper, and the public details stay public', async () => {
    const { product, calls, reported, ms } = await page(PRODUCTS.inStock, demo);
    expect(product).toMatchObject({ viewerHasPurchased: true, inCart: false, inWishlist: false });
    // The details once (public, cacheable); what the shopper bought is their whole list, read once per request.
    expect(paths(calls).sort()).toEqual([
      '/get-cart-products',
      '/get-product-reviews',
      '/get-purchased-product-ids',
      '/get-qstn-answr',
      '/get-wishList-products',
      '/getOneSeller',
      '/getProductInnerDetails',
    ]);
    expect(reported).toBe(7);
    console.info(`product page query (signed in): ${calls.length} REST calls, ${ms.toFixed(1)} ms`);
  });

  it('tells purchased, in-cart and in-wishlist apart for the demo shopper and not for a guest', async () => {
    const cases: [string, object][] = [
      [PRODUCTS.ratedByDemo, { viewerHasPurchased: true, inCart: false, inWishlist: false }],
      [PRODUCTS.neverBought, { viewerHasPurchased: false, inCart: false, inWishlist: false }],
      [PRODUCTS.demoCart[0], { viewerHasPurchased: expect.any(Boolean), inCart: true, inWishlist: false }],
      [PRODUCTS.demoWishlist[0], { viewerHasPurchased: expect.any(Boolean), inCart: false, inWishlist: true }],
    ];
    for (const [id, flags] of cases) {
      expect((await gw.graphql(FLAGS, { id }, { token: demo })).body.data.product).toEqual(flags);
      expect((await gw.graphql(FLAGS, { id })).body.data.product).toEqual({
        viewerHasPurchased: false,
        inCart: false,
        inWishlist: false,
      });
    }
  });
});

describe('deliveryCheck', () => {
  it("answers the product page's two outcomes", async () => {
    const yes = await gw.graphql(CHECK, { pincode: PINCODES.deliverable });
    expect(yes.body.data.deliveryCheck).toEqual({
      pincode: PINCODES.deliverable,
      deliverable: true,
      message: 'Great! We deliver to this location.',
    });
    for (const pincode of [PINCODES.notDeliverable, PINCODES.unknown]) {
      const no = await gw.graphql(CHECK, { pincode });
      expect(no.body.data.deliveryCheck).toEqual({
        pincode,
        deliverable: false,
        message: 'Sorry, delivery is not available in this pincode.',
      });
    }
  });

  it('refuses an empty or malformed pincode with BAD_USER_INPUT and no REST call', async () => {
    const cases: [string, string][] = [
      ['', 'Please enter a pincode.'],
      ['   ', 'Please enter a pincode.'],
      ['56000', 'Pincode must be 6 digits.'],
      ['5600011', 'Pincode must be 6 digits.'],
      ['56000a', 'Pincode must be 6 digits.'],
    ];
    for (const [pincode, message] of cases) {
      const before = gw.restCalls.length;
      const { body } = await gw.graphql(CHECK, { pincode });
      expect(body.data).toBeNull();
      expect(body.errors).toEqual([
        expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
      ]);
      expect(gw.restCalls.length).toBe(before);
    }
  });
});
