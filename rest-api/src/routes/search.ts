import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'kysely';
import { ignoringCase, likeIgnoringCase, searchMatches } from '../db/dialects.ts';
import type { Deps } from '../deps.ts';
import { createRouter, errors, ok } from '../http.ts';
import { averageRating, ListingProductSchema } from '../serializers/product.ts';

const SearchQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    // A NUL would cut the full-text query string short; no control character belongs in a search anyway.
    // eslint-disable-next-line no-control-regex -- openapi.yaml publishes this pattern as written
    .regex(/^[^\u0000-\u001F\u007F-\u009F]*$/, 'q must not contain control characters')
    .trim()
    .min(1, 'q is required')
    .max(100, 'q must be at most 100 characters')
    .describe('Text searched in product and brand names, case-insensitive'),
});

const RatingsField = z.number().describe('Average rating, one decimal, 0 when unrated');

const SearchProductSchema = ListingProductSchema.extend({ ratings: RatingsField }).openapi('SearchProduct');

const SuggestionSchema = z
  .object({
    name: z.string(),
    productId: z.string(),
    sellingPrice: z.number(),
    price: z.number(),
    stock: z.number().int(),
    ratings: RatingsField,
  })
  .openapi('SearchSuggestion');

const SUGGESTION_LIMIT = 10;

/** LIKE patterns for `q` with its own % _ and \ taken literally: [contains, starts with]. */
function likePatterns(q: string): [string, string] {
  const escaped = q.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return [`%${escaped}%`, `${escaped}%`];
}

/** The trigram index answers queries of three characters or more; shorter ones scan the names. */
const TRIGRAM = 3;

export function searchRoutes(deps: Deps) {
  const router = createRouter();
  const db = deps.queries;
  const name = sql`p.name`;
  const search = (q: string, limit?: number) => {
    const [contains, startsWith] = likePatterns(q);
    const where =
      [...q].length >= TRIGRAM
        ? sql`p.productId IN (SELECT productId FROM product_search WHERE ${searchMatches(db, `"${q.replaceAll('"', '""')}"`)})`
        : sql`(${likeIgnoringCase(db, name, contains)} OR ${likeIgnoringCase(db, sql`b.brandName`, contains)})`;
    // Names starting with q first, then alphabetical.
    const orderBy = sql`CASE WHEN ${likeIgnoringCase(db, name, startsWith)} THEN 0 ELSE 1 END, ${ignoringCase(db, name)}, p.productId`;
    return deps.products.rows(where, orderBy, limit);
  };

  router.openapi(
    createRoute({
      method: 'get',
      path: '/getSearchProd',
      tags: ['Search'],
      summary: 'Every product whose name or brand name contains q, names starting with q first',
      description:
        'The whole list, so a client can count every match and every brand among them (the storefront filters, ' +
        'sorts and pages it itself).',
      request: { query: SearchQuerySchema },
      responses: { 200: ok(z.array(SearchProductSchema)), ...errors(400) },
    }),
    async (c) =>
      c.json(
        (await search(c.req.valid('query').q)).map((row) => {
          const product = deps.products.listing(row);
          return { ...product, ratings: product.rating };
        }),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/getSearch-suggestions',
      tags: ['Search'],
      summary: `Up to ${SUGGESTION_LIMIT} search-box suggestions for q (cacheable for 60 s)`,
      request: { query: SearchQuerySchema },
      responses: { 200: ok(z.array(SuggestionSchema)), ...errors(400) },
    }),
    async (c) => {
      const suggestions = (await search(c.req.valid('query').q, SUGGESTION_LIMIT)).map((p) => ({
        name: p.name,
        productId: p.productId,
        sellingPrice: p.sellingPrice,
        price: p.price,
        stock: p.stock,
        ratings: averageRating(p),
      }));
      c.header('Cache-Control', 'public, max-age=60');
      return c.json(suggestions, 200);
    },
  );

  return router;
}
