import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { myOrdersPath } from '../../routing/paths.ts';
import { formatPastDay } from '../../time/dates.ts';
import { BackTitle } from '../BackTitle.tsx';
import type { OrderOverview_order$key } from './__generated__/OrderOverview_order.graphql.ts';
import { OrderAddress } from './OrderAddress.tsx';
import { OrderPaymentSummary, paymentMethodLabel } from './OrderPaymentSummary.tsx';

/** The top of an order page: 'Order Details - {orderId}' with the way back to My Orders, the address, the order's facts and the payment summary. */
export function OrderOverview({ order }: { order: OrderOverview_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderOverview_order on Order {
        orderId
        placedAt
        deliveredAt
        paymentMethod
        ...OrderAddress_order
        ...OrderPaymentSummary_order
      }
    `,
    order,
  );
  return (
    <>
      <BackTitle to={myOrdersPath} label="Back to My Orders">
        <Heading as="h1" size="xl">
          Order Details - {data.orderId}
        </Heading>
      </BackTitle>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <OrderAddress order={data} />
        <Stack as="section" aria-labelledby="order-facts" gap="1" borderWidth="1px" rounded="lg" p="4" bg="bg">
          <Heading as="h2" id="order-facts" size="md">
            Order Details
          </Heading>
          <Text>Order ID: {data.orderId}</Text>
          <Text>Placed on: {formatPastDay(data.placedAt)}</Text>
          {data.deliveredAt && <Text>Delivered on: {formatPastDay(data.deliveredAt)}</Text>}
          <Text>Payment Method: {paymentMethodLabel(data.paymentMethod)}</Text>
        </Stack>
        <OrderPaymentSummary order={data} />
      </SimpleGrid>
    </>
  );
}
