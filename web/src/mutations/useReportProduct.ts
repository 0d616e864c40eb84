import { graphql } from 'react-relay/hooks';
import type { useReportProductMutation } from './__generated__/useReportProductMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

/** Reports a product or a brand to the seller's team (a support ticket). */
export function useReportProduct() {
  return useCommit<useReportProductMutation>(graphql`
    mutation useReportProductMutation($input: ReportProductInput!) {
      reportProduct(input: $input) {
        reported
        userErrors {
          ...useCommit_userError @relay(mask: false)
        }
      }
    }
  `);
}
