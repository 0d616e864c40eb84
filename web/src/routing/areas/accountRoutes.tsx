import { redirect, type RouteObject } from 'react-router-dom';
import type { OperationType, PreloadableConcreteRequest } from 'relay-runtime';
import AccountOverviewPaneQuery from '../../pages/AccountOverviewPane/__generated__/AccountOverviewPaneQuery$parameters.ts';
import ItemNotSelectedPaneQuery from '../../pages/AccountPage/__generated__/ItemNotSelectedPaneQuery$parameters.ts';
import { paneOf, type AccountPaneKey } from '../../pages/AccountPage/accountPanes.ts';
import { itemNotSelectedModule, PANE_MODULES } from '../../pages/AccountPage/paneModules.ts';
import AddressesPaneQuery from '../../pages/AddressesPane/__generated__/AddressesPaneQuery$parameters.ts';
import DeliveredOrderPageQuery from '../../pages/DeliveredOrderPage/__generated__/DeliveredOrderPageQuery$parameters.ts';
import type { DeliveredOrderPageQuery as DeliveredOrderPageQueryType } from '../../pages/DeliveredOrderPage/__generated__/DeliveredOrderPageQuery.graphql.ts';
import HelpCentrePaneQuery from '../../pages/HelpCentrePane/__generated__/HelpCentrePaneQuery$parameters.ts';
import MyOrdersPaneQuery from '../../pages/MyOrdersPane/__generated__/MyOrdersPaneQuery$parameters.ts';
import { myOrdersVariables } from '../../pages/MyOrdersPane/orderFilters.ts';
import OrderCancellationPageQuery from '../../pages/OrderCancellationPage/__generated__/OrderCancellationPageQuery$parameters.ts';
import type { OrderCancellationPageQuery as OrderCancellationPageQueryType } from '../../pages/OrderCancellationPage/__generated__/OrderCancellationPageQuery.graphql.ts';
import OrderDetailsPageQuery from '../../pages/OrderDetailsPage/__generated__/OrderDetailsPageQuery$parameters.ts';
import type { OrderDetailsPageQuery as OrderDetailsPageQueryType } from '../../pages/OrderDetailsPage/__generated__/OrderDetailsPageQuery.graphql.ts';
import PersonalInformationPaneQuery from '../../pages/PersonalInformationPane/__generated__/PersonalInformationPaneQuery$parameters.ts';
import RaiseTicketPaneQuery from '../../pages/RaiseTicketPane/__generated__/RaiseTicketPaneQuery$parameters.ts';
import ReviewsPaneQuery from '../../pages/ReviewsPane/__generated__/ReviewsPaneQuery$parameters.ts';
import { walletVariables } from '../../pages/WalletPane/walletPeriods.ts';
import WalletPaneQuery from '../../pages/WalletPane/__generated__/WalletPaneQuery$parameters.ts';
import WishlistPaneQuery from '../../pages/WishlistPane/__generated__/WishlistPaneQuery$parameters.ts';
import { loadRouteQuery } from '../../relay/routeQuery.ts';

const accountRoute = async () => (await import('../../pages/AccountPage/AccountRoute.tsx')).AccountRoute;
const orderDetailsPage = async () =>
  (await import('../../pages/OrderDetailsPage/OrderDetailsPage.tsx')).OrderDetailsPage;
const cancellationPage = async () =>
  (await import('../../pages/OrderCancellationPage/OrderCancellationPage.tsx')).OrderCancellationPage;
const deliveredOrderPage = async () =>
  (await import('../../pages/DeliveredOrderPage/DeliveredOrderPage.tsx')).DeliveredOrderPage;
const raiseTicketPage = async () => (await import('../../pages/RaiseTicketPane/RaiseTicketPane.tsx')).RaiseTicketPage;
const deliveredOrder = (orderId: string | undefined) =>
  loadRouteQuery<DeliveredOrderPageQueryType>(
    'delivered-order',
    DeliveredOrderPageQuery,
    { orderId: orderId ?? '', latest: !orderId },
    deliveredOrderPage,
  );

/** Each account pane's query and its variables from the URL. */
const PANE_QUERIES: Record<
  AccountPaneKey,
  [PreloadableConcreteRequest<OperationType>, (params: URLSearchParams) => OperationType['variables']]
> = {
  MyAcDefault: [AccountOverviewPaneQuery, () => ({})],
  'my-orders': [MyOrdersPaneQuery, myOrdersVariables],
  'personal-information': [PersonalInformationPaneQuery, () => ({})],
  address: [AddressesPaneQuery, () => ({})],
  whishlist: [WishlistPaneQuery, () => ({})],
  'rating-review': [ReviewsPaneQuery, () => ({})],
  wallet: [WalletPaneQuery, walletVariables],
  'help-centre': [HelpCentrePaneQuery, () => ({})],
  'raise-ticket': [RaiseTicketPaneQuery, () => ({})],
};

/**
 * The account area and the order pages. `/my-account?pane=...` opens one pane (its own query and
 * module); `/MyAcDefault` is the overview and `/side` the overview with the menu open (a drawer on phones). Each
 * page sends a guest to /login and back, except `/raise-ticket`, which a guest may fill in.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: 'my-account',
    loader: ({ request }) => {
      const params = new URL(request.url).searchParams;
      const pane = paneOf(params);
      const [query, variables] = pane ? PANE_QUERIES[pane] : [ItemNotSelectedPaneQuery, () => ({})];
      return loadRouteQuery('account', query, variables(params), pane ? PANE_MODULES[pane] : itemNotSelectedModule);
    },
    lazy: {
      Component: accountRoute,
      action: async () => (await import('../../pages/AccountPage/accountAction.ts')).accountAction,
    },
  },
  { path: 'MyAcDefault', loader: () => redirect('/my-account') },
  { path: 'side', loader: () => redirect('/my-account?menu=open') },
  {
    path: 'raise-ticket',
    loader: () => loadRouteQuery('raise-ticket', RaiseTicketPaneQuery, {}, raiseTicketPage),
    lazy: { Component: raiseTicketPage },
  },
  {
    path: 'order-inner-page/:orderId',
    loader: ({ params }) =>
      loadRouteQuery<OrderDetailsPageQueryType>(
        'order-details',
        OrderDetailsPageQuery,
        { orderId: params.orderId! },
        orderDetailsPage,
      ),
    lazy: { Component: orderDetailsPage },
  },
  ...['order-inner-cancellation/:orderId', 'order/:orderId'].map((path): RouteObject => ({
    path,
    // The line chosen on the details page (`?lineId=`, an `OrderItem.id`) comes preselected, its refund in the page's
    // one query (older links' `?productId=` preselects too: OrderCancellationPage.tsx).
    loader: ({ params, request }) =>
      loadRouteQuery<OrderCancellationPageQueryType>(
        'order-cancellation',
        OrderCancellationPageQuery,
        { orderId: params.orderId!, lineIds: new URL(request.url).searchParams.getAll('lineId') },
        cancellationPage,
      ),
    lazy: {
      Component: cancellationPage,
      action: async () => (await import('../../pages/OrderCancellationPage/cancelOrderAction.ts')).cancelOrderAction,
    },
  })),
  {
    path: 'order-inner-page-delivered',
    loader: () => deliveredOrder(undefined),
    lazy: { Component: deliveredOrderPage },
  },
  {
    path: 'order-inner-page-delivered/:orderId',
    loader: ({ params }) => deliveredOrder(params.orderId),
    lazy: { Component: deliveredOrderPage },
  },
];
