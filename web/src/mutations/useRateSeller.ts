import { graphql } from 'react-relay/hooks';
import { useCommit } from './useCommit.ts';
import type { useRateSellerMutation } from './__generated__/useRateSellerMutation.graphql.ts';

/**
 * Rates a store as the signed-in shopper. The payload refetches the store's ratings fragment, so the summary, the
 * bars and the review list (new rating first) update from the store.
 */
export function useRateSeller() {
  return useCommit<useRateSellerMutation>(graphql`
    mutation useRateSellerMutation($input: RateSellerInput!) {
      rateSeller(input: $input) {
        seller {
          ...SellerRatings_seller
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
}
