import { graphql } from 'react-relay/hooks';
import { useCartLineRemoval } from './cartLineRemoval.ts';
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
 * already in wishlist") or fails.
 */
export const useMoveToWishlist = () => useCartLineRemoval<useMoveToWishlistMutation>(mutation);
