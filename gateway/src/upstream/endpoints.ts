// Every REST call the gateway makes, named once. A read is public (catalog data, shared across requests through
// the catalog cache) or personal (sent with the shopper's token, never shared); a write is personal (the shopper's
// token) or public (sign-in and sign-up calls). Upstream modules call these by name, and cache invalidation goes
// through the same names, so a path is never typed twice. A read's weight is what one call of it costs a request, in
// REST calls (graph/cost.ts charges it): 0 for a whole resource (the category tree, the cart), read at most once per
// request, whose calls the request's REST budget keeps room for; 1 or more for a read keyed by one object (a product's
// details, a seller's products), which a request can make once per object of its answer.

export type Access = 'public' | 'personal';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Read<Params extends unknown[] = []> {
  kind: 'read';
  access: Access;
  path: (...params: Params) => string;
  /** REST calls charged per read: 0 for a whole resource, else the calls one read of one object may take. */
  weight: number;
}

export interface Write<Params extends unknown[] = []> {
  kind: 'write';
  access: Access;
  method: Method;
  path: (...params: Params) => string;
}

const segment = encodeURIComponent;
const pathOf = <P extends unknown[]>(path: string | ((...params: P) => string)) =>
  typeof path === 'string' ? () => path : path;

function read<P extends unknown[] = []>(
  access: Access,
  path: string | ((...params: P) => string),
  weight = 0,
): Read<P> {
  return { kind: 'read', access, path: pathOf(path) as Read<P>['path'], weight };
}

function write<P extends unknown[] = []>(
  method: Method,
  path: string | ((...params: P) => string),
  access: Access = 'personal',
): Write<P> {
  return { kind: 'write', access, method, path: pathOf(path) as Write<P>['path'] };
}

export const endpoints = {
  // Catalog (public, cacheable)
  categories: read('public', '/fetchCategory'),
  categoryProducts: read(
    'public',
    (id: string, name: string) => `/fetch-single-category/${segment(id)}/${segment(name)}`,
    1,
  ),
  productDetails: read('public', '/getProductInnerDetails', 1),
  productReviews: read('public', '/get-product-reviews', 1),
  productQuestions: read('public', '/get-qstn-answr', 1),
  faq: read('public', '/faq'),
  checkPincode: read('public', (pincode: string) => `/check-pincode/${segment(pincode)}`, 1),
  /** The unit price a placement charges for `quantity` units (the REST API owns the price rule). */
  productPrice: read('public', (productId: string) => `/product-price/${segment(productId)}`, 1),
  brands: read('public', '/fetchBrands'),
  topBrands: read('public', '/getTopBrand'),
  brandProducts: read('public', (brandId: string) => `/getBrandWiseProducts/${segment(brandId)}`, 1),
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
  discountProducts: read('public', (discountId: string) => `/get-discount-products/${segment(discountId)}`, 1),
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
  sharedList: read('personal', (shareToken: string) => `/shared-list/${segment(shareToken)}`, 1),
  orders: read('personal', '/get-all-orders'),
  /** What the shopper ordered and did not cancel: `purchased` of `productPurchase`, for every product at once. */
  purchasedProducts: read('personal', '/get-purchased-product-ids'),
  order: read('personal', (orderId: string) => `/order-inner-details/${segment(orderId)}`, 1),
  /** The product's details with the shopper's `purchased` flag. */
  productPurchase: read('personal', '/getProductInnerDetails'),
  coinRange: read('personal', '/get-coin-range'),
  placedOrders: read('personal', (parentOrderId: string) => `/get-order-summery/${segment(parentOrderId)}`, 1),
  orderPlacedWithKey: read('personal', (idempotencyKey: string) => `/order-request/${segment(idempotencyKey)}`),
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
  removeProductFromList: write(
    'DELETE',
    (listId: string, productId: string) => `/delete-item-sharable-list/${segment(listId)}/items/${segment(productId)}`,
  ),
  deleteList: write('DELETE', (listId: string) => `/delete-sharable-list/${segment(listId)}`),
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
  updateAddress: write('PUT', (userId: string) => `/update-checkout-address/${segment(userId)}`),
  deleteAddress: write('DELETE', (userId: string) => `/delete-address/${segment(userId)}`),
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
  /** The development sandbox's Google issuer (DEV_SANDBOX=true only). */
  sandboxGoogleCredential: write('POST', '/dev/google/credential', 'public'),
} as const;
