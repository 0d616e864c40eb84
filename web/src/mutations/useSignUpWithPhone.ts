import { graphql } from 'react-relay/hooks';
import type { useSignUpWithPhoneMutation } from './__generated__/useSignUpWithPhoneMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

export const signUpWithPhoneMutation = graphql`
  mutation useSignUpWithPhoneMutation($input: SignUpWithPhoneInput!) {
    signUpWithPhone(input: $input) {
      ...signInResult_payload @relay(mask: false)
    }
  }
`;

export const useSignUpWithPhone = () => useCommit<useSignUpWithPhoneMutation>(signUpWithPhoneMutation);
