// The product page's fields, its reviews and questions, and the pincode check.
import type {
  ProductDetailRow,
  ProductFeatureBadgesResolvers,
  ProductResolvers,
  QueryResolvers,
  QuestionResolvers,
  ReviewResolvers,
} from '../__generated__/resolvers-types.ts';
import { connectionFromList } from '../connections.ts';
import type { GraphQLContext } from '../context.ts';
import { badUserInput, isUpstreamStatus } from '../errors.ts';
import { opaqueId } from '../ids.ts';
import { cart, wishlist } from '../upstream/account.ts';
import type { ProductDetailDTO } from '../upstream/dto.ts';
import { isDeliverable, personalProductDetail, productQuestions, productReviews } from '../upstream/productPage.ts';
import { productDetails } from './Product.ts';

export const DELIVERABLE = 'Great! We deliver to this location.';
export const NOT_DELIVERABLE = 'Sorry, delivery is not available in this pincode.';

/** A personal fact about the product: false for a guest and for a session that has ended (401). */
async function personalFlag(ctx: GraphQLContext, read: () => Promise<boolean>): Promise<boolean> {
  if (!ctx.rest.signedIn) return false;
  try {
    return await read();
  } catch (error) {
    if (isUpstreamStatus(error, 401)) return false;
    throw error;
  }
}

/** The More Details table's rows, in display order; rows without a value are left out. */
const DETAIL_ROWS: [label: string, value: (p: ProductDetailDTO) => string | number | null][] = [
  ['Brand', (p) => p.brandDetails.brandName],
  ['Origin', (p) => p.origin],
  ['Weight', (p) => p.weight],
  ['SKU', (p) => p.skuSet],
  ['TCIN', (p) => p.tcin],
  ['Minimum Quantity', (p) => p.minimumQuantity || null],
  ['Purchase Limit', (p) => p.purchaseLimit || null],
];

export const productPageFields: ProductResolvers = {
  viewerHasPurchased: (p, _, ctx) => personalFlag(ctx, async () => (await personalProductDetail(ctx.rest, p.productId)).purchased),
  inCart: (p, _, ctx) => personalFlag(ctx, async () => (await cart(ctx.rest)).some((line) => line.productId === p.productId)),
  inWishlist: (p, _, ctx) => personalFlag(ctx, async () => (await wishlist(ctx.rest)).some((item) => item.productId === p.productId)),
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

export const ProductFeatureBadges: ProductFeatureBadgesResolvers = {
  returnable: (p) => !p.nonReturnableItem,
  warranty: (p) => (p.oneYearWarrenty && !p.noWarrenty ? '1 Year' : null),
  branded: (p) => p.branded,
  freeDelivery: (p) => p.freeDelivery,
};

export const Review: ReviewResolvers = {
  id: (r) => opaqueId('Review', r.id),
  authorName: (r) => r.userDetails.name,
  title: (r) => r.review || null,
  comment: (r) => r.comment || null,
  images: (r) => r.mediaUrl.map(({ url }, i) => ({ url, alt: `Photo ${i + 1} of ${r.userDetails.name}'s review` })),
};

export const Question: QuestionResolvers = {
  id: (q) => opaqueId('Question', q.id),
  // The seller's answer: the first one given.
  answer: (q) => q.answers.find((a) => a.ans.trim() !== '')?.ans ?? null,
  askedAt: (q) => q.createdAt,
};

export const productPageQueries: QueryResolvers = {
  deliveryCheck: async (_, { pincode }, ctx) => {
    const code = pincode.trim();
    if (code === '') throw badUserInput('Please enter a pincode.');
    if (!/^\d{6}$/.test(code)) throw badUserInput('Pincode must be 6 digits.');
    const deliverable = await isDeliverable(ctx.rest, code);
    return { pincode: code, deliverable, message: deliverable ? DELIVERABLE : NOT_DELIVERABLE };
  },
};
