import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { removeCartLine } from './cartLineRemoval.ts';
import type { useRemoveFromCartMutation } from './__generated__/useRemoveFromCartMutation.graphql.ts';

const mutation = graphql`
  mutation useRemoveFromCartMutation($input: CartProductInput!) {
    removeFromCart(input: $input) {
      cart {
        ...CartSection_cart
      }
      product {
        id
        inCart
      }
      userErrors {
        message
      }
    }
  }
`;

/**
 * Removes a cart line: it leaves the page and the navbar count at once and comes back if the server refuses or
 * fails. Resolves with the message to show, or null when the line was removed.
 */
export function useRemoveFromCart() {
  const [commit] = useMutation<useRemoveFromCartMutation>(mutation);
  return useCallback(
    (cartId: string, line: { id: string; productId: string }) =>
      new Promise<string | null>((resolve) => {
        commit({
          variables: { input: { productId: line.productId } },
          optimisticUpdater: removeCartLine(cartId, line.id),
          onCompleted: ({ removeFromCart }) => resolve(removeFromCart.userErrors[0]?.message ?? null),
          onError: () => resolve('Failed to remove item. Please try again.'),
        });
      }),
    [commit],
  );
}
