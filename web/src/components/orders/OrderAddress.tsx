import { Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OrderAddress_order$key } from './__generated__/OrderAddress_order.graphql.ts';

/** Where the order ships to, as it was when the order was placed. */
export function OrderAddress({ order }: { order: OrderAddress_order$key }) {
  const { shipTo } = useFragment(
    graphql`
      fragment OrderAddress_order on Order {
        shipTo {
          name
          phoneNumber
          houseName
          localArea
          landmark
          state
          pincode
        }
      }
    `,
    order,
  );
  return (
    <Stack as="section" aria-labelledby="delivery-address" gap="1" borderWidth="1px" rounded="lg" p="4" bg="bg">
      <Heading as="h2" id="delivery-address" size="md">
        Delivery Address
      </Heading>
      <Text fontWeight="semibold">{shipTo.name}</Text>
      <Text>{[shipTo.houseName, shipTo.localArea, shipTo.landmark].filter(Boolean).join(', ')}</Text>
      <Text>
        {shipTo.state} - {shipTo.pincode}
      </Text>
      <Text>Phone: +91 {shipTo.phoneNumber}</Text>
    </Stack>
  );
}
