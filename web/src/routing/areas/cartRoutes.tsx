import type { RouteObject } from 'react-router-dom';
import ShoppingCartPageQuery from '../../pages/ShoppingCartPage/__generated__/ShoppingCartPageQuery$parameters.ts';
import type { ShoppingCartPageQuery as ShoppingCartPageQueryType } from '../../pages/ShoppingCartPage/__generated__/ShoppingCartPageQuery.graphql.ts';
import SharedListPageQuery from '../../pages/SharedListPage/__generated__/SharedListPageQuery$parameters.ts';
import type { SharedListPageQuery as SharedListPageQueryType } from '../../pages/SharedListPage/__generated__/SharedListPageQuery.graphql.ts';
import { loadRouteQuery } from '../../relay/routeQuery.ts';

const shoppingCartPage = async () =>
  (await import('../../pages/ShoppingCartPage/ShoppingCartPage.tsx')).ShoppingCartPage;
const sharedListPage = async () => (await import('../../pages/SharedListPage/SharedListPage.tsx')).SharedListPage;

/** The cart page's variables for the list `?listId=` (its REST key) chooses, which `viewer.list` looks up. */
export function chosenListVariables(search: URLSearchParams) {
  const listId = search.get('listId');
  return listId === null ? { listId: '', listChosen: false } : { listId, listChosen: true };
}

/**
 * The cart, the wishlist and the sharable lists, and a list's share link
 * (open to guests: holding the link is what opens the list).
 */
export const cartRoutes: RouteObject[] = [
  {
    path: 'shopping-cart',
    loader: ({ request }) =>
      loadRouteQuery<ShoppingCartPageQueryType>(
        'shopping-cart',
        ShoppingCartPageQuery,
        chosenListVariables(new URL(request.url).searchParams),
        shoppingCartPage,
      ),
    lazy: { Component: shoppingCartPage },
  },
  {
    path: 'lists/shared/:shareToken',
    loader: ({ params }) =>
      loadRouteQuery<SharedListPageQueryType>(
        'shared-list',
        SharedListPageQuery,
        { shareToken: params.shareToken! },
        sharedListPage,
      ),
    lazy: { Component: sharedListPage },
  },
];
