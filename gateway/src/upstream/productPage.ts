// The product page's REST calls: reviews, questions, the personal details, the pincode check, ratings, reports.
import { File } from 'node:buffer';
import { FormData } from 'undici';
import { endpoints } from './endpoints.ts';
import type { Rest } from './rest.ts';
import { orNull } from './client.ts';
import type { ProductDetailDTO, ReviewDTO, UserReviewDTO } from './dto.ts';

/** The product's reviews, newest first (public; the API answers `{ message }` instead of an empty list). */
export async function productReviews(rest: Rest, productId: string): Promise<ReviewDTO[]> {
  const { data } = await rest.read(endpoints.productReviews, {
    query: { productId },
  });
  return Array.isArray(data) ? data : [];
}

/** The product's questions and answers, newest first (public). */
export const productQuestions = async (rest: Rest, productId: string) =>
  (await rest.read(endpoints.productQuestions, { query: { productId } })).data;

/** GET /getProductInnerDetails with the shopper's token: the details and whether they bought the product. */
export const personalProductDetail = async (rest: Rest, productId: string) =>
  (
    await rest.read(endpoints.productPurchase, {
      query: { pId: productId },
    })
  ).data;

/** Whether the marketplace delivers to a six-digit pincode (public). */
export async function isDeliverable(rest: Rest, pincode: string): Promise<boolean> {
  const { data } = await rest.read(endpoints.checkPincode, { params: [pincode] });
  return data.deliverable;
}

/** Every review of the signed-in shopper, newest first (My Ratings & Reviews; the REST API answers 404 for none). */
export async function ownReviews(rest: Rest): Promise<UserReviewDTO[]> {
  return (await orNull(rest.read(endpoints.ownReviews)))?.data ?? [];
}

/**
 * The signed-in shopper's review of the product, or null when they have not rated it: found in the whole list, so
 * a page of products costs one call, not one per product.
 */
export const ownReview = async (rest: Rest, productId: string): Promise<ReviewDTO | null> =>
  (await ownReviews(rest)).find((review) => review.productId === productId) ?? null;

/** Stores images as the shopper (POST /upload-images, multipart field `images`); answers their paths. */
export async function uploadImages(rest: Rest, files: globalThis.File[]): Promise<string[]> {
  const form = new FormData();
  // Copied into undici's own File and FormData, which the REST client's pool sends as multipart.
  for (const file of files)
    form.append('images', new File([new Uint8Array(await file.arrayBuffer())], file.name, { type: file.type }));
  return (await rest.write(endpoints.uploadImages, { body: form })).data.imageUrls;
}

export interface RatingInput {
  customerId: string;
  product: ProductDetailDTO;
  rating: number;
  review: string;
  comment: string;
  imageUrls: string[];
}

/** POST /add-rating; afterwards this request and the catalog cache forget the product's reviews and star counts. */
export async function addProductRating(
  rest: Rest,
  { customerId, product, rating, review, comment, imageUrls }: RatingInput,
): Promise<void> {
  const { productId } = product;
  await rest.write(endpoints.addRating, {
    body: {
      productId,
      customerId,
      rating,
      review,
      comment,
      mediaUrl: imageUrls.map((url) => ({ type: 'image', url })),
      reference: `products/${productId}`,
      sellerId: product.sellerId,
      brandId: product.brandId,
      category: product.category,
    },
  });
  rest.forget(endpoints.productReviews, { productId });
  rest.forget(endpoints.productDetails, { pId: productId });
  rest.forget(endpoints.productPurchase, { pId: productId });
  rest.forget(endpoints.ownReviews);
}
