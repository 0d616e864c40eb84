import { graphql } from 'react-relay/hooks';
import type { useConfirmPaymentMutation } from './__generated__/useConfirmPaymentMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

/**
 * Confirms an online payment (the gateway verifies the provider's signature) and places the checkout; when the order
 * can no longer be placed the payment is refunded (`refund`, with the userErrors saying why).
 */
const mutation = graphql`
  mutation useConfirmPaymentMutation($input: ConfirmPaymentInput!) {
    confirmPayment(input: $input) {
      order {
        parentOrderId
      }
      refund {
        message
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

export const useConfirmPayment = () => useCommit<useConfirmPaymentMutation>(mutation);
