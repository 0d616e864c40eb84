import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { first } from '../../rest-api/src/db/queries.ts';
import { startWithShoppers, type TestApi } from '../helpers/api.ts';
import { PRODUCTS, USERS } from '../helpers/fixtures.ts';
import { newShopper, withExpiredTokens } from '../helpers/shopper.ts';

let api: TestApi, demo: string, second: string;
beforeAll(async () => ({ api, demo, second } = await startWithShoppers()));
afterAll(() => api.close());

const [TEN, ELEVEN] = PRODUCTS.demoCart;

const lines = (cart: { productId: string; quantity: number }[]) => cart.map((i) => [i.productId, i.quantity]);

async function product(productId: string) {
  return (await first(
    api.queries,
    sql<{
      name: string;
      price: number;
      sellingPrice: number;
      b2cMaxQty: number;
      stock: number;
    }>`SELECT name, price, sellingPrice, b2cMaxQty, stock FROM products WHERE productId = ${productId}`,
  ))!;
}

async function shopperWith(items: [string, number][]) {
  const shopper = await newShopper(api);
  for (const [productId, quantity] of items) {
    const res = await api.post('/move-to-cart', { productId, quantity }, { token: shopper.token });
    expect(res.status).toBe(200);
  }
  return shopper;
}

describe('GET /get-cart-products', () => {
  it("lists demo's cart newest first as listing products with quantities", async () => {
    const res = await api.get('/get-cart-products', { token: demo });
    expect(res.status).toBe(200);
    expect(lines(res.body.cart)).toEqual([
      [TEN, 2],
      [ELEVEN, 1],
    ]);
    const p = await product(TEN!);
    expect(res.body.cart[0]).toMatchObject({
      productId: TEN,
      name: p.name,
      price: p.price,
      sellingPrice: p.sellingPrice,
      b2cMaxQty: p.b2cMaxQty,
      stock: p.stock,
      brandDetails: { brandName: expect.any(String) },
      sellerDetails: { storedetails: { storename: expect.any(String) } },
      addedAt: { _seconds: expect.any(Number), _nanoseconds: expect.any(Number) },
    });
    expect(res.body.cart[0].imageUrls[0]).toMatch(/^\/images\//);
  });

  it('shows the second user only their own cart, and a new user an empty one', async () => {
    expect(lines((await api.get('/get-cart-products', { token: second })).body.cart)).toEqual([[TEN, 1]]);
    expect((await api.get('/get-cart-products', { token: (await newShopper(api)).token })).body).toEqual({ cart: [] });
  });

  it('answers 401 without a token, with an unknown token and with an expired one', async () => {
    expect(await api.get('/get-cart-products')).toMatchObject({ status: 401, body: { message: 'No token found' } });
    expect(await api.get('/get-cart-products', { token: 'nope' })).toMatchObject({
      status: 401,
      body: { message: 'Invalid or expired token' },
    });
    const token = (await newShopper(api)).token;
    const res = await withExpiredTokens(api, () => api.get('/get-cart-products', { token }));
    expect(res).toMatchObject({ status: 401, body: { message: 'Invalid or expired token' } });
  });
});

describe('POST /move-to-cart', () => {
  it('adds a product with quantity 1 by default, then raises the quantity; newest line first', async () => {
    const { id, token } = await newShopper(api);
    const first = await api.post('/move-to-cart', { productId: PRODUCTS.inStock }, { token });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Item Added to Cart');
    expect(lines(first.body.cart)).toEqual([[PRODUCTS.inStock, 1]]);

    api.clock.advance(1000);
    await api.post('/move-to-cart', { productId: PRODUCTS.neverBought, quantity: 2 }, { token });
    const again = await api.post('/move-to-cart', { productId: PRODUCTS.inStock, quantity: 3 }, { token });
    expect(lines(again.body.cart)).toEqual([
      [PRODUCTS.neverBought, 2],
      [PRODUCTS.inStock, 4],
    ]);
    expect(await api.storedCart(id)).toEqual([
      [PRODUCTS.inStock, 4],
      [PRODUCTS.neverBought, 2],
    ]);
  });

  it('removes the product from the wishlist in the same call', async () => {
    const { id, token } = await newShopper(api);
    await api.post('/add-to-wishlist', { productId: PRODUCTS.fewLeft }, { token });
    const res = await api.post('/move-to-cart', { productId: PRODUCTS.fewLeft, quantity: 1 }, { token });
    expect(res.status).toBe(200);
    expect(await api.count('wishlist_items', sql`userId = ${id}`)).toBe(0);
    expect(await api.storedCart(id)).toEqual([[PRODUCTS.fewLeft, 1]]);
  });

  it('refuses an out-of-stock product and keeps it in the wishlist', async () => {
    const { id, token } = await newShopper(api);
    await api.post('/add-to-wishlist', { productId: PRODUCTS.outOfStock }, { token });
    const res = await api.post('/move-to-cart', { productId: PRODUCTS.outOfStock }, { token });
    expect(res).toMatchObject({ status: 400, body: { message: 'Out of Stock' } });
    expect(await api.storedCart(id)).toEqual([]);
    expect(await api.count('wishlist_items', sql`userId = ${id} AND productId = ${PRODUCTS.outOfStock}`)).toBe(1);
  });

  it('caps the line at the stock left', async () => {
    const { id, token } = await shopperWith([[PRODUCTS.onlyThreeLeft, 3]]);
    const res = await api.post('/move-to-cart', { productId: PRODUCTS.onlyThreeLeft, quantity: 1 }, { token });
    expect(res).toMatchObject({ status: 400, body: { message: 'Maximum quantity reached: only 3 allowed' } });
    expect(await api.storedCart(id)).toEqual([[PRODUCTS.onlyThreeLeft, 3]]);
  });

  it('caps the line at b2cMaxQty', async () => {
    expect((await product(PRODUCTS.inStock)).b2cMaxQty).toBe(10);
    const { id, token } = await shopperWith([[PRODUCTS.inStock, 9]]);
    const res = await api.post('/move-to-cart', { productId: PRODUCTS.inStock, quantity: 2 }, { token });
    expect(res).toMatchObject({ status: 400, body: { message: 'Maximum quantity reached: only 10 allowed' } });
    expect(await api.storedCart(id)).toEqual([[PRODUCTS.inStock, 9]]);
    expect((await api.post('/move-to-cart', { productId: PRODUCTS.inStock, quantity: 1 }, { token })).status).toBe(200);
    expect(await api.storedCart(id)).toEqual([[PRODUCTS.inStock, 10]]);
  });

  it.each([
    [{ productId: PRODUCTS.inStock, quantity: 0 }, 'Quantity must be at least 1'],
    [{ productId: PRODUCTS.inStock, quantity: -2 }, 'Quantity must be at least 1'],
    [{ productId: PRODUCTS.inStock, quantity: 1.5 }, 'Quantity must be a whole number'],
    [{ productId: PRODUCTS.inStock, quantity: '2' }, 'Quantity must be a whole number'],
    [{ quantity: 1 }, 'productId is required'],
    [{ productId: '  ' }, 'productId is required'],
  ])('rejects %j with "%s"', async (body, message) => {
    const { id, token } = await newShopper(api);
    expect(await api.post('/move-to-cart', body, { token })).toMatchObject({ status: 400, body: { message } });
    expect(await api.storedCart(id)).toEqual([]);
  });

  it('answers 404 for an unknown product', async () => {
    const { id, token } = await newShopper(api);
    const res = await api.post('/move-to-cart', { productId: 'PRD999999' }, { token });
    expect(res).toMatchObject({ status: 404, body: { message: 'Product not found' } });
    expect(await api.storedCart(id)).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await api.post('/move-to-cart', { productId: PRODUCTS.inStock })).status).toBe(401);
  });
});

describe('PUT /update-cart-quantity', () => {
  it('sets the quantity of a line', async () => {
    const { id, token } = await shopperWith([
      [PRODUCTS.inStock, 1],
      [PRODUCTS.neverBought, 1],
    ]);
    const res = await api.put('/update-cart-quantity', { productId: PRODUCTS.inStock, quantity: 10 }, { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Cart updated');
    expect(lines(res.body.cart)).toEqual([
      [PRODUCTS.neverBought, 1],
      [PRODUCTS.inStock, 10],
    ]);
    expect(await api.storedCart(id)).toEqual([
      [PRODUCTS.inStock, 10],
      [PRODUCTS.neverBought, 1],
    ]);
  });

  it.each([
    [PRODUCTS.inStock, 11, 'Maximum quantity reached: only 10 allowed'],
    [PRODUCTS.onlyThreeLeft, 4, 'Maximum quantity reached: only 3 allowed'],
    [PRODUCTS.inStock, 0, 'Quantity must be at least 1'],
    [PRODUCTS.inStock, 2.5, 'Quantity must be a whole number'],
  ])('refuses %s x%d with "%s" and keeps the line', async (productId, quantity, message) => {
    const { id, token } = await shopperWith([[productId, 2]]);
    expect(await api.put('/update-cart-quantity', { productId, quantity }, { token })).toMatchObject({
      status: 400,
      body: { message },
    });
    expect(await api.storedCart(id)).toEqual([[productId, 2]]);
  });

  it('requires the quantity', async () => {
    const { token } = await shopperWith([[PRODUCTS.inStock, 2]]);
    const res = await api.put('/update-cart-quantity', { productId: PRODUCTS.inStock }, { token });
    expect(res).toMatchObject({ status: 400, body: { message: 'Quantity must be a whole number' } });
  });

  it('answers 404 for a product not in the cart and for an unknown product', async () => {
    const { id, token } = await shopperWith([[PRODUCTS.inStock, 2]]);
    expect(
      await api.put('/update-cart-quantity', { productId: PRODUCTS.neverBought, quantity: 1 }, { token }),
    ).toMatchObject({ status: 404, body: { message: 'Product not found in cart' } });
    expect(await api.put('/update-cart-quantity', { productId: 'PRD999999', quantity: 1 }, { token })).toMatchObject({
      status: 404,
      body: { message: 'Product not found' },
    });
    expect(await api.storedCart(id)).toEqual([[PRODUCTS.inStock, 2]]);
  });

  it("cannot reach another user's cart line", async () => {
    const res = await api.put('/update-cart-quantity', { productId: ELEVEN, quantity: 3 }, { token: second });
    expect(res).toMatchObject({ status: 404, body: { message: 'Product not found in cart' } });
    expect(await api.storedCart(USERS.demo.id)).toEqual([
      [TEN, 2],
      [ELEVEN, 1],
    ]);
    expect(await api.storedCart(USERS.second.id)).toEqual([[TEN, 1]]);
  });

  it('needs a token', async () => {
    expect((await api.put('/update-cart-quantity', { productId: TEN, quantity: 1 })).status).toBe(401);
  });
});

describe('POST /remove-from-cart', () => {
  it('removes a line and returns the rest of the cart', async () => {
    const { id, token } = await shopperWith([
      [PRODUCTS.inStock, 1],
      [PRODUCTS.neverBought, 2],
    ]);
    const res = await api.post('/remove-from-cart', { productId: PRODUCTS.inStock }, { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Item removed from cart');
    expect(lines(res.body.cart)).toEqual([[PRODUCTS.neverBought, 2]]);
    expect(await api.storedCart(id)).toEqual([[PRODUCTS.neverBought, 2]]);

    expect(await api.post('/remove-from-cart', { productId: PRODUCTS.inStock }, { token })).toMatchObject({
      status: 404,
      body: { message: 'Product not found in cart' },
    });
  });

  it('answers 404 for an unknown product and 400 without a productId', async () => {
    const { token } = await newShopper(api);
    expect(await api.post('/remove-from-cart', { productId: 'PRD999999' }, { token })).toMatchObject({
      status: 404,
      body: { message: 'Product not found' },
    });
    expect(await api.post('/remove-from-cart', {}, { token })).toMatchObject({
      status: 400,
      body: { message: 'productId is required' },
    });
  });

  it("cannot remove another user's line", async () => {
    const res = await api.post('/remove-from-cart', { productId: ELEVEN }, { token: second });
    expect(res).toMatchObject({ status: 404, body: { message: 'Product not found in cart' } });
    expect(await api.storedCart(USERS.demo.id)).toEqual([
      [TEN, 2],
      [ELEVEN, 1],
    ]);
  });

  it('needs a token', async () => {
    expect((await api.post('/remove-from-cart', { productId: TEN })).status).toBe(401);
    expect(await api.storedCart(USERS.demo.id)).toEqual([
      [TEN, 2],
      [ELEVEN, 1],
    ]);
  });
});
