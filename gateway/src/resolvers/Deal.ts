import type {
  DealBannerResolvers,
  FacetedProductConnectionResolvers,
  FeaturedBrandResolvers,
  LimitedTimeDealBannerResolvers,
  TopStoreResolvers,
} from '../__generated__/resolvers-types.ts';
import { productListing, valueOf } from '../graph/listing.ts';
import * as deals from '../upstream/deals.ts';
import type { QueryFields } from './root.ts';

/** The deal pages' banners and promotions (their product lists are `listingQueries`'). */
export const dealQueries: QueryFields<'topDealBanners' | 'limitedTimeDealBanners' | 'featuredBrands' | 'topStores'> = {
  topDealBanners: (_, __, ctx) => deals.topDeals(ctx.rest),
  limitedTimeDealBanners: (_, __, ctx) => deals.limitedTimeDeals(ctx.rest),
  featuredBrands: (_, __, ctx) => deals.featuredBrands(ctx.rest),
  topStores: (_, __, ctx) => deals.topStores(ctx.rest),
};

// Explicit, not the default resolver's: compiled (graphql-jit) persisted operations read a field without a resolver as a
// plain property, and a listing may read these from its whole list only when asked (listingFromOpening).
export const FacetedProductConnection: FacetedProductConnectionResolvers = {
  pageInfo: (c) => valueOf(c.pageInfo),
  totalCount: (c) => valueOf(c.totalCount),
  facets: (c) => valueOf(c.facets),
};

export const DealBanner: DealBannerResolvers = {
  dealId: (d) => d.id,
  image: (d) => ({ url: d.bannerUrl, alt: d.title }),
};

export const LimitedTimeDealBanner: LimitedTimeDealBannerResolvers = {
  dealId: (d) => d.id,
  images: (d) => d.image.map((url, i) => ({ url, alt: i === 0 ? d.title : `${d.title}, image ${i + 1}` })),
  endsAt: (d) => d.endDate,
};

export const FeaturedBrand: FeaturedBrandResolvers = {
  dealId: (f) => f.id,
  image: (f) => ({ url: f.image, alt: `${f.selectedBrandDetails.brandName} banner` }),
  brand: (f) => f.selectedBrandDetails,
  products: async (f, args, ctx) =>
    productListing(await deals.featuredBrandProducts(ctx.rest, f.selectedBrandDetails.brandId), args, ctx.loaders),
};

export const TopStore: TopStoreResolvers = {
  dealId: (s) => s.id,
  image: (s) => ({ url: s.image, alt: `${s.storedetails.storename} banner` }),
  seller: (s) => s,
  topBrand: (s) => s.selectedBrandDetails,
  products: async (s, args, ctx) =>
    productListing(await deals.topStoreProducts(ctx.rest, s.sellerId), args, ctx.loaders),
};
