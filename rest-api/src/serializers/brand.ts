import { z } from '@hono/zod-openapi';
import { sql, type RawBuilder, type Selectable } from 'kysely';
import { toTimestamp } from '../clock.ts';
import { ignoringCase } from '../db/dialects.ts';
import { json } from '../db/open.ts';
import type { Queries } from '../db/queries.ts';
import type { BrandPagesTable, BrandsTable } from '../db/tables/catalog.ts';
import { TimestampSchema } from './timestamp.ts';

export const BrandSchema = z
  .object({
    brandId: z.string(),
    brandName: z.string(),
    brandLogo: z.string(),
    createdDate: TimestampSchema,
    productCount: z.number().int(),
  })
  .openapi('Brand');

export const BrandPageSchema = z
  .object({
    brandId: z.string(),
    brandName: z.string(),
    order: z
      .array(z.string())
      .describe('Section names (productSection, gallerySection, bannerSection, videoSection) in display order'),
    bannerSection: z.object({ imageUrl: z.string(), title: z.string() }),
    gallerySection: z.object({ Title: z.string(), Description: z.string(), imageUrl: z.string() }),
    videoSection: z.object({ link: z.string() }),
    logo: z.string(),
    createdDate: TimestampSchema,
  })
  .openapi('BrandPage');

export type Brand = z.infer<typeof BrandSchema>;
export type BrandPage = z.infer<typeof BrandPageSchema>;

/** Brands with their product count (counted through the products_brand index), `filter` over those columns, by name. */
export function brandSelect(db: Queries, filter: RawBuilder<unknown> = sql`TRUE`) {
  return sql<BrandRow>`SELECT brandId, brandName, brandLogo, createdDate, "productCount" FROM (
    SELECT b.*, (SELECT COUNT(*) FROM products p WHERE p.brandId = b.brandId) AS "productCount" FROM brands b) counted
    WHERE ${filter} ORDER BY ${ignoringCase(db, sql`brandName`)}, brandId`;
}

/** A brands row with its number of products (`topBrand` is not shown). */
export interface BrandRow extends Omit<Selectable<BrandsTable>, 'topBrand'> {
  productCount: number;
}

export function toBrand(row: BrandRow): Brand {
  return { ...row, createdDate: toTimestamp(row.createdDate) };
}

export const BRAND_PAGE_SELECT = `SELECT bp.*, b.brandName FROM brand_pages bp JOIN brands b ON b.brandId = bp.brandId`;

export interface BrandPageRow extends Selectable<BrandPagesTable> {
  brandName: string;
}

/** Picks the documented fields out of the stored JSON sections, so extra stored keys never leak. */
export function toBrandPage(row: BrandPageRow): BrandPage {
  const banner = json<Partial<BrandPage['bannerSection']>>(row.bannerSection, {});
  const gallery = json<Partial<BrandPage['gallerySection']>>(row.gallerySection, {});
  const video = json<Partial<BrandPage['videoSection']>>(row.videoSection, {});
  return {
    brandId: row.brandId,
    brandName: row.brandName,
    order: json<string[]>(row.sectionOrder, []),
    bannerSection: { imageUrl: banner.imageUrl ?? '', title: banner.title ?? '' },
    gallerySection: {
      Title: gallery.Title ?? '',
      Description: gallery.Description ?? '',
      imageUrl: gallery.imageUrl ?? '',
    },
    videoSection: { link: video.link ?? '' },
    logo: row.logo,
    createdDate: toTimestamp(row.createdDate),
  };
}
