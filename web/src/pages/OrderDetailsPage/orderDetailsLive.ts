import { graphql, type GraphQLSubscriptionConfig } from 'relay-runtime';
import type { orderDetailsLiveSubscription } from './__generated__/orderDetailsLiveSubscription.graphql.ts';

/**
 * The order details page's order, again at each step of its lines (shipped, out for delivery, delivered,
 * cancelled), with what the page shows of it (OrderDetailsPage_order).
 */
export const orderDetailsLive = (orderId: string): GraphQLSubscriptionConfig<orderDetailsLiveSubscription> => ({
  subscription: graphql`
    subscription orderDetailsLiveSubscription($orderId: ID!) {
      orderUpdated(orderId: $orderId) {
        ...OrderDetailsPage_order
      }
    }
  `,
  variables: { orderId },
});
