import { graphql } from 'react-relay/hooks';
import type { useAddToCartMutation } from './__generated__/useAddToCartMutation.graphql.ts';
import { useCommit, type Outcome } from './useCommit.ts';

export const ADD_TO_CART_FAILED = 'Failed to add item to cart. Please try again.';

/** Whether the cart was refused to a guest (or an expired session): the shopper signs in, and comes back. */
export const needsSignIn = (outcome: Outcome<unknown>) =>
  outcome.kind === 'refused' && outcome.userErrors[0]?.code === 'UNAUTHENTICATED';

/** Adds a product to the cart. The payload's cart (a Node) updates the navbar's count from the store. */
export const addToCartMutation = graphql`
  mutation useAddToCartMutation($input: AddToCartInput!) {
    addToCart(input: $input) {
      cart {
        id
        lineCount
        unitCount
      }
      userErrors {
        code
        message
      }
    }
  }
`;

export const useAddToCart = () => useCommit<useAddToCartMutation>(addToCartMutation);
