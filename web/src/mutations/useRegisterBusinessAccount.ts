import { graphql } from 'react-relay/hooks';
import type { useRegisterBusinessAccountMutation } from './__generated__/useRegisterBusinessAccountMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

/**
 * Registers the business account once its GSTIN and official phone are verified (the gateway holds both proofs in
 * HttpOnly cookies and spends them here). It does not sign in: the shopper signs in with e-mail and password next.
 */
export const registerBusinessAccountMutation = graphql`
  mutation useRegisterBusinessAccountMutation($input: RegisterBusinessAccountInput!) {
    registerBusinessAccount(input: $input) {
      registered
      userErrors {
        ...useCommit_userError @relay(mask: false)
      }
    }
  }
`;

export const useRegisterBusinessAccount = () =>
  useCommit<useRegisterBusinessAccountMutation>(registerBusinessAccountMutation);
