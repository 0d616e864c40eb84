import type { RouteObject } from 'react-router-dom';
import AccountPageQuery, { type AccountPageQuery as AccountPageQueryType } from '../pages/AccountPage/__generated__/AccountPageQuery.graphql.ts';
import DeliveredOrderPageQuery, {
  type DeliveredOrderPageQuery as DeliveredOrderPageQueryType,
} from '../pages/DeliveredOrderPage/__generated__/DeliveredOrderPageQuery.graphql.ts';
import MyOrdersPaneQuery, { type MyOrdersPaneQuery as MyOrdersPaneQueryType } from '../pages/MyOrdersPane/__generated__/MyOrdersPaneQuery.graphql.ts';
import { myOrdersVariables } from '../pages/MyOrdersPane/orderFilters.ts';
import OrderCancellationPageQuery, {
  type OrderCancellationPageQuery as OrderCancellationPageQueryType,
} from '../pages/OrderCancellationPage/__generated__/OrderCancellationPageQuery.graphql.ts';
import OrderDetailsPageQuery, {
  type OrderDetailsPageQuery as OrderDetailsPageQueryType,
} from '../pages/OrderDetailsPage/__generated__/OrderDetailsPageQuery.graphql.ts';
import { loadRouteQuery } from '../relay/routeQuery.ts';

const cancellationPage = async () => (await import('../pages/OrderCancellationPage/OrderCancellationPage.tsx')).OrderCancellationPage;
const deliveredOrderPage = async () => (await import('../pages/DeliveredOrderPage/DeliveredOrderPage.tsx')).DeliveredOrderPage;
const deliveredOrder = (orderId: string | undefined) =>
  loadRouteQuery<DeliveredOrderPageQueryType>('delivered-order', DeliveredOrderPageQuery, { orderId: orderId ?? '', latest: !orderId });

/**
 * The account area and the order pages (spec 001 §2). Each page wraps itself in RequireSignIn, which sends a guest
 * to /login and back. `/my-account?pane=my-orders` is My Orders; any other pane is the profile for now.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: 'my-account',
    loader: ({ request }) => {
      const params = new URL(request.url).searchParams;
      return params.get('pane') === 'my-orders'
        ? loadRouteQuery<MyOrdersPaneQueryType>('account', MyOrdersPaneQuery, myOrdersVariables(params))
        : loadRouteQuery<AccountPageQueryType>('account', AccountPageQuery, {});
    },
    lazy: { Component: async () => (await import('../pages/AccountPage/AccountRoute.tsx')).AccountRoute },
  },
  {
    path: 'order-inner-page/:orderId',
    loader: ({ params }) => loadRouteQuery<OrderDetailsPageQueryType>('order-details', OrderDetailsPageQuery, { orderId: params.orderId! }),
    lazy: { Component: async () => (await import('../pages/OrderDetailsPage/OrderDetailsPage.tsx')).OrderDetailsPage },
  },
  ...['order-inner-cancellation/:orderId', 'order/:orderId'].map(
    (path): RouteObject => ({
      path,
      loader: ({ params }) => loadRouteQuery<OrderCancellationPageQueryType>('order-cancellation', OrderCancellationPageQuery, { orderId: params.orderId! }),
      lazy: { Component: cancellationPage },
    }),
  ),
  { path: 'order-inner-page-delivered', loader: () => deliveredOrder(undefined), lazy: { Component: deliveredOrderPage } },
  { path: 'order-inner-page-delivered/:orderId', loader: ({ params }) => deliveredOrder(params.orderId), lazy: { Component: deliveredOrderPage } },
];
