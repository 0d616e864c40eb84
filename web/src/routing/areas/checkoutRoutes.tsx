import type { RouteObject } from 'react-router-dom';
import CheckoutPageQuery from '../../pages/CheckoutPage/__generated__/CheckoutPageQuery$parameters.ts';
import type { CheckoutPageQuery as CheckoutPageQueryType } from '../../pages/CheckoutPage/__generated__/CheckoutPageQuery.graphql.ts';
import OrderCompletedPageQuery from '../../pages/OrderCompletedPage/__generated__/OrderCompletedPageQuery$parameters.ts';
import type { OrderCompletedPageQuery as OrderCompletedPageQueryType } from '../../pages/OrderCompletedPage/__generated__/OrderCompletedPageQuery.graphql.ts';
import { loadRouteQuery } from '../../relay/routeQuery.ts';

const orderCompletedPage = async () =>
  (await import('../../pages/OrderCompletedPage/OrderCompletedPage.tsx')).OrderCompletedPage;
const checkoutPage = async () => (await import('../../pages/CheckoutPage/CheckoutPage.tsx')).CheckoutPage;

/** Buying: the cart checkout, Buy Now and the order completed page. Each page guards itself. */
export const checkoutRoutes: RouteObject[] = [
  {
    path: 'checkOut-page',
    loader: () =>
      loadRouteQuery<CheckoutPageQueryType>('checkout', CheckoutPageQuery, { source: 'CART' }, checkoutPage),
    lazy: { Component: checkoutPage },
  },
  {
    path: 'product-checkout/:prodId',
    loader: ({ params, request }) => {
      const quantity = Number(new URL(request.url).searchParams.get('quantity'));
      return loadRouteQuery<CheckoutPageQueryType>(
        'checkout',
        CheckoutPageQuery,
        {
          source: 'PRODUCT',
          productId: params.prodId!,
          quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : null,
        },
        checkoutPage,
      );
    },
    lazy: { Component: checkoutPage },
  },
  {
    path: 'order-completed-page/:parentOrderId',
    loader: ({ params }) =>
      loadRouteQuery<OrderCompletedPageQueryType>(
        'order-completed',
        OrderCompletedPageQuery,
        { parentOrderId: params.parentOrderId! },
        orderCompletedPage,
      ),
    lazy: { Component: orderCompletedPage },
  },
];
