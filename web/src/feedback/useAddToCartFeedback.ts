import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ADD_TO_CART_FAILED, needsSignIn } from '../mutations/useAddToCart.ts';
import type { Outcome } from '../mutations/useCommit.ts';
import { signInPath } from '../session/redirect.ts';
import { toastOutcome } from './toast.ts';

/** What an add to cart tells the shopper: a guest goes to sign in (and back), anyone else gets the toast. */
export function useAddToCartFeedback() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (outcome: Outcome<unknown>) => {
      if (needsSignIn(outcome)) return navigate(signInPath(location));
      toastOutcome(outcome, { success: 'Item Added to Cart', failure: ADD_TO_CART_FAILED });
    },
    [navigate, location],
  );
}
