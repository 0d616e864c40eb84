import { graphql } from 'react-relay/hooks';
import type { useDeleteListMutation } from './__generated__/useDeleteListMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

/** Deletes one of the shopper's lists: the record leaves the store and the payload's viewer refreshes the lists. */
export function useDeleteList() {
  return useCommit<useDeleteListMutation>(graphql`
    mutation useDeleteListMutation($input: DeleteListInput!) {
      deleteList(input: $input) {
        deletedListId @deleteRecord
        viewer {
          ...SharedLists_viewer
        }
        userErrors {
          message
        }
      }
    }
  `);
}
