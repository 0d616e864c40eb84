// The catalog as the REST API answers it: products, categories, brands, sellers and their ratings.

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
  /** With counts=true (the REST API's extension, which the gateway asks for): how many products the subtree has. */
  productCount?: number;
  /** Without it (the reference API): every product id of the subtree. */
  products?: string[];
}

/** A category subtree's facets (with facets=true): brands in order of their first product, and the price range. */
export interface CategoryFacetsDTO {
  brands: { brand: BrandSummaryDTO; count: number }[];
  priceRange: { min: number; max: number } | null;
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
