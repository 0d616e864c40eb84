import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useChangeWishlistAddMutation } from './__generated__/useChangeWishlistAddMutation.graphql.ts';
import type { useChangeWishlistRemoveMutation } from './__generated__/useChangeWishlistRemoveMutation.graphql.ts';

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
 * refuses or fails; the wishlist itself follows the server's answer. Resolves with the message to show, or null
 * when the change was made.
 */
export function useChangeWishlist() {
  const [commitAdd] = useMutation<useChangeWishlistAddMutation>(add);
  const [commitRemove] = useMutation<useChangeWishlistRemoveMutation>(remove);
  return useCallback(
    (product: { id: string; productId: string }, wanted: boolean) =>
      new Promise<string | null>((resolve) => {
        const variables = { input: { productId: product.productId } };
        const optimisticUpdater = (store: RecordSourceSelectorProxy) =>
          store.get(product.id)?.setValue(wanted, 'inWishlist');
        const failed = () => resolve(wanted ? 'Failed to add to wishlist. Please try again.' : 'Failed to remove from wishlist. Please try again.');
        const settle = (errors: ReadonlyArray<{ message: string }>) => resolve(errors[0]?.message ?? null);
        if (wanted) {
          commitAdd({ variables, optimisticUpdater, onCompleted: (r) => settle(r.addToWishlist.userErrors), onError: failed });
        } else {
          commitRemove({ variables, optimisticUpdater, onCompleted: (r) => settle(r.removeFromWishlist.userErrors), onError: failed });
        }
      }),
    [commitAdd, commitRemove],
  );
}
