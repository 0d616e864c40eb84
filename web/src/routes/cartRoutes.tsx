import type { RouteObject } from 'react-router-dom';
import ShoppingCartPageQuery, {
  type ShoppingCartPageQuery as ShoppingCartPageQueryType,
} from '../pages/ShoppingCartPage/__generated__/ShoppingCartPageQuery.graphql.ts';
import { loadRouteQuery } from '../relay/routeQuery.ts';

/** The cart, the wishlist and the sharable lists (spec 001 §2 "Cart and wishlist page"). */
export const cartRoutes: RouteObject[] = [
  {
    path: 'shopping-cart',
    loader: () => loadRouteQuery<ShoppingCartPageQueryType>('shopping-cart', ShoppingCartPageQuery, {}),
    lazy: { Component: async () => (await import('../pages/ShoppingCartPage/ShoppingCartPage.tsx')).ShoppingCartPage },
  },
];
