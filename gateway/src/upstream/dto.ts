// The REST API's shapes as the gateway reads them: the types generated from rest-api/openapi.yaml
// (gateway/src/__generated__/rest.ts, `npm run codegen:rest`) under the gateway's names. Names in them are the API's.
import type { components } from '../__generated__/rest.ts';

type Schemas = components['schemas'];

// The catalog: products, categories, brands, sellers and their ratings.
export type ListingProductDTO = Schemas['ListingProduct'];
/** GET /getProductInnerDetails: the listing fields plus the product page's. */
export type ProductDetailDTO = Schemas['ProductDetail'];
export type Timestamp = ListingProductDTO['createdAt'];
export type TierPriceDTO = Schemas['TierPrice'];
export type StarCountsDTO = Pick<
  ListingProductDTO,
  'oneRating' | 'twoRating' | 'threeRating' | 'fourRating' | 'fiveRating'
>;
export type BrandSummaryDTO = Schemas['BrandSummary'];
export type SellerSummaryDTO = ListingProductDTO['sellerDetails'];
export type CategoryDTO = Schemas['Category'];
export type BrandDTO = Schemas['Brand'];
export type SellerDTO = Schemas['Seller'];
export type SellerRatingSummaryDTO = SellerDTO['rating'];
export type SellerRatingDTO = Schemas['SellerRating'];

// Discovery: deals, featured brands, top stores, brand pages, banners, discounts.
export type TopDealDTO = Schemas['TopDeal'];
export type LimitedTimeDealDTO = Schemas['LimitedTimeDeal'];
export type FeaturedBrandDTO = Schemas['FeaturedBrand'];
export type TopStoreDTO = Schemas['TopStore'];
/** GET /getfeaturedproductsWiseBrand and /topStoreProducts: a section's products (at most 20). */
export type ProductSectionDTO = Pick<Schemas['TopStoreProducts'], 'products'> &
  Partial<Pick<Schemas['FeaturedBrandProducts'], 'brandId'> & Pick<Schemas['TopStoreProducts'], 'sellerId'>>;
export type BrandPageDTO = Schemas['BrandPage'];
/** The sections the gateway shows, as `order` names them (a name it does not know is skipped). */
export type BrandPageSectionName = 'productSection' | 'gallerySection' | 'bannerSection' | 'videoSection';
export type BannerDTO = Schemas['Banner'];
export type DiscountDTO = Schemas['Discount'];

// The shopper's own: profile, addresses, cart lines and sharable lists.
export type UserDTO = Schemas['User'];
export type AddressDTO = Schemas['Address'];
export type CartItemDTO = Schemas['CartItem'];
export type SharableListDTO = Schemas['SharableList'];
/** GET /shared-list/{shareToken}: the public view of a list; `listId` only when the caller owns it. */
export type SharedListDTO = Schemas['SharedList'];
/** A share link the REST API refused with 403 LIST_PRIVATE (the gateway's own record of it). */
export interface PrivateListDTO {
  shareToken: string;
}

// Search suggestions, reviews, questions, the FAQ and support tickets.
export type SearchSuggestionDTO = Schemas['SearchSuggestion'];
export type ReviewDTO = Schemas['Review'];
export type UserReviewDTO = Schemas['UserReview'];
export type QuestionDTO = Schemas['Question'];
export type FaqDTO = Schemas['Faq'];
export type TicketDTO = Schemas['Ticket'];

// Orders, checkout and payment.
export type OrderDTO = Schemas['Order'];
export type OrderItemDTO = Schemas['OrderItem'];
