import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { all, first } from '../../rest-api/src/db/queries.ts';
import { SECOND, startApi, type TestApi } from '../helpers/api.ts';
import { SELLERS, USERS } from '../helpers/fixtures.ts';

type Ts = { _seconds: number; _nanoseconds: number };
const ms = (t: Ts) => t._seconds * 1000 + t._nanoseconds / 1e6;
const RATING_MESSAGE = 'Rating must be between 0.5 and 5 in half steps';
const seller = SELLERS.withRatings;

let api: TestApi;
let demoToken: string;
beforeAll(async () => {
  api = await startApi();
  demoToken = await api.signIn();
});
afterAll(() => api.close());

const storedRatings = async (sellerId: string) =>
  (await all(
    api.queries,
    sql`SELECT id, userId, rating, createdAt FROM seller_ratings WHERE sellerId = ${sellerId}`,
  )) as {
    id: string;
    userId: string;
    rating: number;
    createdAt: number;
  }[];

/** A seller the given user has not rated yet, different for each call. */
const usedSellers = new Set<string>();
async function unratedSeller(userId: string): Promise<string> {
  const rows = (await all(
    api.queries,
    sql`SELECT sellerId FROM sellers WHERE sellerId NOT IN (SELECT sellerId FROM seller_ratings WHERE userId = ${userId}) ORDER BY sellerId DESC`,
  )) as {
    sellerId: string;
  }[];
  const free = rows.find((r) => !usedSellers.has(r.sellerId))!.sellerId;
  usedSellers.add(free);
  return free;
}

describe('GET /getOneSeller', () => {
  it('gives the store details, join date, product count and a rating summary of the stored ratings', async () => {
    const res = await api.get(`/getOneSeller?sellerId=${seller}`);
    expect(res.status).toBe(200);
    const row = (await first(api.queries, sql`SELECT * FROM sellers WHERE sellerId = ${seller}`)) as Record<
      string,
      string | number
    >;
    const s = res.body.seller;
    expect(s.sellerId).toBe(seller);
    expect(s.storedetails).toEqual({
      storename: row.storename,
      gstNumber: row.gstNumber,
      city: row.city,
      pincode: row.pincode,
      image: row.image,
    });
    expect(ms(s.createdDate)).toBe(row.createdDate);
    expect(s.productCount).toBe(await api.count('products', sql`sellerId = ${seller}`));

    const ratings = await storedRatings(seller);
    expect(ratings.length).toBeGreaterThan(0);
    const mean = ratings.reduce((sum, r) => sum + r.rating, 0) / ratings.length;
    expect(s.rating.total).toBe(ratings.length);
    expect(s.rating.average).toBe(Math.round(mean * 10) / 10);
    const stars = ['oneRating', 'twoRating', 'threeRating', 'fourRating', 'fiveRating'];
    stars.forEach((key, i) => expect(s.rating[key]).toBe(ratings.filter((r) => Math.round(r.rating) === i + 1).length));
  });

  it('answers 400 without a sellerId and 404 for an unknown seller', async () => {
    expect(await api.get('/getOneSeller')).toMatchObject({ status: 400, body: { message: 'sellerId is required' } });
    expect(await api.get('/getOneSeller?sellerId=')).toMatchObject({
      status: 400,
      body: { message: 'sellerId is required' },
    });
    expect(await api.get('/getOneSeller?sellerId=SEL999')).toMatchObject({
      status: 404,
      body: { message: 'Seller not found' },
    });
  });
});

describe('GET /getsellersProducts', () => {
  it("lists all the seller's products, top-selling first", async () => {
    // The seller whose best product sold the most units, so the order is visibly by sales.
    const top = (await first(
      api.queries,
      sql`SELECT p.sellerId FROM order_items oi JOIN products p ON p.productId = oi.productId WHERE oi.status != 4
         GROUP BY p.productId ORDER BY SUM(oi.quantity) DESC LIMIT 1`,
    )) as { sellerId: string };
    const res = await api.get(`/getsellersProducts?sellerId=${top.sellerId}`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(await api.count('products', sql`sellerId = ${top.sellerId}`));
    expect(res.body.every((p: { sellerId: string }) => p.sellerId === top.sellerId)).toBe(true);

    const sold = async (id: string) =>
      (await first(
        api.queries,
        sql<{
          n: number;
        }>`SELECT COALESCE(SUM(quantity), 0) AS n FROM order_items WHERE productId = ${id} AND status != 4`,
      ))!.n;
    const ranked = await Promise.all(
      res.body.map(async (p: { productId: string }) => ({ id: p.productId, sold: await sold(p.productId) })),
    );
    const expected = [...ranked].sort((a, b) => b.sold - a.sold || a.id.localeCompare(b.id));
    expect(ranked).toEqual(expected);
    expect(ranked[0].sold).toBeGreaterThan(0);
  });

  it('answers 400 without a sellerId and 404 for an unknown seller', async () => {
    expect(await api.get('/getsellersProducts')).toMatchObject({
      status: 400,
      body: { message: 'sellerId is required' },
    });
    expect(await api.get('/getsellersProducts?sellerId=SEL999')).toMatchObject({
      status: 404,
      body: { message: 'Seller not found' },
    });
  });
});

describe('GET /getSellersBrand', () => {
  it('lists each brand the seller deals in once, with its product count', async () => {
    const res = await api.get(`/getSellersBrand?sellerId=${seller}`);
    expect(res.status).toBe(200);
    const brandIds = (await all(
      api.queries,
      sql`SELECT DISTINCT brandId FROM products WHERE sellerId = ${seller} ORDER BY brandId`,
    )) as { brandId: string }[];
    expect(res.body.map((b: { brandId: string }) => b.brandId).sort()).toEqual(brandIds.map((b) => b.brandId));
    for (const b of res.body) {
      expect(b.productCount).toBe(await api.count('products', sql`sellerId = ${seller} AND brandId = ${b.brandId}`));
      const brand = await first(api.queries, sql`SELECT brandName, brandLogo FROM brands WHERE brandId = ${b.brandId}`);
      expect(b).toMatchObject(brand as object);
    }
    const counts = res.body.map((b: { productCount: number }) => b.productCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('answers 400 without a sellerId and 404 for an unknown seller', async () => {
    expect(await api.get('/getSellersBrand')).toMatchObject({ status: 400, body: { message: 'sellerId is required' } });
    expect(await api.get('/getSellersBrand?sellerId=SEL999')).toMatchObject({
      status: 404,
      body: { message: 'Seller not found' },
    });
  });
});

describe('GET /sellerRatingsPagenation', () => {
  it('pages through the ratings newest first, with the total and the raters’ names', async () => {
    const total = (await storedRatings(seller)).length;
    expect(total).toBeGreaterThan(10);
    const pages = [];
    for (let page = 1; page <= Math.ceil(total / 5); page++) {
      const res = await api.get(`/sellerRatingsPagenation?sellerId=${seller}&page=${page}&limit=5`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(total);
      expect(res.body.ratings.length).toBe(Math.min(5, total - (page - 1) * 5));
      pages.push(...res.body.ratings);
    }
    expect(new Set(pages.map((r) => r.id)).size).toBe(total);
    const times = pages.map((r) => ms(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const first = await api.queries
      .selectFrom('seller_ratings as r')
      .innerJoin('users as u', 'u.id', 'r.userId')
      .select(['u.name', 'r.comment', 'r.review', 'r.rating'])
      .where('r.id', '=', pages[0].id)
      .executeTakeFirst();
    expect(pages[0]).toMatchObject(first as object);

    const past = await api.get(`/sellerRatingsPagenation?sellerId=${seller}&page=${Math.ceil(total / 5) + 1}&limit=5`);
    expect(past.body).toEqual({ ratings: [], total });
    const byDefault = await api.get(`/sellerRatingsPagenation?sellerId=${seller}`);
    expect(byDefault.body.ratings.map((r: { id: string }) => r.id)).toEqual(pages.slice(0, 10).map((r) => r.id));
  });

  it('rejects a bad page or limit, a missing sellerId and an unknown seller', async () => {
    const base = `/sellerRatingsPagenation?sellerId=${seller}`;
    const page = 'page must be a whole number of at least 1';
    const limit = 'limit must be a whole number between 1 and 50';
    for (const [query, message] of [
      ['page=0', page],
      ['page=abc', page],
      ['page=1.5', page],
      ['limit=0', limit],
      ['limit=51', limit],
      ['limit=x', limit],
    ]) {
      expect(await api.get(`${base}&${query}`)).toMatchObject({ status: 400, body: { message } });
    }
    expect(await api.get('/sellerRatingsPagenation?page=1')).toMatchObject({
      status: 400,
      body: { message: 'sellerId is required' },
    });
    expect(await api.get('/sellerRatingsPagenation?sellerId=SEL999')).toMatchObject({
      status: 404,
      body: { message: 'Seller not found' },
    });
  });
});

describe('POST /add-seller-rating', () => {
  const rate = (body: Record<string, unknown>, token: string | null = demoToken) =>
    api.post('/add-seller-rating', body, { token: token ?? undefined });

  it('stores the rating, which then leads the store ratings and updates the summary', async () => {
    const sellerId = await unratedSeller(USERS.demo.id);
    const before = (await api.get(`/getOneSeller?sellerId=${sellerId}`)).body.seller.rating;
    const body = {
      comment: 'Packed well and on time',
      customerId: USERS.demo.customDocId,
      rating: 4.5,
      sellerId,
      review: 'Reliable store',
    };
    const res = await rate(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: 'Rating added successfully' });

    const row = await first(
      api.queries,
      sql`SELECT * FROM seller_ratings WHERE sellerId = ${sellerId} AND userId = ${USERS.demo.id}`,
    );
    expect(row).toMatchObject({
      customerId: USERS.demo.customDocId,
      rating: 4.5,
      review: 'Reliable store',
      comment: 'Packed well and on time',
      createdAt: api.clock.now(),
    });

    const page = await api.get(`/sellerRatingsPagenation?sellerId=${sellerId}&limit=1`);
    expect(page.body.ratings[0]).toMatchObject({
      name: USERS.demo.name,
      rating: 4.5,
      review: 'Reliable store',
      comment: 'Packed well and on time',
    });
    expect(page.body.total).toBe(before.total + 1);
    const after = (await api.get(`/getOneSeller?sellerId=${sellerId}`)).body.seller.rating;
    expect(after.total).toBe(before.total + 1);
    expect(after.fiveRating).toBe(before.fiveRating + 1); // 4.5 stars count as five
    const mean = (await storedRatings(sellerId)).reduce((sum, r) => sum + r.rating, 0) / (before.total + 1);
    expect(after.average).toBe(Math.round(mean * 10) / 10);
  });

  it('answers 409 to a second rating of the same seller by the same customer and keeps one row', async () => {
    const sellerId = await unratedSeller(USERS.demo.id);
    const body = { comment: '', customerId: USERS.demo.customDocId, rating: 2.5, sellerId, review: 'Slow dispatch' };
    expect((await rate(body)).status).toBe(201);
    expect(
      await first(
        api.queries,
        sql`SELECT rating FROM seller_ratings WHERE sellerId = ${sellerId} AND userId = ${USERS.demo.id}`,
      ),
    ).toEqual({ rating: 2.5 });
    expect((await api.get(`/getOneSeller?sellerId=${sellerId}`)).body.seller.rating.threeRating).toBe(
      (await storedRatings(sellerId)).filter((r) => Math.round(r.rating) === 3).length,
    );
    const again = await rate({ ...body, rating: 5 });
    expect(again).toMatchObject({ status: 409, body: { message: 'You have already rated this seller' } });
    expect(await api.count('seller_ratings', sql`sellerId = ${sellerId} AND userId = ${USERS.demo.id}`)).toBe(1);
  });

  it('stores one row for simultaneous ratings of one seller: the unique index answers 409, never 500', async () => {
    const sellerId = await unratedSeller(USERS.demo.id);
    const body = { comment: '', customerId: USERS.demo.customDocId, rating: 4, sellerId, review: 'Twice at once' };
    const results = await Promise.all([1, 2, 3, 4].map(() => rate(body)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const refused = { message: 'You have already rated this seller', code: 'SELLER_ALREADY_RATED', field: 'sellerId' };
    for (const r of results.filter((x) => x.status === 409)) expect(r.body).toEqual(refused);
    expect(await api.count('seller_ratings', sql`sellerId = ${sellerId} AND userId = ${USERS.demo.id}`)).toBe(1);
  });

  it('validates the customer id and the rating, writing nothing', async () => {
    const sellerId = await unratedSeller(USERS.demo.id);
    const valid = { comment: 'ok', customerId: USERS.demo.customDocId, rating: 4, sellerId, review: 'ok' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, customerId: undefined }, 'Customer ID is not available'],
      [{ ...valid, customerId: '' }, 'Customer ID is not available'],
      [{ ...valid, rating: 0 }, RATING_MESSAGE],
      [{ ...valid, rating: 5.5 }, RATING_MESSAGE],
      [{ ...valid, rating: 3.3 }, RATING_MESSAGE],
      [{ ...valid, rating: '4' }, RATING_MESSAGE],
      [{ ...valid, rating: undefined }, RATING_MESSAGE],
      [{ ...valid, sellerId: undefined }, 'sellerId is required'],
    ];
    for (const [body, message] of cases) expect(await rate(body)).toMatchObject({ status: 400, body: { message } });
    expect(await api.count('seller_ratings', sql`sellerId = ${sellerId}`)).toBe((await storedRatings(sellerId)).length);
    expect(await api.count('seller_ratings', sql`userId = ${USERS.demo.id} AND sellerId = ${sellerId}`)).toBe(0);
  });

  it('answers 404 for an unknown seller and 403 for another customer’s id, writing nothing', async () => {
    const before = await api.count('seller_ratings');
    const unknown = await rate({
      comment: '',
      customerId: USERS.demo.customDocId,
      rating: 3,
      sellerId: 'SEL999',
      review: '',
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Seller not found' } });

    const secondToken = await api.signIn(SECOND);
    const sellerId = await unratedSeller(USERS.demo.id);
    const asDemo = await rate(
      { comment: 'x', customerId: USERS.demo.customDocId, rating: 1, sellerId, review: 'x' },
      secondToken,
    );
    expect(asDemo).toMatchObject({ status: 403, body: { message: 'Customer ID does not match the signed-in user' } });
    expect(await api.count('seller_ratings')).toBe(before);
  });

  it('needs a valid, unexpired token', async () => {
    const before = await api.count('seller_ratings');
    const body = { comment: '', customerId: USERS.demo.customDocId, rating: 3, sellerId: seller, review: '' };
    expect(await rate(body, null)).toMatchObject({ status: 401, body: { message: 'No token found' } });
    expect(await rate(body, 'not-a-token')).toMatchObject({
      status: 401,
      body: { message: 'Invalid or expired token' },
    });
    const token = await api.signIn();
    api.clock.advance(61 * 60 * 1000);
    try {
      expect(await rate(body, token)).toMatchObject({ status: 401, body: { message: 'Invalid or expired token' } });
    } finally {
      api.clock.advance(-61 * 60 * 1000);
    }
    expect(await api.count('seller_ratings')).toBe(before);
  });
});
