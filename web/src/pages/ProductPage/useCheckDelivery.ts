import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { DeliveryAnswer } from '../../components/PincodeChecker.tsx';
import type { useCheckDeliveryQuery } from './__generated__/useCheckDeliveryQuery.graphql.ts';

const query = graphql`
  query useCheckDeliveryQuery($pincode: String!) {
    deliveryCheck(pincode: $pincode) {
      deliverable
      message
    }
  }
`;

/**
 * Asks whether the marketplace delivers to a pincode (the pincode form's submit).
 */
export function useCheckDelivery(): (pincode: string) => Promise<DeliveryAnswer> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (pincode: string) => {
      // An imperative one-off answer for the form, not data any component renders from the store: fetchQuery().toPromise().
      const result = await fetchQuery<useCheckDeliveryQuery>(
        environment,
        query,
        { pincode },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      if (!result) throw new Error('Something went wrong');
      return result.deliveryCheck;
    },
    [environment],
  );
}
