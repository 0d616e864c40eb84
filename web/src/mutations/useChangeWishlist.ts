import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useChangeWishlistAddMutation } from './__generated__/useChangeWishlistAddMutation.graphql.ts';
import type { useChangeWishlistRemoveMutation } from './__generated__/useChangeWishlistRemoveMutation.graphql.ts';

const add = graphql`
  mutation useChangeWishlistAddMutation($input: WishlistProductInput!) {
    addToWishlist(input: $input) {
      product {
        id
        inWishlist
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
      userErrors {
        code
        message
      }
    }
  }
`;

/**
 * Puts a product on the wishlist or takes it off. The heart changes at once (optimistic) and goes back if the
 * server refuses or fails; `onRefused` gets the message to show.
 */
export function useChangeWishlist() {
  const [commitAdd, adding] = useMutation<useChangeWishlistAddMutation>(add);
  const [commitRemove, removing] = useMutation<useChangeWishlistRemoveMutation>(remove);
  const change = useCallback(
    (product: { id: string; productId: string }, wanted: boolean, onRefused: (message: string) => void) => {
      const variables = { input: { productId: product.productId } };
      const optimistic = { product: { id: product.id, inWishlist: wanted }, userErrors: [] };
      const onError = () => onRefused(wanted ? 'Failed to add to wishlist. Please try again.' : 'Failed to remove from wishlist. Please try again.');
      const onCompleted = (errors: ReadonlyArray<{ message: string }>) => errors[0] && onRefused(errors[0].message);
      if (wanted) {
        commitAdd({ variables, optimisticResponse: { addToWishlist: optimistic }, onCompleted: (r) => onCompleted(r.addToWishlist.userErrors), onError });
      } else {
        commitRemove({ variables, optimisticResponse: { removeFromWishlist: optimistic }, onCompleted: (r) => onCompleted(r.removeFromWishlist.userErrors), onError });
      }
    },
    [commitAdd, commitRemove],
  );
  return [change, adding || removing] as const;
}
