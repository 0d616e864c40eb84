import { graphql } from 'react-relay/hooks';
import type { usePlaceOrderMutation } from './__generated__/usePlaceOrderMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

/**
 * Places a checkout: cash on delivery answers the placed order; online answers the payment request to open in the
 * provider's window (then useConfirmPayment). The payload's viewer refreshes the navbar's cart count.
 */
const mutation = graphql`
  mutation usePlaceOrderMutation($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order {
        parentOrderId
      }
      payment {
        paymentOrderId
        checkoutUrl
      }
      viewer {
        ...AppShell_viewer
      }
      userErrors {
        ...useCommit_userError @relay(mask: false)
      }
    }
  }
`;

export const usePlaceOrder = () => useCommit<usePlaceOrderMutation>(mutation);
