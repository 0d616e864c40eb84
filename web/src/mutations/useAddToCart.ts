import { graphql } from 'react-relay';
import type { useAddToCartMutation } from './__generated__/useAddToCartMutation.graphql.ts';
import { useMutationPromise } from './useMutationPromise.ts';

/** Adds a product to the cart. The payload's cart (a Node) updates the navbar's count from the store. */
export function useAddToCart() {
  return useMutationPromise<useAddToCartMutation>(graphql`
    mutation useAddToCartMutation($input: AddToCartInput!) {
      addToCart(input: $input) {
        cart {
          id
          itemCount
        }
        userErrors {
          code
          message
        }
      }
    }
  `);
}
