import { graphql } from 'react-relay/hooks';
import type { useVerifyPhoneCodeMutation } from './__generated__/useVerifyPhoneCodeMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

// Selects the viewer (the navbar updates from the payload) and never `session`: the token stays in the HttpOnly cookie.
// SIGNED_IN: the number's account is signed in; VERIFIED: a new number, finish with useSignUpWithPhone.
export const verifyPhoneCodeMutation = graphql`
  mutation useVerifyPhoneCodeMutation($input: VerifyPhoneCodeInput!) {
    verifyPhoneCode(input: $input) {
      status
      viewer {
        ...AppShell_viewer
      }
      userErrors {
        ...useCommit_userError @relay(mask: false)
      }
    }
  }
`;

export const useVerifyPhoneCode = () => useCommit<useVerifyPhoneCodeMutation>(verifyPhoneCodeMutation);
