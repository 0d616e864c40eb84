import { graphql } from 'react-relay';
import { useCartLineRemoval } from './cartLineRemoval.ts';
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
 * fails.
 */
export const useRemoveFromCart = () => useCartLineRemoval<useRemoveFromCartMutation>(mutation);
