import { z } from '@hono/zod-openapi';
import { TimestampSchema } from './timestamp.ts';
import { ListingProductSchema, type ProductReader } from './product.ts';

/** Listing products matching `where` (SQL over the p/b/s/c aliases of PRODUCT_SELECT). */
export function productLister(products: ProductReader) {
  return (where: string, params: unknown[], orderBy: string, limit?: number) =>
    products.rows(where, params, orderBy, limit).map((row) => products.listing(row));
}

/** Brand fields as deal records and seller pages show them. */
export const BrandSummarySchema = z
  .object({ brandId: z.string(), brandName: z.string(), brandLogo: z.string() })
  .openapi('BrandSummary');

export const StoreNameSchema = z.object({ storename: z.string() }).openapi('StoreName');

export const TopDealSchema = z.object({ id: z.string(), title: z.string(), bannerUrl: z.string() }).openapi('TopDeal');

export const LimitedTimeDealSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    image: z.array(z.string()).describe('Banner images of the campaign'),
    endDate: TimestampSchema,
  })
  .openapi('LimitedTimeDeal');

export const FeaturedBrandSchema = z
  .object({ id: z.string(), image: z.string(), selectedBrandDetails: BrandSummarySchema })
  .openapi('FeaturedBrand');

export const BrandProductsSchema = BrandSummarySchema.extend({
  products: z.array(ListingProductSchema).describe('At most 20 products of the brand'),
}).openapi('FeaturedBrandProducts');

export const TopStoreSchema = z
  .object({
    id: z.string(),
    image: z.string(),
    sellerId: z.string(),
    storedetails: StoreNameSchema,
    createdDate: TimestampSchema.describe('When the seller joined'),
    // A union, not .nullable(): the generator renders a nullable named schema as an allOf that rejects null.
    selectedBrandDetails: z
      .union([BrandSummarySchema, z.null()])
      .describe('The brand the store sells most products of (ties by brandName); null when it sells none'),
  })
  .openapi('TopStore');

export const StoreProductsSchema = z
  .object({
    sellerId: z.string(),
    storedetails: StoreNameSchema,
    products: z.array(ListingProductSchema).describe('At most 20 products of the store'),
  })
  .openapi('TopStoreProducts');

export const BannerSchema = z
  .object({
    id: z.string(),
    image: z.string(),
    dealType: z.enum(['Category', 'Product']),
    selectedValue: z.array(z.string()).describe('Category ids (Category banners) or product ids (Product banners)'),
    categoryDetails: z
      .array(z.object({ id: z.string(), categoryName: z.string() }))
      .describe('The selected categories of a Category banner; empty for Product banners'),
  })
  .openapi('Banner');

export const DiscountSchema = z
  .object({
    id: z.string(),
    imgUrl: z.string(),
    parentCategoryId: z.string(),
    parentCategoryName: z.string(),
    discount: z.number().int().describe('"Up to N% OFF"'),
  })
  .openapi('Discount');
