import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { all, first } from '../../rest-api/src/db/queries.ts';
import { SECOND, startApi, type ApiResponse, type TestApi } from '../helpers/api.ts';
import { PRODUCTS, USERS } from '../helpers/fixtures.ts';
import { uploadPng } from '../helpers/uploadHelpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const STARS = ['oneRating', 'twoRating', 'threeRating', 'fourRating', 'fiveRating'] as const;
type Stars = Record<(typeof STARS)[number], number>;

const seconds = (r: { createdAt: { _seconds: number; _nanoseconds: number } }) =>
  r.createdAt._seconds * 1e9 + r.createdAt._nanoseconds;

async function stars(productId: string): Promise<Stars> {
  return (await first(
    api.queries,
    sql`SELECT ${sql.raw(STARS.join(', '))} FROM products WHERE productId = ${productId}`,
  )) as Stars;
}

async function productRow(productId: string) {
  return (await first(
    api.queries,
    sql`SELECT productId, name, imageUrls, sellerId, brandId, categoryId FROM products WHERE productId = ${productId}`,
  )) as {
    productId: string;
    name: string;
    imageUrls: string;
    sellerId: string;
    brandId: string;
    categoryId: string;
  };
}

/** A valid /add-rating body for demo and `productId`. */
async function ratingBody(productId: string, overrides: Record<string, unknown> = {}) {
  const p = await productRow(productId);
  return {
    productId,
    customerId: USERS.demo.customDocId,
    rating: 5,
    comment: 'Fresh and well packed',
    review: 'Great quality',
    mediaUrl: [],
    reference: `products/${productId}`,
    sellerId: p.sellerId,
    brandId: p.brandId,
    category: p.categoryId,
    ...overrides,
  };
}

let orderSeq = 0;
/** A catalog product neither demo nor the second user has ordered or rated, now in a new order of `userId` with item `status`. */
async function buyFreshProduct(userId: string, status = 3): Promise<string> {
  const [demo, second] = [USERS.demo.id, USERS.second.id];
  const { productId } = (await first(
    api.queries,
    sql<{ productId: string }>`SELECT productId FROM products p WHERE productId > 'PRD000100'
         AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.productId = p.productId AND r.userId IN (${demo}, ${second}))
         AND NOT EXISTS (SELECT 1 FROM order_items i JOIN orders o ON o.id = i.orderId
                         WHERE i.productId = p.productId AND o.userId IN (${demo}, ${second}))
       ORDER BY productId DESC LIMIT 1`,
  ))!;
  const p = await productRow(productId);
  const orderId = `TORD${++orderSeq}`;
  await sql`INSERT INTO orders (id, parentOrderId, userId, sellerId, status, orderDate, expectedDeliveryDate, paymentMode, cod, shipTo, orderAmount)
     VALUES (${orderId}, ${`P${orderId}`}, ${userId}, ${p.sellerId}, ${status}, ${api.clock.now()}, ${api.clock.now()}, 'COD', 1, '{}', 100)`.execute(
    api.queries,
  );
  await sql`INSERT INTO order_items (orderId, productId, productName, productImage, unitPrice, listPrice, quantity, status)
     VALUES (${orderId}, ${productId}, ${p.name}, '', 100, 120, 1, ${status})`.execute(api.queries);
  return productId;
}

/** Asserts a rejected rating: status, exact message (when given), and no review row or star counter written. */
async function expectRejected(productId: string, send: () => Promise<ApiResponse>, status: number, message?: string) {
  const [reviews, before] = [await api.count('reviews'), await stars(productId)];
  const res = await send();
  expect(res.status).toBe(status);
  if (message) expect(res.body).toMatchObject({ message, code: expect.stringMatching(/^[A-Z_]+$/) });
  expect(await api.count('reviews')).toBe(reviews);
  expect(await stars(productId)).toEqual(before);
}

describe('GET /get-product-reviews', () => {
  it("lists a product's reviews newest first, with the reviewer's name (no token)", async () => {
    const res = await api.get(`/get-product-reviews?productId=${PRODUCTS.inStock}`);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(await api.count('reviews', sql`productId = ${PRODUCTS.inStock}`));
    const times = res.body.map(seconds);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const first = res.body[0];
    const row = (await api.queries
      .selectFrom('reviews as r')
      .innerJoin('users as u', 'u.id', 'r.userId')
      .selectAll('r')
      .select('u.name')
      .where('r.id', '=', first.id)
      .executeTakeFirst())!;
    expect(first).toMatchObject({
      productId: PRODUCTS.inStock,
      rating: row.rating,
      review: row.review,
      comment: row.comment,
      userDetails: { name: row.name },
      verifiedPurchase: true,
    });
    expect(first.rating).toBeGreaterThanOrEqual(1);
  });

  it('returns image media as {type, url}', async () => {
    const { productId } = (await first(
      api.queries,
      sql<{ productId: string }>`SELECT productId FROM reviews WHERE mediaUrl <> '[]' LIMIT 1`,
    ))!;
    const res = await api.get(`/get-product-reviews?productId=${productId}`);
    const media = res.body.flatMap((r: { mediaUrl: unknown[] }) => r.mediaUrl);
    expect(media.length).toBeGreaterThan(0);
    for (const m of media) expect(m).toEqual({ type: 'image', url: expect.stringMatching(/^\//) });
  });

  it('answers 200 with a message for a product without reviews', async () => {
    const { productId } = (await first(
      api.queries,
      sql<{
        productId: string;
      }>`SELECT productId FROM products WHERE productId NOT IN (SELECT productId FROM reviews) LIMIT 1`,
    ))!;
    const res = await api.get(`/get-product-reviews?productId=${productId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'No reviews found' });
  });

  it('answers 404 for an unknown product and 400 without productId', async () => {
    expect(await api.get('/get-product-reviews?productId=PRD999999')).toMatchObject({
      status: 404,
      body: { message: 'Product not found' },
    });
    expect(await api.get('/get-product-reviews')).toMatchObject({
      status: 400,
      body: { message: 'productId is required' },
    });
  });
});

describe('GET /get-product-user-reviews', () => {
  it("returns the signed-in user's review of a product with the product's name and first image", async () => {
    const token = await api.signIn();
    const res = await api.get(`/get-product-user-reviews?productId=${PRODUCTS.ratedByDemo}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const p = await productRow(PRODUCTS.ratedByDemo);
    expect(res.body[0]).toMatchObject({
      productId: PRODUCTS.ratedByDemo,
      userDetails: { name: USERS.demo.name },
      verifiedPurchase: true,
      product: { productId: p.productId, name: p.name, imageUrl: JSON.parse(p.imageUrls)[0] },
    });
  });

  it('without productId returns all of the account’s reviews, newest first', async () => {
    const token = await api.signIn();
    const res = await api.get('/get-product-user-reviews', { token });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(await api.count('reviews', sql`userId = ${USERS.demo.id}`));
    expect(res.body.map((r: { productId: string }) => r.productId)).toContain(PRODUCTS.ratedByDemo);
    const times = res.body.map(seconds);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers 404 "No Reviews Found" when the user has none', async () => {
    const token = await api.signIn();
    const res = await api.get(`/get-product-user-reviews?productId=${PRODUCTS.neverBought}`, { token });
    expect(res).toMatchObject({ status: 404, body: { message: 'No Reviews Found' } });
    const fresh = await api.signIn(USERS.fresh);
    expect(await api.get('/get-product-user-reviews', { token: fresh })).toMatchObject({
      status: 404,
      body: { message: 'No Reviews Found' },
    });
  });

  it("never shows another user's reviews", async () => {
    const token = await api.signIn(SECOND);
    const res = await api.get(`/get-product-user-reviews?productId=${PRODUCTS.ratedByDemo}`, { token });
    if (res.status === 200)
      expect(res.body.every((r: { userDetails: { name: string } }) => r.userDetails.name === USERS.second.name)).toBe(
        true,
      );
    else expect(res).toMatchObject({ status: 404, body: { message: 'No Reviews Found' } });
    const all = await api.get('/get-product-user-reviews', { token });
    const demoIds = new Set(
      (await api.queries.selectFrom('reviews').select('id').where('userId', '=', USERS.demo.id).execute()).map(
        (r) => r.id,
      ),
    );
    if (all.status === 200) expect(all.body.some((r: { id: string }) => demoIds.has(r.id))).toBe(false);
  });

  it('answers 401 without a token and with an expired one', async () => {
    expect((await api.get('/get-product-user-reviews')).status).toBe(401);
    const token = await api.signIn();
    api.clock.advance(61 * 60 * 1000);
    expect((await api.get('/get-product-user-reviews', { token })).status).toBe(401);
  });
});

describe('GET /get-qstn-answr', () => {
  it("lists a product's questions newest first with their answers, cacheable for 60 s", async () => {
    const res = await api.get(`/get-qstn-answr?productId=${PRODUCTS.inStock}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.body).toHaveLength(await api.count('questions', sql`productId = ${PRODUCTS.inStock}`));
    expect(res.body.length).toBeGreaterThan(0);
    const times = res.body.map(seconds);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const q of res.body) {
      const row = (await first(api.queries, sql`SELECT question, customerName FROM questions WHERE id = ${q.id}`)) as {
        question: string;
        customerName: string;
      };
      expect(q).toMatchObject({ question: row.question, customerDetails: { name: row.customerName } });
      const answers = await all(
        api.queries,
        sql`SELECT ans FROM answers WHERE questionId = ${q.id} ORDER BY createdAt, id`,
      );
      expect(q.answers).toEqual(answers);
    }
  });

  it('answers [] for a product without questions, 404 for an unknown one, 400 without productId', async () => {
    const { productId } = (await first(
      api.queries,
      sql<{
        productId: string;
      }>`SELECT productId FROM products WHERE productId NOT IN (SELECT productId FROM questions) LIMIT 1`,
    ))!;
    expect(await api.get(`/get-qstn-answr?productId=${productId}`)).toMatchObject({ status: 200, body: [] });
    expect(await api.get('/get-qstn-answr?productId=PRD999999')).toMatchObject({
      status: 404,
      body: { message: 'Product not found' },
    });
    expect(await api.get('/get-qstn-answr')).toMatchObject({ status: 400, body: { message: 'productId is required' } });
  });
});

describe('POST /add-rating', () => {
  it('stores the review and increments the product star counter by one', async () => {
    const token = await api.signIn();
    const before = await stars(PRODUCTS.inStock);
    const body = await ratingBody(PRODUCTS.inStock, { rating: 4 });
    const res = await api.post('/add-rating', body, { token });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: 'Rating submitted successfully' });
    const row = await first(
      api.queries,
      sql`SELECT * FROM reviews WHERE userId = ${USERS.demo.id} AND productId = ${PRODUCTS.inStock}`,
    );
    expect(row).toMatchObject({
      rating: 4,
      review: body.review,
      comment: body.comment,
      mediaUrl: '[]',
      sellerId: body.sellerId,
      brandId: body.brandId,
      category: body.category,
      reference: body.reference,
      createdAt: api.clock.now(),
    });
    expect(await stars(PRODUCTS.inStock)).toEqual({ ...before, fourRating: before.fourRating + 1 });
    const listed = await api.get(`/get-product-reviews?productId=${PRODUCTS.inStock}`);
    expect(listed.body.map((r: { id: string }) => r.id)).toContain((row as { id: string }).id);
  });

  it('accepts an image uploaded by the same user and lists it with the review', async () => {
    const token = await api.signIn();
    const productId = await buyFreshProduct(USERS.demo.id);
    const url = await uploadPng(api, token);
    const before = await stars(productId);
    const res = await api.post(
      '/add-rating',
      await ratingBody(productId, { rating: 1, mediaUrl: [{ type: 'image', url }] }),
      { token },
    );
    expect(res.status).toBe(201);
    expect(await stars(productId)).toEqual({ ...before, oneRating: before.oneRating + 1 });
    const listed = await api.get(`/get-product-reviews?productId=${productId}`);
    const mine = listed.body.find((r: { userDetails: { name: string } }) => r.userDetails.name === USERS.demo.name);
    expect(mine).toMatchObject({ rating: 1, mediaUrl: [{ type: 'image', url }] });
    const image = await fetch(api.url + url);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it.each([0, 6, 3.5, '5', null])("rejects rating %s with the product's message", async (rating) => {
    const token = await api.signIn();
    const productId = await buyFreshProduct(USERS.demo.id);
    await expectRejected(
      productId,
      async () => api.post('/add-rating', await ratingBody(productId, { rating }), { token }),
      400,
      'Please select a rating between 1 and 5',
    );
  });

  it('rejects a customerId that is not the signed-in user (403), also for the second user posting as demo', async () => {
    const token = await api.signIn();
    const productId = await buyFreshProduct(USERS.demo.id);
    await expectRejected(
      productId,
      async () => api.post('/add-rating', await ratingBody(productId, { customerId: 'CUST9999' }), { token }),
      403,
      'Access denied. Please log in again.',
    );
    const second = await api.signIn(SECOND);
    await expectRejected(
      productId,
      async () => api.post('/add-rating', await ratingBody(productId), { token: second }),
      403,
      'Access denied. Please log in again.',
    );
    expect(
      await api.count('reviews', sql`productId = ${productId} AND userId IN (${USERS.demo.id}, ${USERS.second.id})`),
    ).toBe(0);
  });

  it("accepts the product detail's ref object as reference and stores its path", async () => {
    const token = await api.signIn();
    const productId = await buyFreshProduct(USERS.demo.id);
    const detail = await api.get(`/getProductInnerDetails?pId=${productId}`);
    const ref = detail.body.productDetails.ref;
    expect(ref).toEqual({ path: `products/${productId}`, segments: ['products', productId] });
    const res = await api.post('/add-rating', await ratingBody(productId, { reference: ref, rating: 3 }), { token });
    expect(res.status).toBe(201);
    const row = await first(
      api.queries,
      sql`SELECT reference, rating FROM reviews WHERE userId = ${USERS.demo.id} AND productId = ${productId}`,
    );
    expect(row).toEqual({ reference: `products/${productId}`, rating: 3 });
  });

  it("rejects a reference that does not name this product, or is malformed, with the product's message", async () => {
    const token = await api.signIn();
    const productId = await buyFreshProduct(USERS.demo.id);
    const other = PRODUCTS.neverBought;
    const references: unknown[] = [
      `products/${other}`,
      productId,
      `brands/${productId}`,
      '',
      null,
      42,
      ['products', productId],
      { path: `products/${other}`, segments: ['products', other] },
      { path: `products/${productId}`, segments: ['products', other] },
      { path: `products/${productId}`, segments: [productId] },
      { path: `products/${productId}` },
      { segments: ['products', productId] },
      { path: `products/${productId}`, segments: ['products', 7] },
      'x'.repeat(201),
    ];
    for (const reference of references) {
      await expectRejected(
        productId,
        async () => api.post('/add-rating', await ratingBody(productId, { reference }), { token }),
        400,
        'There was an issue with the product reference. Please try again.',
      );
    }
    const missing = (await ratingBody(productId)) as Record<string, unknown>;
    delete missing.reference;
    await expectRejected(
      productId,
      () => api.post('/add-rating', missing, { token }),
      400,
      'There was an issue with the product reference. Please try again.',
    );
  });

  it('rejects an unknown product (404) and a wrong reference', async () => {
    const token = await api.signIn();
    const productId = await buyFreshProduct(USERS.demo.id);
    const unknown = { ...(await ratingBody(productId)), productId: 'PRD999999', reference: 'products/PRD999999' };
    await expectRejected(
      productId,
      () => api.post('/add-rating', unknown, { token }),
      404,
      'This product is no longer available for rating.',
    );
    await expectRejected(
      productId,
      async () =>
        api.post('/add-rating', await ratingBody(productId, { reference: `products/${PRODUCTS.neverBought}` }), {
          token,
        }),
      400,
      'There was an issue with the product reference. Please try again.',
    );
  });

  it.each(['sellerId', 'brandId', 'category'])('rejects a %s that does not match the product', async (field) => {
    const token = await api.signIn();
    const productId = await buyFreshProduct(USERS.demo.id);
    await expectRejected(
      productId,
      async () => api.post('/add-rating', await ratingBody(productId, { [field]: 'OTHER' }), { token }),
      400,
      'Please check your input and try again.',
    );
  });

  it('rejects a product that was never bought or whose only order item was cancelled', async () => {
    const token = await api.signIn();
    const message = 'You cannot rate this product as it has not been purchased.';
    await expectRejected(
      PRODUCTS.neverBought,
      async () => api.post('/add-rating', await ratingBody(PRODUCTS.neverBought), { token }),
      400,
      message,
    );
    const cancelled = await buyFreshProduct(USERS.demo.id, 4);
    await expectRejected(
      cancelled,
      async () => api.post('/add-rating', await ratingBody(cancelled), { token }),
      400,
      message,
    );
  });

  it('rejects a second rating of the same product', async () => {
    const token = await api.signIn();
    await expectRejected(
      PRODUCTS.ratedByDemo,
      async () => api.post('/add-rating', await ratingBody(PRODUCTS.ratedByDemo), { token }),
      400,
      'You have already rated this product',
    );
    expect(await api.count('reviews', sql`userId = ${USERS.demo.id} AND productId = ${PRODUCTS.ratedByDemo}`)).toBe(1);
  });

  it('rejects media that /upload-images did not return to this user', async () => {
    const token = await api.signIn();
    const productId = await buyFreshProduct(USERS.demo.id);
    const othersUpload = await uploadPng(api, await api.signIn(SECOND));
    for (const url of [
      '/images/products/PRD000001-1.svg',
      '/uploads/UPL0000000000000000',
      othersUpload,
      'https://evil.example/x.png',
    ]) {
      await expectRejected(
        productId,
        async () =>
          api.post('/add-rating', await ratingBody(productId, { mediaUrl: [{ type: 'image', url }] }), { token }),
        400,
        'Please upload the images again and retry.',
      );
    }
    await expectRejected(
      productId,
      async () =>
        api.post('/add-rating', await ratingBody(productId, { mediaUrl: [{ type: 'video', url: othersUpload }] }), {
          token,
        }),
      400,
      'Only image files are allowed',
    );
  });

  it('answers 401 without a token and with an expired one, writing nothing', async () => {
    const productId = await buyFreshProduct(USERS.demo.id);
    await expectRejected(productId, async () => api.post('/add-rating', await ratingBody(productId)), 401);
    const token = await api.signIn();
    api.clock.advance(61 * 60 * 1000);
    const res = await api.post('/add-rating', await ratingBody(productId), { token });
    expect(res.status).toBe(401);
    expect(await api.count('reviews', sql`productId = ${productId} AND userId = ${USERS.demo.id}`)).toBe(0);
  });

  it('the second user cannot rate a product only demo bought', async () => {
    const productId = await buyFreshProduct(USERS.demo.id);
    const token = await api.signIn(SECOND);
    const body = await ratingBody(productId, { customerId: USERS.second.customDocId });
    await expectRejected(
      productId,
      () => api.post('/add-rating', body, { token }),
      400,
      'You cannot rate this product as it has not been purchased.',
    );
  });
});

describe('verifiedPurchase: a purchase counts once the item is delivered and not cancelled', () => {
  type Verified = { id: string; verifiedPurchase: boolean };
  /** The badge of demo's review of the product, as the product page (public) and My Ratings & Reviews show it. */
  async function verifiedOf(productId: string, token: string) {
    const mine: Verified[] = (await api.get(`/get-product-user-reviews?productId=${productId}`, { token })).body;
    const all: Verified[] = (await api.get(`/get-product-reviews?productId=${productId}`)).body;
    return {
      public: all.filter((r) => r.id === mine[0]?.id).map((r) => r.verifiedPurchase),
      mine: mine.map((r) => r.verifiedPurchase),
    };
  }

  it('a review written right after a cash-on-delivery order is not verified, and stays unverified once cancelled', async () => {
    const token = await api.signIn();
    const productId = await buyFreshProduct(USERS.demo.id, 0);
    const orderId = `TORD${orderSeq}`;
    expect((await api.post('/add-rating', await ratingBody(productId), { token })).status).toBe(201);
    expect(await verifiedOf(productId, token)).toEqual({ public: [false], mine: [false] });

    const cancel = {
      orderId,
      productIds: [productId],
      cancellationReason: 'I changed my mind',
      refundMethod: 'wallet',
    };
    expect((await api.post('/cancel-order', cancel, { token })).status).toBe(200);
    expect(await verifiedOf(productId, token)).toEqual({ public: [false], mine: [false] });
    const buyAgain = (await api.get('/get-buy-again-products', { token })).body.products.map(
      (p: { productId: string }) => p.productId,
    );
    expect(buyAgain).not.toContain(productId);
  });

  it('the same review is verified once its item is delivered', async () => {
    const token = await api.signIn();
    const productId = await buyFreshProduct(USERS.demo.id, 1);
    expect((await api.post('/add-rating', await ratingBody(productId), { token })).status).toBe(201);
    expect(await verifiedOf(productId, token)).toEqual({ public: [false], mine: [false] });
    await sql`UPDATE order_items SET status = 3 WHERE orderId = ${`TORD${orderSeq}`}`.execute(api.queries);
    expect(await verifiedOf(productId, token)).toEqual({ public: [true], mine: [true] });
    expect(
      (await api.get('/get-buy-again-products', { token })).body.products.map(
        (p: { productId: string }) => p.productId,
      ),
    ).toContain(productId);
  });
});
