import { redirect, type RouteObject } from 'react-router-dom';
import type { OperationType } from 'relay-runtime';
import type { GraphQLTaggedNode } from 'relay-runtime';
import AccountOverviewPaneQuery from '../pages/AccountOverviewPane/__generated__/AccountOverviewPaneQuery.graphql.ts';
import ItemNotSelectedPaneQuery from '../pages/AccountPage/__generated__/ItemNotSelectedPaneQuery.graphql.ts';
import { paneOf, type AccountPaneKey } from '../pages/AccountPage/accountPanes.ts';
import AddressesPaneQuery from '../pages/AddressesPane/__generated__/AddressesPaneQuery.graphql.ts';
import DeliveredOrderPageQuery, {
  type DeliveredOrderPageQuery as DeliveredOrderPageQueryType,
} from '../pages/DeliveredOrderPage/__generated__/DeliveredOrderPageQuery.graphql.ts';
import HelpCentrePaneQuery from '../pages/HelpCentrePane/__generated__/HelpCentrePaneQuery.graphql.ts';
import MyOrdersPaneQuery from '../pages/MyOrdersPane/__generated__/MyOrdersPaneQuery.graphql.ts';
import { myOrdersVariables } from '../pages/MyOrdersPane/orderFilters.ts';
import OrderCancellationPageQuery, {
  type OrderCancellationPageQuery as OrderCancellationPageQueryType,
} from '../pages/OrderCancellationPage/__generated__/OrderCancellationPageQuery.graphql.ts';
import OrderDetailsPageQuery, {
  type OrderDetailsPageQuery as OrderDetailsPageQueryType,
} from '../pages/OrderDetailsPage/__generated__/OrderDetailsPageQuery.graphql.ts';
import PersonalInformationPaneQuery from '../pages/PersonalInformationPane/__generated__/PersonalInformationPaneQuery.graphql.ts';
import RaiseTicketPaneQuery from '../pages/RaiseTicketPane/__generated__/RaiseTicketPaneQuery.graphql.ts';
import ReviewsPaneQuery from '../pages/ReviewsPane/__generated__/ReviewsPaneQuery.graphql.ts';
import { walletVariables } from '../pages/WalletPane/walletPeriods.ts';
import WalletPaneQuery from '../pages/WalletPane/__generated__/WalletPaneQuery.graphql.ts';
import WishlistPaneQuery from '../pages/WishlistPane/__generated__/WishlistPaneQuery.graphql.ts';
import { loadRouteQuery } from '../relay/routeQuery.ts';

const cancellationPage = async () => (await import('../pages/OrderCancellationPage/OrderCancellationPage.tsx')).OrderCancellationPage;
const deliveredOrderPage = async () => (await import('../pages/DeliveredOrderPage/DeliveredOrderPage.tsx')).DeliveredOrderPage;
const raiseTicketPage = async () => (await import('../pages/RaiseTicketPane/RaiseTicketPane.tsx')).RaiseTicketPage;
const deliveredOrder = (orderId: string | undefined) =>
  loadRouteQuery<DeliveredOrderPageQueryType>('delivered-order', DeliveredOrderPageQuery, { orderId: orderId ?? '', latest: !orderId });

/** Each account pane's query and its variables from the URL. */
const PANE_QUERIES: Record<AccountPaneKey, [GraphQLTaggedNode, (params: URLSearchParams) => OperationType['variables']]> = {
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
 * The account area and the order pages (spec 001 §2). `/my-account?pane=...` opens one pane (its own query and
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
      return loadRouteQuery('account', query, variables(params));
    },
    lazy: { Component: async () => (await import('../pages/AccountPage/AccountRoute.tsx')).AccountRoute },
  },
  { path: 'MyAcDefault', loader: () => redirect('/my-account') },
  { path: 'side', loader: () => redirect('/my-account?menu=open') },
  { path: 'raise-ticket', loader: () => loadRouteQuery('raise-ticket', RaiseTicketPaneQuery, {}), lazy: { Component: raiseTicketPage } },
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
