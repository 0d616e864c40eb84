import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { removeCartLine } from './cartLineRemoval.ts';
import type { useMoveToWishlistMutation } from './__generated__/useMoveToWishlistMutation.graphql.ts';

const mutation = graphql`
  mutation useMoveToWishlistMutation($input: CartProductInput!) {
    moveToWishlist(input: $input) {
      cart {
        ...CartSection_cart
      }
      wishlist {
        ...WishlistPanel_wishlist
      }
      product {
        id
        inCart
        inWishlist
      }
      userErrors {
        message
      }
    }
  }
`;

/**
 * Moves a cart line to the wishlist: the line leaves at once and comes back if the server refuses ("Product
 * already in wishlist") or fails. Resolves with the message to show, or null when it moved.
 */
export function useMoveToWishlist() {
  const [commit] = useMutation<useMoveToWishlistMutation>(mutation);
  return useCallback(
    (cartId: string, line: { id: string; productId: string }) =>
      new Promise<string | null>((resolve) => {
        commit({
          variables: { input: { productId: line.productId } },
          optimisticUpdater: removeCartLine(cartId, line.id),
          onCompleted: ({ moveToWishlist }) => resolve(moveToWishlist.userErrors[0]?.message ?? null),
          onError: () => resolve('Failed to move item to wishlist. Please try again.'),
        });
      }),
    [commit],
  );
}
