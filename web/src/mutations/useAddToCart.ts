import { graphql } from 'react-relay/hooks';
import type { useAddToCartMutation } from './__generated__/useAddToCartMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

/** Adds a product to the cart. The payload's cart (a Node) updates the navbar's count from the store. */
export function useAddToCart() {
  return useCommit<useAddToCartMutation>(graphql`
    mutation useAddToCartMutation($input: AddToCartInput!) {
      addToCart(input: $input) {
        cart {
          id
          lineCount
        }
        userErrors {
          code
          message
        }
      }
    }
  `);
}
