import { graphql } from 'react-relay/hooks';
import type { useVerifyGstCodeMutation } from './__generated__/useVerifyGstCodeMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

/** Checks a GSTIN code; the proof stays in the gateway's HttpOnly cookie (never `verificationToken` here). */
export const verifyGstCodeMutation = graphql`
  mutation useVerifyGstCodeMutation($input: VerifyGstCodeInput!) {
    verifyGstCode(input: $input) {
      verified
      userErrors {
        ...useCommit_userError @relay(mask: false)
      }
    }
  }
`;

export const useVerifyGstCode = () => useCommit<useVerifyGstCodeMutation>(verifyGstCodeMutation);
