import type { RouteObject } from 'react-router-dom';
import { listingVariablesOf } from '../components/listing/useListingParams.ts';
import { loadRouteQuery } from '../relay/routeQuery.ts';
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
];
