import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type {
  useRateProductMutation,
  useRateProductMutation$variables,
} from './__generated__/useRateProductMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

const mutation = graphql`
  mutation useRateProductMutation($input: RateProductInput!) {
    rateProduct(input: $input) {
      product {
        viewerHasPurchased
        viewerReview {
          ...OwnReview_review
        }
        ...ProductRatings_product
        ...ProductSummary_product
      }
      userErrors {
        ...useCommit_userError @relay(mask: false)
      }
    }
  }
`;

/**
 * Rates a product the signed-in shopper bought. Images travel as Relay uploadables (`input.images.<n>`), which the
 * network layer is to send as a GraphQL multipart request. The payload refetches the ratings fragment, so the
 * summary and the review list (new review first) update from the store.
 */
export function useRateProduct() {
  const commit = useCommit<useRateProductMutation>(mutation);
  return useCallback(
    (input: Omit<useRateProductMutation$variables['input'], 'images'>, images: ReadonlyArray<File>) => {
      const uploadables = Object.fromEntries(images.map((file, index) => [`input.images.${index}`, file]));
      return commit(
        { input: { ...input, images: images.length > 0 ? images.map(() => null) : null } },
        images.length > 0 ? { uploadables } : {},
      );
    },
    [commit],
  );
}
