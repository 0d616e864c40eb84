import type { RouteObject } from 'react-router-dom';
import ShoppingCartPageQuery from '../pages/ShoppingCartPage/__generated__/ShoppingCartPageQuery$parameters.ts';
import type { ShoppingCartPageQuery as ShoppingCartPageQueryType } from '../pages/ShoppingCartPage/__generated__/ShoppingCartPageQuery.graphql.ts';
import { loadRouteQuery } from '../relay/routeQuery.ts';

const shoppingCartPage = async () => (await import('../pages/ShoppingCartPage/ShoppingCartPage.tsx')).ShoppingCartPage;

/** The cart, the wishlist and the sharable lists (spec 001 §2 "Cart and wishlist page"). */
export const cartRoutes: RouteObject[] = [
  {
    path: 'shopping-cart',
    loader: () => loadRouteQuery<ShoppingCartPageQueryType>('shopping-cart', ShoppingCartPageQuery, {}, shoppingCartPage),
    lazy: { Component: shoppingCartPage },
  },
];
