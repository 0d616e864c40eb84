import { createRoute, z } from '@hono/zod-openapi';
import type { Deps } from '../deps.ts';
import { notFound } from '../errors.ts';
import { bearerSecurity, createRouter, errors, MessageSchema, ok, optionalUser, type SessionUser } from '../http.ts';
import { CategorySchema, createCategoryReader } from '../serializers/category.ts';
import { createPurchaseCheck } from '../orders/purchases.ts';
import { createDeliverability } from '../pincodes.ts';
import { ListingProductSchema, ProductDetailSchema } from '../serializers/product.ts';

const LIMIT_MESSAGE = 'limit must be an integer between 1 and 1000';
const OFFSET_MESSAGE = 'offset must be a non-negative integer';

const PAGE_DEFAULT = 100;

/** limit/offset paging in productId order; without `defaultLimit` an absent limit means "all the rest". */
function pageQuery(defaultLimit?: number) {
  const limit = z.coerce.number({ error: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(1000, LIMIT_MESSAGE);
  return z.object({
    limit: (defaultLimit === undefined ? limit.optional() : limit.default(defaultLimit)).describe(
      defaultLimit === undefined
        ? 'Page size, 1..1000; without it every product from offset on is returned'
        : `Page size, 1..1000 (default ${defaultLimit}); X-Total-Count gives the size of the whole list`,
    ),
    offset: z.coerce
      .number({ error: OFFSET_MESSAGE })
      .int(OFFSET_MESSAGE)
      .min(0, OFFSET_MESSAGE)
      // The generator documents min(0) as nullable; say what is accepted.
      .openapi({ type: 'integer', minimum: 0, default: 0 })
      .default(0)
      .describe('Products to skip (productId order)'),
  });
}

const totalCountHeader = {
  'X-Total-Count': { description: 'Number of matching products, whatever the page', schema: { type: 'integer' as const } },
};

export function catalogRoutes(deps: Deps) {
  const router = createRouter();
  const categories = createCategoryReader(deps.db);
  let treeJson: string | undefined;
  const hasBought = createPurchaseCheck(deps.db);
  const isDeliverable = createDeliverability(deps.db);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/fetchCategory',
      tags: ['Catalog'],
      summary: 'The whole category tree, flat, in display order',
      responses: { 200: ok(z.object({ categories: z.array(CategorySchema) })) },
    }),
    (c) => {
      // The tree never changes and lists each product at every level of its chain (megabytes at 100k products):
      // it is serialized once. The cast: c.body is typed as text, but the text is the documented JSON.
      treeJson ??= JSON.stringify({ categories: categories.all() });
      return c.body(treeJson, 200, { 'Content-Type': 'application/json' }) as never;
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/fetch-single-category/{categoryId}/{name}',
      tags: ['Catalog'],
      summary: 'One category and the products of its whole subtree in productId order (name is informational)',
      description: 'Without limit the whole subtree is returned (the storefront filters and sorts it); limit and offset page through it.',
      request: { params: z.object({ categoryId: z.string().min(1), name: z.string() }), query: pageQuery() },
      responses: {
        200: { ...ok(z.object({ category: CategorySchema, products: z.array(ListingProductSchema) })), headers: totalCountHeader },
        ...errors(400, 404),
      },
    }),
    (c) => {
      const category = categories.one(c.req.valid('param').categoryId);
      if (!category) throw notFound('Category not found');
      const { limit, offset } = c.req.valid('query');
      const page = category.products.slice(offset, limit === undefined ? undefined : offset + limit);
      const rows = deps.products.rows(`p.productId IN (SELECT value FROM json_each(?))`, [JSON.stringify(page)]);
      c.header('X-Total-Count', String(category.products.length));
      return c.json({ category, products: rows.map(deps.products.listing) }, 200);
    },
  );

  for (const [path, where, summary] of [
    ['/getAllProducts', 'TRUE', 'Every product'],
    ['/getb2bProducts', 'b2b = 1', 'Products sold to business buyers'],
  ] as const) {
    const total = deps.db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM products WHERE ${where}`);
    // The page is cut on the products table alone, so a deep offset does not walk the joins.
    const page = `p.productId IN (SELECT productId FROM products WHERE ${where} ORDER BY productId LIMIT ? OFFSET ?)`;
    router.openapi(
      createRoute({
        method: 'get',
        path,
        tags: ['Catalog'],
        summary: `${summary}, in productId order, ${PAGE_DEFAULT} per page unless limit says otherwise`,
        request: { query: pageQuery(PAGE_DEFAULT) },
        responses: { 200: { ...ok(z.array(ListingProductSchema)), headers: totalCountHeader }, ...errors(400) },
      }),
      (c) => {
        const { limit, offset } = c.req.valid('query');
        c.header('X-Total-Count', String(total.get()!.n));
        return c.json(deps.products.rows(page, [limit, offset]).map(deps.products.listing), 200);
      },
    );
  }

  router.openapi(
    createRoute({
      method: 'get',
      path: '/getProductInnerDetails',
      tags: ['Catalog'],
      summary: 'Product details; purchased is true when the signed-in user has a non-cancelled order item for it',
      security: [{}, ...bearerSecurity],
      middleware: [optionalUser(deps)] as const,
      request: { query: z.object({ pId: z.string({ error: 'pId is required' }).min(1, 'pId is required') }) },
      responses: {
        200: ok(z.object({ productDetails: ProductDetailSchema, purchased: z.boolean().describe('Always false for guests') })),
        ...errors(400, 401, 404),
      },
    }),
    (c) => {
      const { pId } = c.req.valid('query');
      const row = deps.products.row(pId);
      if (!row) throw notFound('Error fetching product');
      const user = c.get('user') as SessionUser | undefined;
      const purchased = user ? hasBought(user.id, pId) : false;
      return c.json({ productDetails: deps.products.detail(row), purchased }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/check-pincode/{pincode}',
      tags: ['Catalog'],
      summary: 'Whether the marketplace delivers to a pincode (unknown pincodes are not deliverable)',
      request: { params: z.object({ pincode: z.string().regex(/^\d{6}$/, 'Pincode must be 6 digits.') }) },
      responses: { 200: ok(MessageSchema), ...errors(400) },
    }),
    (c) => {
      const deliverable = isDeliverable(c.req.valid('param').pincode);
      return c.json({ message: deliverable ? 'This Pincode Is Deliverable' : 'This Pincode Is Not Deliverable' }, 200);
    },
  );

  return router;
}
