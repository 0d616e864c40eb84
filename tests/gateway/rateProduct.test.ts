import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { all, first } from '../../rest-api/src/db/queries.ts';
import { PRODUCTS, USERS } from '../helpers/fixtures.ts';
import { publicUrl, startGateway, type TestGateway } from '../helpers/gateway.ts';
import { newShopper, withExpiredTokens } from '../helpers/shopper.ts';
import { PNG_1X1, pngFile } from '../helpers/uploadHelpers.ts';

let gw: TestGateway;
let demo: string;
beforeAll(async () => {
  // With the catalog cache on, as in production: the new review must not be hidden by cached answers.
  gw = await startGateway({ catalogTtlSeconds: 30 });
  demo = await gw.api.signIn(USERS.demo);
});
afterAll(() => gw.close());

const RATE = /* GraphQL */ `
  mutation ($input: RateProductInput!) {
    rateProduct(input: $input) {
      product {
        productId
        rating {
          count
        }
        reviews(first: 1) {
          totalCount
          edges {
            node {
              authorName
              rating
              title
              comment
              images {
                url
              }
            }
          }
        }
      }
      review {
        authorName
        rating
        title
        comment
        images {
          url
          alt
        }
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;

const error = (code: string, message: string, field?: string) => ({
  code,
  message,
  field: field ? ['input', field] : null,
});
const reviews = () => gw.api.count('reviews');
const uploads = () => gw.api.count('uploads');

/** Products demo bought (an order item not cancelled) and has not rated yet: each test takes its own. */
const unrated = (() => {
  let list: string[] | null = null;
  return async () => {
    list ??= (
      await all(
        gw.api.queries,
        sql<{ productId: string }>`SELECT DISTINCT i.productId FROM order_items i JOIN orders o ON o.id = i.orderId
        WHERE o.userId = ${USERS.demo.id} AND i.status < 4
          AND i.productId NOT IN (SELECT productId FROM reviews WHERE userId = ${USERS.demo.id}) ORDER BY i.productId`,
      )
    ).map((row) => row.productId);
    const next = list.shift();
    if (!next) throw new Error('the seed has no more products demo bought and did not rate');
    return next;
  };
})();

/** Rates with image files in one multipart request. */
async function rateWithFiles(
  input: Record<string, unknown>,
  files: File[],
  token?: string,
  headers?: Record<string, string>,
) {
  const { body } = await gw.multipart(RATE, { input }, 'input.images', files, { token, headers });
  expect(body.errors).toBeUndefined();
  return body.data.rateProduct;
}

async function rate(input: Record<string, unknown>, token?: string) {
  const { body } = await gw.graphql(RATE, { input }, { token });
  expect(body.errors).toBeUndefined();
  return body.data.rateProduct;
}

/** Runs a refused rating and checks that nothing was stored: no review, no upload, no star counted. */
async function refused(run: () => Promise<any>, expected: ReturnType<typeof error>) {
  const before = [await reviews(), await uploads()];
  const payload = await run();
  expect(payload).toEqual({ product: null, review: null, userErrors: [expected] });
  expect([await reviews(), await uploads()]).toEqual(before);
}

describe('rateProduct refusals (nothing stored)', () => {
  it('asks a guest to log in without calling the REST API', async () => {
    const calls = gw.restCalls.length;
    await refused(
      () => rate({ productId: PRODUCTS.inStock, rating: 5 }),
      error('UNAUTHENTICATED', 'Please log in to submit a rating'),
    );
    expect(gw.restCalls.length).toBe(calls);
  });

  // A bearer client whose token has ended gets a 401 instead (bearerAuth.test.ts).
  it('tells a shopper whose browser session has ended to log in again', async () => {
    const token = await gw.api.signIn(USERS.demo);
    await refused(
      () =>
        withExpiredTokens(gw.api, async () =>
          rateWithFiles({ productId: await unrated(), rating: 4 }, [pngFile()], undefined, {
            cookie: `session=${token}`,
          }),
        ),
      error('UNAUTHENTICATED', 'Your session has expired. Please log in again.'),
    );
  });

  it('refuses a product the shopper has not bought, before uploading its images', async () => {
    const expected = error('NOT_PURCHASED', 'You cannot rate this product as it has not been purchased.', 'productId');
    await refused(() => rate({ productId: PRODUCTS.neverBought, rating: 4 }, demo), expected);
    await refused(() => rateWithFiles({ productId: PRODUCTS.neverBought, rating: 4 }, [pngFile()], demo), expected);
    await refused(
      async () => rate({ productId: PRODUCTS.inStock, rating: 4 }, (await newShopper(gw.api)).token),
      expected,
    );
  });

  it('refuses a second rating of the same product, with or without images', async () => {
    const expected = error('ALREADY_EXISTS', 'You have already rated this product', 'productId');
    await refused(() => rate({ productId: PRODUCTS.ratedByDemo, rating: 3, title: 'Again' }, demo), expected);
    await refused(
      () => rateWithFiles({ productId: PRODUCTS.ratedByDemo, rating: 3 }, [pngFile(), pngFile('b.png')], demo),
      expected,
    );
  });

  it('refuses a fraction of a star before anything runs: `rating` is an Int, so validation names it', async () => {
    const before = [await reviews(), await uploads(), gw.restCalls.length];
    const { body } = await gw.graphql(RATE, { input: { productId: PRODUCTS.inStock, rating: 4.5 } }, { token: demo });
    expect(body.data).toBeUndefined();
    expect(body.errors).toMatchObject([
      {
        message:
          'Variable "$input" got invalid value 4.5 at "input.rating"; Int cannot represent non-integer value: 4.5',
      },
    ]);
    expect([await reviews(), await uploads(), gw.restCalls.length]).toEqual(before);
  });

  it('refuses a whole rating outside 1 to 5', async () => {
    for (const rating of [0, 6, -1]) {
      await refused(
        () => rateWithFiles({ productId: PRODUCTS.inStock, rating }, [pngFile()], demo),
        error('INVALID_INPUT', 'Please select a rating between 1 and 5', 'rating'),
      );
    }
  });

  it('refuses an unknown product', async () => {
    await refused(
      () => rate({ productId: 'PRD999999', rating: 4 }, demo),
      error('NOT_FOUND', 'This product is no longer available for rating.', 'productId'),
    );
  });

  it('refuses a file that is not an image and a too long title', async () => {
    const productId = await unrated();
    const text = new File(['not an image'], 'notes.png', { type: 'image/png' });
    await refused(
      () => rateWithFiles({ productId, rating: 4 }, [pngFile(), text], demo),
      error('INVALID_INPUT', 'Only image files are allowed', 'images'),
    );
    await refused(
      () => rate({ productId, rating: 4, title: 'x'.repeat(201) }, demo),
      error('INVALID_INPUT', 'The review title must be at most 200 characters', 'title'),
    );
  });
});

describe('rateProduct', () => {
  it('uploads two images through a multipart request, stores the rating and answers the new review first', async () => {
    const productId = await unrated();
    // Read (and cache) the product first: the answer after the rating must not be the cached one.
    const before = (
      await gw.graphql(
        /* GraphQL */ `
          query ($id: ID!) {
            product(productId: $id) {
              rating {
                count
              }
              reviews {
                totalCount
              }
            }
          }
        `,
        { id: productId },
      )
    ).body.data.product;
    const [reviewRows, uploadRows] = [await reviews(), await uploads()];

    const payload = await rateWithFiles(
      { productId, rating: 4, title: '  Sturdy and well packed ', comment: 'Arrived on time.' },
      [pngFile('front.png'), new File([PNG_1X1], 'back.png', { type: 'image/png' })],
      demo,
    );
    expect(payload.userErrors).toEqual([]);
    expect(await uploads()).toBe(uploadRows + 2);
    expect(await reviews()).toBe(reviewRows + 1);
    const stored = (await first(
      gw.api.queries,
      sql`SELECT rating, review, comment, mediaUrl FROM reviews WHERE productId = ${productId} AND userId = ${USERS.demo.id}`,
    )) as {
      rating: number;
      review: string;
      comment: string;
      mediaUrl: string;
    };
    expect(stored).toMatchObject({ rating: 4, review: 'Sturdy and well packed', comment: 'Arrived on time.' });
    const urls = (JSON.parse(stored.mediaUrl) as { url: string }[]).map((m) => m.url);
    expect(urls).toHaveLength(2);

    const review = {
      authorName: USERS.demo.name,
      rating: 4,
      title: 'Sturdy and well packed',
      comment: 'Arrived on time.',
    };
    expect(payload.review).toMatchObject({
      ...review,
      images: urls.map((url) => ({ url: publicUrl(url), alt: expect.any(String) })),
    });
    expect(payload.product).toEqual({
      productId,
      rating: { count: before.rating.count + 1 },
      reviews: {
        totalCount: before.reviews.totalCount + 1,
        edges: [{ node: { ...review, images: urls.map((url) => ({ url: publicUrl(url) })) } }],
      },
    });
    // The uploaded images are served through the gateway.
    const image = await gw.gateway.fetch(`http://gateway.test${urls[0]}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // Rated now: a second attempt is refused.
    expect((await rate({ productId, rating: 5 }, demo)).userErrors[0].code).toBe('ALREADY_EXISTS');
  });

  it('stores a rating without images or text', async () => {
    const productId = await unrated();
    const payload = await rate({ productId, rating: 2 }, demo);
    expect(payload.userErrors).toEqual([]);
    expect(payload.review).toMatchObject({ rating: 2, title: null, comment: null, images: [] });
  });
});

describe('Product.viewerReview', () => {
  const OWN = /* GraphQL */ `
    query ($id: ID!) {
      product(productId: $id) {
        viewerReview {
          authorName
          rating
          title
        }
      }
    }
  `;
  const own = async (productId: string, token?: string) => {
    const { body } = await gw.graphql(OWN, { id: productId }, { token });
    expect(body.errors).toBeUndefined();
    return body.data.product.viewerReview;
  };

  it("is the signed-in shopper's own review, null for a guest, for another shopper and before rating", async () => {
    expect(await own(PRODUCTS.ratedByDemo, demo)).toEqual({
      authorName: USERS.demo.name,
      rating: 4,
      title: 'Good quality',
    });
    expect(await own(PRODUCTS.ratedByDemo)).toBeNull();
    expect(await own(PRODUCTS.ratedByDemo, await gw.api.signIn(USERS.second))).toBeNull();
    const productId = await unrated();
    expect(await own(productId, demo)).toBeNull();
    const { body } = await gw.graphql(
      /* GraphQL */ 'mutation ($input: RateProductInput!) { rateProduct(input: $input) { product { viewerReview { rating title } } userErrors { message } } }',
      { input: { productId, rating: 3, title: 'Fine' } },
      { token: demo },
    );
    expect(body.data.rateProduct).toEqual({ product: { viewerReview: { rating: 3, title: 'Fine' } }, userErrors: [] });
    expect(await own(productId, demo)).toEqual({ authorName: USERS.demo.name, rating: 3, title: 'Fine' });
  });
});
