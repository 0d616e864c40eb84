import { graphql, type GraphQLSubscriptionConfig } from 'relay-runtime';
import type { myOrdersLiveSubscription } from './__generated__/myOrdersLiveSubscription.graphql.ts';

/** Each of the shopper's orders when one of its lines moves, with what My Orders' card shows of it. */
export const myOrdersLive = (): GraphQLSubscriptionConfig<myOrdersLiveSubscription> => ({
  subscription: graphql`
    subscription myOrdersLiveSubscription {
      viewerOrdersUpdated {
        ...OrderCard_order
      }
    }
  `,
  variables: {},
});
