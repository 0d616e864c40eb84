import { fetchQuery, graphql } from 'react-relay';
import type { DeliveryAnswer } from '../../components/PincodeChecker.tsx';
import { environment } from '../../relay/environment.ts';
import type { checkDeliveryQuery } from './__generated__/checkDeliveryQuery.graphql.ts';

const query = graphql`
  query checkDeliveryQuery($pincode: String!) {
    deliveryCheck(pincode: $pincode) {
      deliverable
      message
    }
  }
`;

/** Asks whether the marketplace delivers to `pincode`: a one-off question, not the screen's data. */
export async function checkDelivery(pincode: string): Promise<DeliveryAnswer> {
  const result = await fetchQuery<checkDeliveryQuery>(environment, query, { pincode }, { fetchPolicy: 'network-only' }).toPromise();
  if (!result) throw new Error('Something went wrong');
  return result.deliveryCheck;
}
