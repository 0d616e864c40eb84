import { graphql } from 'react-relay/hooks';
import type { useSetListPrivacyMutation } from './__generated__/useSetListPrivacyMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

/** Makes one of the shopper's lists private or shared; the payload's list updates the store. */
export function useSetListPrivacy() {
  return useCommit<useSetListPrivacyMutation>(graphql`
    mutation useSetListPrivacyMutation($input: SetListPrivacyInput!) {
      setListPrivacy(input: $input) {
        list {
          id
          isPrivate
        }
        userErrors {
          message
        }
      }
    }
  `);
}
