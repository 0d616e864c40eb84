/** The storefront's URLs (the original storefront's route table), built from the graph's REST keys. */

export function categoryPath(category: { categoryId: string; name?: string | null; displayName: string }) {
  return `/categories-page/${category.categoryId}/${encodeURIComponent(category.name ?? category.displayName)}`;
}

export const productPath = (productId: string) => `/product-page/${productId}`;
export const brandPath = (brandId: string) => `/brand-page/${brandId}`;
export const topBrandProductsPath = (brandId: string) => `/topbrand-products-page/${brandId}`;
export const sellerPath = (sellerId: string) => `/seller-store/${sellerId}`;
// "discout" is the original storefront's spelling of this route.
export const discountPath = (discountId: string) => `/discout-for-you/${discountId}`;
export const SEARCH_RESULTS_PATH = '/search-result-page';
export const searchPath = (query: string) => `${SEARCH_RESULTS_PATH}?query=${encodeURIComponent(query)}`;
export const productCheckoutPath = (productId: string) => `/product-checkout/${productId}`;
export const cartCheckoutPath = '/checkOut-page';
/** One of the shopper's own lists, editable, in the cart page's Shared List tab. */
export const ownListPath = (listId: string) => `/shopping-cart?listId=${encodeURIComponent(listId)}#my-Wishlist`;
export const orderCompletedPath = (parentOrderId: string) => `/order-completed-page/${parentOrderId}`;
export const myOrdersPath = '/my-account?pane=my-orders';
export const orderDetailsPath = (orderId: string) => `/order-inner-page/${orderId}`;
export const orderTrackingPath = (orderId: string) => `/order-inner-page/${orderId}#track-details`;
export const orderCancellationPath = (orderId: string, lineId?: string) =>
  `/order-inner-cancellation/${orderId}${lineId ? `?lineId=${encodeURIComponent(lineId)}` : ''}`;
export const deliveredOrderPath = (orderId: string) => `/order-inner-page-delivered/${orderId}`;
export const reviewProductPath = (productId: string) => `/product-page/${productId}#write-review`;
export const raiseTicketPath = '/raise-ticket';
// Where clearing the brand on the top-brand page goes: every top brand's products.
export const allBrandsProductsPath = '/products';

/** The discovery pages, listed in the footer and opened by the home sections' "View All". */
export const discoveryPaths = {
  topDeals: '/top-deals',
  limitedTimeDeals: '/limited-time-deals',
  featuredBrands: '/featured-brands',
  topStores: '/topStore-Page',
  newArrivals: '/new-arrival',
  recentlyViewed: '/recently-viewed',
} as const;

/** The footer's policy pages (the product names them; their paths are ours). */
export const policyPaths = {
  privacy: '/privacy-policy',
  shipping: '/shipping-policy',
  returnCancellation: '/return-cancellation-policy',
  termsOfUse: '/terms-of-use',
} as const;
