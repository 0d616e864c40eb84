import { createRoute, z } from '@hono/zod-openapi';
import { json } from '../db/open.ts';
import type { Deps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import { createRouter, errors, ok } from '../http.ts';
import { BannerSchema, DiscountSchema, productLister } from '../serializers/deal.ts';
import { ListingProductSchema } from '../serializers/product.ts';

const Products = z.array(ListingProductSchema);
const HOME_NEW_ARRIVALS = 20;

/** Home page sections: banners, new arrivals, discounts for you, featured products. */
export function homeRoutes(deps: Deps) {
  const router = createRouter();
  const listing = productLister(deps.products);

  const banners = deps.db.prepare<
    [],
    { id: string; image: string; dealType: 'Category' | 'Product'; selectedValue: string }
  >(`SELECT id, image, dealType, selectedValue FROM banners ORDER BY position, id`);
  const categoryName = deps.db.prepare<[string], { name: string }>(`SELECT name FROM categories WHERE id = ?`);
  const discounts = deps.db.prepare<[], z.infer<typeof DiscountSchema>>(
    `SELECT d.id, d.imgUrl, d.parentCategoryId, c.name AS parentCategoryName, d.discount
     FROM discounts d JOIN categories c ON c.id = d.parentCategoryId ORDER BY d.position, d.id`,
  );
  const discountById = deps.db.prepare<[string], { parentCategoryId: string }>(
    `SELECT parentCategoryId FROM discounts WHERE id = ?`,
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/gethomebanner',
      tags: ['Home'],
      summary: 'Home carousel banners in display order',
      responses: { 200: ok(z.array(BannerSchema)) },
    }),
    (c) =>
      c.json(
        banners.all().map((b) => {
          const selectedValue = json<string[]>(b.selectedValue, []);
          const categoryDetails =
            b.dealType === 'Category'
              ? selectedValue.flatMap((id) => {
                  const row = categoryName.get(id);
                  return row ? [{ id, categoryName: row.name }] : [];
                })
              : [];
          return { id: b.id, image: b.image, dealType: b.dealType, selectedValue, categoryDetails };
        }),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/getNewArrivalProd',
      tags: ['Home'],
      summary: `The home section's new arrivals: newest first, at most ${HOME_NEW_ARRIVALS}`,
      responses: { 200: ok(Products) },
    }),
    (c) => c.json(listing('p.newArrivals = 1', [], 'p.createdAt DESC, p.productId', HOME_NEW_ARRIVALS), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/getNewArrivalData',
      tags: ['Deals'],
      summary: 'Every new-arrival product, newest first (New Arrivals page)',
      responses: { 200: ok(Products) },
    }),
    (c) => c.json(listing('p.newArrivals = 1', [], 'p.createdAt DESC, p.productId'), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/getFeaturedProducts',
      tags: ['Deals'],
      summary: 'Featured products',
      responses: { 200: ok(Products) },
    }),
    (c) => c.json(listing('p.featured = 1', [], 'p.productId'), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/getDiscountForYouDetails',
      tags: ['Home'],
      summary: 'Discount campaigns ("Discounts For You"), each on a parent category',
      responses: { 200: ok(z.array(DiscountSchema)) },
    }),
    (c) => c.json(discounts.all(), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/get-discount-products/{id}',
      tags: ['Home'],
      summary: "Discounted products anywhere under the discount's parent category",
      request: { params: z.object({ id: z.string().min(1, 'Discount id is required') }) },
      responses: { 200: ok(Products), ...errors(400, 404) },
    }),
    (c) => {
      const discount = discountById.get(c.req.valid('param').id);
      if (!discount) throw refuse('DISCOUNT_NOT_FOUND');
      // UNION (not UNION ALL) stops at top-level categories, whose parentCategory is themselves.
      const subtree = `WITH RECURSIVE sub(id) AS (SELECT id FROM categories WHERE id = ? UNION SELECT c2.id FROM categories c2 JOIN sub ON c2.parentCategory = sub.id)
        SELECT id FROM sub`;
      return c.json(
        listing(`p.discount = 1 AND p.categoryId IN (${subtree})`, [discount.parentCategoryId], 'p.productId'),
        200,
      );
    },
  );

  return router;
}
