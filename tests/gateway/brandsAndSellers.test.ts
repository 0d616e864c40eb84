import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { BRANDS, SELLERS } from '../helpers/fixtures.ts';
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

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

const rest = async (path: string) => (await gw.api.get(path)).body;
const iso = (t: { _seconds: number }) => new Date(t._seconds * 1000).toISOString();

describe('brands', () => {
  const PAGE = /* GraphQL */ `query ($id: ID!, ${LIST_VARIABLES}) { brand(brandId: $id) { name
    products(${LIST_ARGS}) { ${LIST_FIELDS} }
    page { sections { __typename
      ... on BrandProductSection { products(${LIST_ARGS}) { totalCount edges { node { productId } } } }
      ... on BrandGallerySection { title description images { url alt } }
      ... on BrandBannerSection { title image { url } brand { brandId name logo { url } joinedAt } }
      ... on BrandVideoSection { url } } } } }`;
  const TYPES: Record<string, string> = {
    productSection: 'BrandProductSection',
    gallerySection: 'BrandGallerySection',
    bannerSection: 'BrandBannerSection',
    videoSection: 'BrandVideoSection',
  };

  it("gives a brand's products and its page sections in the server's order, each REST resource once", async () => {
    const id = BRANDS.withProducts;
    const products = await rest(`/getBrandWiseProducts/${id}`);
    const [page] = await rest(`/getbrandPage?brandId=${id}`);
    const brand = (await rest('/fetchBrands')).find((b: any) => b.brandId === id);
    const result = await measured(gw, PAGE, { id, sort: 'RECOMMENDED' });
    expect(result.body.errors).toBeUndefined();
    const data = result.body.data.brand;
    expect(productIds(data.products)).toEqual(products.map((p: any) => p.productId));
    expect(data.page.sections.map((s: any) => s.__typename)).toEqual(page.order.map((name: string) => TYPES[name]));
    const section = (type: string) => data.page.sections.find((s: any) => s.__typename === type);
    expect(productIds(section('BrandProductSection').products)).toEqual(productIds(data.products));
    expect(section('BrandGallerySection')).toMatchObject({
      title: page.gallerySection.Title,
      description: page.gallerySection.Description,
      images: [{ url: publicUrl(page.gallerySection.imageUrl), alt: page.gallerySection.Title }],
    });
    expect(section('BrandBannerSection')).toMatchObject({
      title: page.bannerSection.title,
      image: { url: publicUrl(page.bannerSection.imageUrl) },
      brand: {
        brandId: id,
        name: brand.brandName,
        logo: { url: publicUrl(brand.brandLogo) },
        joinedAt: iso(brand.createdDate),
      },
    });
    expect(result.calls.sort()).toEqual([
      'GET /fetchBrands',
      `GET /getBrandWiseProducts/${id}`,
      `GET /getbrandPage?brandId=${id}`,
    ]);
    expectEachOnce(gw, result);

    const { variables, expected } = combinedCase(products);
    const filtered = await gw.graphql(PAGE, { id, ...variables });
    expect(productIds(filtered.body.data.brand.products)).toEqual(expected);
    expect(productIds(filtered.body.data.brand.page.sections.find((s: any) => s.products).products)).toEqual(expected);
  });

  it('keeps a stored order with a video first; leaves out unknown sections and a video without a link', async () => {
    const setPage = async (brandId: string, order: string[], link: string) =>
      await sql`UPDATE brand_pages SET sectionOrder = ${JSON.stringify(order)}, videoSection = ${JSON.stringify({ link })} WHERE brandId = ${brandId}`.execute(
        gw.api.queries,
      );
    await setPage(
      'BRD002',
      ['videoSection', 'gallerySection', 'bogusSection', 'productSection', 'bannerSection'],
      'https://video.example/brd002.mp4',
    );
    await setPage('BRD003', ['bannerSection', 'videoSection', 'productSection'], '');
    const two = (await gw.graphql(PAGE, { id: 'BRD002' })).body.data.brand.page.sections;
    expect(two.map((s: any) => s.__typename)).toEqual([
      'BrandVideoSection',
      'BrandGallerySection',
      'BrandProductSection',
      'BrandBannerSection',
    ]);
    expect(two[0]).toEqual({ __typename: 'BrandVideoSection', url: 'https://video.example/brd002.mp4' });
    const three = (await gw.graphql(PAGE, { id: 'BRD003' })).body.data.brand.page.sections;
    expect(three.map((s: any) => s.__typename)).toEqual(['BrandBannerSection', 'BrandProductSection']);
  });

  it("lists every top brand's products as one list (All Brands), filtered and sorted together with the top brands as facets", async () => {
    const top = await rest('/getTopBrand');
    const all = (await Promise.all(top.map((b: any) => rest(`/getBrandWiseProducts/${b.brandId}`)))).flat();
    const QUERY = /* GraphQL */ `query (${LIST_VARIABLES}) { topBrandProducts(${LIST_ARGS}) { ${LIST_FIELDS} facets { brands { brand { brandId } count } } } }`;
    const everything = await measured(gw, QUERY, { sort: 'RECOMMENDED', first: 100 });
    expect(everything.body.errors).toBeUndefined();
    const list = everything.body.data.topBrandProducts;
    expect(list.totalCount).toBe(all.length);
    expect(productIds(list)).toEqual(all.slice(0, 100).map((p: any) => p.productId));
    expect(list.facets.brands.map((b: any) => b.brand.brandId).sort()).toEqual(top.map((b: any) => b.brandId).sort());
    expectEachOnce(gw, everything);
    const { variables, expected } = combinedCase(all);
    const combined = await gw.graphql(QUERY, { ...variables, first: 100 });
    expect(productIds(combined.body.data.topBrandProducts)).toEqual(expected.slice(0, 100));
  });

  it('gives a brand without products an empty list and no page; an unknown brand is null', async () => {
    const none = await gw.graphql(PAGE, { id: BRANDS.withoutProducts });
    expect(none.body.data.brand).toMatchObject({ products: { totalCount: 0, edges: [] }, page: null });
    expect((await gw.graphql(PAGE, { id: 'BRD404' })).body).toEqual(answered({ brand: null }));
  });
});

describe('seller stores', () => {
  const STORE = /* GraphQL */ `query ($id: ID!, ${LIST_VARIABLES}) { seller(sellerId: $id) { storeName joinedAt
    products(${LIST_ARGS}) { ${LIST_FIELDS} }
    brands { brandId name productCount }
    ratingSummary { average count histogram { stars count } } } }`;
  const RATINGS = /* GraphQL */ `
    query ($id: ID!, $first: Int, $after: String) {
      seller(sellerId: $id) {
        ratings(first: $first, after: $after) {
          totalCount
          pageInfo {
            hasNextPage
            hasPreviousPage
            endCursor
          }
          edges {
            cursor
            node {
              id
              authorName
              rating
              title
              comment
              createdAt
            }
          }
        }
      }
    }
  `;
  const id = SELLERS.withRatings;

  it('gives the store, its top sellers (RECOMMENDED), brands and real rating figures, each REST resource once', async () => {
    const [{ seller }, products, brands] = await Promise.all([
      rest(`/getOneSeller?sellerId=${id}`),
      rest(`/getsellersProducts?sellerId=${id}`),
      rest(`/getSellersBrand?sellerId=${id}`),
    ]);
    const result = await measured(gw, STORE, { id, sort: 'RECOMMENDED' });
    expect(result.body.errors).toBeUndefined();
    const store = result.body.data.seller;
    expect(store.storeName).toBe(seller.storedetails.storename);
    expect(store.joinedAt).toBe(iso(seller.createdDate));
    expect(productIds(store.products)).toEqual(products.map((p: any) => p.productId));
    expect(store.brands.map((b: any) => b.brandId)).toEqual(brands.map((b: any) => b.brandId));
    // The brand's own product count, not the store's share of it.
    const allBrands = await rest('/fetchBrands');
    expect(store.brands[0].productCount).toBe(allBrands.find((b: any) => b.brandId === brands[0].brandId).productCount);
    const r = seller.rating;
    expect(r.total).toBeGreaterThan(0);
    expect(store.ratingSummary).toEqual({
      average: r.average,
      count: r.total,
      histogram: [5, 4, 3, 2, 1].map((stars) => ({
        stars,
        count: r[['oneRating', 'twoRating', 'threeRating', 'fourRating', 'fiveRating'][stars - 1]!],
      })),
    });
    expectEachOnce(gw, result);
    expect(result.calls.filter((c) => c.startsWith('GET /getOneSeller'))).toHaveLength(1);

    const { variables, expected } = combinedCase(products);
    const filtered = await gw.graphql(STORE, { id, ...variables });
    expect(productIds(filtered.body.data.seller.products)).toEqual(expected);
  });

  it('pages through the ratings newest first, one REST call per page', async () => {
    const all = (await rest(`/sellerRatingsPagenation?sellerId=${id}&page=1&limit=50`)).ratings;
    expect(all.length).toBeGreaterThan(8);
    const first = await measured(gw, RATINGS, { id, first: 5 });
    const page1 = first.body.data.seller.ratings;
    expect(page1.totalCount).toBe(all.length);
    expect(page1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(page1.edges[0].node).toEqual({
      id: expect.any(String),
      authorName: all[0].name,
      rating: all[0].rating,
      title: all[0].review,
      comment: all[0].comment,
      createdAt: iso(all[0].createdAt),
    });
    expect(first.calls.filter((c) => c.startsWith('GET /sellerRatingsPagenation'))).toEqual([
      `GET /sellerRatingsPagenation?limit=5&page=1&sellerId=${id}`,
    ]);

    const second = await measured(gw, RATINGS, { id, first: 5, after: page1.pageInfo.endCursor });
    const page2 = second.body.data.seller.ratings;
    expect(second.calls.filter((c) => c.startsWith('GET /sellerRatingsPagenation'))).toEqual([
      `GET /sellerRatingsPagenation?limit=5&page=2&sellerId=${id}`,
    ]);
    expect(page2.pageInfo.hasPreviousPage).toBe(true);
    const seen = [...page1.edges, ...page2.edges].map((e: any) => e.node.title + e.node.createdAt);
    expect(seen).toEqual(all.slice(0, 10).map((r: any) => r.review + iso(r.createdAt)));
    expect(new Set([...page1.edges, ...page2.edges].map((e: any) => e.node.id)).size).toBe(10);

    // A window that does not start on a page boundary still takes one call (positions 3..6 in one page of 7).
    const odd = await measured(gw, RATINGS, { id, first: 4, after: page1.edges[2].cursor });
    expect(odd.body.data.seller.ratings.edges.map((e: any) => e.node.createdAt)).toEqual(
      all.slice(3, 7).map((r: any) => iso(r.createdAt)),
    );
    expect(odd.calls.filter((c) => c.startsWith('GET /sellerRatingsPagenation'))).toHaveLength(1);

    const last = await gw.graphql(RATINGS, { id, first: 50, after: page2.pageInfo.endCursor });
    expect(last.body.data.seller.ratings.edges).toHaveLength(all.length - 10);
    expect(last.body.data.seller.ratings.pageInfo.hasNextPage).toBe(false);
  });

  it('answers null for an unknown store', async () => {
    const result = await measured(gw, STORE, { id: 'SEL404' });
    expect(result.body).toEqual(answered({ seller: null }));
    expect(result.calls).toEqual(['GET /getOneSeller?sellerId=SEL404']);
  });
});
