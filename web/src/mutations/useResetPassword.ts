import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { ResetPasswordInput, useResetPasswordMutation } from './__generated__/useResetPasswordMutation.graphql.ts';
import { useCommit, type UserError } from './useCommit.ts';

/** Sets a new password with a reset link's token; every session ends, so the viewer becomes a guest. */
export const resetPasswordMutation = graphql`
  mutation useResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      viewer {
        ...AppShell_viewer
      }
      userErrors {
        ...useCommit_userError @relay(mask: false)
      }
    }
  }
`;

/** The refusals that are about the link itself (the shopper needs a new one), as `passwordResetLink` would now say. */
const LINK_STATUS: Partial<Record<string, 'INVALID' | 'EXPIRED' | 'USED'>> = {
  RESET_LINK_INVALID: 'INVALID',
  RESET_LINK_EXPIRED: 'EXPIRED',
  RESET_LINK_USED: 'USED',
};

/** The refusal of the link among `userErrors`, if the link is what was refused. */
export const linkRefusalOf = (userErrors: ReadonlyArray<UserError>) =>
  userErrors.find((error) => LINK_STATUS[error.code ?? '']);

/**
 * Commits `resetPassword`. A link that lapsed while its form was open is written on the store's
 * `passwordResetLink(token:)`, the record the reset page reads: the page then says why, as when it is opened.
 */
export function useResetPassword() {
  const commit = useCommit<useResetPasswordMutation>(resetPasswordMutation);
  return useCallback(
    (input: ResetPasswordInput) =>
      commit(
        { input },
        {
          updater: (store, data) => {
            const refusal = data && linkRefusalOf(data.resetPassword.userErrors);
            const link = store.getRoot().getLinkedRecord('passwordResetLink', { token: input.token });
            if (!refusal || !link) return;
            link.setValue(LINK_STATUS[refusal.code!], 'status');
            link.setValue(refusal.message, 'message');
          },
        },
      ),
    [commit],
  );
}
