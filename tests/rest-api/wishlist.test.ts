import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { all, first } from '../../rest-api/src/db/queries.ts';
import { startWithShoppers, type TestApi } from '../helpers/api.ts';
import { PRODUCTS, USERS } from '../helpers/fixtures.ts';
import { newShopper, withExpiredTokens } from '../helpers/shopper.ts';

let api: TestApi, demo: string, second: string;
beforeAll(async () => ({ api, demo, second } = await startWithShoppers()));
afterAll(() => api.close());

const ids = (products: { productId: string }[]) => products.map((p) => p.productId);

async function storedWishlist(userId: string) {
  return (
    await all(
      api.queries,
      sql<{ productId: string }>`SELECT productId FROM wishlist_items WHERE userId = ${userId} ORDER BY productId`,
    )
  ).map((r) => r.productId);
}

/** A new shopper whose wishlist holds `wished` (added in that order, one second apart) and whose cart holds `cart`. */
async function shopper(wished: string[], cart: [string, number][] = []) {
  const s = await newShopper(api);
  for (const [productId, quantity] of cart) {
    expect((await api.post('/move-to-cart', { productId, quantity }, { token: s.token })).status).toBe(200);
  }
  for (const productId of wished) {
    api.clock.advance(1000);
    expect((await api.post('/add-to-wishlist', { productId }, { token: s.token })).status).toBe(200);
  }
  return s;
}

describe('GET /get-wishList-products', () => {
  it("lists demo's wishlist newest first as listing products", async () => {
    const res = await api.get('/get-wishList-products', { token: demo });
    expect(res.status).toBe(200);
    expect(ids(res.body.wishlist)).toEqual([...PRODUCTS.demoWishlist]);
    const name = (await first(
      api.queries,
      sql<{ name: string }>`SELECT name FROM products WHERE productId = ${PRODUCTS.demoWishlist[0]}`,
    ))!.name;
    expect(res.body.wishlist[0]).toMatchObject({
      name,
      price: expect.any(Number),
      offerPrice: expect.any(Number),
      brandDetails: { brandName: expect.any(String) },
    });
  });

  it('shows other users only their own wishlist', async () => {
    expect((await api.get('/get-wishList-products', { token: second })).body).toEqual({ wishlist: [] });
    const s = await shopper([PRODUCTS.inStock, PRODUCTS.fewLeft]);
    expect(ids((await api.get('/get-wishList-products', { token: s.token })).body.wishlist)).toEqual([
      PRODUCTS.fewLeft,
      PRODUCTS.inStock,
    ]);
  });

  it('answers 401 without a token and with an expired one', async () => {
    expect(await api.get('/get-wishList-products')).toMatchObject({ status: 401, body: { message: 'No token found' } });
    const res = await withExpiredTokens(api, () => api.get('/get-wishList-products', { token: demo }));
    expect(res).toMatchObject({ status: 401, body: { message: 'Invalid or expired token' } });
  });
});

describe('POST /add-to-wishlist', () => {
  it('adds a product once; a second time is a 400', async () => {
    const { id, token } = await newShopper(api);
    const res = await api.post('/add-to-wishlist', { productId: PRODUCTS.neverBought }, { token });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: 'Product added to wishlist' } });
    expect(await storedWishlist(id)).toEqual([PRODUCTS.neverBought]);

    const again = await api.post('/add-to-wishlist', { productId: PRODUCTS.neverBought }, { token });
    expect(again).toMatchObject({ status: 400, body: { message: 'Product already exists in wishlist' } });
    expect(await storedWishlist(id)).toEqual([PRODUCTS.neverBought]);
  });

  it('accepts an out-of-stock product', async () => {
    const { id, token } = await newShopper(api);
    expect((await api.post('/add-to-wishlist', { productId: PRODUCTS.outOfStock }, { token })).status).toBe(200);
    expect(await storedWishlist(id)).toEqual([PRODUCTS.outOfStock]);
  });

  it('answers 404 for an unknown product and 400 without a productId', async () => {
    const { id, token } = await newShopper(api);
    expect(await api.post('/add-to-wishlist', { productId: 'PRD999999' }, { token })).toMatchObject({
      status: 404,
      body: { message: 'Product not found' },
    });
    expect(await api.post('/add-to-wishlist', {}, { token })).toMatchObject({
      status: 400,
      body: { message: 'productId is required' },
    });
    expect(await storedWishlist(id)).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await api.post('/add-to-wishlist', { productId: PRODUCTS.inStock })).status).toBe(401);
  });
});

describe('POST /remove-from-wishList', () => {
  it('removes a product and returns the rest as wishList', async () => {
    const s = await shopper([PRODUCTS.inStock, PRODUCTS.fewLeft, PRODUCTS.neverBought]);
    const res = await api.post('/remove-from-wishList', { productId: PRODUCTS.fewLeft }, { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Product removed from wishlist');
    expect(ids(res.body.wishList)).toEqual([PRODUCTS.neverBought, PRODUCTS.inStock]);
    expect(await storedWishlist(s.id)).toEqual([PRODUCTS.inStock, PRODUCTS.neverBought]);

    expect(await api.post('/remove-from-wishList', { productId: PRODUCTS.fewLeft }, { token: s.token })).toMatchObject({
      status: 404,
      body: { message: 'Product not found in wishlist' },
    });
  });

  it('answers 404 for an unknown product', async () => {
    const { token } = await newShopper(api);
    expect(await api.post('/remove-from-wishList', { productId: 'PRD999999' }, { token })).toMatchObject({
      status: 404,
      body: { message: 'Product not found' },
    });
  });

  it("cannot remove from another user's wishlist", async () => {
    const res = await api.post('/remove-from-wishList', { productId: PRODUCTS.demoWishlist[0] }, { token: second });
    expect(res).toMatchObject({ status: 404, body: { message: 'Product not found in wishlist' } });
    expect(await storedWishlist(USERS.demo.id)).toEqual([...PRODUCTS.demoWishlist]);
  });

  it('needs a token', async () => {
    expect((await api.post('/remove-from-wishList', { productId: PRODUCTS.demoWishlist[0] })).status).toBe(401);
    expect(await storedWishlist(USERS.demo.id)).toEqual([...PRODUCTS.demoWishlist]);
  });
});

describe('POST /move-to-wishlist', () => {
  it('moves a cart line to the wishlist', async () => {
    const s = await shopper(
      [],
      [
        [PRODUCTS.inStock, 2],
        [PRODUCTS.neverBought, 1],
      ],
    );
    const res = await api.post('/move-to-wishlist', { productId: PRODUCTS.inStock }, { token: s.token });
    expect(res).toMatchObject({ status: 200, body: { message: 'Product Moved to Wishlist' } });
    expect(await api.storedCart(s.id)).toEqual([[PRODUCTS.neverBought, 1]]);
    expect(await storedWishlist(s.id)).toEqual([PRODUCTS.inStock]);
  });

  it('refuses a product already in the wishlist and leaves the cart unchanged', async () => {
    const s = await shopper([PRODUCTS.fewLeft], [[PRODUCTS.inStock, 1]]);
    // /move-to-cart would take it out of the wishlist, so the cart line is stored directly.
    await sql`INSERT INTO cart_items (userId, productId, quantity, addedAt) VALUES (${s.id}, ${PRODUCTS.fewLeft}, 3, 0)`.execute(
      api.queries,
    );
    const res = await api.post('/move-to-wishlist', { productId: PRODUCTS.fewLeft }, { token: s.token });
    expect(res).toMatchObject({ status: 400, body: { message: 'Product already in wishlist' } });
    expect(await api.storedCart(s.id)).toEqual([
      [PRODUCTS.inStock, 1],
      [PRODUCTS.fewLeft, 3],
    ]);
    expect(await storedWishlist(s.id)).toEqual([PRODUCTS.fewLeft]);
  });

  it('answers 404 for a product not in the cart, and for an unknown product', async () => {
    const s = await shopper([], [[PRODUCTS.inStock, 1]]);
    expect(await api.post('/move-to-wishlist', { productId: PRODUCTS.neverBought }, { token: s.token })).toMatchObject({
      status: 404,
      body: { message: 'Product not found in cart' },
    });
    expect(await api.post('/move-to-wishlist', { productId: 'PRD999999' }, { token: s.token })).toMatchObject({
      status: 404,
      body: { message: 'Product not found' },
    });
    expect(await storedWishlist(s.id)).toEqual([]);
    expect(await api.storedCart(s.id)).toEqual([[PRODUCTS.inStock, 1]]);
  });

  it("cannot move another user's cart line", async () => {
    const res = await api.post('/move-to-wishlist', { productId: PRODUCTS.demoCart[1] }, { token: second });
    expect(res).toMatchObject({ status: 404, body: { message: 'Product not found in cart' } });
    expect(await api.storedCart(USERS.demo.id)).toEqual([
      [PRODUCTS.demoCart[0], 2],
      [PRODUCTS.demoCart[1], 1],
    ]);
    expect(await storedWishlist(USERS.second.id)).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await api.post('/move-to-wishlist', { productId: PRODUCTS.demoCart[0] })).status).toBe(401);
  });
});
