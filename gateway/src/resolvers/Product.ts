import { GraphQLError } from 'graphql';
import type {
  ProductResolvers,
  RatingSummaryResolvers,
  StockStatus,
  TierPriceResolvers,
} from '../__generated__/resolvers-types.ts';
import type { GraphQLContext } from '../context.ts';
import { badUserInput } from '../errors.ts';
import { toGlobalId } from '../ids.ts';
import { percentOff } from '../money.ts';
import type { ProductParent } from '../parents.ts';
import { categoryTree } from '../upstream/catalog.ts';
import { averageRating, countOf, ratingCount, STARS } from '../ratings.ts';
import type { ListingProductDTO, ProductDetailDTO } from '../upstream/dto.ts';

/** The listing fields of a product: the parent itself when a list gave them, else its details. */
async function listing(parent: ProductParent, ctx: GraphQLContext): Promise<ListingProductDTO> {
  if (parent.name !== undefined) return parent as ListingProductDTO;
  return found(await ctx.loaders.product.load(parent.productId), parent.productId) as ListingProductDTO;
}

/** The product page's fields, loaded only when a query asks for one of them. */
export async function productDetails(parent: ProductParent, ctx: GraphQLContext): Promise<ProductDetailDTO> {
  if (parent.description !== undefined) return parent as ProductDetailDTO;
  return found(await ctx.loaders.productDetail.load(parent.productId), parent.productId);
}

function found<T>(product: T | null, productId: string): T {
  if (!product) throw new GraphQLError(`Product ${productId} is no longer in the catalog`, { extensions: { code: 'NOT_FOUND' } });
  return product;
}

export function stockStatus(stock: number): StockStatus {
  if (stock <= 0) return 'OUT_OF_STOCK';
  if (stock < 5) return 'LOW_STOCK';
  if (stock < 10) return 'FEW_LEFT';
  return 'IN_STOCK';
}

const STOCK_LABELS: Record<StockStatus, (stock: number) => string> = {
  IN_STOCK: () => 'In Stock',
  FEW_LEFT: () => 'Only few left',
  LOW_STOCK: (stock) => `Only ${stock} left`,
  OUT_OF_STOCK: () => 'Out of Stock',
};

/** Tier bounds parsed from ranges such as `10-49` or `100+`. */
const tierBounds = (range: string) => {
  const match = /^\s*(\d+)\s*(?:-\s*(\d+)|\+)?\s*$/.exec(range);
  return { min: match ? Number(match[1]) : null, max: match?.[2] ? Number(match[2]) : null };
};

export const Product: ProductResolvers = {
  id: (p) => toGlobalId('Product', p.productId),
  productId: (p) => p.productId,
  name: async (p, _, ctx) => (await listing(p, ctx)).name,
  images: async (p, { first }, ctx) => {
    const { name, imageUrls } = await listing(p, ctx);
    if (first != null && first < 0) throw badUserInput('first must not be negative');
    return imageUrls.slice(0, first ?? undefined).map((url, i) => ({ url, alt: i === 0 ? name : `${name}, image ${i + 1}` }));
  },
  description: async (p, _, ctx) => (await productDetails(p, ctx)).description,
  keyFeatures: async (p, _, ctx) => (await productDetails(p, ctx)).keyFeatures,
  features: async (p, _, ctx) => Object.entries((await productDetails(p, ctx)).features).map(([name, value]) => ({ name, value })),
  price: async (p, _, ctx) => (await listing(p, ctx)).price,
  offerPrice: async (p, _, ctx) => (await listing(p, ctx)).offerPrice,
  sellingPrice: async (p, _, ctx) => (await listing(p, ctx)).sellingPrice,
  percentOff: async (p, _, ctx) => {
    const { price, sellingPrice } = await listing(p, ctx);
    return percentOff(price, sellingPrice);
  },
  tierPrices: async (p, _, ctx) =>
    [...(await listing(p, ctx)).tirePrice].sort((a, b) => (tierBounds(a.range).min ?? 0) - (tierBounds(b.range).min ?? 0)),
  tierPriceRange: async (p, _, ctx) => {
    const prices = (await listing(p, ctx)).tirePrice.map((t) => t.discountPrice);
    return prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null;
  },
  stock: async (p, _, ctx) => (await listing(p, ctx)).stock,
  stockStatus: async (p, _, ctx) => stockStatus((await listing(p, ctx)).stock),
  stockLabel: async (p, _, ctx) => {
    const { stock } = await listing(p, ctx);
    return STOCK_LABELS[stockStatus(stock)](stock);
  },
  moq: async (p, _, ctx) => (await listing(p, ctx)).b2bminQty,
  quantityBounds: async (p, _, ctx) => {
    const l = await listing(p, ctx);
    return { min: l.b2bminQty, max: l.b2bMaxQty, consumerMax: l.b2cMaxQty };
  },
  badge: async (p, _, ctx) => {
    const l = await listing(p, ctx);
    return l.featured ? 'BEST_SELLER' : l.newArrivals ? 'NEW' : null;
  },
  brand: async (p, _, ctx) => (await listing(p, ctx)).brandDetails,
  seller: async (p, _, ctx) => (await listing(p, ctx)).sellerDetails,
  category: async (p, _, ctx) => {
    const [l, tree] = await Promise.all([listing(p, ctx), categoryTree(ctx.rest)]);
    const category = tree.byId.get(l.category);
    if (!category) throw new GraphQLError(`Category ${l.category} of product ${p.productId} is missing`);
    return category;
  },
  categoryPath: async (p, _, ctx) => {
    const [l, tree] = await Promise.all([listing(p, ctx), categoryTree(ctx.rest)]);
    return l.categoryIds.flatMap((id) => tree.byId.get(id) ?? []);
  },
  rating: (p, _, ctx) => listing(p, ctx),
  createdAt: async (p, _, ctx) => (await listing(p, ctx)).createdAt,
  limitedTimeEndsAt: async (p, _, ctx) => {
    const { limitedTimeOffer, limitedTimeEndDate: end } = await listing(p, ctx);
    return limitedTimeOffer && end && end._seconds * 1000 > ctx.now ? end : null;
  },
};

export const TierPrice: TierPriceResolvers = {
  range: (t) => t.range,
  minQuantity: (t) => tierBounds(t.range).min,
  maxQuantity: (t) => tierBounds(t.range).max,
  price: (t) => t.discountPrice,
};


export const RatingSummary: RatingSummaryResolvers = {
  count: ratingCount,
  // A seller's summary brings the exact mean of its half-star ratings; products use the one rule on the counts.
  average: (r) => r.average ?? averageRating(r),
  histogram: (r) => STARS.map((stars) => ({ stars, count: countOf(r, stars) })),
};
