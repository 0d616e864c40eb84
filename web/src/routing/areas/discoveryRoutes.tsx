import type { RouteObject } from 'react-router-dom';
import { listingQueryVariables, listingVariablesOf } from '../../components/listing/useListingParams.ts';
import { loadRouteQuery } from '../../relay/routeQuery.ts';
import AllBrandsPageQuery from '../../pages/AllBrandsPage/__generated__/AllBrandsPageQuery$parameters.ts';
import type { AllBrandsPageQuery as AllBrandsPageQueryType } from '../../pages/AllBrandsPage/__generated__/AllBrandsPageQuery.graphql.ts';
import DiscountPageQuery from '../../pages/DiscountPage/__generated__/DiscountPageQuery$parameters.ts';
import type { DiscountPageQuery as DiscountPageQueryType } from '../../pages/DiscountPage/__generated__/DiscountPageQuery.graphql.ts';
import DiscountProductsPageQuery from '../../pages/DiscountProductsPage/__generated__/DiscountProductsPageQuery$parameters.ts';
import type { DiscountProductsPageQuery as DiscountProductsPageQueryType } from '../../pages/DiscountProductsPage/__generated__/DiscountProductsPageQuery.graphql.ts';
import FeaturedBrandsPageQuery from '../../pages/FeaturedBrandsPage/__generated__/FeaturedBrandsPageQuery$parameters.ts';
import type { FeaturedBrandsPageQuery as FeaturedBrandsPageQueryType } from '../../pages/FeaturedBrandsPage/__generated__/FeaturedBrandsPageQuery.graphql.ts';
import NewArrivalPageQuery from '../../pages/NewArrivalPage/__generated__/NewArrivalPageQuery$parameters.ts';
import type { NewArrivalPageQuery as NewArrivalPageQueryType } from '../../pages/NewArrivalPage/__generated__/NewArrivalPageQuery.graphql.ts';
import RecentlyViewedPageQuery from '../../pages/RecentlyViewedPage/__generated__/RecentlyViewedPageQuery$parameters.ts';
import type { RecentlyViewedPageQuery as RecentlyViewedPageQueryType } from '../../pages/RecentlyViewedPage/__generated__/RecentlyViewedPageQuery.graphql.ts';
import TopBrandProductsPageQuery from '../../pages/TopBrandProductsPage/__generated__/TopBrandProductsPageQuery$parameters.ts';
import type { TopBrandProductsPageQuery as TopBrandProductsPageQueryType } from '../../pages/TopBrandProductsPage/__generated__/TopBrandProductsPageQuery.graphql.ts';
import TopDealsPageQuery from '../../pages/TopDealsPage/__generated__/TopDealsPageQuery$parameters.ts';
import type { TopDealsPageQuery as TopDealsPageQueryType } from '../../pages/TopDealsPage/__generated__/TopDealsPageQuery.graphql.ts';
import TopStoresPageQuery from '../../pages/TopStoresPage/__generated__/TopStoresPageQuery$parameters.ts';
import type { TopStoresPageQuery as TopStoresPageQueryType } from '../../pages/TopStoresPage/__generated__/TopStoresPageQuery.graphql.ts';
import { cookiesOf } from '../../device/cookies.ts';
import { readRecentlyViewed } from '../../device/recentlyViewed.ts';
import { RECENTLY_VIEWED_SORT } from '../../pages/RecentlyViewedPage/recentlyViewedSort.ts';
import BrandPageQuery from '../../pages/BrandPage/__generated__/BrandPageQuery$parameters.ts';
import type { BrandPageQuery as BrandPageQueryType } from '../../pages/BrandPage/__generated__/BrandPageQuery.graphql.ts';
import LimitedTimeDealsPageQuery from '../../pages/LimitedTimeDealsPage/__generated__/LimitedTimeDealsPageQuery$parameters.ts';
import type { LimitedTimeDealsPageQuery as LimitedTimeDealsPageQueryType } from '../../pages/LimitedTimeDealsPage/__generated__/LimitedTimeDealsPageQuery.graphql.ts';
import SellerStorePageQuery from '../../pages/SellerStorePage/__generated__/SellerStorePageQuery$parameters.ts';
import type { SellerStorePageQuery as SellerStorePageQueryType } from '../../pages/SellerStorePage/__generated__/SellerStorePageQuery.graphql.ts';

const sellerStorePage = async () => (await import('../../pages/SellerStorePage/SellerStorePage.tsx')).SellerStorePage;
const limitedTimeDealsPage = async () =>
  (await import('../../pages/LimitedTimeDealsPage/LimitedTimeDealsPage.tsx')).LimitedTimeDealsPage;
const brandPage = async () => (await import('../../pages/BrandPage/BrandPage.tsx')).BrandPage;
const topDealsPage = async () => (await import('../../pages/TopDealsPage/TopDealsPage.tsx')).TopDealsPage;
const newArrivalPage = async () => (await import('../../pages/NewArrivalPage/NewArrivalPage.tsx')).NewArrivalPage;
const recentlyViewedPage = async () =>
  (await import('../../pages/RecentlyViewedPage/RecentlyViewedPage.tsx')).RecentlyViewedPage;
const featuredBrandsPage = async () =>
  (await import('../../pages/FeaturedBrandsPage/FeaturedBrandsPage.tsx')).FeaturedBrandsPage;
const topStoresPage = async () => (await import('../../pages/TopStoresPage/TopStoresPage.tsx')).TopStoresPage;
const topBrandProductsPage = async () =>
  (await import('../../pages/TopBrandProductsPage/TopBrandProductsPage.tsx')).TopBrandProductsPage;
const allBrandsPage = async () => (await import('../../pages/AllBrandsPage/AllBrandsPage.tsx')).AllBrandsPage;
const discountPage = async () => (await import('../../pages/DiscountPage/DiscountPage.tsx')).DiscountPage;
const discountProductsPage = async () =>
  (await import('../../pages/DiscountProductsPage/DiscountProductsPage.tsx')).DiscountProductsPage;
const aboutUsPage = async () => (await import('../../pages/AboutUsPage/AboutUsPage.tsx')).AboutUsPage;

/** Deal, brand, store and discount pages, open to guests. */
export const discoveryRoutes: RouteObject[] = [
  {
    path: 'seller-store/:sellerId',
    loader: ({ params }) =>
      loadRouteQuery<SellerStorePageQueryType>(
        'seller-store',
        SellerStorePageQuery,
        { sellerId: params.sellerId! },
        sellerStorePage,
      ),
    lazy: { Component: sellerStorePage },
  },
  {
    path: 'limited-time-deals',
    loader: ({ request }) =>
      loadRouteQuery<LimitedTimeDealsPageQueryType>(
        'limited-time-deals',
        LimitedTimeDealsPageQuery,
        listingQueryVariables({ collection: 'LIMITED_TIME_DEALS' }, request.url),
        limitedTimeDealsPage,
      ),
    lazy: { Component: limitedTimeDealsPage },
  },
  {
    path: 'brand-page/:brandId',
    loader: ({ params }) =>
      loadRouteQuery<BrandPageQueryType>('brand-page', BrandPageQuery, { brandId: params.brandId! }, brandPage),
    lazy: { Component: brandPage },
  },
  {
    path: 'top-deals',
    loader: ({ request }) =>
      loadRouteQuery<TopDealsPageQueryType>(
        'top-deals',
        TopDealsPageQuery,
        listingQueryVariables({ collection: 'TOP_DEALS' }, request.url),
        topDealsPage,
      ),
    lazy: { Component: topDealsPage },
  },
  {
    path: 'new-arrival',
    loader: ({ request }) => {
      const variables = listingQueryVariables({ collection: 'NEW_ARRIVALS' }, request.url);
      return loadRouteQuery<NewArrivalPageQueryType>('new-arrival', NewArrivalPageQuery, variables, newArrivalPage);
    },
    lazy: { Component: newArrivalPage },
  },
  {
    path: 'recently-viewed',
    loader: ({ request }) => {
      const ids = readRecentlyViewed(cookiesOf(request));
      return loadRouteQuery<RecentlyViewedPageQueryType>(
        'recently-viewed',
        RecentlyViewedPageQuery,
        {
          skip: ids.length === 0,
          ...listingQueryVariables({ productIds: ids }, request.url, RECENTLY_VIEWED_SORT),
        },
        recentlyViewedPage,
      );
    },
    lazy: { Component: recentlyViewedPage },
  },
  {
    path: 'featured-brands',
    loader: () =>
      loadRouteQuery<FeaturedBrandsPageQueryType>('featured-brands', FeaturedBrandsPageQuery, {}, featuredBrandsPage),
    lazy: { Component: featuredBrandsPage },
  },
  {
    path: 'topStore-Page',
    loader: ({ request }) =>
      loadRouteQuery<TopStoresPageQueryType>(
        'top-stores',
        TopStoresPageQuery,
        listingVariablesOf(request.url),
        topStoresPage,
      ),
    lazy: { Component: topStoresPage },
  },
  {
    path: 'topbrand-products-page/:brandId',
    loader: ({ params, request }) => {
      const brandId = params.brandId!;
      return loadRouteQuery<TopBrandProductsPageQueryType>(
        'topbrand-products',
        TopBrandProductsPageQuery,
        {
          brandId,
          ...listingQueryVariables({ brandId }, request.url),
        },
        topBrandProductsPage,
      );
    },
    lazy: { Component: topBrandProductsPage },
  },
  {
    // The top-brand products page with no brand: where clearing the brand goes.
    path: 'products',
    loader: ({ request }) =>
      loadRouteQuery<AllBrandsPageQueryType>(
        'all-brands',
        AllBrandsPageQuery,
        listingQueryVariables({ collection: 'TOP_BRANDS' }, request.url),
        allBrandsPage,
      ),
    lazy: { Component: allBrandsPage },
  },
  {
    // "discout" is the original storefront's spelling.
    path: 'discout-for-you/:discountId',
    loader: ({ params, request }) => {
      const discountId = params.discountId!;
      const variables = { discountId, ...listingQueryVariables({ discountId }, request.url) };
      return loadRouteQuery<DiscountPageQueryType>('discount', DiscountPageQuery, variables, discountPage);
    },
    lazy: { Component: discountPage },
  },
  {
    path: 'discount-products/:discountId',
    loader: ({ params }) =>
      loadRouteQuery<DiscountProductsPageQueryType>(
        'discount-products',
        DiscountProductsPageQuery,
        { discountId: params.discountId! },
        discountProductsPage,
      ),
    lazy: { Component: discountProductsPage },
  },
  {
    path: 'about-us',
    lazy: { Component: aboutUsPage },
  },
];
