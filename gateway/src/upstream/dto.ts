// The REST API's shapes as the gateway reads them (rest-api/openapi.yaml documents them). Names are the API's.

export interface Timestamp {
  _seconds: number;
  _nanoseconds: number;
}

export interface TierPriceDTO {
  discountPrice: number;
  range: string;
}

export interface StarCountsDTO {
  oneRating: number;
  twoRating: number;
  threeRating: number;
  fourRating: number;
  fiveRating: number;
}

export interface BrandSummaryDTO {
  brandId: string;
  brandName: string;
  brandLogo: string;
}

export interface SellerSummaryDTO {
  sellerId: string;
  storedetails: { storename: string };
  createdDate: Timestamp;
}

/** A product as lists (home sections, categories, brands, carts) return it. */
export interface ListingProductDTO extends StarCountsDTO {
  id: string;
  productId: string;
  name: string;
  imageUrls: string[];
  price: number;
  offerPrice: number;
  sellingPrice: number;
  discountPercentage: number;
  stock: number;
  tirePrice: TierPriceDTO[];
  brandId: string;
  brandDetails: BrandSummaryDTO;
  category: string;
  categoryIds: string[];
  sellerId: string;
  sellerDetails: SellerSummaryDTO;
  rating: number;
  b2bMaxQty: number;
  b2bminQty: number;
  b2cMaxQty: number;
  limitedTimeOffer: boolean;
  limitedTimeEndDate: Timestamp | null;
  topDeals: boolean;
  newArrivals: boolean;
  featured: boolean;
  discount: boolean;
  createdAt: Timestamp;
}

/** GET /getProductInnerDetails: the listing fields plus the product page's. */
export interface ProductDetailDTO extends ListingProductDTO {
  description: string;
  keyFeatures: string[];
  features: Record<string, string>;
  origin: string;
  weight: string;
  skuSet: string;
  tcin: string;
  nonReturnableItem: boolean;
  freeDelivery: boolean;
  branded: boolean;
  minimumQuantity: number;
  purchaseLimit: number;
  oneYearWarrenty: boolean;
  noWarrenty: boolean;
}

export interface CategoryDTO {
  id: string;
  name: string;
  parentCategory: string;
  categoryIcon: string;
  categoryBanner: string | null;
  products: string[];
}

export interface BrandDTO extends BrandSummaryDTO {
  createdDate: Timestamp;
  productCount: number;
}

/** A seller's rating summary: exact mean of the half-star ratings, total, and counts at the nearest whole star. */
export interface SellerRatingSummaryDTO extends StarCountsDTO {
  average: number;
  total: number;
}

export interface SellerDTO {
  sellerId: string;
  storedetails: { storename: string; gstNumber: string; city: string; pincode: string; image: string };
  createdDate: Timestamp;
  rating: SellerRatingSummaryDTO;
  productCount: number;
}

/** GET /sellerRatingsPagenation: one rating, newest first. */
export interface SellerRatingDTO {
  id: string;
  name: string;
  comment: string;
  rating: number;
  review: string;
  createdAt: Timestamp;
}

/** GET /getSellersBrand: a brand with the number of the seller's products of it. */
export interface SellerBrandDTO extends BrandSummaryDTO {
  productCount: number;
}

/** GET /fetchDeals. */
export interface TopDealDTO {
  id: string;
  title: string;
  bannerUrl: string;
}

/** GET /fetchLimitedTimeDeals: campaigns that have not ended. */
export interface LimitedTimeDealDTO {
  id: string;
  title: string;
  image: string[];
  endDate: Timestamp;
}

/** GET /fetchFeaturedBrands. */
export interface FeaturedBrandDTO {
  id: string;
  image: string;
  selectedBrandDetails: BrandSummaryDTO;
}

/** GET /topStoreGetting: selectedBrandDetails is the brand the store sells most of. */
export interface TopStoreDTO {
  id: string;
  image: string;
  sellerId: string;
  storedetails: { storename: string };
  createdDate: Timestamp;
  selectedBrandDetails: BrandSummaryDTO | null;
}

/** GET /getfeaturedproductsWiseBrand and /topStoreProducts: a section's products (at most 20). */
export interface ProductSectionDTO {
  brandId?: string;
  sellerId?: string;
  products: ListingProductDTO[];
}

export type BrandPageSectionName = 'productSection' | 'gallerySection' | 'bannerSection' | 'videoSection';

/** GET /getbrandPage?brandId=: a brand's page record. */
export interface BrandPageDTO {
  brandId: string;
  brandName: string;
  order: string[];
  bannerSection: { imageUrl: string; title: string };
  gallerySection: { Title: string; Description: string; imageUrl: string };
  videoSection: { link: string };
  logo: string;
  createdDate: Timestamp;
}

export interface BannerDTO {
  id: string;
  image: string;
  dealType: 'Category' | 'Product';
  selectedValue: string[];
  categoryDetails: { id: string; categoryName: string }[];
}

export interface DiscountDTO {
  id: string;
  imgUrl: string;
  parentCategoryId: string;
  parentCategoryName: string;
  discount: number;
}

export interface AddressDTO {
  name: string;
  phoneNumber: string;
  alternativePhoneNumber: string | null;
  typeOfAddress: 'Home' | 'Office';
  primaryAddress: boolean;
  houseName: string;
  localArea: string;
  landMark: string | null;
  pincode: string;
  state: string;
  country: string | null;
  location: { latitude: number; longitude: number } | null;
  addressIndex: number;
  /** Stable key (addressIndex shifts after a delete). */
  addressId: string;
}

export interface UserDTO {
  id: string;
  /** The key seller ratings are stored under (`customerId`). */
  customDocId: string;
  name: string;
  email: string | null;
  emailVerified: boolean;
  phone: string | null;
  coin: number;
  /** Whether the account signs in with Google. */
  googleConnected: boolean;
  address: AddressDTO[];
}

export interface CartItemDTO extends ListingProductDTO {
  quantity: number;
  /** The price charged for one unit at this quantity (the REST API's one price rule: offer or tier price). */
  unitPrice: number;
}

export interface OrderItemDTO {
  productId: string;
  productName: string;
  productImage: string;
  /** The line total paid. */
  productPrice: number;
  quantity: number;
  status: number;
  brandDetails: { brandName: string };
  sellerDetails: { storedetails: { storename: string } };
  /** List price and unit price paid, at order time. */
  productDetails: { price: number; offerPrice: number };
  cancel: { cancellationDate: Timestamp | null; cancellationReason: string | null; refundMethod: 'original' | 'wallet' | null } | null;
}

/** The address snapshot an order ships to. */
export interface ShipToDTO {
  name: string;
  houseName: string;
  landMark: string | null;
  localArea: string;
  state: string;
  pincode: string;
  phoneNumber: string;
}

export interface OrderDTO {
  orderId: string;
  parentOrderId: string;
  /** Lowest status of the live items; 4 when every item is cancelled. */
  status: number;
  orderDate: Timestamp;
  expectedDeliveryDate: Timestamp;
  deliveredDate: Timestamp | null;
  paymentMode: string;
  creditCoins: number;
  coinValue: number;
  shipTo: ShipToDTO;
  /** Live items only; `orderAmount` is not reduced by cancellations. */
  product: { orderAmount: number; items: OrderItemDTO[] };
  cancelledOrders: OrderItemDTO[];
}

/** GET /get-coin-range: what an order total lets the shopper redeem. */
export interface CoinRangeDTO {
  redeemableCoins: number;
  coinValue: number;
  percentage: number;
}

/** POST /create-order: a payment provider order. */
export interface PaymentOrderDTO {
  orderId: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  keyId: string;
}

export interface SharableListDTO {
  id: string;
  listName: string;
  createdAt: Timestamp;
  items: ListingProductDTO[];
}

/** GET /getSearch-suggestions: a suggestion for the search box. */
export interface SearchSuggestionDTO {
  name: string;
  productId: string;
  sellingPrice: number;
  price: number;
  stock: number;
  ratings: number;
}

/** GET /get-product-reviews: one review, newest first (the API answers `{ message }` when there are none). */
export interface ReviewDTO {
  id: string;
  productId: string;
  rating: number;
  review: string;
  comment: string;
  mediaUrl: { type: 'image'; url: string }[];
  userDetails: { name: string };
  createdAt: Timestamp;
  verifiedPurchase: true;
}

/** GET /get-product-user-reviews without a product: the shopper's reviews with the product each is about. */
export interface UserReviewDTO extends ReviewDTO {
  product: { productId: string; name: string; imageUrl: string | null };
}

/** GET /faq: a help-centre question; the answer is HTML as stored (the gateway sanitises it). */
export interface FaqDTO {
  id: string;
  question: string;
  answer: string;
}

/** GET /get-tickets: one of the shopper's support tickets. */
export interface TicketDTO {
  ticketId: string;
  issue: string;
  subject: string;
  details: string;
  departmentName: 'Customer Support' | 'Seller';
  orderId: string | null;
  attachments: string[];
  status: 'pending' | 'In Progress' | 'closed';
  createdAt: Timestamp;
}

/** GET /get-qstn-answr: a question with its answers, newest first. */
export interface QuestionDTO {
  id: string;
  question: string;
  answers: { ans: string }[];
  customerDetails: { name: string };
  createdAt: Timestamp;
}
