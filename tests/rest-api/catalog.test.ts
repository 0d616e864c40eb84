import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND, startApi, type TestApi } from '../helpers/api.ts';
import { CATEGORIES, ORDERS, PINCODES, PRODUCTS, USERS } from '../helpers/fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Category = { id: string; name: string; parentCategory: string; products: string[]; productCount: number; categoryBanner: string | null };
type Listing = { productId: string; name: string; category: string; categoryIds: string[] };

const ids = (rows: { productId: string }[]) => rows.map((r) => r.productId);
const column = (sql: string, ...params: unknown[]) =>
  (api.db.prepare(sql).all(...params) as Record<string, string>[]).map((r) => Object.values(r)[0]);

describe('GET /fetchCategory', () => {
  it('lists every category in position order with direct products and subtree counts', async () => {
    const res = await api.get<{ categories: Category[] }>('/fetchCategory');
    expect(res.status).toBe(200);
    const { categories } = res.body;
    expect(categories.map((c) => c.id)).toEqual(column(`SELECT id FROM categories ORDER BY position, id`));
    expect(categories.find((c) => c.id === CATEGORIES.groceries)).toMatchObject({
      name: 'Groceries',
      parentCategory: CATEGORIES.groceries,
      categoryIcon: `/images/categories/${CATEGORIES.groceries}-icon.svg`,
    });
    // Every product sits in exactly one category; each count is its own products plus its children's counts.
    expect(categories.flatMap((c) => c.products).sort()).toEqual(column(`SELECT productId FROM products ORDER BY productId`));
    for (const category of categories) {
      const children = categories.filter((c) => c.parentCategory === category.id && c.id !== category.id);
      expect(category.productCount).toBe(category.products.length + children.reduce((n, c) => n + c.productCount, 0));
      expect(category.products).toEqual(column(`SELECT productId FROM products WHERE categoryId = ? ORDER BY productId`, category.id));
    }
  });

  it('keeps the unnamed top-level category and reports 0 for the empty one', async () => {
    const { categories } = (await api.get<{ categories: Category[] }>('/fetchCategory')).body;
    const unnamed = categories.find((c) => c.id === CATEGORIES.unnamed)!;
    expect(unnamed).toMatchObject({ name: '', parentCategory: CATEGORIES.unnamed });
    expect(unnamed.productCount).toBeGreaterThan(0);
    expect(categories.find((c) => c.id === CATEGORIES.empty)).toMatchObject({ products: [], productCount: 0 });
  });
});

describe('GET /fetch-single-category/{categoryId}/{name}', () => {
  it("returns the category and every product of its subtree", async () => {
    const res = await api.get<{ category: Category; products: Listing[] }>(`/fetch-single-category/${CATEGORIES.groceries}/Groceries`);
    expect(res.status).toBe(200);
    const { category, products } = res.body;
    expect(category).toMatchObject({ id: CATEGORIES.groceries, name: 'Groceries', parentCategory: CATEGORIES.groceries });
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) expect(p.categoryIds).toContain(CATEGORIES.groceries);
    expect(category.productCount).toBe(products.length);
    const all = (await api.get<{ categories: Category[] }>('/fetchCategory')).body.categories;
    expect(category).toEqual(all.find((c) => c.id === CATEGORIES.groceries));
    const everywhere = (await api.get<Listing[]>('/getAllProducts')).body;
    expect(ids(products).sort()).toEqual(ids(everywhere.filter((p) => p.categoryIds.includes(CATEGORIES.groceries))).sort());
  });

  it('lists a leaf category with its own products only, whatever name is passed', async () => {
    const leaf = column(`SELECT categoryId FROM products WHERE productId = ?`, PRODUCTS.inStock)[0]!;
    const res = await api.get<{ category: Category; products: Listing[] }>(`/fetch-single-category/${leaf}/${encodeURIComponent('any name')}`);
    expect(res.status).toBe(200);
    expect(res.body.products.every((p) => p.category === leaf)).toBe(true);
    expect(ids(res.body.products)).toContain(PRODUCTS.inStock);
    expect(res.body.category.products).toEqual(ids(res.body.products));
  });

  it('answers an empty list for a category without products', async () => {
    const res = await api.get(`/fetch-single-category/${CATEGORIES.empty}/Empty`);
    expect(res.status).toBe(200);
    expect(res.body.products).toEqual([]);
    expect(res.body.category.productCount).toBe(0);
  });

  it('answers 404 for an unknown category', async () => {
    const res = await api.get('/fetch-single-category/CAT999999/Nothing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Category not found' });
  });
});

describe('GET /getAllProducts and /getb2bProducts', () => {
  it('returns every product in productId order with X-Total-Count', async () => {
    const res = await api.get<Listing[]>('/getAllProducts');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(column(`SELECT productId FROM products ORDER BY productId`));
    expect(res.headers.get('x-total-count')).toBe(String(api.count('products')));
    expect(res.body[0]).toMatchObject({ productId: 'PRD000001', id: 'PRD000001', name: column(`SELECT name FROM products WHERE productId = 'PRD000001'`)[0] });
  });

  it('pages with limit and offset, keeping the total', async () => {
    const all = ids((await api.get<Listing[]>('/getAllProducts')).body);
    const page = await api.get<Listing[]>('/getAllProducts?limit=7&offset=5');
    expect(ids(page.body)).toEqual(all.slice(5, 12));
    expect(page.headers.get('x-total-count')).toBe(String(all.length));
    const tail = await api.get<Listing[]>('/getAllProducts?offset=' + (all.length - 2));
    expect(ids(tail.body)).toEqual(all.slice(-2));
  });

  it('returns only business products from /getb2bProducts', async () => {
    const b2b = column(`SELECT productId FROM products WHERE b2b = 1 ORDER BY productId`);
    expect(b2b.length).toBeLessThan(api.count('products'));
    const res = await api.get<Listing[]>('/getb2bProducts');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(b2b);
    expect(res.headers.get('x-total-count')).toBe(String(b2b.length));
    const page = await api.get<Listing[]>('/getb2bProducts?limit=3&offset=1');
    expect(ids(page.body)).toEqual(b2b.slice(1, 4));
  });

  it.each([
    ['limit=0', 'limit must be an integer between 1 and 1000'],
    ['limit=1001', 'limit must be an integer between 1 and 1000'],
    ['limit=abc', 'limit must be an integer between 1 and 1000'],
    ['limit=2.5', 'limit must be an integer between 1 and 1000'],
    ['offset=-1', 'offset must be a non-negative integer'],
  ])('rejects %s', async (query, message) => {
    for (const path of ['/getAllProducts', '/getb2bProducts']) {
      const res = await api.get(`${path}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
    }
  });
});

describe('GET /getProductInnerDetails', () => {
  const details = (pId: string, token?: string) => api.get(`/getProductInnerDetails?pId=${pId}`, { token });

  it('gives a guest the full details and purchased false', async () => {
    const res = await details(PRODUCTS.inStock);
    expect(res.status).toBe(200);
    const row = api.db.prepare(`SELECT name, description, stock, b2cMaxQty FROM products WHERE productId = ?`).get(PRODUCTS.inStock) as Record<string, unknown>;
    expect(res.body.productDetails).toMatchObject({ productId: PRODUCTS.inStock, ...row, b2bminQty: 5, b2bMaxQty: 50 });
    expect(res.body.productDetails.tirePrice.length).toBeGreaterThan(0);
    expect(res.body.productDetails.ref).toEqual({ path: `products/${PRODUCTS.inStock}`, segments: ['products', PRODUCTS.inStock] });
    expect(res.body.purchased).toBe(false);
  });

  it('says purchased for a product the signed-in user ordered', async () => {
    const token = await api.signIn();
    expect((await details(PRODUCTS.inStock, token)).body.purchased).toBe(true);
    expect((await details(PRODUCTS.neverBought, token)).body.purchased).toBe(false);
  });

  it('does not count cancelled items or other users\' orders', async () => {
    const [cancelledOnly] = column(`SELECT productId FROM order_items WHERE orderId = ?`, ORDERS.cancelled.id);
    expect(api.count('order_items i JOIN orders o ON o.id = i.orderId', 'o.userId = ? AND i.productId = ? AND i.status < 4', USERS.demo.id, cancelledOnly)).toBe(0);
    const demo = await api.signIn();
    expect((await details(cancelledOnly!, demo)).body.purchased).toBe(false);
    const second = await api.signIn(SECOND);
    expect(api.count('order_items i JOIN orders o ON o.id = i.orderId', 'o.userId = ? AND i.productId = ?', USERS.second.id, PRODUCTS.inStock)).toBe(0);
    expect((await details(PRODUCTS.inStock, second)).body.purchased).toBe(false);
  });

  it('answers 401 for a bad or expired token', async () => {
    const bad = await details(PRODUCTS.inStock, 'not-a-token');
    expect(bad.status).toBe(401);
    const token = await api.signIn();
    api.clock.advance(61 * 60 * 1000);
    const expired = await details(PRODUCTS.inStock, token);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown product and 400 without pId', async () => {
    expect(await details('PRD999999')).toMatchObject({ status: 404, body: { message: 'Error fetching product' } });
    expect(await api.get('/getProductInnerDetails')).toMatchObject({ status: 400, body: { message: 'pId is required' } });
    expect(await api.get('/getProductInnerDetails?pId=')).toMatchObject({ status: 400, body: { message: 'pId is required' } });
  });
});

describe('GET /check-pincode/{pincode}', () => {
  it.each([
    [PINCODES.deliverable, 'This Pincode Is Deliverable'],
    [PINCODES.notDeliverable, 'This Pincode Is Not Deliverable'],
    [PINCODES.unknown, 'This Pincode Is Not Deliverable'],
  ])('answers for %s', async (pincode, message) => {
    const res = await api.get(`/check-pincode/${pincode}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message });
  });

  it.each(['12345', '1234567', 'abcdef', '56000a'])('rejects %s', async (pincode) => {
    const res = await api.get(`/check-pincode/${pincode}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Pincode must be 6 digits.' });
  });
});
