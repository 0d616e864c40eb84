import { graphql, type GraphQLSubscriptionConfig } from 'relay-runtime';
import type { orderDetailsLiveSubscription } from './__generated__/orderDetailsLiveSubscription.graphql.ts';

/**
 * The order details page's order, again at each step of its lines (shipped, out for delivery, delivered,
 * cancelled), with what the page shows of it: its overview and each line's status, tracker and cancel button. A
 * cancelled line moves from `items` to `cancelledItems`, so both are read.
 */
export const orderDetailsLive = (orderId: string): GraphQLSubscriptionConfig<orderDetailsLiveSubscription> => ({
  subscription: graphql`
    subscription orderDetailsLiveSubscription($orderId: ID!) {
      orderUpdated(orderId: $orderId) {
        ...OrderOverview_order
        items {
          productId
          ...OrderDetailsPage_item
        }
        cancelledItems {
          productId
          ...OrderDetailsPage_item
        }
      }
    }
  `,
  variables: { orderId },
});
