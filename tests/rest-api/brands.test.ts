import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { all, first } from '../../rest-api/src/db/queries.ts';
import { startApi, type TestApi } from '../helpers/api.ts';
import { BRANDS } from '../helpers/fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Brand = {
  brandId: string;
  brandName: string;
  brandLogo: string;
  createdDate: { _seconds: number };
  productCount: number;
};

const productsOf = async (brandId: string) =>
  (
    (await all(api.queries, sql`SELECT productId FROM products WHERE brandId = ${brandId} ORDER BY productId`)) as {
      productId: string;
    }[]
  ).map((r) => r.productId);

describe('GET /fetchBrands', () => {
  it('lists every brand by name with its product count', async () => {
    const res = await api.get<Brand[]>('/fetchBrands');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(await api.count('brands'));
    const names = res.body.map((b) => b.brandName.toLowerCase());
    expect(names).toEqual([...names].sort());
    for (const brand of res.body) expect(brand.productCount).toBe((await productsOf(brand.brandId)).length);
    const stored = (await first(api.queries, sql`SELECT * FROM brands WHERE brandId = ${BRANDS.withProducts}`)) as {
      brandName: string;
      createdDate: number;
    };
    expect(res.body.find((b) => b.brandId === BRANDS.withProducts)).toEqual({
      brandId: BRANDS.withProducts,
      brandName: stored.brandName,
      brandLogo: `/images/brands/${BRANDS.withProducts}.webp`,
      createdDate: { _seconds: Math.floor(stored.createdDate / 1000), _nanoseconds: (stored.createdDate % 1000) * 1e6 },
      productCount: (await productsOf(BRANDS.withProducts)).length,
    });
    expect(res.body.find((b) => b.brandId === BRANDS.withoutProducts)?.productCount).toBe(0);
  });
});

describe('GET /getTopBrand', () => {
  it('lists only top brands that have products', async () => {
    const res = await api.get<Brand[]>('/getTopBrand');
    expect(res.status).toBe(200);
    const expected = (await all(
      api.queries,
      sql`SELECT brandId FROM brands b WHERE topBrand = 1 AND EXISTS (SELECT 1 FROM products p WHERE p.brandId = b.brandId)`,
    )) as { brandId: string }[];
    expect(res.body.map((b) => b.brandId).sort()).toEqual(expected.map((b) => b.brandId).sort());
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((b) => b.productCount > 0)).toBe(true);
    // BRD099 is flagged as a top brand but has no products.
    expect(await api.count('brands', sql`brandId = ${BRANDS.withoutProducts} AND topBrand = 1`)).toBe(1);
    expect(res.body.map((b) => b.brandId)).not.toContain(BRANDS.withoutProducts);
  });
});

describe('GET /getBrandWiseProducts/{brandId}', () => {
  it("lists the brand's products", async () => {
    const res = await api.get('/getBrandWiseProducts/' + BRANDS.withProducts);
    expect(res.status).toBe(200);
    expect(res.body.map((p: { productId: string }) => p.productId)).toEqual(await productsOf(BRANDS.withProducts));
    expect(
      res.body.every(
        (p: { brandId: string; brandDetails: { brandId: string } }) =>
          p.brandId === BRANDS.withProducts && p.brandDetails.brandId === BRANDS.withProducts,
      ),
    ).toBe(true);
  });

  it('answers an empty list for a brand without products and 404 for an unknown brand', async () => {
    expect(await api.get('/getBrandWiseProducts/' + BRANDS.withoutProducts)).toMatchObject({ status: 200, body: [] });
    expect(await api.get('/getBrandWiseProducts/BRD999')).toMatchObject({
      status: 404,
      body: { message: 'Brand not found' },
    });
  });
});

describe('GET /getbrandPage', () => {
  it('returns every brand page record without brandId', async () => {
    const res = await api.get('/getbrandPage');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(await api.count('brand_pages'));
    expect(res.body.length).toBeGreaterThan(0);
  });

  it("returns one brand's page with its sections in the stored order", async () => {
    const res = await api.get('/getbrandPage?brandId=' + BRANDS.withProducts);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const stored = (await first(
      api.queries,
      sql`SELECT * FROM brand_pages WHERE brandId = ${BRANDS.withProducts}`,
    )) as Record<string, string>;
    const page = res.body[0];
    expect(page.order).toEqual(JSON.parse(stored.sectionOrder!));
    expect(page.order).toContain('productSection');
    expect(page).toMatchObject({
      brandId: BRANDS.withProducts,
      bannerSection: { imageUrl: `/images/brands/${BRANDS.withProducts}-banner.webp`, title: expect.any(String) },
      gallerySection: {
        Title: expect.any(String),
        Description: expect.any(String),
        imageUrl: `/images/brands/${BRANDS.withProducts}-gallery.webp`,
      },
      videoSection: { link: expect.any(String) },
      logo: `/images/brands/${BRANDS.withProducts}.webp`,
      createdDate: { _seconds: expect.any(Number), _nanoseconds: expect.any(Number) },
    });
    expect(page.brandName).toBe(
      (
        (await first(api.queries, sql`SELECT brandName FROM brands WHERE brandId = ${BRANDS.withProducts}`)) as {
          brandName: string;
        }
      ).brandName,
    );
  });

  it('answers an empty list for a brand without a page and 400 for an empty brandId', async () => {
    expect(await api.get('/getbrandPage?brandId=' + BRANDS.withoutProducts)).toMatchObject({ status: 200, body: [] });
    expect(await api.get('/getbrandPage?brandId=')).toMatchObject({
      status: 400,
      body: { message: 'brandId must not be empty' },
    });
  });
});
