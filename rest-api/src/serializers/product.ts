import { z } from '@hono/zod-openapi';
import { toTimestamp } from '../clock.ts';
import { sql, type RawBuilder } from 'kysely';
import { json } from '../db/open.ts';
import type { Selectable } from 'kysely';
import { all, first, type Queries } from '../db/queries.ts';
import type { ProductsTable } from '../db/tables/catalog.ts';
import { unitPriceRange, type TierPrice } from '../orders/pricing.ts';
import { TimestampSchema } from './timestamp.ts';
import { createSellerRatingSummary, StarCounts } from './sellerRating.ts';

/** A products row joined with its brand, seller and category, as `PRODUCT_SELECT` reads it. */
export interface ProductRow extends Selectable<ProductsTable> {
  brandName: string;
  brandLogo: string;
  storename: string;
  sellerCreatedDate: number;
  categoryName: string;
}

/** Select list for products; append WHERE / ORDER BY. Aliased `p`, `b`, `s`, `c`. */
export const PRODUCT_SELECT = `SELECT p.*, b.brandName, b.brandLogo, s.storename, s.createdDate AS "sellerCreatedDate",
  c.name AS "categoryName"
  FROM products p JOIN brands b ON b.brandId = p.brandId JOIN sellers s ON s.sellerId = p.sellerId
  JOIN categories c ON c.id = p.categoryId`;

const TierPriceSchema = z.object({ discountPrice: z.number(), range: z.string() }).openapi('TierPrice');

const SellerDetailsSchema = z.object({
  sellerId: z.string(),
  storedetails: z.object({ storename: z.string() }),
  createdDate: TimestampSchema,
});

export const ListingProductSchema = z
  .object({
    id: z.string(),
    productId: z.string(),
    name: z.string(),
    imageUrls: z.array(z.string()),
    price: z.number().describe('List price (MRP) in rupees'),
    offerPrice: z
      .number()
      .describe('The price of one unit: what a shopper is charged, unless a tier price applies to the quantity'),
    sellingPrice: z
      .number()
      .describe('The same price under the name the search calls use (always equal to offerPrice)'),
    discountPercentage: z.number().int(),
    stock: z.number().int(),
    tirePrice: z.array(TierPriceSchema),
    unitPriceRange: z
      .object({ min: z.number(), max: z.number() })
      .nullable()
      .describe(
        'The lowest and highest price of one unit over the quantities a shopper may order (b2bminQty to b2bMaxQty), each as an order line of that quantity is charged (the tier price whose range holds it, else offerPrice); null when the product has no tier prices',
      ),
    brandId: z.string(),
    brandDetails: z.object({ brandId: z.string(), brandName: z.string(), brandLogo: z.string() }),
    category: z.string().describe('Category id'),
    categoryIds: z.array(z.string()).describe('Category ids from the root down to the product category'),
    sellerId: z.string(),
    sellerDetails: SellerDetailsSchema,
    oneRating: z.number().int(),
    twoRating: z.number().int(),
    threeRating: z.number().int(),
    fourRating: z.number().int(),
    fiveRating: z.number().int(),
    rating: z.number().describe('Weighted mean of the star counts, one decimal, 0 when unrated'),
    b2bMaxQty: z.number().int(),
    b2bminQty: z.number().int(),
    b2cMaxQty: z.number().int(),
    limitedTimeOffer: z.boolean(),
    limitedTimeEndDate: TimestampSchema.nullable(),
    topDeals: z.boolean(),
    newArrivals: z.boolean(),
    featured: z.boolean(),
    discount: z.boolean(),
    createdAt: TimestampSchema,
  })
  .openapi('ListingProduct');

export const ProductDetailSchema = ListingProductSchema.extend({
  description: z.string(),
  keyFeatures: z.array(z.string()),
  features: z.record(z.string(), z.string()),
  origin: z.string(),
  weight: z.string(),
  skuSet: z.string(),
  tcin: z.string(),
  nonReturnableItem: z.boolean(),
  freeDelivery: z.boolean(),
  branded: z.boolean(),
  minimumQuantity: z.number().int(),
  purchaseLimit: z.number().int(),
  oneYearWarrenty: z.boolean(),
  noWarrenty: z.boolean(),
  ref: z.object({ path: z.string(), segments: z.array(z.string()) }).describe('Document reference of the product'),
  sellerDetails: SellerDetailsSchema.extend({
    ...StarCounts,
    rating: z.number().describe('Mean of the seller ratings, one decimal, 0 when unrated'),
  }).describe(
    "The seller's rating counts as /getOneSeller gives them: each half-star rating counts for the nearest whole star, halves rounding up",
  ),
}).openapi('ProductDetail');

export type ListingProduct = z.infer<typeof ListingProductSchema>;
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** Weighted mean of the star counts, one decimal, 0 when there are none. */
export function averageRating(
  r: Pick<ProductRow, 'oneRating' | 'twoRating' | 'threeRating' | 'fourRating' | 'fiveRating'>,
): number {
  const count = r.oneRating + r.twoRating + r.threeRating + r.fourRating + r.fiveRating;
  if (count === 0) return 0;
  const sum = r.oneRating + 2 * r.twoRating + 3 * r.threeRating + 4 * r.fourRating + 5 * r.fiveRating;
  return Math.round((sum / count) * 10) / 10;
}

/**
 * Reads products and turns rows into the documented shapes. The category tree is written by the seed alone: its
 * parents are read once, here, and each category's chain is memoised, so a listing needs no query.
 */
export async function createProductReader(db: Queries) {
  const categories = await all(
    db,
    sql<{ id: string; parentCategory: string }>`SELECT id, parentCategory FROM categories`,
  );
  const parents = new Map(categories.map((category) => [category.id, category.parentCategory]));
  const sellerRating = createSellerRatingSummary(db);
  const chains = new Map<string, string[]>();
  const select = sql.raw(PRODUCT_SELECT);

  function categoryIds(categoryId: string): string[] {
    const cached = chains.get(categoryId);
    if (cached) return cached;
    const chain = [categoryId];
    let current = categoryId;
    for (let depth = 0; depth < 10; depth++) {
      const parent = parents.get(current);
      if (!parent || parent === current) break;
      chain.unshift(parent);
      current = parent;
    }
    chains.set(categoryId, chain);
    return chain;
  }

  function listing(row: ProductRow): ListingProduct {
    return {
      id: row.productId,
      productId: row.productId,
      name: row.name,
      imageUrls: json<string[]>(row.imageUrls, []),
      price: row.price,
      offerPrice: row.offerPrice,
      sellingPrice: row.sellingPrice,
      discountPercentage: row.discountPercentage,
      stock: row.stock,
      tirePrice: json(row.tirePrice, []),
      unitPriceRange: unitPriceRange(
        row.offerPrice,
        json<TierPrice[]>(row.tirePrice, []),
        row.b2bminQty,
        row.b2bMaxQty,
      ),
      brandId: row.brandId,
      brandDetails: { brandId: row.brandId, brandName: row.brandName, brandLogo: row.brandLogo },
      category: row.categoryId,
      categoryIds: categoryIds(row.categoryId),
      sellerId: row.sellerId,
      sellerDetails: {
        sellerId: row.sellerId,
        storedetails: { storename: row.storename },
        createdDate: toTimestamp(row.sellerCreatedDate),
      },
      oneRating: row.oneRating,
      twoRating: row.twoRating,
      threeRating: row.threeRating,
      fourRating: row.fourRating,
      fiveRating: row.fiveRating,
      rating: averageRating(row),
      b2bMaxQty: row.b2bMaxQty,
      b2bminQty: row.b2bminQty,
      b2cMaxQty: row.b2cMaxQty,
      limitedTimeOffer: row.limitedTimeOffer === 1,
      limitedTimeEndDate: row.limitedTimeEndDate == null ? null : toTimestamp(row.limitedTimeEndDate),
      topDeals: row.topDeals === 1,
      newArrivals: row.newArrivals === 1,
      featured: row.featured === 1,
      discount: row.discount === 1,
      createdAt: toTimestamp(row.createdAt),
    };
  }

  async function detail(row: ProductRow): Promise<ProductDetail> {
    const base = listing(row);
    const { average, total: _total, ...counts } = await sellerRating(row.sellerId);
    return {
      ...base,
      sellerDetails: { ...base.sellerDetails, ...counts, rating: average },
      description: row.description,
      keyFeatures: json<string[]>(row.keyFeatures, []),
      features: json<Record<string, string>>(row.features, {}),
      origin: row.origin,
      weight: row.weight,
      skuSet: row.skuSet,
      tcin: row.tcin,
      nonReturnableItem: row.nonReturnableItem === 1,
      freeDelivery: row.freeDelivery === 1,
      branded: row.branded === 1,
      minimumQuantity: row.minimumQuantity,
      purchaseLimit: row.purchaseLimit,
      oneYearWarrenty: row.oneYearWarrenty === 1,
      noWarrenty: row.noWarrenty === 1,
      ref: { path: `products/${row.productId}`, segments: ['products', row.productId] },
    };
  }

  return {
    listing,
    detail,
    categoryIds,
    /** The product's row, read on `on` (a transaction) or the reader's database. */
    row: (productId: string, on: Queries = db) =>
      first(on, sql<ProductRow>`${select} WHERE p.productId = ${productId}`),
    /** Rows matching `where` (SQL after WHERE, using the p/b/s/c aliases), in `orderBy` order. */
    rows: (
      where: RawBuilder<unknown>,
      orderBy: string | RawBuilder<unknown> = 'p.productId',
      limit = Number.MAX_SAFE_INTEGER,
      offset = 0,
    ) =>
      all(
        db,
        sql<ProductRow>`${select} WHERE ${where} ORDER BY ${typeof orderBy === 'string' ? sql.raw(orderBy) : orderBy} LIMIT ${limit} OFFSET ${offset}`,
      ),
  };
}

export type ProductReader = Awaited<ReturnType<typeof createProductReader>>;
