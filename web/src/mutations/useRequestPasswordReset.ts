import { graphql } from 'react-relay/hooks';
import type { useRequestPasswordResetMutation } from './__generated__/useRequestPasswordResetMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

/** E-mails a password reset link; `message` is the confirmation to show. */
export const requestPasswordResetMutation = graphql`
  mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      message
      userErrors {
        ...useCommit_userError @relay(mask: false)
      }
    }
  }
`;

export const useRequestPasswordReset = () => useCommit<useRequestPasswordResetMutation>(requestPasswordResetMutation);
