import type { MutationResolvers } from '../__generated__/resolvers-types.ts';
import { signedInUser } from '../upstream/account.ts';
import { addProductRating, ownReview, personalProductDetail, raiseSellerTicket, uploadImages } from '../upstream/productPage.ts';
import type { UserError } from '../__generated__/resolvers-types.ts';
import { asShopper, userError } from '../userErrors.ts';

export const SIGN_IN_TO_RATE_PRODUCT = 'Please log in to submit a rating';
export const SIGN_IN_TO_REPORT = 'Please log in to report this product';
export const RATING_RANGE = 'Please select a rating between 1 and 5';
export const ALREADY_RATED = 'You have already rated this product';
export const REQUIRED = 'Please fill out all required fields.';

/** A refusal found before any write: the payload's failure carries it (asShopper passes userErrors through). */
class Refused extends Error {
  constructor(readonly refusal: UserError) {
    super(refusal.message);
  }
}

async function refusalOr<T extends object>(run: () => Promise<T>): Promise<T | { userErrors: UserError[] }> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Refused) return { userErrors: [error.refusal] };
    throw error;
  }
}

// /getProductInnerDetails answers a missing product with the product page's text; a rating names the spec's.
const RATING_MESSAGES = { 'Error fetching product': 'This product is no longer available for rating.' };

export const productMutations: MutationResolvers = {
  rateProduct: async (_, { input }, ctx) => {
    const failed = { product: null, review: null };
    const result = await refusalOr(() =>
      asShopper(
        ctx.rest.signedIn,
        async () => {
          const { productId, rating } = input;
          // Checked here so that no image is uploaded for a rating the REST API would refuse.
          if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new Refused(userError('INVALID_INPUT', RATING_RANGE, 'rating'));
          const [user, { productDetails: product, purchased }] = await Promise.all([signedInUser(ctx.rest), personalProductDetail(ctx.rest, productId)]);
          if (!purchased) throw new Refused(userError('NOT_PURCHASED', 'You cannot rate this product as it has not been purchased.', 'productId'));
          const files = input.images ?? [];
          if (files.length > 0 && (await ownReview(ctx.rest, productId))) throw new Refused(userError('ALREADY_EXISTS', ALREADY_RATED, 'productId'));
          const imageUrls = files.length > 0 ? await uploadImages(ctx.rest, files) : [];
          await addProductRating(ctx.rest, {
            customerId: user.customDocId, product, rating, review: input.title?.trim() ?? '', comment: input.comment?.trim() ?? '', imageUrls,
          });
          ctx.loaders.product.clear(productId);
          ctx.loaders.productDetail.clear(productId);
          return { product: { productId }, review: await ownReview(ctx.rest, productId) };
        },
        failed,
        { signInMessage: SIGN_IN_TO_RATE_PRODUCT, notFoundField: 'productId', messages: RATING_MESSAGES },
      ),
    );
    return { ...failed, ...result };
  },

  reportProduct: async (_, { input }, ctx) => {
    const failed = { reported: false };
    const result = await refusalOr(() =>
      asShopper(
        ctx.rest.signedIn,
        async () => {
          const reason = input.reason.trim();
          if (reason === '') throw new Refused(userError('INVALID_INPUT', REQUIRED, 'reason'));
          const product = await ctx.loaders.product.load(input.productId);
          if (!product) throw new Refused(userError('NOT_FOUND', 'Product not found', 'productId'));
          const details = input.details?.trim();
          await raiseSellerTicket(ctx.rest, {
            issue: 'Report',
            subject: `Report: ${product.name} (${input.productId})`.slice(0, 200),
            details: `Product: ${input.productId}\nSeller: ${product.sellerId}\nReason: ${reason}${details ? `\n\n${details}` : ''}`,
          });
          return { reported: true };
        },
        failed,
        { signInMessage: SIGN_IN_TO_REPORT, notFoundField: 'productId' },
      ),
    );
    return { ...failed, ...result };
  },
};
