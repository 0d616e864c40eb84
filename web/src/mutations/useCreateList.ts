import { graphql } from 'react-relay/hooks';
import type { useCreateListMutation } from './__generated__/useCreateListMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

/** Creates a list holding a product; the payload's viewer refreshes the dialog's and the Shared List tab's lists. */
export function useCreateList() {
  return useCommit<useCreateListMutation>(graphql`
    mutation useCreateListMutation($input: CreateListInput!, $productId: ID!) {
      createList(input: $input) {
        list {
          id
          name
        }
        viewer {
          ...AddToListDialog_viewer @arguments(productId: $productId)
          ...SharedLists_viewer
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
}
