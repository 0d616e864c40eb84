import { graphql } from 'react-relay';
import type { useSignInWithGoogleMutation } from './__generated__/useSignInWithGoogleMutation.graphql.ts';
import { useMutationPromise } from './useMutationPromise.ts';

const mutation = graphql`
  mutation useSignInWithGoogleMutation($input: SignInWithGoogleInput!) {
    signInWithGoogle(input: $input) {
      ...signInResult_payload @relay(mask: false)
    }
  }
`;

export const useSignInWithGoogle = () => useMutationPromise<useSignInWithGoogleMutation>(mutation);
