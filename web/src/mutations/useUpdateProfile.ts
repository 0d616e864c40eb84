import { graphql } from 'react-relay/hooks';
import type { useUpdateProfileMutation } from './__generated__/useUpdateProfileMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

/** Changes the shopper's name, e-mail or phone; the payload's user updates every screen that shows them. */
export function useUpdateProfile() {
  return useCommit<useUpdateProfileMutation>(graphql`
    mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        user {
          id
          name
          email
          emailVerified
          phone
        }
        userErrors {
          ...useCommit_userError @relay(mask: false)
        }
      }
    }
  `);
}
