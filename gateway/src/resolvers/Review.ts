// Reviews and questions of a product, star summaries, and rating a product.
import type {
  QuestionResolvers,
  RatingSummaryResolvers,
  ReviewResolvers,
  ViewerResolvers,
} from '../__generated__/resolvers-types.ts';
import { connectionFromList } from '../graph/connections.ts';
import { inputKey, opaqueId } from '../graph/ids.ts';
import { textOrNull } from '../graph/text.ts';
import { countOf, ratingCount, STARS } from '../graph/ratings.ts';
import { asShopper, refuse } from '../graph/userErrors.ts';
import { signedInUser } from '../upstream/account.ts';
import {
  addProductRating,
  ownReview,
  ownReviews,
  personalProductDetail,
  uploadImages,
} from '../upstream/productPage.ts';
import type { MutationFields } from './root.ts';

export const SIGN_IN_TO_RATE_PRODUCT = 'Please log in to submit a rating';
export const RATING_RANGE = 'Please select a rating between 1 and 5';
export const ALREADY_RATED = 'You have already rated this product';

// /getProductInnerDetails answers a missing product with the product page's text; a rating names the rating form's.
const RATING_MESSAGES = { PRODUCT_UNREADABLE: 'This product is no longer available for rating.' };

export const Review: ReviewResolvers = {
  id: (r) => opaqueId('Review', r.id),
  authorName: (r) => r.userDetails.name,
  title: (r) => textOrNull(r.review),
  comment: (r) => textOrNull(r.comment),
  images: (r) => r.mediaUrl.map(({ url }, i) => ({ url, alt: `Photo ${i + 1} of ${r.userDetails.name}'s review` })),
  product: (r, _, ctx) => ctx.loaders.product.load(r.productId),
  verifiedPurchase: (r) => r.verifiedPurchase,
};

export const reviewViewerFields: Pick<ViewerResolvers, 'reviews'> = {
  reviews: async (_, args, ctx) => connectionFromList(ctx.rest.signedIn ? await ownReviews(ctx.rest) : [], args),
};

export const Question: QuestionResolvers = {
  id: (q) => opaqueId('Question', q.id),
  // The seller's answer: the first one given.
  answer: (q) => q.answers.find((a) => a.ans.trim() !== '')?.ans ?? null,
  askedAt: (q) => q.createdAt,
};

export const RatingSummary: RatingSummaryResolvers = {
  count: ratingCount,
  // The REST API's mean as it is: a product's `rating`, a seller summary's `average`.
  average: (r) => ('rating' in r ? r.rating : r.average),
  histogram: (r) => STARS.map((stars) => ({ stars, count: countOf(r, stars) })),
};

export const reviewMutations: MutationFields<'rateProduct'> = {
  rateProduct: (_, { input }, ctx) =>
    asShopper(
      ctx.rest.signedIn,
      async () => {
        const productId = inputKey(input.productId, 'Product', 'productId');
        const { rating } = input;
        // Checked here so that no image is uploaded for a rating the REST API would refuse.
        if (!Number.isInteger(rating) || rating < 1 || rating > 5)
          throw refuse('INVALID_INPUT', RATING_RANGE, 'rating');
        const [user, { productDetails: product, purchased }] = await Promise.all([
          signedInUser(ctx.rest),
          personalProductDetail(ctx.rest, productId),
        ]);
        if (!purchased)
          throw refuse('NOT_PURCHASED', 'You cannot rate this product as it has not been purchased.', 'productId');
        const files = input.images ?? [];
        if (files.length > 0 && (await ownReview(ctx.rest, productId)))
          throw refuse('ALREADY_EXISTS', ALREADY_RATED, 'productId');
        const imageUrls = files.length > 0 ? await uploadImages(ctx.rest, files) : [];
        await addProductRating(ctx.rest, {
          customerId: user.customDocId,
          product,
          rating,
          review: input.title?.trim() ?? '',
          comment: input.comment?.trim() ?? '',
          imageUrls,
        });
        ctx.loaders.product.clear(productId);
        ctx.loaders.productDetail.clear(productId);
        return { product: { productId }, review: await ownReview(ctx.rest, productId) };
      },
      { product: null, review: null },
      { signInMessage: SIGN_IN_TO_RATE_PRODUCT, notFoundField: 'productId', messages: RATING_MESSAGES },
    ),
};
