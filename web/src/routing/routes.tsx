import type { RouteObject } from 'react-router-dom';
import AppShellQuery from '../layout/__generated__/AppShellQuery$parameters.ts';
import type { AppShellQuery as AppShellQueryType } from '../layout/__generated__/AppShellQuery.graphql.ts';
import { AppShell, AppShellFallback } from '../layout/AppShell.tsx';
import HomePageQuery from '../pages/HomePage/__generated__/HomePageQuery$parameters.ts';
import type { HomePageQuery as HomePageQueryType } from '../pages/HomePage/__generated__/HomePageQuery.graphql.ts';
import { cookiesOf } from '../device/cookies.ts';
import { readRecentlyViewed } from '../device/recentlyViewed.ts';
import { loadRouteQuery } from '../relay/routeQuery.ts';
import { accountRoutes } from './areas/accountRoutes.tsx';
import { authRoutes } from './areas/authRoutes.tsx';
import { cartRoutes } from './areas/cartRoutes.tsx';
import { checkoutRoutes } from './areas/checkoutRoutes.tsx';
import { catalogRoutes } from './areas/catalogRoutes.tsx';
import { discoveryRoutes } from './areas/discoveryRoutes.tsx';
import { policyRoutes } from './areas/policyRoutes.tsx';
import { productRoutes } from './areas/productRoutes.tsx';
import { NotFound, RouteError } from './RouteError.tsx';

const homePage = async () => (await import('../pages/HomePage/HomePage.tsx')).HomePage;

/*
 * Loaders start each route's one query as the route is entered; the root's shell query and the page's query
 * start in the same tick, so the network layer sends them as one batched request. Loaders import only the queries'
 * persisted ids, not the pages or the queries' ASTs, so each page's code stays in its own lazily loaded chunk.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <AppShell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <AppShellFallback />,
    loader: () => loadRouteQuery<AppShellQueryType>('root', AppShellQuery, {}, async () => AppShell),
    children: [
      {
        index: true,
        // `?categoryId=` (the original storefront's optional parameter) is accepted and not used yet.
        loader: ({ request }) => {
          const recentIds = readRecentlyViewed(cookiesOf(request));
          return loadRouteQuery<HomePageQueryType>(
            'home',
            HomePageQuery,
            { recentIds, skipRecent: recentIds.length === 0 },
            homePage,
          );
        },
        lazy: { Component: homePage },
      },
      ...authRoutes,
      ...catalogRoutes,
      ...discoveryRoutes,
      ...productRoutes,
      ...cartRoutes,
      ...checkoutRoutes,
      ...accountRoutes,
      ...policyRoutes,
      { path: '*', element: <NotFound /> },
    ],
  },
];
