import { createRoute, z } from '@hono/zod-openapi';
import type { Deps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import { createRouter, errors, ok } from '../http.ts';
import {
  BRAND_PAGE_SELECT,
  BrandPageSchema,
  BrandSchema,
  brandSelect,
  toBrand,
  toBrandPage,
  type Brand,
  type BrandPageRow,
  type BrandRow,
} from '../serializers/brand.ts';
import { ListingProductSchema } from '../serializers/product.ts';

export function brandsRoutes(deps: Deps) {
  const router = createRouter();
  const allBrands = deps.db.prepare<[], BrandRow>(brandSelect());
  const topBrands = deps.db.prepare<[], BrandRow>(brandSelect('topBrand = 1 AND productCount > 0'));
  const brandExists = deps.db.prepare<[string], { one: number }>(`SELECT 1 AS one FROM brands WHERE brandId = ?`);
  const allPages = deps.db.prepare<[], BrandPageRow>(`${BRAND_PAGE_SELECT} ORDER BY bp.brandId`);
  const onePage = deps.db.prepare<[string], BrandPageRow>(`${BRAND_PAGE_SELECT} WHERE bp.brandId = ?`);
  // Brands and each product's brand are written only by the seed (no call changes them), so each list is read once:
  // counting every brand's products walks the whole brand index (4 ms at 100 000 products, for each home page).
  let everyBrand: Brand[] | undefined;
  let topBrandList: Brand[] | undefined;

  router.openapi(
    createRoute({
      method: 'get',
      path: '/fetchBrands',
      tags: ['Brands'],
      summary: 'Every brand with its product count, by name',
      responses: { 200: ok(z.array(BrandSchema)) },
    }),
    (c) => c.json((everyBrand ??= allBrands.all().map(toBrand)), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/getTopBrand',
      tags: ['Brands'],
      summary: 'Brands flagged as top brands that have products, by name',
      responses: { 200: ok(z.array(BrandSchema)) },
    }),
    (c) => c.json((topBrandList ??= topBrands.all().map(toBrand)), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/getBrandWiseProducts/{brandId}',
      tags: ['Brands'],
      summary: "A brand's products in productId order (empty for a brand without products)",
      request: { params: z.object({ brandId: z.string().min(1) }) },
      responses: { 200: ok(z.array(ListingProductSchema)), ...errors(404) },
    }),
    (c) => {
      const { brandId } = c.req.valid('param');
      if (!brandExists.get(brandId)) throw refuse('BRAND_NOT_FOUND');
      return c.json(deps.products.rows('p.brandId = ?', [brandId]).map(deps.products.listing), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/getbrandPage',
      tags: ['Brands'],
      summary: 'Brand page records: the given brand only (empty list when it has none), or all of them',
      request: { query: z.object({ brandId: z.string().min(1, 'brandId must not be empty').optional() }) },
      responses: { 200: ok(z.array(BrandPageSchema)), ...errors(400) },
    }),
    (c) => {
      const { brandId } = c.req.valid('query');
      const rows = brandId === undefined ? allPages.all() : [onePage.get(brandId)].filter((r) => r !== undefined);
      return c.json(rows.map(toBrandPage), 200);
    },
  );

  return router;
}
