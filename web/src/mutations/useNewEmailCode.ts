import { graphql } from 'react-relay/hooks';
import type { useNewEmailCodeRequestMutation } from './__generated__/useNewEmailCodeRequestMutation.graphql.ts';
import type { useNewEmailCodeVerifyMutation } from './__generated__/useNewEmailCodeVerifyMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

/** E-mails a code to the address the shopper wants instead of their own (a profile e-mail change). */
export const useRequestNewEmailCode = () =>
  useCommit<useNewEmailCodeRequestMutation>(graphql`
    mutation useNewEmailCodeRequestMutation($input: RequestNewEmailCodeInput!) {
      requestNewEmailCode(input: $input) {
        sent
        userErrors {
          ...useCommit_userError @relay(mask: false)
        }
      }
    }
  `);

// Never selects `verificationToken`: the proof stays in the HttpOnly cookie, which updateProfile spends.
/** Checks the code sent to the new address; then the same profile save puts it on the account. */
export const useVerifyNewEmailCode = () =>
  useCommit<useNewEmailCodeVerifyMutation>(graphql`
    mutation useNewEmailCodeVerifyMutation($input: VerifyNewEmailCodeInput!) {
      verifyNewEmailCode(input: $input) {
        verified
        userErrors {
          ...useCommit_userError @relay(mask: false)
        }
      }
    }
  `);
