// The home page and discovery pages' REST shapes: deals, featured brands, top stores, brand pages, banners, discounts.
import type { BrandSummaryDTO, ListingProductDTO, Timestamp } from './catalog.ts';

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
