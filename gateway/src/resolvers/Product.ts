// Product: its listing and page fields, tier prices, feature badges, the pincode check, and reporting a product.
import type { ProductDetailRow, ReportTargetInput, StockStatus } from '../__generated__/schema-types.ts';
import type {
  ProductFeatureBadgesResolvers,
  ProductResolvers,
  TierPriceResolvers,
} from '../__generated__/resolvers-types.ts';
import type { GraphQLContext } from '../context.ts';
import { connectionFromList } from '../graph/connections.ts';
import { expectedDeliveryDate } from '../graph/delivery.ts';
import { badUserInput, inconsistency, notFound } from '../graph/errors.ts';
import { inputKey, restKeyOf, toGlobalId } from '../graph/ids.ts';
import type { ProductParent } from '../graph/mappers.ts';
import { percentOff } from '../graph/money.ts';
import { tierBounds } from '../graph/tierRanges.ts';
import { textOrNull } from '../graph/text.ts';
import { asShopper, refuse } from '../graph/userErrors.ts';
import { cart, whenSignedIn, wishlist } from '../upstream/account.ts';
import { brandsById, categoryTree } from '../upstream/catalog.ts';
import type { ListingProductDTO, ProductDetailDTO } from '../upstream/dto.ts';
import { hasPurchased } from '../upstream/orders.ts';
import { isDeliverable, ownReview, productQuestions, productReviews } from '../upstream/productPage.ts';
import { raiseTicket } from '../upstream/support.ts';
import type { MutationFields, QueryFields } from './root.ts';

export const DELIVERABLE = 'Great! We deliver to this location.';
export const NOT_DELIVERABLE = 'Sorry, delivery is not available in this pincode.';
export const SIGN_IN_TO_REPORT = 'Please log in to report this product';
export const REQUIRED = 'Please fill out all required fields.';

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
  if (!product) throw notFound(`Product ${productId} is no longer in the catalog`);
  return product;
}

export function stockStatus(stock: number): StockStatus {
  if (stock <= 0) return 'OUT_OF_STOCK';
  if (stock < 5) return 'LOW_STOCK';
  if (stock < 10) return 'FEW_LEFT';
  return 'IN_STOCK';
}

export const STOCK_LABELS: Record<StockStatus, (stock: number) => string> = {
  IN_STOCK: () => 'In Stock',
  FEW_LEFT: () => 'Only few left',
  LOW_STOCK: (stock) => `Only ${stock} left`,
  OUT_OF_STOCK: () => 'Out of Stock',
};

/** The More Details table's rows, in display order; rows without a value are left out. */
export const DETAIL_ROWS: [label: string, value: (p: ProductDetailDTO) => string | number | null][] = [
  ['Brand', (p) => p.brandDetails.brandName],
  ['Origin', (p) => p.origin],
  ['Weight', (p) => p.weight],
  ['SKU', (p) => p.skuSet],
  ['TCIN', (p) => p.tcin],
  ['Minimum Quantity', (p) => p.minimumQuantity || null],
  ['Purchase Limit', (p) => p.purchaseLimit || null],
];

export const Product: ProductResolvers = {
  id: (p) => toGlobalId('Product', p.productId),
  productId: (p) => p.productId,
  name: async (p, _, ctx) => (await listing(p, ctx)).name,
  images: async (p, { first }, ctx) => {
    const { name, imageUrls } = await listing(p, ctx);
    if (first != null && first < 0) throw badUserInput('first must not be negative');
    return imageUrls
      .slice(0, first ?? undefined)
      .map((url, i) => ({ url, alt: i === 0 ? name : `${name}, image ${i + 1}` }));
  },
  description: async (p, _, ctx) => textOrNull((await productDetails(p, ctx)).description),
  keyFeatures: async (p, _, ctx) => (await productDetails(p, ctx)).keyFeatures,
  features: async (p, _, ctx) =>
    Object.entries((await productDetails(p, ctx)).features).map(([name, value]) => ({ name, value })),
  price: async (p, _, ctx) => (await listing(p, ctx)).price,
  listPrice: async (p, _, ctx) => (await listing(p, ctx)).price,
  offerPrice: async (p, _, ctx) => (await listing(p, ctx)).offerPrice,
  sellingPrice: async (p, _, ctx) => (await listing(p, ctx)).sellingPrice,
  percentOff: async (p, _, ctx) => {
    const { price, offerPrice } = await listing(p, ctx);
    return percentOff(price, offerPrice);
  },
  tierPrices: async (p, _, ctx) =>
    [...(await listing(p, ctx)).tirePrice].sort(
      (a, b) => (tierBounds(a.range).min ?? 0) - (tierBounds(b.range).min ?? 0),
    ),
  tierPriceRange: async (p, _, ctx) => (await listing(p, ctx)).unitPriceRange,
  stock: async (p, _, ctx) => (await listing(p, ctx)).stock,
  stockStatus: async (p, _, ctx) => stockStatus((await listing(p, ctx)).stock),
  expectedDelivery: async (p, _, ctx) => ((await listing(p, ctx)).stock > 0 ? expectedDeliveryDate(ctx.now) : null),
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
    return l.featured ? 'FEATURED' : l.newArrivals ? 'NEW' : null;
  },
  brand: async (p, _, ctx) => (await listing(p, ctx)).brandDetails,
  seller: async (p, _, ctx) => (await listing(p, ctx)).sellerDetails,
  category: async (p, _, ctx) => {
    const [l, tree] = await Promise.all([listing(p, ctx), categoryTree(ctx.rest)]);
    return tree.byId.get(l.category) ?? inconsistency(`Category ${l.category} of product ${p.productId} is missing`);
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
  viewerHasPurchased: (p, _, ctx) => whenSignedIn(ctx.rest, false, () => hasPurchased(ctx.rest, p.productId)),
  viewerReview: (p, _, ctx) => whenSignedIn(ctx.rest, null, () => ownReview(ctx.rest, p.productId)),
  inCart: (p, _, ctx) =>
    whenSignedIn(ctx.rest, false, async () => (await cart(ctx.rest)).some((line) => line.productId === p.productId)),
  inWishlist: (p, _, ctx) =>
    whenSignedIn(ctx.rest, false, async () =>
      (await wishlist(ctx.rest)).some((item) => item.productId === p.productId),
    ),
  featureBadges: (p, _, ctx) => productDetails(p, ctx),
  moreDetails: async (p, _, ctx) => {
    const product = await productDetails(p, ctx);
    return DETAIL_ROWS.flatMap(([label, read]): ProductDetailRow[] => {
      const value = read(product);
      return value === null || String(value).trim() === '' ? [] : [{ label, value: String(value) }];
    });
  },
  reviews: async (p, args, ctx) => connectionFromList(await productReviews(ctx.rest, p.productId), args),
  questions: async (p, args, ctx) => connectionFromList(await productQuestions(ctx.rest, p.productId), args),
};

export const TierPrice: TierPriceResolvers = {
  range: (t) => t.range,
  minQuantity: (t) => tierBounds(t.range).min,
  maxQuantity: (t) => tierBounds(t.range).max,
  price: (t) => t.discountPrice,
};

export const ProductFeatureBadges: ProductFeatureBadgesResolvers = {
  returnable: (p) => !p.nonReturnableItem,
  warranty: (p) => (p.oneYearWarrenty && !p.noWarrenty ? '1 Year' : null),
  branded: (p) => p.branded,
  freeDelivery: (p) => p.freeDelivery,
};

/** Whether the marketplace delivers to a six-digit pincode, with the message the product page shows. */
export async function deliveryTo(ctx: GraphQLContext, pincode: string) {
  const deliverable = await isDeliverable(ctx.rest, pincode);
  return { pincode, deliverable, message: deliverable ? DELIVERABLE : NOT_DELIVERABLE };
}

export const productQueries: QueryFields<'product' | 'deliveryCheck'> = {
  product: (_, { productId }, ctx) => {
    const key = restKeyOf(productId, 'Product');
    return key === null ? null : ctx.loaders.product.load(key);
  },
  deliveryCheck: async (_, { pincode }, ctx) => {
    const code = pincode.trim();
    if (code === '') throw badUserInput('Please enter a pincode.');
    if (!/^\d{6}$/.test(code)) throw badUserInput('Pincode must be 6 digits.');
    return deliveryTo(ctx, code);
  },
};

export const SIGN_IN_TO_REPORT_BRAND = 'Please log in to report this brand';

/** What a report is about (exactly one of the two: `ReportTargetInput` is `@oneOf`): its ticket's subject and first lines. */
async function reportTarget(target: ReportTargetInput, ctx: GraphQLContext) {
  if (target.productId != null) {
    const productId = inputKey(target.productId, 'Product', ['target', 'productId']);
    const product = await ctx.loaders.product.load(productId);
    if (!product) throw refuse('NOT_FOUND', 'Product not found', ['target', 'productId']);
    return {
      subject: `Report: ${product.name} (${productId})`,
      about: `Product: ${productId}\nSeller: ${product.sellerId}`,
    };
  }
  const brandId = inputKey(target.brandId!, 'Brand', ['target', 'brandId']);
  const brand = (await brandsById(ctx.rest)).get(brandId);
  if (!brand) throw refuse('NOT_FOUND', 'Brand not found', ['target', 'brandId']);
  return { subject: `Report: ${brand.brandName} (${brandId})`, about: `Brand: ${brandId}` };
}

export const productMutations: MutationFields<'reportProduct'> = {
  reportProduct: (_, { input }, ctx) =>
    asShopper(
      ctx.rest.signedIn,
      async () => {
        const reason = input.reason.trim();
        if (reason === '') throw refuse('INVALID_INPUT', REQUIRED, 'reason');
        const target = await reportTarget(input.target, ctx);
        const details = input.details?.trim();
        await ctx.idempotency.once(ctx.session.token, 'reportProduct', input, () =>
          raiseTicket(ctx.rest, {
            departmentName: 'Seller',
            issue: 'Report',
            subject: target.subject.slice(0, 200),
            details: `${target.about}\nReason: ${reason}${details ? `\n\n${details}` : ''}`,
          }),
        );
        return { reported: true };
      },
      { reported: false },
      { signInMessage: input.target.brandId != null ? SIGN_IN_TO_REPORT_BRAND : SIGN_IN_TO_REPORT },
    ),
};
