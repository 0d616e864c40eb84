import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useChangeWishlistAddMutation } from './__generated__/useChangeWishlistAddMutation.graphql.ts';
import type { useChangeWishlistRemoveMutation } from './__generated__/useChangeWishlistRemoveMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

const add = graphql`
  mutation useChangeWishlistAddMutation($input: WishlistProductInput!) {
    addToWishlist(input: $input) {
      product {
        id
        inWishlist
      }
      wishlist {
        ...WishlistPanel_wishlist
      }
      userErrors {
        code
        message
      }
    }
  }
`;

const remove = graphql`
  mutation useChangeWishlistRemoveMutation($input: WishlistProductInput!) {
    removeFromWishlist(input: $input) {
      product {
        id
        inWishlist
      }
      wishlist {
        ...WishlistPanel_wishlist
      }
      userErrors {
        code
        message
      }
    }
  }
`;

/**
 * Puts a product on the wishlist or takes it off. Hearts change at once (optimistic) and go back if the server
 * refuses or fails; the wishlist itself follows the server's answer. Resolves with the outcome.
 */
export function useChangeWishlist() {
  const commitAdd = useCommit<useChangeWishlistAddMutation>(add);
  const commitRemove = useCommit<useChangeWishlistRemoveMutation>(remove);
  return useCallback(
    (product: { id: string; productId: string }, wanted: boolean) => {
      const variables = { input: { productId: product.productId } };
      const optimisticUpdater = (store: RecordSourceSelectorProxy) =>
        store.get(product.id)?.setValue(wanted, 'inWishlist');
      return wanted ? commitAdd(variables, { optimisticUpdater }) : commitRemove(variables, { optimisticUpdater });
    },
    [commitAdd, commitRemove],
  );
}
