import { createRoute, z } from '@hono/zod-openapi';
import { toTimestamp } from '../clock.ts';
import { json } from '../db/open.ts';
import type { Deps } from '../deps.ts';
import { createRouter, ok } from '../http.ts';
import {
  BrandProductsSchema,
  FeaturedBrandSchema,
  LimitedTimeDealSchema,
  productLister,
  StoreProductsSchema,
  TopDealSchema,
  TopStoreSchema,
} from '../serializers/deal.ts';
import { ListingProductSchema } from '../serializers/product.ts';
import { createSellerReader } from '../serializers/seller.ts';

const Products = z.array(ListingProductSchema);
/** Products per brand or store section on the featured-brand and top-store pages. */
const SECTION_SIZE = 20;

type BrandRow = { id: string; image: string; brandId: string; brandName: string; brandLogo: string };
type StoreRow = { id: string; image: string; sellerId: string; storename: string; createdDate: number };

/** Each promoted brand or store once, at its first deal. */
function firstOf<T>(rows: T[], key: (row: T) => string): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const k = key(row);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Deal pages: top deals, limited-time deals, featured brands, top stores. */
export function dealsRoutes(deps: Deps) {
  const router = createRouter();
  const listing = productLister(deps.products);
  const sellers = createSellerReader(deps.db);

  const topDeals = deps.db.prepare<[], z.infer<typeof TopDealSchema>>(
    `SELECT id, title, image AS bannerUrl FROM deals WHERE kind = 'topDeal' ORDER BY position, id`,
  );
  const limitedDeals = deps.db.prepare<
    [number],
    { id: string; title: string; image: string; images: string; endDate: number }
  >(
    `SELECT id, title, image, images, endDate FROM deals WHERE kind = 'limitedTime' AND endDate > ? ORDER BY position, id`,
  );
  const featuredBrands = deps.db.prepare<[], BrandRow>(
    `SELECT d.id, d.image, b.brandId, b.brandName, b.brandLogo
     FROM deals d JOIN brands b ON b.brandId = d.brandId WHERE d.kind = 'featuredBrand' ORDER BY d.position, d.id`,
  );
  const topStores = deps.db.prepare<[], StoreRow>(
    `SELECT d.id, d.image, s.sellerId, s.storename, s.createdDate
     FROM deals d JOIN sellers s ON s.sellerId = d.sellerId WHERE d.kind = 'topStore' ORDER BY d.position, d.id`,
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/fetchDeals',
      tags: ['Deals'],
      summary: 'Top-deal banners',
      responses: { 200: ok(z.array(TopDealSchema)) },
    }),
    (c) => c.json(topDeals.all(), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/getTopDealProduct',
      tags: ['Deals'],
      summary: 'Products flagged as top deals',
      responses: { 200: ok(Products) },
    }),
    (c) => c.json(listing('p.topDeals = 1', [], 'p.productId'), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/fetchLimitedTimeDeals',
      tags: ['Deals'],
      summary: 'Limited-time deal banners that have not ended yet',
      responses: { 200: ok(z.array(LimitedTimeDealSchema)) },
    }),
    (c) =>
      c.json(
        limitedDeals.all(deps.clock.now()).map((d) => {
          const images = json<string[]>(d.images, []);
          return {
            id: d.id,
            title: d.title,
            image: images.length > 0 ? images : [d.image],
            endDate: toTimestamp(d.endDate),
          };
        }),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/getlimitedTimeProducts',
      tags: ['Deals'],
      summary: 'Products on a limited-time offer that has not ended, soonest ending first',
      responses: { 200: ok(Products) },
    }),
    (c) =>
      c.json(
        listing(
          'p.limitedTimeOffer = 1 AND p.limitedTimeEndDate > ?',
          [deps.clock.now()],
          'p.limitedTimeEndDate, p.productId',
        ),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/fetchFeaturedBrands',
      tags: ['Deals'],
      summary: 'Featured-brand banners',
      responses: { 200: ok(z.array(FeaturedBrandSchema)) },
    }),
    (c) =>
      c.json(
        featuredBrands.all().map(({ id, image, ...brand }) => ({ id, image, selectedBrandDetails: brand })),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/getfeaturedproductsWiseBrand',
      tags: ['Deals'],
      summary: `Each featured brand with up to ${SECTION_SIZE} of its products`,
      responses: { 200: ok(z.array(BrandProductsSchema)) },
    }),
    (c) =>
      c.json(
        firstOf(featuredBrands.all(), (b) => b.brandId).map(({ brandId, brandName, brandLogo }) => ({
          brandId,
          brandName,
          brandLogo,
          products: listing('p.brandId = ?', [brandId], 'p.productId', SECTION_SIZE),
        })),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/topStoreGetting',
      tags: ['Deals'],
      summary: 'Top-store banners; selectedBrandDetails is the brand the store sells most products of (null when none)',
      responses: { 200: ok(z.array(TopStoreSchema)) },
    }),
    (c) =>
      c.json(
        topStores.all().map((s) => {
          const [top] = sellers.brands(s.sellerId);
          return {
            id: s.id,
            image: s.image,
            sellerId: s.sellerId,
            storedetails: { storename: s.storename },
            createdDate: toTimestamp(s.createdDate),
            selectedBrandDetails: top
              ? { brandId: top.brandId, brandName: top.brandName, brandLogo: top.brandLogo }
              : null,
          };
        }),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/topStoreProducts',
      tags: ['Deals'],
      summary: `Each top store (as /topStoreGetting lists them) with up to ${SECTION_SIZE} of its products`,
      responses: { 200: ok(z.array(StoreProductsSchema)) },
    }),
    (c) =>
      c.json(
        firstOf(topStores.all(), (s) => s.sellerId).map(({ sellerId, storename }) => ({
          sellerId,
          storedetails: { storename },
          products: listing('p.sellerId = ?', [sellerId], 'p.productId', SECTION_SIZE),
        })),
        200,
      ),
  );

  return router;
}
