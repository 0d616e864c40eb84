import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'kysely';
import { all, first } from '../db/queries.ts';
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
} from '../serializers/brand.ts';
import { ListingProductSchema } from '../serializers/product.ts';

export function brandsRoutes(deps: Deps) {
  const router = createRouter();
  const db = deps.queries;
  const pages = sql.raw(BRAND_PAGE_SELECT);
  const brandExists = async (brandId: string) =>
    (await first(db, sql`SELECT 1 AS one FROM brands WHERE brandId = ${brandId}`)) !== undefined;
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
    async (c) => c.json((everyBrand ??= (await all(db, brandSelect(db))).map(toBrand)), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/getTopBrand',
      tags: ['Brands'],
      summary: 'Brands flagged as top brands that have products, by name',
      responses: { 200: ok(z.array(BrandSchema)) },
    }),
    async (c) =>
      c.json(
        (topBrandList ??= (await all(db, brandSelect(db, sql`topBrand = 1 AND "productCount" > 0`))).map(toBrand)),
        200,
      ),
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
    async (c) => {
      const { brandId } = c.req.valid('param');
      if (!(await brandExists(brandId))) throw refuse('BRAND_NOT_FOUND');
      return c.json((await deps.products.rows(sql`p.brandId = ${brandId}`)).map(deps.products.listing), 200);
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
    async (c) => {
      const { brandId } = c.req.valid('query');
      const rows = await all(
        db,
        sql<BrandPageRow>`${pages} ${brandId === undefined ? sql`ORDER BY bp.brandId` : sql`WHERE bp.brandId = ${brandId}`}`,
      );
      return c.json(rows.map(toBrandPage), 200);
    },
  );

  return router;
}
