import { graphql } from 'react-relay/hooks';
import type { useSignInWithEmailMutation } from './__generated__/useSignInWithEmailMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

export const signInWithEmailMutation = graphql`
  mutation useSignInWithEmailMutation($input: SignInWithEmailInput!) {
    signInWithEmail(input: $input) {
      ...signInResult_payload @relay(mask: false)
    }
  }
`;

export const useSignInWithEmail = () => useCommit<useSignInWithEmailMutation>(signInWithEmailMutation);
