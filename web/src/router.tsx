import { createBrowserRouter } from 'react-router-dom';
import AppShellQuery, { type AppShellQuery as AppShellQueryType } from './layout/__generated__/AppShellQuery.graphql.ts';
import { AppShell, AppShellFallback } from './layout/AppShell.tsx';
import HomePageQuery, { type HomePageQuery as HomePageQueryType } from './pages/HomePage/__generated__/HomePageQuery.graphql.ts';
import { readRecentlyViewed } from './device/recentlyViewed.ts';
import { loadRouteQuery } from './relay/routeQuery.ts';
import { accountRoutes } from './routes/accountRoutes.tsx';
import { authRoutes } from './routes/authRoutes.tsx';
import { cartRoutes } from './routes/cartRoutes.tsx';
import { checkoutRoutes } from './routes/checkoutRoutes.tsx';
import { catalogRoutes } from './routes/catalogRoutes.tsx';
import { discoveryRoutes } from './routes/discoveryRoutes.tsx';
import { policyRoutes } from './routes/policyRoutes.tsx';
import { productRoutes } from './routes/productRoutes.tsx';
import { NotFound, RouteError } from './routes/RouteError.tsx';

/*
 * Loaders start each route's one query as the route is entered; the root's shell query and the page's query
 * start in the same tick, so the network layer sends them as one batched request. Loaders import the compiled
 * query artifacts, not the pages, so each page's code stays in its own lazily loaded chunk.
 */
export const createRouter = () =>
  createBrowserRouter([
    {
      id: 'root',
      element: <AppShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <AppShellFallback />,
      loader: () => loadRouteQuery<AppShellQueryType>('root', AppShellQuery, {}),
      children: [
        {
          index: true,
          // `?categoryId=` (the spec's optional parameter) is accepted and not used yet.
          loader: () => {
            const recentIds = readRecentlyViewed();
            return loadRouteQuery<HomePageQueryType>('home', HomePageQuery, { recentIds, skipRecent: recentIds.length === 0 });
          },
          lazy: { Component: async () => (await import('./pages/HomePage/HomePage.tsx')).HomePage },
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
  ]);
