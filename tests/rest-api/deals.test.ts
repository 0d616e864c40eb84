import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { all, first } from '../../rest-api/src/db/queries.ts';
import { startApi, type TestApi } from '../helpers/api.ts';
import { BRANDS, CATEGORIES, SELLERS } from '../helpers/fixtures.ts';

type Ts = { _seconds: number; _nanoseconds: number };
const ms = (t: Ts) => t._seconds * 1000 + t._nanoseconds / 1e6;
const ids = (items: { productId: string }[]) => items.map((p) => p.productId);

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** Moves the clock for one check and always moves it back, so other tests see the seeded "now". */
async function atTime<T>(advanceMs: number, check: () => Promise<T>): Promise<T> {
  api.clock.advance(advanceMs);
  try {
    return await check();
  } finally {
    api.clock.advance(-advanceMs);
  }
}

describe('home', () => {
  it('GET /gethomebanner lists banners by position; category banners name their categories', async () => {
    const res = await api.get('/gethomebanner');
    expect(res.status).toBe(200);
    const stored = (await all(api.queries, sql`SELECT id FROM banners ORDER BY position`)) as { id: string }[];
    expect(res.body.map((b: { id: string }) => b.id)).toEqual(stored.map((b) => b.id));
    const category = res.body.filter((b: { dealType: string }) => b.dealType === 'Category');
    const product = res.body.filter((b: { dealType: string }) => b.dealType === 'Product');
    expect(category.length).toBeGreaterThan(0);
    expect(product.length).toBeGreaterThan(0);
    for (const b of category) {
      expect(b.categoryDetails.map((d: { id: string }) => d.id)).toEqual(b.selectedValue);
      for (const d of b.categoryDetails) {
        const row = (await first(api.queries, sql`SELECT name FROM categories WHERE id = ${d.id}`)) as { name: string };
        expect(d.categoryName).toBe(row.name);
      }
    }
    expect(category.some((b: { selectedValue: string[] }) => b.selectedValue.includes(CATEGORIES.groceries))).toBe(
      true,
    );
    for (const b of product) {
      expect(b.categoryDetails).toEqual([]);
      expect(await api.count('products', sql`productId IN (${sql.join(b.selectedValue)})`)).toBe(
        b.selectedValue.length,
      );
    }
    expect(res.body[0].image).toMatch(/^\/images\//);
  });

  it('GET /getNewArrivalProd gives the 20 newest new arrivals; /getNewArrivalData gives them all', async () => {
    const all = await api.get('/getNewArrivalData');
    expect(all.status).toBe(200);
    expect(all.body.length).toBe(await api.count('products', sql`newArrivals = 1`));
    expect(all.body.length).toBeGreaterThan(20);
    const created = all.body.map((p: { createdAt: Ts }) => ms(p.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(all.body.every((p: { newArrivals: boolean }) => p.newArrivals)).toBe(true);

    const home = await api.get('/getNewArrivalProd');
    expect(home.status).toBe(200);
    expect(home.body).toHaveLength(20);
    expect(ids(home.body)).toEqual(ids(all.body).slice(0, 20));
  });

  it('GET /getFeaturedProducts lists exactly the featured products', async () => {
    const res = await api.get('/getFeaturedProducts');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(await api.count('products', sql`featured = 1`));
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((p: { featured: boolean }) => p.featured)).toBe(true);
  });

  it('GET /getDiscountForYouDetails lists the discounts with their parent category names', async () => {
    const res = await api.get('/getDiscountForYouDetails');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(await api.count('discounts'));
    for (const d of res.body) {
      const row = (await first(api.queries, sql`SELECT name FROM categories WHERE id = ${d.parentCategoryId}`)) as {
        name: string;
      };
      expect(d.parentCategoryName).toBe(row.name);
      expect(d.discount).toBeGreaterThan(0);
      expect(d.imgUrl).toMatch(/^\/images\//);
    }
  });

  it('GET /get-discount-products/{id} lists the discounted products of the whole category subtree', async () => {
    const discount = (await first(
      api.queries,
      sql`SELECT id, parentCategoryId FROM discounts WHERE parentCategoryId = ${CATEGORIES.groceries}`,
    )) as {
      id: string;
      parentCategoryId: string;
    };
    const res = await api.get(`/get-discount-products/${discount.id}`);
    expect(res.status).toBe(200);
    // The catalog is three levels deep: leaf, its parent, its grandparent.
    const expected = await api.count(
      'products p JOIN categories l ON l.id = p.categoryId JOIN categories m ON m.id = l.parentCategory',
      sql`p.discount = 1 AND ${discount.parentCategoryId} IN (l.id, m.id, m.parentCategory)`,
    );
    expect(res.body.length).toBe(expected);
    expect(res.body.length).toBeGreaterThan(0);
    for (const p of res.body) {
      expect(p.discount).toBe(true);
      expect(p.categoryIds).toContain(discount.parentCategoryId);
    }
  });

  it('GET /get-discount-products/{id} answers 404 for an unknown discount', async () => {
    const res = await api.get('/get-discount-products/DSC999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Discount not found', code: 'DISCOUNT_NOT_FOUND' });
  });
});

describe('top deals', () => {
  it('GET /fetchDeals lists the top-deal banners', async () => {
    const res = await api.get('/fetchDeals');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(await api.count('deals', sql`kind = 'topDeal'`));
    for (const d of res.body)
      expect(d).toEqual({
        id: expect.any(String),
        title: expect.any(String),
        bannerUrl: expect.stringMatching(/^\/images\//),
      });
  });

  it('GET /getTopDealProduct lists exactly the top-deal products', async () => {
    const res = await api.get('/getTopDealProduct');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(await api.count('products', sql`topDeals = 1`));
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((p: { topDeals: boolean }) => p.topDeals)).toBe(true);
  });
});

describe('limited-time deals', () => {
  it('GET /fetchLimitedTimeDeals lists running campaigns with their images; an ended one disappears', async () => {
    const res = await api.get('/fetchLimitedTimeDeals');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(await api.count('deals', sql`kind = 'limitedTime'`));
    for (const d of res.body) {
      expect(ms(d.endDate)).toBeGreaterThan(api.clock.now());
      expect(d.image.length).toBeGreaterThan(0);
      d.image.forEach((url: string) => expect(url).toMatch(/^\/images\//));
    }
    const first = Math.min(...res.body.map((d: { endDate: Ts }) => ms(d.endDate)));
    const later = await atTime(first - api.clock.now() + 1000, () => api.get('/fetchLimitedTimeDeals'));
    expect(later.body.length).toBe(res.body.length - 1);
    expect(later.body.every((d: { endDate: Ts }) => ms(d.endDate) > first)).toBe(true);
  });

  it('GET /getlimitedTimeProducts lists running offers soonest first; one past its end disappears', async () => {
    const res = await api.get('/getlimitedTimeProducts');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(1);
    const ends = res.body.map((p: { limitedTimeEndDate: Ts }) => ms(p.limitedTimeEndDate));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    expect(ends.every((end: number) => end > api.clock.now())).toBe(true);
    expect(res.body.every((p: { limitedTimeOffer: boolean }) => p.limitedTimeOffer)).toBe(true);

    const soonest = res.body[0];
    const later = await atTime(ends[0] - api.clock.now() + 1, () => api.get('/getlimitedTimeProducts'));
    expect(ids(later.body)).not.toContain(soonest.productId);
    expect(later.body.length).toBe(ends.filter((end: number) => end > ends[0]).length);
  });
});

describe('featured brands', () => {
  it('GET /fetchFeaturedBrands lists banners with the brand details', async () => {
    const res = await api.get('/fetchFeaturedBrands');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(await api.count('deals', sql`kind = 'featuredBrand'`));
    for (const d of res.body) {
      const brand = await first(
        api.queries,
        sql`SELECT brandId, brandName, brandLogo FROM brands WHERE brandId = ${d.selectedBrandDetails.brandId}`,
      );
      expect(d.selectedBrandDetails).toEqual(brand);
    }
    expect(
      res.body.map((d: { selectedBrandDetails: { brandId: string } }) => d.selectedBrandDetails.brandId),
    ).toContain(BRANDS.withProducts);
  });

  it('GET /getfeaturedproductsWiseBrand gives each featured brand with up to 20 of its products', async () => {
    const banners = (await api.get('/fetchFeaturedBrands')).body as { selectedBrandDetails: { brandId: string } }[];
    const res = await api.get('/getfeaturedproductsWiseBrand');
    expect(res.status).toBe(200);
    expect(res.body.map((b: { brandId: string }) => b.brandId)).toEqual([
      ...new Set(banners.map((b) => b.selectedBrandDetails.brandId)),
    ]);
    for (const b of res.body) {
      expect(b.products.length).toBe(Math.min(20, await api.count('products', sql`brandId = ${b.brandId}`)));
      expect(b.products.every((p: { brandId: string }) => p.brandId === b.brandId)).toBe(true);
    }
    expect(res.body.some((b: { products: unknown[] }) => b.products.length > 0)).toBe(true);
  });
});

describe('top stores', () => {
  it('GET /topStoreGetting lists the promoted stores with name and join date', async () => {
    const res = await api.get('/topStoreGetting');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(await api.count('deals', sql`kind = 'topStore'`));
    for (const s of res.body) {
      const seller = (await first(
        api.queries,
        sql`SELECT storename, createdDate FROM sellers WHERE sellerId = ${s.sellerId}`,
      )) as {
        storename: string;
        createdDate: number;
      };
      expect(s.storedetails).toEqual({ storename: seller.storename });
      expect(ms(s.createdDate)).toBe(seller.createdDate);
    }
    expect(res.body.map((s: { sellerId: string }) => s.sellerId)).toContain(SELLERS.withRatings);
  });

  it("GET /topStoreGetting gives each store's top brand as selectedBrandDetails (most products, ties by name)", async () => {
    const res = await api.get('/topStoreGetting');
    for (const s of res.body) {
      const counts = (await all(
        api.queries,
        sql`SELECT b.brandId, b.brandName, b.brandLogo, COUNT(*) AS n FROM products p JOIN brands b ON b.brandId = p.brandId
          WHERE p.sellerId = ${s.sellerId} GROUP BY b.brandId`,
      )) as { brandId: string; brandName: string; brandLogo: string; n: number }[];
      const most = Math.max(...counts.map((c) => c.n));
      const [top] = counts.filter((c) => c.n === most).sort((a, b) => (a.brandName < b.brandName ? -1 : 1));
      expect(s.selectedBrandDetails).toEqual({
        brandId: top!.brandId,
        brandName: top!.brandName,
        brandLogo: top!.brandLogo,
      });
    }
    const first = res.body.find((s: { sellerId: string }) => s.sellerId === SELLERS.withRatings);
    const sellersBrands = (await api.get(`/getSellersBrand?sellerId=${SELLERS.withRatings}`)).body;
    expect(first.selectedBrandDetails.brandId).toBe(sellersBrands[0].brandId);
  });

  it('GET /topStoreGetting gives null selectedBrandDetails for a top store without products', async () => {
    await sql`INSERT INTO sellers (sellerId, storename, gstNumber, pincode, city, image, createdDate, topStore)
      VALUES ('SELEMPTY', 'Empty Store', '27ABCDE1234F1Z5', '400001', 'Mumbai', '/images/sellers/SELEMPTY.svg', 0, 1)`.execute(
      api.queries,
    );
    await sql`INSERT INTO deals (id, kind, title, image, images, brandId, sellerId, endDate, position)
      VALUES ('DEALEMPTY', 'topStore', 'Top Store', '/images/deals/DEALEMPTY.svg', '[]', NULL, 'SELEMPTY', NULL, 999)`.execute(
      api.queries,
    );
    try {
      const res = await api.get('/topStoreGetting');
      expect(res.status).toBe(200);
      const empty = res.body.find((s: { id: string }) => s.id === 'DEALEMPTY');
      expect(empty).toMatchObject({
        sellerId: 'SELEMPTY',
        storedetails: { storename: 'Empty Store' },
        selectedBrandDetails: null,
      });
      expect(res.body.filter((s: { selectedBrandDetails: unknown }) => s.selectedBrandDetails !== null).length).toBe(
        res.body.length - 1,
      );
    } finally {
      await sql`DELETE FROM deals WHERE id = 'DEALEMPTY'`.execute(api.queries);
      await sql`DELETE FROM sellers WHERE sellerId = 'SELEMPTY'`.execute(api.queries);
    }
  });

  it('GET /topStoreProducts gives every top store with up to 20 of its products', async () => {
    const stores = (await api.get('/topStoreGetting')).body as {
      sellerId: string;
      storedetails: { storename: string };
    }[];
    const res = await api.get('/topStoreProducts');
    expect(res.status).toBe(200);
    expect(res.body.map((s: { sellerId: string; storedetails: unknown }) => [s.sellerId, s.storedetails])).toEqual(
      stores.map((s) => [s.sellerId, s.storedetails]),
    );
    for (const s of res.body) {
      expect(s.products.length).toBe(Math.min(20, await api.count('products', sql`sellerId = ${s.sellerId}`)));
      expect(s.products.every((p: { sellerId: string }) => p.sellerId === s.sellerId)).toBe(true);
    }
  });
});
