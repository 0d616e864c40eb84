import { createRoute, z } from '@hono/zod-openapi';
import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { first } from '../db/queries.ts';
import type { Deps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import { createRouter, errors } from '../http.ts';
import { hashString, renderSvg } from '../images/svg.ts';

interface ImageKind {
  /** Group 1 is the id, group 2 an optional suffix (image number, icon, banner, ...). */
  pattern: RegExp;
  size: (suffix: string | undefined) => [number, number];
  /** Display name for the id, undefined when unknown (the image then has no text: ids are never drawn). */
  label: (id: string) => Promise<string | undefined>;
}

const IMAGE_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=86400',
  'X-Content-Type-Options': 'nosniff',
  // An SVG opened directly is a document: no scripts, no outside fetches.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

const KIND_NAMES = 'products, categories, brands, sellers, banners, deals, discounts, stores, users';

/**
 * Generated placeholder images for the relative image paths the seed stores. They are SVG, not JSON; the route is
 * in the OpenAPI document with an image/svg+xml response so the 404s are documented too.
 */
export function imagesRoutes(deps: Deps) {
  const router = createRouter();
  const db = deps.queries;
  const label = async (query: RawBuilder<{ label: string | null }>) => (await first(db, query))?.label ?? undefined;
  const productName = (id: string) => label(sql`SELECT name AS label FROM products WHERE productId = ${id}`);
  const categoryName = (id: string) =>
    label(
      sql`SELECT CASE name WHEN '' THEN 'Unnamed Category' ELSE name END AS label FROM categories WHERE id = ${id}`,
    );
  const storeName = (id: string) => label(sql`SELECT storename AS label FROM sellers WHERE sellerId = ${id}`);
  const bannerTarget = (id: string) =>
    first(
      db,
      sql<{ dealType: string; selectedValue: string }>`SELECT dealType, selectedValue FROM banners WHERE id = ${id}`,
    );

  const kinds: Record<string, ImageKind> = {
    products: { pattern: /^(PRD\d+)-(\d+)\.svg$/, size: () => [600, 600], label: productName },
    categories: {
      pattern: /^(CAT\d+)-(icon|banner)\.svg$/,
      size: (suffix) => (suffix === 'banner' ? [1200, 300] : [200, 200]),
      label: categoryName,
    },
    brands: {
      pattern: /^(BRD\d+)(?:-(banner|gallery))?\.svg$/,
      size: (suffix) => (suffix === 'banner' ? [1200, 400] : suffix === 'gallery' ? [800, 600] : [300, 300]),
      label: (id) => label(sql`SELECT brandName AS label FROM brands WHERE brandId = ${id}`),
    },
    sellers: { pattern: /^(SEL\d+)\.svg$/, size: () => [300, 300], label: storeName },
    stores: { pattern: /^(SEL\d+)(?:-(\d+))?\.svg$/, size: () => [1200, 400], label: storeName },
    banners: {
      pattern: /^(BNR\d+)\.svg$/,
      size: () => [1200, 400],
      label: async (id) => {
        const banner = await bannerTarget(id);
        if (!banner) return undefined;
        const target = (JSON.parse(banner.selectedValue) as string[])[0] ?? '';
        return banner.dealType === 'Category' ? categoryName(target) : productName(target);
      },
    },
    deals: {
      pattern: /^(DEAL\d+)(?:-(\d+))?\.svg$/,
      size: () => [1200, 400],
      label: (id) =>
        label(
          sql`SELECT COALESCE(b.brandName, s.storename, d.title) AS label FROM deals d
            LEFT JOIN brands b ON b.brandId = d.brandId LEFT JOIN sellers s ON s.sellerId = d.sellerId
            WHERE d.id = ${id}`,
        ),
    },
    discounts: {
      pattern: /^(DSC\d+)\.svg$/,
      size: () => [600, 400],
      label: (id) =>
        label(
          sql`SELECT CASE c.name WHEN '' THEN 'Unnamed Category' ELSE c.name END || ': Up to ' || d.discount || '% OFF'
              AS label
            FROM discounts d JOIN categories c ON c.id = d.parentCategoryId WHERE d.id = ${id}`,
        ),
    },
    // Avatars are public URLs: they show neither the user's name nor their id.
    users: { pattern: /^(USR\d+)\.svg$/, size: () => [200, 200], label: async () => undefined },
  };

  router.openapi(
    createRoute({
      method: 'get',
      path: '/images/{kind}/{file}',
      tags: ['Images'],
      summary: 'A generated SVG image for a stored image path (deterministic per id)',
      request: {
        params: z.object({
          kind: z.string().describe(`One of ${KIND_NAMES}`),
          file: z
            .string()
            .describe('e.g. PRD000001-1.svg, CAT125-icon.svg, BRD001-banner.svg, DEAL001-2.svg, USR0001.svg'),
        }),
      },
      responses: {
        200: { description: 'The image', content: { 'image/svg+xml': { schema: z.string() } } },
        304: { description: 'Not modified (If-None-Match matched the ETag)' },
        ...errors(404),
      },
    }),
    async (c) => {
      const { kind, file } = c.req.valid('param');
      const spec = Object.hasOwn(kinds, kind) ? kinds[kind] : undefined;
      const match = spec?.pattern.exec(file);
      if (!spec || !match) throw refuse('IMAGE_NOT_FOUND');
      const [, id = '', suffix] = match;
      const [width, height] = spec.size(suffix);
      const variant = suffix === undefined ? 0 : /^\d+$/.test(suffix) ? Number(suffix) : hashString(suffix);
      const svg = renderSvg({ id, label: await spec.label(id), width, height, variant });
      const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
      if (c.req.header('if-none-match') === etag) return c.body(null, 304, { ETag: etag });
      return c.body(svg, 200, { ...IMAGE_HEADERS, ETag: etag });
    },
  );

  return router;
}
