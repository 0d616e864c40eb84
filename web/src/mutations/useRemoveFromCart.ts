import { graphql } from 'react-relay/hooks';
import { useCartLineRemoval } from './cartLineRemoval.ts';
import type { useRemoveFromCartMutation } from './__generated__/useRemoveFromCartMutation.graphql.ts';

const mutation = graphql`
  mutation useRemoveFromCartMutation($input: CartProductInput!, $inCheckout: Boolean = false) {
    removeFromCart(input: $input) {
      cart {
        ...CartSection_cart
      }
      viewer @include(if: $inCheckout) {
        checkout(source: CART) {
          ...CheckoutPage_checkout
        }
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
 * fails. `inCheckout` also reprices the cart checkout from the answer.
 */
export const useRemoveFromCart = () => useCartLineRemoval<useRemoveFromCartMutation>(mutation);
