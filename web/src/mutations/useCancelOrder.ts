import { graphql } from 'react-relay/hooks';
import { useCommit } from './useCommit.ts';
import type { useCancelOrderMutation } from './__generated__/useCancelOrderMutation.graphql.ts';

/**
 * Cancels lines of one of the shopper's orders. The payload's order carries every order screen's fields (My
 * Orders' card, the details page's lines), so each shows the change from the store without a reload, and the
 * viewer's coins come back with the last line.
 */
export const cancelOrderMutation = graphql`
  mutation useCancelOrderMutation($input: CancelOrderInput!) {
    cancelOrder(input: $input) {
      order {
        id
        status
        canCancel
        ...OrderCard_order
        ...OrderCancellationPage_order
        items {
          ...OrderDetailsPage_item
        }
        cancelledItems {
          ...OrderDetailsPage_item
        }
      }
      viewer {
        user {
          coins
        }
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export const useCancelOrder = () => useCommit<useCancelOrderMutation>(cancelOrderMutation);
