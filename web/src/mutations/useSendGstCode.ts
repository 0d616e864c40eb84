import { graphql } from 'react-relay/hooks';
import type { useSendGstCodeMutation } from './__generated__/useSendGstCodeMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

/** Sends a code for a GSTIN (business sign-up); `txn` goes back with the code. */
export const sendGstCodeMutation = graphql`
  mutation useSendGstCodeMutation($input: SendGstCodeInput!) {
    sendGstCode(input: $input) {
      txn
      message
      userErrors {
        ...useCommit_userError @relay(mask: false)
      }
    }
  }
`;

export const useSendGstCode = () => useCommit<useSendGstCodeMutation>(sendGstCodeMutation);
