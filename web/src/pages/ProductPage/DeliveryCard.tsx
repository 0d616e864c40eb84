import type { ReactNode } from 'react';
import { HStack, Stack, Text } from '@chakra-ui/react';
import { Truck } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatDeliveryPromise } from '../../time/dates.ts';
import type { DeliveryCard_product$key } from './__generated__/DeliveryCard_product.graphql.ts';

/**
 * The delivery promise: the day the graph expects delivery by, "Order Before 5PM, Today"; none for an
 * out-of-stock product. `children` is the pincode check.
 */
export function DeliveryCard({ product, children }: { product: DeliveryCard_product$key; children: ReactNode }) {
  const { expectedDelivery } = useFragment(
    graphql`
      fragment DeliveryCard_product on Product {
        expectedDelivery
      }
    `,
    product,
  );
  return (
    <Stack as="section" aria-label="Delivery" gap="3" p="4" rounded="lg" borderWidth="1px" bg="bg">
      {expectedDelivery && (
        <HStack gap="3" align="start">
          <Truck aria-hidden />
          <Stack gap="0">
            <Text fontWeight="semibold">Free delivery by {formatDeliveryPromise(expectedDelivery)}</Text>
            <Text fontSize="sm" color="fg.muted">
              Order Before 5PM, Today
            </Text>
          </Stack>
        </HStack>
      )}
      {children}
    </Stack>
  );
}
