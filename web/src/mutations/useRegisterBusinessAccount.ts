import { graphql } from 'react-relay';
import type { useRegisterBusinessAccountMutation } from './__generated__/useRegisterBusinessAccountMutation.graphql.ts';
import { useMutationPromise } from './useMutationPromise.ts';

/**
 * The "Enter OTP" Confirm of business sign-up in one round trip: GraphQL runs mutation fields in order, so the GSTIN
 * code is checked first and the account registered right after (it refuses an unverified GSTIN). It does not
 * sign in: the shopper signs in with e-mail and password next.
 */
const mutation = graphql`
  mutation useRegisterBusinessAccountMutation($verify: VerifyGstCodeInput!, $register: RegisterBusinessAccountInput!) {
    verifyGstCode(input: $verify) {
      verified
      userErrors {
        field
        code
        message
      }
    }
    registerBusinessAccount(input: $register) {
      registered
      userErrors {
        field
        code
        message
      }
    }
  }
`;

export const useRegisterBusinessAccount = () => useMutationPromise<useRegisterBusinessAccountMutation>(mutation);
