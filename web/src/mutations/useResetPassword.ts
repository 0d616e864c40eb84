import { graphql } from 'react-relay';
import type { useResetPasswordMutation } from './__generated__/useResetPasswordMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

/** Sets a new password with a reset link's token; every session ends, so the viewer becomes a guest. */
const mutation = graphql`
  mutation useResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
      viewer {
        ...AppShell_viewer
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;

export const useResetPassword = () => useCommit<useResetPasswordMutation>(mutation);
