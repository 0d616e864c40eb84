import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'kysely';
import { all, first } from '../db/queries.ts';
import type { Deps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import { bearerSecurity, createRouter, errors, ok, optionalUser, type SessionUser } from '../http.ts';
import { CategorySchema, counted, createCategoryReader } from '../serializers/category.ts';
import { createOrderedCheck } from '../orders/purchases.ts';
import { createDeliverability } from '../pincodes.ts';
import { ListingProductSchema, ProductDetailSchema } from '../serializers/product.ts';

const LIMIT_MESSAGE = 'limit must be an integer between 1 and 1000';
const OFFSET_MESSAGE = 'offset must be a non-negative integer';

const PAGE_DEFAULT = 100;

/** A category's sorted pages: ties keep productId order, as a stable sort of the whole list does. */
const CATEGORY_SORTS = {
  productId: 'p.productId',
  price_asc: 'p.offerPrice, p.productId',
  price_desc: 'p.offerPrice DESC, p.productId',
} as const;
type CategorySort = keyof typeof CATEGORY_SORTS;
const SORT_MESSAGE = `sort must be one of ${Object.keys(CATEGORY_SORTS).join(', ')}`;
const FACETS_MESSAGE = 'facets must be true or false';
const COUNTS_MESSAGE = 'counts must be true or false';

/**
 * Extension of the reference API: the category lists hold every product id of each subtree (the tree is megabytes
 * at 100k products) where a client that shows categories needs only how many there are.
 */
const countsParam = z
  .enum(['true', 'false'], { error: COUNTS_MESSAGE })
  .default('false')
  .describe('true: each category has productCount in place of its products list');

const PincodeCheckSchema = z
  .object({
    deliverable: z.boolean().describe('Whether the marketplace delivers there (an unknown pincode is not deliverable)'),
    message: z.string().describe('"This Pincode Is Deliverable" or "This Pincode Is Not Deliverable"'),
  })
  .openapi('PincodeCheck');

const CategoryFacetsSchema = z
  .object({
    brands: z
      .array(
        z.object({
          brand: z.object({ brandId: z.string(), brandName: z.string(), brandLogo: z.string() }),
          count: z.number().int(),
        }),
      )
      .describe(
        "The subtree's brands with their number of products, in order of each brand's first product (productId order)",
      ),
    priceRange: z
      .object({ min: z.number(), max: z.number() })
      .nullable()
      .describe('Lowest and highest offerPrice; null when there are no products'),
  })
  .openapi('CategoryFacets');

/** limit/offset paging in productId order; without `defaultLimit` an absent limit means "all the rest". */
function pageQuery(defaultLimit?: number) {
  const limit = z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(1000, LIMIT_MESSAGE);
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
      .describe('Products to skip, in the order of the list'),
  });
}

const totalCountHeader = {
  'X-Total-Count': {
    description: 'Number of matching products, whatever the page',
    schema: { type: 'integer' as const },
  },
};

export function catalogRoutes(deps: Deps) {
  const router = createRouter();
  const categories = createCategoryReader(deps.queries);
  // The tree never changes and lists each product at every level of its chain (megabytes at 100k products): each of
  // its two answers (with product lists, with counts) is serialized once.
  let treeJson: string | undefined;
  let countedTreeJson: string | undefined;
  const hasOrdered = createOrderedCheck(deps.queries);
  const isDeliverable = createDeliverability(deps.queries);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/fetchCategory',
      tags: ['Catalog'],
      summary: 'The whole category tree, flat, in display order',
      request: { query: z.object({ counts: countsParam }) },
      responses: { 200: ok(z.object({ categories: z.array(CategorySchema) })), ...errors(400) },
    }),
    async (c) => {
      const json =
        c.req.valid('query').counts === 'true'
          ? (countedTreeJson ??= JSON.stringify({ categories: (await categories.all()).map(counted) }))
          : (treeJson ??= JSON.stringify({ categories: await categories.all() }));
      // The cast: c.body is typed as text, but the text is the documented JSON.
      return c.body(json, 200, { 'Content-Type': 'application/json' }) as never;
    },
  );

  // Every product has its brand, seller and category (foreign keys), so the products table alone says which
  // products a subtree holds, and the index on (categoryId, offerPrice, brandId, productId) answers it unread.
  const inSubtree = (subtree: string[]) => sql`categoryId IN (${sql.join(subtree)})`;
  const brandFacets = (subtree: string[]) =>
    all(
      deps.queries,
      // In order of each brand's first product, as a list read in productId order meets them.
      sql<{
        brandId: string;
        brandName: string;
        brandLogo: string;
        count: number;
      }>`SELECT b.brandId, b.brandName, b.brandLogo, f.count FROM brands b
        JOIN (SELECT brandId, COUNT(*) AS count, MIN(productId) AS first FROM products WHERE ${inSubtree(subtree)} GROUP BY brandId) f
        ON f.brandId = b.brandId ORDER BY f.first`,
    );
  const priceRange = (subtree: string[]) =>
    first(
      deps.queries,
      sql<{
        min: number | null;
        max: number | null;
      }>`SELECT MIN(offerPrice) AS min, MAX(offerPrice) AS max FROM products WHERE ${inSubtree(subtree)}`,
    );
  // A subtree's facets come from its products' brands and prices, which only the seed writes (calls change stock and
  // ratings): each category's are counted once (5 ms for the largest at 100 000 products).
  const facetsByCategory = new Map<string, z.infer<typeof CategoryFacetsSchema>>();
  const facetsOf = async (categoryId: string, subtree: string[]) => {
    let found = facetsByCategory.get(categoryId);
    if (!found) {
      const range = (await priceRange(subtree))!;
      found = {
        brands: (await brandFacets(subtree)).map(({ count, ...brand }) => ({ brand, count })),
        priceRange: range.min === null ? null : { min: range.min, max: range.max! },
      };
      facetsByCategory.set(categoryId, found);
    }
    return found;
  };
  router.openapi(
    createRoute({
      method: 'get',
      path: '/fetch-single-category/{categoryId}/{name}',
      tags: ['Catalog'],
      summary: 'One category and the products of its whole subtree (name is informational)',
      description:
        'Without limit the whole subtree is returned in productId order (the storefront filters and sorts it). ' +
        'Extension of the reference API: sort, limit and offset give one page of a sorted subtree, and facets=true ' +
        'adds its brands and price range, so a page can be shown without reading the whole list; counts=true ' +
        'gives the category its productCount in place of its products list.',
      request: {
        params: z.object({ categoryId: z.string().min(1), name: z.string() }),
        query: pageQuery().extend({
          sort: z
            .enum(Object.keys(CATEGORY_SORTS) as [CategorySort, ...CategorySort[]], { error: SORT_MESSAGE })
            .default('productId')
            .describe('Order of the products: productId, or offerPrice up or down (ties in productId order)'),
          facets: z
            .enum(['true', 'false'], { error: FACETS_MESSAGE })
            .default('false')
            .describe('true: the answer has facets, the brands and price range of the whole subtree'),
          counts: countsParam,
        }),
      },
      responses: {
        200: {
          ...ok(
            z.object({
              category: CategorySchema,
              products: z.array(ListingProductSchema),
              facets: CategoryFacetsSchema.optional(),
            }),
          ),
          headers: totalCountHeader,
        },
        ...errors(400, 404),
      },
    }),
    async (c) => {
      const category = await categories.one(c.req.valid('param').categoryId);
      if (!category) throw refuse('CATEGORY_NOT_FOUND');
      const { limit, offset, sort, facets, counts } = c.req.valid('query');
      const subtree = await categories.subtree(category.id);
      const order = CATEGORY_SORTS[sort];
      // The page is cut on the index before the rows are read, so a sort does not move whole rows.
      const page = sql`p.productId IN (SELECT productId FROM products p WHERE p.${inSubtree(subtree)} ORDER BY ${sql.raw(order)}
        LIMIT ${limit ?? Number.MAX_SAFE_INTEGER} OFFSET ${offset})`;
      const rows = await deps.products.rows(page, order);
      c.header('X-Total-Count', String(category.products.length));
      const products = rows.map(deps.products.listing);
      const shown = counts === 'true' ? counted(category) : category;
      if (facets === 'false') return c.json({ category: shown, products }, 200);
      return c.json({ category: shown, products, facets: await facetsOf(category.id, subtree) }, 200);
    },
  );

  for (const [path, where, summary] of [
    ['/getAllProducts', 'TRUE', 'Every product'],
    ['/getb2bProducts', 'b2b = 1', 'Products sold to business buyers'],
  ] as const) {
    // Products are added and flagged only by the seed (no call adds, removes or re-flags one): counted once.
    let total: number | undefined;
    // The page is cut on the products table alone, so a deep offset does not walk the joins.
    const page = (limit: number, offset: number) =>
      sql`p.productId IN (SELECT productId FROM products WHERE ${sql.raw(where)} ORDER BY productId LIMIT ${limit} OFFSET ${offset})`;
    router.openapi(
      createRoute({
        method: 'get',
        path,
        tags: ['Catalog'],
        summary: `${summary}, in productId order, ${PAGE_DEFAULT} per page unless limit says otherwise`,
        request: { query: pageQuery(PAGE_DEFAULT) },
        responses: { 200: { ...ok(z.array(ListingProductSchema)), headers: totalCountHeader }, ...errors(400) },
      }),
      async (c) => {
        const { limit, offset } = c.req.valid('query');
        total ??= (await first(
          deps.queries,
          sql<{ n: number }>`SELECT COUNT(*) AS n FROM products WHERE ${sql.raw(where)}`,
        ))!.n;
        c.header('X-Total-Count', String(total));
        return c.json((await deps.products.rows(page(limit ?? PAGE_DEFAULT, offset))).map(deps.products.listing), 200);
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
        200: ok(
          z.object({ productDetails: ProductDetailSchema, purchased: z.boolean().describe('Always false for guests') }),
        ),
        ...errors(400, 401, 404),
      },
    }),
    async (c) => {
      const { pId } = c.req.valid('query');
      const row = await deps.products.row(pId);
      if (!row) throw refuse('PRODUCT_UNREADABLE');
      const user = c.get('user') as SessionUser | undefined;
      const purchased = user ? await hasOrdered(user.id, pId) : false;
      return c.json({ productDetails: await deps.products.detail(row), purchased }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/check-pincode/{pincode}',
      tags: ['Catalog'],
      summary: 'Whether the marketplace delivers to a pincode (unknown pincodes are not deliverable)',
      request: { params: z.object({ pincode: z.string().regex(/^\d{6}$/, 'Pincode must be 6 digits.') }) },
      responses: { 200: ok(PincodeCheckSchema), ...errors(400) },
    }),
    async (c) => {
      const deliverable = await isDeliverable(c.req.valid('param').pincode);
      return c.json(
        { deliverable, message: deliverable ? 'This Pincode Is Deliverable' : 'This Pincode Is Not Deliverable' },
        200,
      );
    },
  );

  return router;
}
