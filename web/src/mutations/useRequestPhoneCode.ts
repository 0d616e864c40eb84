import { graphql } from 'react-relay/hooks';
import type { useRequestPhoneCodeMutation } from './__generated__/useRequestPhoneCodeMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

/** Sends a code to a phone number (sign-in, or a business phone); `otpSession` goes back with the code. */
export const requestPhoneCodeMutation = graphql`
  mutation useRequestPhoneCodeMutation($input: RequestPhoneCodeInput!) {
    requestPhoneCode(input: $input) {
      otpSession
      userErrors {
        ...useCommit_userError @relay(mask: false)
      }
    }
  }
`;

export const useRequestPhoneCode = () => useCommit<useRequestPhoneCodeMutation>(requestPhoneCodeMutation);
