import type { RouteObject } from 'react-router-dom';
import { listingVariablesOf } from '../components/listing/useListingParams.ts';
import { loadRouteQuery } from '../relay/routeQuery.ts';
import AllBrandsPageQuery, { type AllBrandsPageQuery as AllBrandsPageQueryType } from '../pages/AllBrandsPage/__generated__/AllBrandsPageQuery.graphql.ts';
import DiscountPageQuery, { type DiscountPageQuery as DiscountPageQueryType } from '../pages/DiscountPage/__generated__/DiscountPageQuery.graphql.ts';
import DiscountProductsPageQuery, {
  type DiscountProductsPageQuery as DiscountProductsPageQueryType,
} from '../pages/DiscountProductsPage/__generated__/DiscountProductsPageQuery.graphql.ts';
import FeaturedBrandsPageQuery, {
  type FeaturedBrandsPageQuery as FeaturedBrandsPageQueryType,
} from '../pages/FeaturedBrandsPage/__generated__/FeaturedBrandsPageQuery.graphql.ts';
import NewArrivalPageQuery, { type NewArrivalPageQuery as NewArrivalPageQueryType } from '../pages/NewArrivalPage/__generated__/NewArrivalPageQuery.graphql.ts';
import RecentlyViewedPageQuery, {
  type RecentlyViewedPageQuery as RecentlyViewedPageQueryType,
} from '../pages/RecentlyViewedPage/__generated__/RecentlyViewedPageQuery.graphql.ts';
import TopBrandProductsPageQuery, {
  type TopBrandProductsPageQuery as TopBrandProductsPageQueryType,
} from '../pages/TopBrandProductsPage/__generated__/TopBrandProductsPageQuery.graphql.ts';
import TopDealsPageQuery, { type TopDealsPageQuery as TopDealsPageQueryType } from '../pages/TopDealsPage/__generated__/TopDealsPageQuery.graphql.ts';
import TopStoresPageQuery, { type TopStoresPageQuery as TopStoresPageQueryType } from '../pages/TopStoresPage/__generated__/TopStoresPageQuery.graphql.ts';
import { readRecentlyViewed } from '../device/recentlyViewed.ts';
import { RECENTLY_VIEWED_SORT } from '../pages/RecentlyViewedPage/recentlyViewedSort.ts';
import BrandPageQuery, { type BrandPageQuery as BrandPageQueryType } from '../pages/BrandPage/__generated__/BrandPageQuery.graphql.ts';
import LimitedTimeDealsPageQuery, {
  type LimitedTimeDealsPageQuery as LimitedTimeDealsPageQueryType,
} from '../pages/LimitedTimeDealsPage/__generated__/LimitedTimeDealsPageQuery.graphql.ts';
import SellerStorePageQuery, {
  type SellerStorePageQuery as SellerStorePageQueryType,
} from '../pages/SellerStorePage/__generated__/SellerStorePageQuery.graphql.ts';

/** Deal, brand, store and discount pages, open to guests (spec 000 §2 "Deal and listing pages", 001 §2). */
export const discoveryRoutes: RouteObject[] = [
  {
    path: 'seller-store/:sellerId',
    loader: ({ params }) => loadRouteQuery<SellerStorePageQueryType>('seller-store', SellerStorePageQuery, { sellerId: params.sellerId! }),
    lazy: { Component: async () => (await import('../pages/SellerStorePage/SellerStorePage.tsx')).SellerStorePage },
  },
  {
    path: 'limited-time-deals',
    loader: ({ request }) =>
      loadRouteQuery<LimitedTimeDealsPageQueryType>('limited-time-deals', LimitedTimeDealsPageQuery, listingVariablesOf(request.url)),
    lazy: { Component: async () => (await import('../pages/LimitedTimeDealsPage/LimitedTimeDealsPage.tsx')).LimitedTimeDealsPage },
  },
  {
    path: 'brand-page/:brandId',
    loader: ({ params }) => loadRouteQuery<BrandPageQueryType>('brand-page', BrandPageQuery, { brandId: params.brandId! }),
    lazy: { Component: async () => (await import('../pages/BrandPage/BrandPage.tsx')).BrandPage },
  },
  {
    path: 'top-deals',
    loader: ({ request }) => loadRouteQuery<TopDealsPageQueryType>('top-deals', TopDealsPageQuery, listingVariablesOf(request.url)),
    lazy: { Component: async () => (await import('../pages/TopDealsPage/TopDealsPage.tsx')).TopDealsPage },
  },
  {
    path: 'new-arrival',
    loader: ({ request }) => loadRouteQuery<NewArrivalPageQueryType>('new-arrival', NewArrivalPageQuery, listingVariablesOf(request.url)),
    lazy: { Component: async () => (await import('../pages/NewArrivalPage/NewArrivalPage.tsx')).NewArrivalPage },
  },
  {
    path: 'recently-viewed',
    loader: ({ request }) => {
      const ids = readRecentlyViewed();
      return loadRouteQuery<RecentlyViewedPageQueryType>('recently-viewed', RecentlyViewedPageQuery, {
        ids,
        skip: ids.length === 0,
        ...listingVariablesOf(request.url, RECENTLY_VIEWED_SORT),
      });
    },
    lazy: { Component: async () => (await import('../pages/RecentlyViewedPage/RecentlyViewedPage.tsx')).RecentlyViewedPage },
  },
  {
    path: 'featured-brands',
    loader: () => loadRouteQuery<FeaturedBrandsPageQueryType>('featured-brands', FeaturedBrandsPageQuery, {}),
    lazy: { Component: async () => (await import('../pages/FeaturedBrandsPage/FeaturedBrandsPage.tsx')).FeaturedBrandsPage },
  },
  {
    path: 'topStore-Page',
    loader: ({ request }) => loadRouteQuery<TopStoresPageQueryType>('top-stores', TopStoresPageQuery, listingVariablesOf(request.url)),
    lazy: { Component: async () => (await import('../pages/TopStoresPage/TopStoresPage.tsx')).TopStoresPage },
  },
  {
    path: 'topbrand-products-page/:brandId',
    loader: ({ params, request }) =>
      loadRouteQuery<TopBrandProductsPageQueryType>('topbrand-products', TopBrandProductsPageQuery, {
        brandId: params.brandId!,
        ...listingVariablesOf(request.url),
      }),
    lazy: { Component: async () => (await import('../pages/TopBrandProductsPage/TopBrandProductsPage.tsx')).TopBrandProductsPage },
  },
  {
    // The top-brand products page with no brand: where clearing the brand goes.
    path: 'products',
    loader: ({ request }) => loadRouteQuery<AllBrandsPageQueryType>('all-brands', AllBrandsPageQuery, listingVariablesOf(request.url)),
    lazy: { Component: async () => (await import('../pages/AllBrandsPage/AllBrandsPage.tsx')).AllBrandsPage },
  },
  {
    // "discout" is the spec's spelling.
    path: 'discout-for-you/:discountId',
    loader: ({ params, request }) =>
      loadRouteQuery<DiscountPageQueryType>('discount', DiscountPageQuery, { discountId: params.discountId!, ...listingVariablesOf(request.url) }),
    lazy: { Component: async () => (await import('../pages/DiscountPage/DiscountPage.tsx')).DiscountPage },
  },
  {
    path: 'discount-products/:discountId',
    loader: ({ params }) => loadRouteQuery<DiscountProductsPageQueryType>('discount-products', DiscountProductsPageQuery, { discountId: params.discountId! }),
    lazy: { Component: async () => (await import('../pages/DiscountProductsPage/DiscountProductsPage.tsx')).DiscountProductsPage },
  },
  {
    path: 'about-us',
    lazy: { Component: async () => (await import('../pages/AboutUsPage/AboutUsPage.tsx')).AboutUsPage },
  },
];
