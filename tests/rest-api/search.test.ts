import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { all, first } from '../../rest-api/src/db/queries.ts';
import { startApi, type TestApi } from '../helpers/api.ts';
import { BRANDS, PRODUCTS } from '../helpers/fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Listing = {
  productId: string;
  name: string;
  brandDetails: { brandName: string };
  rating: number;
  ratings: number;
};

/** Products whose name or brand name contains q, case-insensitive, counted independently of the API's LIKE. */
async function matching(q: string): Promise<string[]> {
  const rows = (await all(
    api.queries,
    sql`SELECT p.productId, p.name, b.brandName FROM products p JOIN brands b ON b.brandId = p.brandId`,
  )) as {
    productId: string;
    name: string;
    brandName: string;
  }[];
  const needle = q.toLowerCase();
  return rows
    .filter((r) => r.name.toLowerCase().includes(needle) || r.brandName.toLowerCase().includes(needle))
    .map((r) => r.productId);
}

const contains = (p: Listing, q: string) =>
  p.name.toLowerCase().includes(q.toLowerCase()) || p.brandDetails.brandName.toLowerCase().includes(q.toLowerCase());

describe('GET /getSearchProd', () => {
  it('finds products whose name contains q, case-insensitive, names starting with q first', async () => {
    const res = await api.get<Listing[]>('/getSearchProd?q=RICE');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((p) => contains(p, 'rice'))).toBe(true);
    expect(res.body.map((p) => p.productId).sort()).toEqual((await matching('rice')).sort());
    const lower = await api.get<Listing[]>('/getSearchProd?q=rice');
    expect(lower.body).toEqual(res.body);
  });

  it('gives each product its average rating as ratings too (the documented field list)', async () => {
    const res = await api.get<Listing[]>('/getSearchProd?q=a');
    expect(res.body.every((p) => p.ratings === p.rating)).toBe(true);
    const suggested = (await api.get('/getSearch-suggestions?q=a')).body as { productId: string; ratings: number }[];
    expect(suggested.map((s) => s.ratings)).toEqual(res.body.slice(0, suggested.length).map((p) => p.ratings));
    expect(res.body.some((p) => p.ratings > 0)).toBe(true);
  });

  it('ranks names that start with q before the rest', async () => {
    const name = (await first(api.queries, sql`SELECT name FROM products WHERE productId = ${PRODUCTS.inStock}`)) as {
      name: string;
    };
    const word = name.name.split(' ')[0]!;
    const res = await api.get<Listing[]>(`/getSearchProd?q=${encodeURIComponent(word.toLowerCase())}`);
    const starts = res.body.map((p) => p.name.toLowerCase().startsWith(word.toLowerCase()));
    expect(starts[0]).toBe(true);
    expect(starts).toContain(false);
    expect(starts.indexOf(false) === -1 || !starts.slice(starts.indexOf(false)).includes(true)).toBe(true);
  });

  it('matches the brand name too', async () => {
    const { brandName } = (await first(
      api.queries,
      sql`SELECT brandName FROM brands WHERE brandId = ${BRANDS.withProducts}`,
    )) as {
      brandName: string;
    };
    const res = await api.get<Listing[]>(`/getSearchProd?q=${encodeURIComponent(brandName)}`);
    const ofBrand = (
      (await all(api.queries, sql`SELECT productId FROM products WHERE brandId = ${BRANDS.withProducts}`)) as {
        productId: string;
      }[]
    ).map((r) => r.productId);
    expect(res.body.map((p) => p.productId)).toEqual(expect.arrayContaining(ofBrand));
  });

  it('returns every match, however many (the storefront counts them and their brands)', async () => {
    for (const q of ['a', 'chai']) {
      const expected = await matching(q);
      const res = await api.get<Listing[]>(`/getSearchProd?q=${q}`);
      expect(res.body.map((p) => p.productId).sort()).toEqual(expected.sort());
    }
    expect((await matching('a')).length).toBeGreaterThan(100);
  });

  it('takes % and _ literally', async () => {
    for (const q of ['%', '_', 'a%b']) {
      const res = await api.get<Listing[]>(`/getSearchProd?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.body.map((p) => p.productId)).toEqual(await matching(q));
    }
  });

  it('takes FTS syntax literally in indexed queries (quotes, operators, stars)', async () => {
    for (const q of ['ri"ce', 'rice OR tea', 'ric*', 'NEAR(a b)']) {
      const res = await api.get<Listing[]>(`/getSearchProd?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.body.map((p) => p.productId).sort()).toEqual((await matching(q)).sort());
    }
  });

  it.each(['', '%20%20', null])('rejects an empty query (%s)', async (q) => {
    const res = await api.get(q === null ? '/getSearchProd' : `/getSearchProd?q=${q}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'q is required', code: 'INVALID_INPUT', field: 'q' });
  });

  it.each(['%00%00%00', 'ri%00ce', 'abc%00', 'a%09b', 'rice%0A', '%1F', '%7Fab', '%C2%85ab'])(
    'rejects control characters (%s)',
    async (q) => {
      for (const path of ['/getSearchProd', '/getSearch-suggestions']) {
        expect(await api.get(`${path}?q=${q}`)).toMatchObject({
          status: 400,
          body: { message: 'q must not contain control characters' },
        });
      }
    },
  );

  it('rejects a query over 100 characters', async () => {
    const res = await api.get(`/getSearchProd?q=${'x'.repeat(101)}`);
    expect(res).toMatchObject({ status: 400, body: { message: 'q must be at most 100 characters' } });
  });
});

describe('GET /getSearch-suggestions', () => {
  it('suggests at most 10 products with prices, stock and the average rating, cacheable', async () => {
    const res = await api.get('/getSearch-suggestions?q=a');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(10);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const first = res.body[0];
    expect(Object.keys(first).sort()).toEqual(['name', 'price', 'productId', 'ratings', 'sellingPrice', 'stock']);
    const full = (await api.get<Listing[]>('/getSearchProd?q=a')).body.slice(0, 10);
    expect(res.body.map((s: { productId: string }) => s.productId)).toEqual(full.map((p) => p.productId));
  });

  it('gives the weighted average rating of the product', async () => {
    type Row = {
      name: string;
      stock: number;
      price: number;
      sellingPrice: number;
      oneRating: number;
      twoRating: number;
      threeRating: number;
      fourRating: number;
      fiveRating: number;
    };
    const row = (await first(
      api.queries,
      sql`SELECT name, stock, price, sellingPrice, oneRating, twoRating, threeRating, fourRating, fiveRating FROM products WHERE productId = ${PRODUCTS.inStock}`,
    )) as Row;
    const stars = [row.oneRating, row.twoRating, row.threeRating, row.fourRating, row.fiveRating];
    const count = stars.reduce((a, b) => a + b, 0);
    expect(count).toBeGreaterThan(0);
    const average = Math.round((stars.reduce((sum, n, i) => sum + n * (i + 1), 0) / count) * 10) / 10;
    const res = await api.get(`/getSearch-suggestions?q=${encodeURIComponent(row.name)}`);
    const hit = res.body.find((s: { productId: string }) => s.productId === PRODUCTS.inStock);
    expect(hit).toEqual({
      name: row.name,
      productId: PRODUCTS.inStock,
      ratings: average,
      stock: row.stock,
      price: row.price,
      sellingPrice: row.sellingPrice,
    });
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await api.get('/getSearch-suggestions?q=zzzzqqq');
    expect(res).toMatchObject({ status: 200, body: [] });
  });

  it.each(['', '%20'])('rejects an empty query (%s)', async (q) => {
    const res = await api.get(`/getSearch-suggestions?q=${q}`);
    expect(res).toMatchObject({ status: 400, body: { message: 'q is required' } });
  });
});
