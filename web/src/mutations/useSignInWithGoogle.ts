import { graphql } from 'react-relay/hooks';
import type { useSignInWithGoogleMutation } from './__generated__/useSignInWithGoogleMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

const mutation = graphql`
  mutation useSignInWithGoogleMutation($input: SignInWithGoogleInput!) {
    signInWithGoogle(input: $input) {
      ...signInResult_payload @relay(mask: false)
    }
  }
`;

export const useSignInWithGoogle = () => useCommit<useSignInWithGoogleMutation>(mutation);
