import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { PRODUCTS } from '../helpers/fixtures.ts';
import { publicUrl, startGateway, type TestGateway, answered } from '../helpers/gateway.ts';
import {
  combinedCase,
  expectEachOnce,
  LIST_ARGS,
  LIST_FIELDS,
  LIST_VARIABLES,
  measured,
  productIds,
} from '../helpers/listingCases.ts';

type Ts = { _seconds: number; _nanoseconds: number };
const iso = (t: Ts) => new Date(t._seconds * 1000 + t._nanoseconds / 1e6).toISOString();

let gw: TestGateway;
beforeAll(async () => {
  // The gateway tells running offers by the REST API's hand-moved clock.
  gw = await startGateway({ now: () => gw.api.clock.now() });
});
afterAll(() => gw.close());

const rest = async (path: string) => (await gw.api.get(path)).body;

/** Checks a top-level product list: the whole list by default (price low to high), then the combined case. */
async function expectListing(field: string, restProducts: any[]) {
  const query = /* GraphQL */ `query (${LIST_VARIABLES}) { ${field}(${LIST_ARGS}) { ${LIST_FIELDS} } }`;
  const all = await gw.graphql(query);
  expect(all.body.errors).toBeUndefined();
  expect(all.body.data[field].totalCount).toBe(restProducts.length);
  const byPrice = [...restProducts].sort((a, b) => a.sellingPrice - b.sellingPrice).map((p) => p.productId);
  expect(productIds(all.body.data[field])).toEqual(byPrice);

  const { variables, expected } = combinedCase(restProducts);
  expect(expected.length).toBeGreaterThan(0);
  const filtered = await gw.graphql(query, variables);
  expect(productIds(filtered.body.data[field])).toEqual(expected);
  expect(filtered.body.data[field].totalCount).toBe(expected.length);
}

describe('top deals', () => {
  it('gives the banners and the top-deal products, each REST resource once', async () => {
    const result = await measured(
      gw,
      /* GraphQL */ `
        {
          topDealBanners {
            dealId
            title
            image {
              url
              alt
            }
          }
          topDealProducts(first: 5) {
            totalCount
          }
        }
      `,
    );
    expect(result.body.errors).toBeUndefined();
    const deals = await rest('/fetchDeals');
    expect(result.body.data.topDealBanners).toEqual(
      deals.map((d: any) => ({ dealId: d.id, title: d.title, image: { url: publicUrl(d.bannerUrl), alt: d.title } })),
    );
    expect(result.calls.sort()).toEqual(['GET /fetchDeals', 'GET /getTopDealProduct']);
    expectEachOnce(gw, result);
  });

  it('filters and sorts the top-deal products', async () => {
    await expectListing('topDealProducts', await rest('/getTopDealProduct'));
  });
});

describe('limited-time deals', () => {
  it('gives running campaigns with their end and images', async () => {
    const { body } = await gw.graphql(/* GraphQL */ `
      {
        limitedTimeDealBanners {
          dealId
          title
          endsAt
          images {
            url
          }
        }
      }
    `);
    const deals = await rest('/fetchLimitedTimeDeals');
    expect(deals.length).toBeGreaterThan(0);
    expect(body.data.limitedTimeDealBanners).toEqual(
      deals.map((d: any) => ({
        dealId: d.id,
        title: d.title,
        endsAt: iso(d.endDate),
        images: d.image.map((url: string) => ({ url: publicUrl(url) })),
      })),
    );
  });

  it('lists the offers soonest ending first (RECOMMENDED), each with its countdown end', async () => {
    const products = await rest('/getlimitedTimeProducts');
    const { body } = await gw.graphql(/* GraphQL */ `
      {
        limitedTimeDealProducts(sort: RECOMMENDED, first: 100) {
          totalCount
          edges {
            node {
              productId
              limitedTimeEndsAt
            }
          }
        }
      }
    `);
    expect(body.data.limitedTimeDealProducts.edges.map((e: any) => e.node)).toEqual(
      products.map((p: any) => ({ productId: p.productId, limitedTimeEndsAt: iso(p.limitedTimeEndDate) })),
    );
    await expectListing('limitedTimeDealProducts', products);
  });

  it('gives limitedTimeEndsAt null without an offer and once the offer has ended', async () => {
    const [soonest] = await rest('/getlimitedTimeProducts');
    const query = /* GraphQL */ `
      query ($id: ID!) {
        a: product(productId: $id) {
          limitedTimeEndsAt
        }
      }
    `;
    expect((await gw.graphql(query, { id: PRODUCTS.inStock })).body.data.a.limitedTimeEndsAt).toBeNull();
    expect((await gw.graphql(query, { id: soonest.productId })).body.data.a.limitedTimeEndsAt).toBe(
      iso(soonest.limitedTimeEndDate),
    );
    const untilEnd = soonest.limitedTimeEndDate._seconds * 1000 - gw.api.clock.now();
    gw.api.clock.advance(untilEnd + 1);
    try {
      expect((await gw.graphql(query, { id: soonest.productId })).body.data.a.limitedTimeEndsAt).toBeNull();
    } finally {
      gw.api.clock.advance(-(untilEnd + 1));
    }
  });
});

describe('featured brands', () => {
  const QUERY = /* GraphQL */ `query (${LIST_VARIABLES}) { featuredBrands { dealId image { url } brand { brandId name logo { url } }
    products(${LIST_ARGS}) { ${LIST_FIELDS} } } }`;

  it("gives each banner with its brand and that brand's featured products, each REST resource once", async () => {
    const result = await measured(gw, QUERY);
    expect(result.body.errors).toBeUndefined();
    const banners = await rest('/fetchFeaturedBrands');
    const sections = await rest('/getfeaturedproductsWiseBrand');
    const featured = result.body.data.featuredBrands;
    expect(featured.map((f: any) => [f.dealId, f.image.url, f.brand.brandId, f.brand.name, f.brand.logo.url])).toEqual(
      banners.map((b: any) => {
        const brand = b.selectedBrandDetails;
        return [b.id, publicUrl(b.image), brand.brandId, brand.brandName, publicUrl(brand.brandLogo)];
      }),
    );
    for (const f of featured) {
      const section = sections.find((s: any) => s.brandId === f.brand.brandId);
      expect(f.products.totalCount).toBe(section.products.length);
      expect(productIds(f.products).sort()).toEqual(section.products.map((p: any) => p.productId).sort());
    }
    expect(result.calls.sort()).toEqual(['GET /fetchFeaturedBrands', 'GET /getfeaturedproductsWiseBrand']);
    expectEachOnce(gw, result);
  });

  it("filters and sorts a featured brand's products", async () => {
    const [section] = await rest('/getfeaturedproductsWiseBrand');
    const { variables, expected } = combinedCase(section.products);
    const { body } = await gw.graphql(QUERY, variables);
    const first = body.data.featuredBrands.find((f: any) => f.brand.brandId === section.brandId);
    expect(productIds(first.products)).toEqual(expected);
  });
});

describe('top stores', () => {
  const QUERY = /* GraphQL */ `query (${LIST_VARIABLES}) { topStores { dealId image { url } seller { sellerId storeName joinedAt }
    topBrand { brandId name } products(${LIST_ARGS}) { ${LIST_FIELDS} } } }`;

  it('gives each store with its top brand and products, each REST resource once', async () => {
    const result = await measured(gw, QUERY);
    expect(result.body.errors).toBeUndefined();
    const stores = await rest('/topStoreGetting');
    const sections = await rest('/topStoreProducts');
    expect(
      result.body.data.topStores.map((s: any) => [
        s.dealId,
        s.image.url,
        s.seller.sellerId,
        s.seller.storeName,
        s.seller.joinedAt,
        s.topBrand?.brandId,
      ]),
    ).toEqual(
      stores.map((s: any) => [
        s.id,
        publicUrl(s.image),
        s.sellerId,
        s.storedetails.storename,
        iso(s.createdDate),
        s.selectedBrandDetails?.brandId,
      ]),
    );
    for (const store of result.body.data.topStores) {
      const section = sections.find((s: any) => s.sellerId === store.seller.sellerId);
      expect(productIds(store.products).sort()).toEqual(section.products.map((p: any) => p.productId).sort());
    }
    expect(result.calls.sort()).toEqual(['GET /topStoreGetting', 'GET /topStoreProducts']);
    expectEachOnce(gw, result);

    const [section] = sections;
    const { variables, expected } = combinedCase(section.products);
    const filtered = await gw.graphql(QUERY, variables);
    expect(
      productIds(filtered.body.data.topStores.find((s: any) => s.seller.sellerId === section.sellerId).products),
    ).toEqual(expected);
  });

  it("answers the page's products as one list whose facets span every store (the sidebar), one REST call", async () => {
    const sections = await rest('/topStoreProducts');
    const all = sections.flatMap((s: any) => s.products);
    await expectListing('topStoreProducts', all);
    const result = await measured(
      gw,
      /* GraphQL */ `
        {
          topStoreProducts(first: 0) {
            totalCount
            facets {
              brands {
                brand {
                  brandId
                }
                count
              }
              priceRange {
                min {
                  amount
                }
                max {
                  amount
                }
              }
            }
          }
        }
      `,
    );
    expect(result.calls).toEqual(['GET /topStoreProducts']);
    const { facets, totalCount } = result.body.data.topStoreProducts;
    expect(totalCount).toBe(all.length);
    const counts = new Map<string, number>();
    for (const p of all) counts.set(p.brandId, (counts.get(p.brandId) ?? 0) + 1);
    expect(Object.fromEntries(facets.brands.map((b: any) => [b.brand.brandId, b.count]))).toEqual(
      Object.fromEntries(counts),
    );
    const prices = all.map((p: any) => p.sellingPrice);
    expect([Number(facets.priceRange.min.amount), Number(facets.priceRange.max.amount)]).toEqual([
      Math.min(...prices),
      Math.max(...prices),
    ]);
  });

  it('gives a store without products no top brand and an empty list', async () => {
    await sql`INSERT INTO sellers (sellerId, storename, gstNumber, pincode, city, image, createdDate, topStore)
      VALUES ('SELEMPTY', 'Empty Store', '27ABCDE1234F1Z5', '400001', 'Mumbai', '/images/sellers/SELEMPTY.svg', 0, 1)`.execute(
      gw.api.queries,
    );
    await sql`INSERT INTO deals (id, kind, title, image, images, brandId, sellerId, endDate, position)
      VALUES ('DEALEMPTY', 'topStore', 'Top Store', '/images/deals/DEALEMPTY.svg', '[]', NULL, 'SELEMPTY', NULL, 999)`.execute(
      gw.api.queries,
    );
    try {
      const { body } = await gw.graphql(QUERY);
      expect(body.data.topStores.at(-1)).toMatchObject({
        dealId: 'DEALEMPTY',
        seller: { storeName: 'Empty Store' },
        topBrand: null,
        products: { totalCount: 0, edges: [] },
      });
    } finally {
      await sql`DELETE FROM deals WHERE id = 'DEALEMPTY'`.execute(gw.api.queries);
      await sql`DELETE FROM sellers WHERE sellerId = 'SELEMPTY'`.execute(gw.api.queries);
    }
  });
});

describe('new arrivals page', () => {
  it('lists every new arrival (more than the home section), newest first with RECOMMENDED', async () => {
    const products = await rest('/getNewArrivalData');
    expect(products.length).toBeGreaterThan(20);
    const { body } = await gw.graphql(/* GraphQL */ `
      {
        newArrivalProducts(sort: RECOMMENDED, first: 100) {
          totalCount
          edges {
            node {
              productId
              badge
            }
          }
        }
      }
    `);
    expect(productIds(body.data.newArrivalProducts)).toEqual(products.map((p: any) => p.productId));
    await expectListing('newArrivalProducts', products);
  });
});

describe('discounts', () => {
  const QUERY = /* GraphQL */ `query ($id: ID!, ${LIST_VARIABLES}) { discount(discountId: $id) { discountId upToPercentOff image { url }
    category { categoryId } products(${LIST_ARGS}) { ${LIST_FIELDS} } } }`;

  it("gives a campaign with its category's discounted products, each REST resource once", async () => {
    const [campaign] = await rest('/getDiscountForYouDetails');
    const products = await rest(`/get-discount-products/${campaign.id}`);
    const result = await measured(gw, QUERY, { id: campaign.id, sort: 'RECOMMENDED' });
    expect(result.body.data.discount).toMatchObject({
      discountId: campaign.id,
      upToPercentOff: campaign.discount,
      image: { url: publicUrl(campaign.imgUrl) },
      category: { categoryId: campaign.parentCategoryId },
    });
    expect(productIds(result.body.data.discount.products)).toEqual(products.map((p: any) => p.productId));
    expect(result.calls.map((c) => c.split('?')[0]).sort()).toEqual([
      'GET /fetchCategory',
      `GET /get-discount-products/${campaign.id}`,
      'GET /getDiscountForYouDetails',
    ]);
    expectEachOnce(gw, result);

    const { variables, expected } = combinedCase(products);
    const filtered = await gw.graphql(QUERY, { id: campaign.id, ...variables });
    expect(productIds(filtered.body.data.discount.products)).toEqual(expected);
  });

  it('answers null for an unknown campaign without asking for its products', async () => {
    const result = await measured(gw, QUERY, { id: 'DSC999' });
    expect(result.body).toEqual(answered({ discount: null }));
    expect(result.calls).toEqual(['GET /getDiscountForYouDetails']);
  });
});
