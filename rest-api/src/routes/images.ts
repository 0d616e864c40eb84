import { createRoute, z } from '@hono/zod-openapi';
import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { first } from '../db/queries.ts';
import type { Deps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import { createRouter, errors } from '../http.ts';
import { webpOf } from '../images/raster.ts';
import { hashString, renderSvg } from '../images/svg.ts';

interface ImageKind {
  /** Over the file's name without its extension: group 1 is the id, group 2 an optional suffix (image number, icon, banner, ...). */
  pattern: RegExp;
  size: (suffix: string | undefined) => [number, number];
  /** Display name for the id, undefined when unknown (the image then has no text: ids are never drawn). */
  label: (id: string) => Promise<string | undefined>;
}

const COMMON_HEADERS = { 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' };
const FORMATS = {
  svg: {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    // An SVG opened directly is a document: no scripts, no outside fetches.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  },
  webp: { 'Content-Type': 'image/webp' },
};
const FILE_NAME = /^([^.]+)\.(svg|webp)$/;

const KIND_NAMES = 'products, categories, brands, sellers, banners, deals, discounts, stores, users';

/**
 * Generated placeholder images for the relative image paths the seed stores: each picture as SVG or WebP (the seed
 * stores WebP paths; see images/raster.ts), by the file's extension. They are not JSON; the route is in the OpenAPI
 * document with its image responses so the 404s are documented too.
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
    products: { pattern: /^(PRD\d+)-(\d+)$/, size: () => [600, 600], label: productName },
    categories: {
      pattern: /^(CAT\d+)-(icon|banner)$/,
      size: (suffix) => (suffix === 'banner' ? [1200, 300] : [200, 200]),
      label: categoryName,
    },
    brands: {
      pattern: /^(BRD\d+)(?:-(banner|gallery))?$/,
      size: (suffix) => (suffix === 'banner' ? [1200, 400] : suffix === 'gallery' ? [800, 600] : [300, 300]),
      label: (id) => label(sql`SELECT brandName AS label FROM brands WHERE brandId = ${id}`),
    },
    sellers: { pattern: /^(SEL\d+)$/, size: () => [300, 300], label: storeName },
    stores: { pattern: /^(SEL\d+)(?:-(\d+))?$/, size: () => [1200, 400], label: storeName },
    banners: {
      pattern: /^(BNR\d+)$/,
      size: () => [1200, 400],
      label: async (id) => {
        const banner = await bannerTarget(id);
        if (!banner) return undefined;
        const target = (JSON.parse(banner.selectedValue) as string[])[0] ?? '';
        return banner.dealType === 'Category' ? categoryName(target) : productName(target);
      },
    },
    deals: {
      pattern: /^(DEAL\d+)(?:-(\d+))?$/,
      size: () => [1200, 400],
      label: (id) =>
        label(
          sql`SELECT COALESCE(b.brandName, s.storename, d.title) AS label FROM deals d
            LEFT JOIN brands b ON b.brandId = d.brandId LEFT JOIN sellers s ON s.sellerId = d.sellerId
            WHERE d.id = ${id}`,
        ),
    },
    discounts: {
      pattern: /^(DSC\d+)$/,
      size: () => [600, 400],
      label: (id) =>
        label(
          sql`SELECT CASE c.name WHEN '' THEN 'Unnamed Category' ELSE c.name END || ': Up to ' || d.discount || '% OFF'
              AS label
            FROM discounts d JOIN categories c ON c.id = d.parentCategoryId WHERE d.id = ${id}`,
        ),
    },
    // Avatars are public URLs: they show neither the user's name nor their id.
    users: { pattern: /^(USR\d+)$/, size: () => [200, 200], label: async () => undefined },
  };

  router.openapi(
    createRoute({
      method: 'get',
      path: '/images/{kind}/{file}',
      tags: ['Images'],
      summary: 'A generated image (SVG or WebP, by the extension) for a stored image path (deterministic per id)',
      request: {
        params: z.object({
          kind: z.string().describe(`One of ${KIND_NAMES}`),
          file: z
            .string()
            .describe('e.g. PRD000001-1.webp, CAT125-icon.webp, BRD001-banner.svg, DEAL001-2.webp, USR0001.svg'),
        }),
      },
      responses: {
        200: {
          description: 'The image',
          content: { 'image/svg+xml': { schema: z.string() }, 'image/webp': { schema: z.string() } },
        },
        304: { description: 'Not modified (If-None-Match matched the ETag)' },
        ...errors(404),
      },
    }),
    async (c) => {
      const { kind, file } = c.req.valid('param');
      const spec = Object.hasOwn(kinds, kind) ? kinds[kind] : undefined;
      const [, name = '', format = 'svg'] = FILE_NAME.exec(file) ?? [];
      const match = spec?.pattern.exec(name);
      if (!spec || !match) throw refuse('IMAGE_NOT_FOUND');
      const [, id = '', suffix] = match;
      const [width, height] = spec.size(suffix);
      const variant = suffix === undefined ? 0 : /^\d+$/.test(suffix) ? Number(suffix) : hashString(suffix);
      const svg = renderSvg({ id, label: await spec.label(id), width, height, variant });
      // The picture's source and its format name the bytes: no need to encode the WebP to answer a revalidation.
      const etag = `"${createHash('sha1').update(format).update(svg).digest('base64url')}"`;
      if (c.req.header('if-none-match') === etag) return c.body(null, 304, { ETag: etag });
      const headers = { ...COMMON_HEADERS, ...FORMATS[format as keyof typeof FORMATS], ETag: etag };
      return format === 'webp' ? c.body(new Uint8Array(await webpOf(svg)), 200, headers) : c.body(svg, 200, headers);
    },
  );

  return router;
}
