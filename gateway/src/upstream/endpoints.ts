// Every REST call the gateway makes, named once. A read is public (catalog data, shared across requests through
// the catalog cache) or personal (sent with the shopper's token, never shared); a write is personal (the shopper's
// token) or public (sign-in and sign-up calls). Upstream modules call these by name, and cache invalidation goes
// through the same names, so a path is never typed twice. A read's weight is what one call of it costs a request, in
// REST calls (graph/cost.ts charges it): 0 for a whole resource (the category tree, the cart), read at most once per
// request, whose calls the request's REST budget keeps room for; 1 or more for a read keyed by one object (a product's
// details, a seller's products), which a request can make once per object of its answer.

import type { paths } from '../__generated__/rest.ts';

export type Access = 'public' | 'personal';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The REST API's paths (their OpenAPI keys, `/check-pincode/{pincode}`) that answer `method`. */
export type PathWith<M extends Method> = M extends Method
  ? { [K in keyof paths]: paths[K] extends Record<Lowercase<M>, object> ? K : never }[keyof paths]
  : never;

/** The values a path's `{name}` segments take, in order. */
export type ParamsOf<Path extends string> = Path extends `${string}{${string}}${infer Rest}`
  ? [string, ...ParamsOf<Rest>]
  : [];

/** The JSON body of an operation's success (2xx) answer; undefined when it has none. */
type SuccessJson<Operation> = Operation extends { responses: infer Responses }
  ? {
      [Status in keyof Responses]: Status extends 200 | 201 | 202 | 204
        ? Responses[Status] extends { content: { 'application/json': infer Body } }
          ? Body
          : undefined
        : never;
    }[keyof Responses]
  : never;

/** What a GET of `Path` answers (rest-api/openapi.yaml, generated into __generated__/rest.ts). */
export type ReadAnswer<Path extends PathWith<'GET'>> = SuccessJson<paths[Path]['get']>;

/** What a `method` call of `Path` answers. */
export type WriteAnswer<M extends Method, Path extends PathWith<M>> = SuccessJson<paths[Path][Lowercase<M>]>;

export interface Read<Path extends PathWith<'GET'> = PathWith<'GET'>> {
  kind: 'read';
  access: Access;
  /** The path as rest-api/openapi.yaml names it (`/check-pincode/{pincode}`). */
  template: Path;
  path: (...params: ParamsOf<Path>) => string;
  /** REST calls charged per read: 0 for a whole resource, else the calls one read of one object may take. */
  weight: number;
}

export interface Write<M extends Method = Method, Path extends PathWith<M> = PathWith<M>> {
  kind: 'write';
  access: Access;
  method: M;
  /** The path as rest-api/openapi.yaml names it. */
  template: Path;
  path: (...params: ParamsOf<Path>) => string;
}

/** The path with each `{name}` segment replaced by the next of `params`, encoded. */
const pathOf =
  <Path extends string>(template: Path) =>
  (...params: ParamsOf<Path>) => {
    let next = 0;
    return template.replace(/\{[^}]+\}/g, () => encodeURIComponent((params as string[])[next++]!));
  };

function read<Path extends PathWith<'GET'>>(access: Access, path: Path, weight = 0): Read<Path> {
  return { kind: 'read', access, template: path, path: pathOf(path), weight };
}

function write<M extends Method, Path extends PathWith<M>>(
  method: M,
  path: Path,
  access: Access = 'personal',
): Write<M, Path> {
  return { kind: 'write', access, method, template: path, path: pathOf(path) };
}

export const endpoints = {
  // Catalog (public, cacheable)
  categories: read('public', '/fetchCategory'),
  categoryProducts: read('public', '/fetch-single-category/{categoryId}/{name}', 1),
  productDetails: read('public', '/getProductInnerDetails', 1),
  productReviews: read('public', '/get-product-reviews', 1),
  productQuestions: read('public', '/get-qstn-answr', 1),
  faq: read('public', '/faq'),
  checkPincode: read('public', '/check-pincode/{pincode}', 1),
  /** The unit price a placement charges for `quantity` units (the REST API owns the price rule). */
  productPrice: read('public', '/product-price/{productId}', 1),
  brands: read('public', '/fetchBrands'),
  topBrands: read('public', '/getTopBrand'),
  brandProducts: read('public', '/getBrandWiseProducts/{brandId}', 1),
  brandPage: read('public', '/getbrandPage', 1),
  seller: read('public', '/getOneSeller', 1),
  sellerProducts: read('public', '/getsellersProducts', 1),
  sellerBrands: read('public', '/getSellersBrand', 1),
  sellerRatings: read('public', '/sellerRatingsPagenation', 1),
  b2bProducts: read('public', '/getb2bProducts', 1),
  searchProducts: read('public', '/getSearchProd', 1),
  searchSuggestions: read('public', '/getSearch-suggestions', 1),
  homeBanners: read('public', '/gethomebanner'),
  discountsForYou: read('public', '/getDiscountForYouDetails'),
  discountProducts: read('public', '/get-discount-products/{id}', 1),
  homeNewArrivals: read('public', '/getNewArrivalProd'),
  topDeals: read('public', '/fetchDeals'),
  topDealProducts: read('public', '/getTopDealProduct'),
  limitedTimeDeals: read('public', '/fetchLimitedTimeDeals'),
  limitedTimeProducts: read('public', '/getlimitedTimeProducts'),
  newArrivals: read('public', '/getNewArrivalData'),
  featuredBrands: read('public', '/fetchFeaturedBrands'),
  featuredBrandProducts: read('public', '/getfeaturedproductsWiseBrand', 1),
  topStores: read('public', '/topStoreGetting'),
  topStoreProducts: read('public', '/topStoreProducts', 1),

  // The shopper's own data (personal reads)
  user: read('personal', '/user-details'),
  cart: read('personal', '/get-cart-products'),
  wishlist: read('personal', '/get-wishList-products'),
  buyAgain: read('personal', '/get-buy-again-products'),
  lists: read('personal', '/getsharable-list'),
  // Personal: the owner's token makes the answer carry the list's id (and opens a private list).
  sharedList: read('personal', '/shared-list/{shareToken}', 1),
  orders: read('personal', '/get-all-orders'),
  /** What the shopper ordered and did not cancel: `purchased` of `productPurchase`, for every product at once. */
  purchasedProducts: read('personal', '/get-purchased-product-ids'),
  order: read('personal', '/order-inner-details/{orderId}', 1),
  /** The product's details with the shopper's `purchased` flag. */
  productPurchase: read('personal', '/getProductInnerDetails'),
  coinRange: read('personal', '/get-coin-range'),
  placedOrders: read('personal', '/get-order-summery/{orderId}', 1),
  orderPlacedWithKey: read('personal', '/order-request/{idempotencyKey}'),
  ownReviews: read('personal', '/get-product-user-reviews'),
  tickets: read('personal', '/get-tickets'),

  // The shopper's writes
  moveToCart: write('POST', '/move-to-cart'),
  updateCartQuantity: write('PUT', '/update-cart-quantity'),
  removeFromCart: write('POST', '/remove-from-cart'),
  moveToWishlist: write('POST', '/move-to-wishlist'),
  addToWishlist: write('POST', '/add-to-wishlist'),
  removeFromWishlist: write('POST', '/remove-from-wishList'),
  createList: write('POST', '/create-sharable-list'),
  addProductToList: write('POST', '/add-product-to-list'),
  removeProductFromList: write('DELETE', '/delete-item-sharable-list/{listId}/items/{productId}'),
  deleteList: write('DELETE', '/delete-sharable-list/{id}'),
  setListPrivacy: write('POST', '/set-list-privacy'),
  uploadImages: write('POST', '/upload-images'),
  addRating: write('POST', '/add-rating'),
  addSellerRating: write('POST', '/add-seller-rating'),
  raiseTicket: write('POST', '/raise-ticket'),
  updateUser: write('POST', '/updateUser'),
  sendEmailVerification: write('POST', '/send-verification-email'),
  verifyEmail: write('POST', '/verify-otp'),
  sendNewEmailCode: write('POST', '/new-email-send-otp'),
  checkNewEmailCode: write('POST', '/new-email-verify-otp'),
  addAddress: write('POST', '/add-address'),
  updateAddress: write('PUT', '/update-checkout-address/{userId}'),
  deleteAddress: write('DELETE', '/delete-address/{userId}'),
  signOut: write('POST', '/sign-out'),
  refreshSession: write('POST', '/refresh-session'),
  createPaymentOrder: write('POST', '/create-order'),
  verifyPayment: write('POST', '/verify-payment'),
  refundPayment: write('POST', '/refund-payment'),
  placeCartOrder: write('POST', '/place-order'),
  placeProductOrder: write('POST', '/single-product-place-order'),
  checkCartOrder: write('POST', '/place-order/check'),
  checkProductOrder: write('POST', '/single-product-place-order/check'),
  cancelOrder: write('POST', '/cancel-order'),

  // Sign-up and sign-in (public writes: no token)
  sendPhoneCode: write('POST', '/otp-send', 'public'),
  checkPhoneCode: write('POST', '/otp-check', 'public'),
  signUpWithPhone: write('POST', '/sign-up-with-personal-details', 'public'),
  signIn: write('POST', '/signin-check', 'public'),
  signInWithGoogle: write('POST', '/sign-up-with-google', 'public'),
  sendGstCode: write('POST', '/gst-send-otp', 'public'),
  checkGstCode: write('POST', '/gst-verify-otp', 'public'),
  registerBusiness: write('POST', '/sign-up-with-email', 'public'),
  resetPassword: write('POST', '/reset-password', 'public'),
  /** Read-only, but a POST: the token stays out of URLs. */
  checkPasswordReset: write('POST', '/reset-password/check', 'public'),
  confirmPasswordReset: write('POST', '/reset-password/confirm', 'public'),
} as const;
