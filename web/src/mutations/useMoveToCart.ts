import { graphql } from 'react-relay/hooks';
import type { useMoveToCartMutation } from './__generated__/useMoveToCartMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

/** Moves a wishlist product to the cart (one unit): the payload refreshes the cart, the navbar and the wishlist. */
export function useMoveToCart() {
  return useCommit<useMoveToCartMutation>(graphql`
    mutation useMoveToCartMutation($input: CartProductInput!) {
      moveToCart(input: $input) {
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
          code
          message
        }
      }
    }
  `);
}
