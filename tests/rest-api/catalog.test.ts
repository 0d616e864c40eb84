import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { sql, type RawBuilder } from 'kysely';
import { all, first } from '../../rest-api/src/db/queries.ts';
import { SECOND, startApi, type TestApi } from '../helpers/api.ts';
import { CATEGORIES, ORDERS, PINCODES, PRODUCTS, SELLERS, USERS } from '../helpers/fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Category = { id: string; name: string; parentCategory: string; products: string[]; categoryBanner: string | null };
type Listing = {
  productId: string;
  name: string;
  category: string;
  categoryIds: string[];
  sellerDetails: Record<string, unknown>;
};

const ids = (rows: { productId: string }[]) => rows.map((r) => r.productId);
/** The first column of a query's rows. */
const column = async (query: RawBuilder<Record<string, string>>) =>
  (await all(api.queries, query)).map((r) => Object.values(r)[0]!);
/** Products anywhere under a category, from the database (the catalog is three levels deep). */
const subtreeProducts = (categoryId: string) =>
  column(sql`SELECT p.productId FROM products p JOIN categories l ON l.id = p.categoryId JOIN categories m ON m.id = l.parentCategory
     WHERE ${categoryId} IN (l.id, m.id, m.parentCategory) ORDER BY p.productId`);
const allCategories = async () => (await api.get<{ categories: Category[] }>('/fetchCategory')).body.categories;

describe('GET /fetchCategory', () => {
  it('lists every category in position order with the products of its whole subtree', async () => {
    const res = await api.get<{ categories: Category[] }>('/fetchCategory');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const { categories } = res.body;
    expect(categories.map((c) => c.id)).toEqual(await column(sql`SELECT id FROM categories ORDER BY position, id`));
    expect(categories.find((c) => c.id === CATEGORIES.groceries)).toMatchObject({
      name: 'Groceries',
      parentCategory: CATEGORIES.groceries,
      categoryIcon: `/images/categories/${CATEGORIES.groceries}-icon.webp`,
    });
    for (const category of categories) {
      expect(Object.keys(category)).not.toContain('productCount');
      expect(category.products, category.id).toEqual(await subtreeProducts(category.id));
      // A category's list is its own products plus its children's lists.
      const children = categories.filter((c) => c.parentCategory === category.id && c.id !== category.id);
      const own = await column(sql`SELECT productId FROM products WHERE categoryId = ${category.id}`);
      expect(category.products).toEqual([...own, ...children.flatMap((c) => c.products)].sort());
    }
  });

  it("lists all of a top-level category's tree, so the top levels together hold every product once", async () => {
    const tops = (await allCategories()).filter((c) => c.parentCategory === c.id);
    expect(tops.flatMap((c) => c.products).sort()).toEqual(
      await column(sql`SELECT productId FROM products ORDER BY productId`),
    );
    const groceries = tops.find((c) => c.id === CATEGORIES.groceries)!;
    // Groceries holds no product directly: its list comes from its descendants.
    expect(await api.count('products', sql`categoryId = ${CATEGORIES.groceries}`)).toBe(0);
    expect(groceries.products.length).toBeGreaterThan(0);
    const everywhere = (await api.get<Listing[]>('/getAllProducts?limit=1000')).body;
    expect(groceries.products).toEqual(ids(everywhere.filter((p) => p.categoryIds.includes(CATEGORIES.groceries))));
  });

  it('keeps every top-level category with products, and gives the empty one none', async () => {
    const categories = await allCategories();
    const clearance = categories.find((c) => c.id === CATEGORIES.clearance)!;
    expect(clearance).toMatchObject({ name: 'Clearance & Surplus', parentCategory: CATEGORIES.clearance });
    expect(clearance.products.length).toBeGreaterThan(0);
    expect(categories.find((c) => c.id === CATEGORIES.empty)).toMatchObject({ products: [] });
  });

  it('counts each subtree in place of listing it with counts=true (the extension the gateway asks for)', async () => {
    const listed = await allCategories();
    const res = await api.get<{ categories: Record<string, unknown>[] }>('/fetchCategory?counts=true');
    expect(res.status).toBe(200);
    expect(res.body.categories).toEqual(
      listed.map(({ products, ...category }) => ({ ...category, productCount: products.length })),
    );
    expect(res.body.categories.find((c) => c.id === CATEGORIES.groceries)).toMatchObject({
      productCount: (await subtreeProducts(CATEGORIES.groceries)).length,
    });
    expect(res.body.categories.find((c) => c.id === CATEGORIES.empty)).toMatchObject({ productCount: 0 });
    expect((await api.get<{ categories: Category[] }>('/fetchCategory?counts=false')).body.categories).toEqual(listed);
  });

  it('rejects counts other than true or false', async () => {
    expect(await api.get('/fetchCategory?counts=yes')).toMatchObject({
      status: 400,
      body: { message: 'counts must be true or false' },
    });
  });
});

describe('GET /fetch-single-category/{categoryId}/{name}', () => {
  const single = (categoryId: string, query = '') =>
    api.get<{ category: Category; products: Listing[] }>(`/fetch-single-category/${categoryId}/Name${query}`);

  it('returns the category and every product of its subtree in productId order', async () => {
    const res = await api.get<{ category: Category; products: Listing[] }>(
      `/fetch-single-category/${CATEGORIES.groceries}/Groceries`,
    );
    expect(res.status).toBe(200);
    const { category, products } = res.body;
    expect(category).toMatchObject({
      id: CATEGORIES.groceries,
      name: 'Groceries',
      parentCategory: CATEGORIES.groceries,
    });
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) expect(p.categoryIds).toContain(CATEGORIES.groceries);
    expect(ids(products)).toEqual(await subtreeProducts(CATEGORIES.groceries));
    expect(category.products).toEqual(ids(products));
    expect(res.headers.get('x-total-count')).toBe(String(products.length));
    expect(category).toEqual((await allCategories()).find((c) => c.id === CATEGORIES.groceries));
  });

  it('lists a leaf category with its own products only, whatever name is passed', async () => {
    const leaf = (await column(sql`SELECT categoryId FROM products WHERE productId = ${PRODUCTS.inStock}`))[0]!;
    const res = await api.get<{ category: Category; products: Listing[] }>(
      `/fetch-single-category/${leaf}/${encodeURIComponent('any name')}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.products.every((p) => p.category === leaf)).toBe(true);
    expect(ids(res.body.products)).toContain(PRODUCTS.inStock);
    expect(res.body.category.products).toEqual(ids(res.body.products));
  });

  it('pages the subtree with limit and offset, keeping the category whole and the total', async () => {
    const all = await subtreeProducts(CATEGORIES.groceries);
    const page = await single(CATEGORIES.groceries, '?limit=4&offset=3');
    expect(page.status).toBe(200);
    expect(ids(page.body.products)).toEqual(all.slice(3, 7));
    expect(page.body.category.products).toEqual(all);
    expect(page.headers.get('x-total-count')).toBe(String(all.length));
    expect(ids((await single(CATEGORIES.groceries, `?offset=${all.length - 2}`)).body.products)).toEqual(all.slice(-2));
    expect((await single(CATEGORIES.groceries, `?offset=${all.length}`)).body.products).toEqual([]);
  });

  it('answers an empty list for a category without products', async () => {
    const res = await api.get(`/fetch-single-category/${CATEGORIES.empty}/Empty`);
    expect(res.status).toBe(200);
    expect(res.body.products).toEqual([]);
    expect(res.body.category.products).toEqual([]);
    expect(res.headers.get('x-total-count')).toBe('0');
  });

  it('answers 404 for an unknown category', async () => {
    const res = await api.get('/fetch-single-category/CAT999999/Nothing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Category not found', code: 'CATEGORY_NOT_FOUND' });
  });

  type Priced = Listing & {
    offerPrice: number;
    brandDetails: { brandId: string; brandName: string; brandLogo: string };
  };
  type Facets = {
    brands: { brand: Priced['brandDetails']; count: number }[];
    priceRange: { min: number; max: number } | null;
  };
  const whole = async () =>
    (await api.get<{ products: Priced[] }>(`/fetch-single-category/${CATEGORIES.groceries}/Groceries`)).body.products;

  it('pages the subtree sorted by price either way, ties in productId order, with the whole total', async () => {
    // Three products at one price, so the order of ties shows (put back after the test).
    const before = await whole();
    const tied = [before[0]!, before[5]!, before.at(-1)!];
    const setPrice = (offerPrice: number, productId: string) =>
      sql`UPDATE products SET offerPrice = ${offerPrice} WHERE productId = ${productId}`.execute(api.queries);
    for (const p of tied) await setPrice(before[9]!.offerPrice, p.productId);
    onTestFinished(async () => {
      for (const p of tied) await setPrice(p.offerPrice, p.productId);
    });
    const all = await whole();
    // A stable sort of the productId-ordered list: what a client sorting the whole list itself would show.
    const up = ids([...all].sort((a, b) => a.offerPrice - b.offerPrice));
    const down = ids([...all].sort((a, b) => b.offerPrice - a.offerPrice));
    for (const [sort, order] of [
      ['price_asc', up],
      ['price_desc', down],
      ['productId', ids(all)],
    ] as const) {
      const first = await single(CATEGORIES.groceries, `?sort=${sort}&limit=7`);
      const next = await single(CATEGORIES.groceries, `?sort=${sort}&limit=7&offset=7`);
      expect([...ids(first.body.products), ...ids(next.body.products)], sort).toEqual(order.slice(0, 14));
      expect(next.headers.get('x-total-count')).toBe(String(all.length));
      expect(ids((await single(CATEGORIES.groceries, `?sort=${sort}`)).body.products), sort).toEqual(order);
    }
  });

  it("adds the whole subtree's brands, counted, and price range with facets=true, whatever the page", async () => {
    const all = await whole();
    const res = await api.get<{ products: Priced[]; facets: Facets }>(
      `/fetch-single-category/${CATEGORIES.groceries}/Groceries?sort=price_asc&limit=3&facets=true`,
    );
    expect(res.status).toBe(200);
    expect(res.body.products).toHaveLength(3);
    const brands = new Map<string, { brand: Priced['brandDetails']; count: number }>();
    for (const p of all)
      brands.set(p.brandDetails.brandId, {
        brand: p.brandDetails,
        count: (brands.get(p.brandDetails.brandId)?.count ?? 0) + 1,
      });
    expect(res.body.facets.brands).toEqual([...brands.values()]);
    expect(res.body.facets.brands.length).toBeGreaterThan(1);
    const prices = all.map((p) => p.offerPrice);
    expect(res.body.facets.priceRange).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    expect(Object.keys((await single(CATEGORIES.groceries, '?limit=3')).body)).toEqual(['category', 'products']);
    const empty = await api.get<{ products: Priced[]; facets: Facets }>(
      `/fetch-single-category/${CATEGORIES.empty}/Empty?facets=true`,
    );
    expect(empty.body).toMatchObject({ products: [], facets: { brands: [], priceRange: null } });
  });

  it('gives the category its product count in place of its ids with counts=true, the page unchanged', async () => {
    const query = `?sort=price_asc&limit=3&facets=true`;
    const listed = (await single(CATEGORIES.groceries, query)).body;
    const res = await api.get<Record<string, unknown>>(
      `/fetch-single-category/${CATEGORIES.groceries}/Name${query}&counts=true`,
    );
    expect(res.status).toBe(200);
    const { products, ...category } = listed.category;
    expect(res.body).toEqual({
      ...listed,
      category: { ...category, productCount: (await subtreeProducts(CATEGORIES.groceries)).length },
    });
    expect(products).toHaveLength((await subtreeProducts(CATEGORIES.groceries)).length);
  });

  it.each([
    ['sort=price', 'sort must be one of productId, price_asc, price_desc'],
    ['facets=yes', 'facets must be true or false'],
    ['counts=1', 'counts must be true or false'],
    ['limit=0', 'limit must be an integer between 1 and 1000'],
    ['limit=1001', 'limit must be an integer between 1 and 1000'],
    ['offset=-1', 'offset must be a non-negative integer'],
    ['offset=1e20', 'offset must be a non-negative integer'],
  ])('rejects %s', async (query, message) => {
    expect(await single(CATEGORIES.groceries, `?${query}`)).toMatchObject({ status: 400, body: { message } });
  });
});

describe('GET /getAllProducts and /getb2bProducts', () => {
  const everything = () => column(sql`SELECT productId FROM products ORDER BY productId`);

  it('returns the first 100 products in productId order by default, with X-Total-Count', async () => {
    expect(await api.count('products')).toBeGreaterThan(100);
    const res = await api.get<Listing[]>('/getAllProducts');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual((await everything()).slice(0, 100));
    expect(res.headers.get('x-total-count')).toBe(String(await api.count('products')));
    expect(res.body[0]).toMatchObject({
      productId: 'PRD000001',
      id: 'PRD000001',
      name: (await column(sql`SELECT name FROM products WHERE productId = 'PRD000001'`))[0],
    });
    // Listing products carry the seller's name only; rating counts are on the product details.
    expect(Object.keys(res.body[0]!.sellerDetails).sort()).toEqual(['createdDate', 'sellerId', 'storedetails']);
  });

  it('pages with limit (up to 1000) and offset, keeping the total', async () => {
    const all = await everything();
    expect(ids((await api.get<Listing[]>('/getAllProducts?limit=1000')).body)).toEqual(all);
    const page = await api.get<Listing[]>('/getAllProducts?limit=7&offset=5');
    expect(ids(page.body)).toEqual(all.slice(5, 12));
    expect(page.headers.get('x-total-count')).toBe(String(all.length));
    expect(ids((await api.get<Listing[]>('/getAllProducts?offset=100')).body)).toEqual(all.slice(100, 200));
    expect(ids((await api.get<Listing[]>('/getAllProducts?offset=' + (all.length - 2))).body)).toEqual(all.slice(-2));
    expect((await api.get<Listing[]>('/getAllProducts?offset=' + all.length)).body).toEqual([]);
  });

  it('returns only business products from /getb2bProducts, 100 by default', async () => {
    const b2b = await column(sql`SELECT productId FROM products WHERE b2b = 1 ORDER BY productId`);
    expect(b2b.length).toBeLessThan(await api.count('products'));
    expect(b2b.length).toBeGreaterThan(100);
    const res = await api.get<Listing[]>('/getb2bProducts');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(b2b.slice(0, 100));
    expect(res.headers.get('x-total-count')).toBe(String(b2b.length));
    expect(ids((await api.get<Listing[]>('/getb2bProducts?limit=1000')).body)).toEqual(b2b);
    const page = await api.get<Listing[]>('/getb2bProducts?limit=3&offset=1');
    expect(ids(page.body)).toEqual(b2b.slice(1, 4));
  });

  it.each([
    ['limit=0', 'limit must be an integer between 1 and 1000'],
    ['limit=1001', 'limit must be an integer between 1 and 1000'],
    ['limit=abc', 'limit must be an integer between 1 and 1000'],
    ['limit=2.5', 'limit must be an integer between 1 and 1000'],
    ['offset=-1', 'offset must be a non-negative integer'],
    ['offset=1e20', 'offset must be a non-negative integer'],
  ])('rejects %s', async (query, message) => {
    for (const path of ['/getAllProducts', '/getb2bProducts']) {
      const res = await api.get(`${path}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, code: 'INVALID_INPUT', field: query.split('=')[0] });
    }
  });
});

describe('GET /getProductInnerDetails', () => {
  const details = (pId: string, token?: string) => api.get(`/getProductInnerDetails?pId=${pId}`, { token });

  it('gives a guest the full details and purchased false', async () => {
    const res = await details(PRODUCTS.inStock);
    expect(res.status).toBe(200);
    const row = (await first(
      api.queries,
      sql`SELECT name, description, stock, b2cMaxQty FROM products WHERE productId = ${PRODUCTS.inStock}`,
    )) as Record<string, unknown>;
    expect(res.body.productDetails).toMatchObject({ productId: PRODUCTS.inStock, ...row, b2bminQty: 5, b2bMaxQty: 50 });
    expect(res.body.productDetails.tirePrice.length).toBeGreaterThan(0);
    expect(res.body.productDetails.ref).toEqual({
      path: `products/${PRODUCTS.inStock}`,
      segments: ['products', PRODUCTS.inStock],
    });
    expect(res.body.purchased).toBe(false);
  });

  it("carries the seller's rating counts and average, as /getOneSeller gives them", async () => {
    const [productId] = await column(
      sql`SELECT productId FROM products WHERE sellerId = ${SELLERS.withRatings} ORDER BY productId LIMIT 1`,
    );
    const res = await details(productId!);
    expect(res.status).toBe(200);
    const { seller } = (await api.get(`/getOneSeller?sellerId=${SELLERS.withRatings}`)).body;
    const { average, total: _total, ...counts } = seller.rating;
    expect(Object.values(counts).reduce((a: number, b) => a + (b as number), 0)).toBeGreaterThan(0);
    expect(res.body.productDetails.sellerDetails).toEqual({
      sellerId: SELLERS.withRatings,
      storedetails: { storename: seller.storedetails.storename },
      createdDate: seller.createdDate,
      ...counts,
      rating: average,
    });
  });

  it('counts half-star seller ratings as the next whole star, and gives 0 for an unrated seller', async () => {
    // A new seller, lent the last product for the test.
    const [productId] = await column(sql`SELECT productId FROM products ORDER BY productId DESC LIMIT 1`);
    const [sellerId] = await column(sql`SELECT sellerId FROM products WHERE productId = ${productId}`);
    await sql`INSERT INTO sellers (sellerId, storename, gstNumber, pincode, city, image, createdDate, topStore)
      SELECT 'SELTEST', 'Test Store', gstNumber, pincode, city, image, createdDate, 0 FROM sellers WHERE sellerId = ${sellerId}`.execute(
      api.queries,
    );
    await sql`UPDATE products SET sellerId = 'SELTEST' WHERE productId = ${productId}`.execute(api.queries);
    const insert = (id: string, userId: string, customerId: string, rating: number) =>
      sql`INSERT INTO seller_ratings (id, sellerId, userId, customerId, rating, review, comment, createdAt)
      VALUES (${id}, 'SELTEST', ${userId}, ${customerId}, ${rating}, '', '', 0)`.execute(api.queries);
    const zeros = {
      sellerId: 'SELTEST',
      oneRating: 0,
      twoRating: 0,
      threeRating: 0,
      fourRating: 0,
      fiveRating: 0,
      rating: 0,
    };
    try {
      expect((await details(productId!)).body.productDetails.sellerDetails).toMatchObject(zeros);
      await insert('SRTTEST1', USERS.demo.id, USERS.demo.customDocId, 3.5);
      await insert('SRTTEST2', USERS.second.id, USERS.second.customDocId, 1);
      expect((await details(productId!)).body.productDetails.sellerDetails).toMatchObject({
        ...zeros,
        oneRating: 1,
        fourRating: 1,
        rating: 2.3,
      });
    } finally {
      await sql`DELETE FROM seller_ratings WHERE sellerId = 'SELTEST'`.execute(api.queries);
      await sql`UPDATE products SET sellerId = ${sellerId} WHERE productId = ${productId}`.execute(api.queries);
      await sql`DELETE FROM sellers WHERE sellerId = 'SELTEST'`.execute(api.queries);
    }
  });

  it('says purchased for a product the signed-in user ordered', async () => {
    const token = await api.signIn();
    expect((await details(PRODUCTS.inStock, token)).body.purchased).toBe(true);
    expect((await details(PRODUCTS.neverBought, token)).body.purchased).toBe(false);
  });

  it("does not count cancelled items or other users' orders", async () => {
    const [cancelledOnly] = await column(sql`SELECT productId FROM order_items WHERE orderId = ${ORDERS.cancelled.id}`);
    expect(
      await api.count(
        'order_items i JOIN orders o ON o.id = i.orderId',
        sql`o.userId = ${USERS.demo.id} AND i.productId = ${cancelledOnly} AND i.status < 4`,
      ),
    ).toBe(0);
    const demo = await api.signIn();
    expect((await details(cancelledOnly!, demo)).body.purchased).toBe(false);
    const second = await api.signIn(SECOND);
    expect(
      await api.count(
        'order_items i JOIN orders o ON o.id = i.orderId',
        sql`o.userId = ${USERS.second.id} AND i.productId = ${PRODUCTS.inStock}`,
      ),
    ).toBe(0);
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
    expect(await api.get('/getProductInnerDetails')).toMatchObject({
      status: 400,
      body: { message: 'pId is required' },
    });
    expect(await api.get('/getProductInnerDetails?pId=')).toMatchObject({
      status: 400,
      body: { message: 'pId is required' },
    });
  });
});

describe('GET /check-pincode/{pincode}', () => {
  it.each([
    [PINCODES.deliverable, true, 'This Pincode Is Deliverable'],
    [PINCODES.notDeliverable, false, 'This Pincode Is Not Deliverable'],
    [PINCODES.unknown, false, 'This Pincode Is Not Deliverable'],
  ])('answers for %s', async (pincode, deliverable, message) => {
    const res = await api.get(`/check-pincode/${pincode}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deliverable, message });
  });

  it.each(['12345', '1234567', 'abcdef', '56000a'])('rejects %s', async (pincode) => {
    const res = await api.get(`/check-pincode/${pincode}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Pincode must be 6 digits.', code: 'INVALID_INPUT', field: 'pincode' });
  });
});
