import { Badge, Button, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { BackTitle } from '../../components/BackTitle.tsx';
import { OrderAddress } from '../../components/orders/OrderAddress.tsx';
import { OrderPaymentSummary, paymentMethodLabel } from '../../components/orders/OrderPaymentSummary.tsx';
import { OrderTracker } from '../../components/orders/OrderTracker.tsx';
import { myOrdersPath, orderCancellationPath, productPath } from '../../navigation/paths.ts';
import { useScrollToHash } from '../../navigation/useScrollToHash.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { RequireSignIn } from '../../session/RequireSignIn.tsx';
import { longDate } from '../../time/dates.ts';
import type { OrderDetailsPage_item$key } from './__generated__/OrderDetailsPage_item.graphql.ts';
import type { OrderDetailsPageQuery as OrderDetailsPageQueryType } from './__generated__/OrderDetailsPageQuery.graphql.ts';

export const OrderDetailsPageQuery = graphql`
  query OrderDetailsPageQuery($orderId: String!) {
    viewer {
      ...RequireSignIn_viewer
      order(orderId: $orderId) {
        orderId
        placedAt
        paymentMode
        ...OrderAddress_order
        ...OrderPaymentSummary_order
        items {
          productId
          ...OrderDetailsPage_item
        }
        cancelledItems {
          productId
          ...OrderDetailsPage_item
        }
      }
    }
  }
`;

/**
 * `/order-inner-page/{orderId}` (`#track-details` scrolls to the tracker): the delivery address, the order's ID,
 * date and payment, each line with its status, progress tracker and Cancel Item (or a disabled Cannot Cancel).
 */
export function OrderDetailsPage() {
  const { viewer } = useRouteQuery<OrderDetailsPageQueryType>(OrderDetailsPageQuery);
  const order = viewer.order;
  useScrollToHash();
  return (
    <RequireSignIn viewer={viewer}>
      {!order ? (
        <Stack gap="3" align="start">
          <Text role="alert">Failed to fetch order details</Text>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={myOrdersPath}>Back to My Orders</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Stack gap="5" maxW="5xl">
          <BackTitle to={myOrdersPath} label="Back to My Orders">
            <Heading as="h1" size="xl">
              Order Details - {order.orderId}
            </Heading>
          </BackTitle>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <OrderAddress order={order} />
            <Stack as="section" aria-labelledby="order-facts" gap="1" borderWidth="1px" rounded="lg" p="4" bg="bg">
              <Heading as="h2" id="order-facts" size="md">
                Order Details
              </Heading>
              <Text>Order ID: {order.orderId}</Text>
              <Text>Placed on: {longDate(order.placedAt)}</Text>
              <Text>Payment Method: {paymentMethodLabel(order.paymentMode)}</Text>
            </Stack>
            <OrderPaymentSummary order={order} />
          </SimpleGrid>
          <Stack as="section" id="track-details" aria-labelledby="order-items" gap="3" scrollMarginTop="24">
            <Heading as="h2" id="order-items" size="md">
              Items and tracking
            </Heading>
            {[...order.items, ...order.cancelledItems].map((item) => (
              <OrderLine key={item.productId} orderId={order.orderId} item={item} />
            ))}
          </Stack>
        </Stack>
      )}
    </RequireSignIn>
  );
}

function OrderLine({ orderId, item }: { orderId: string; item: OrderDetailsPage_item$key }) {
  const line = useFragment(
    graphql`
      fragment OrderDetailsPage_item on OrderItem {
        productId
        productName
        brandName
        storeName
        quantity
        status
        statusText
        canCancel
        cannotCancelReason
        image {
          url
          alt
        }
        unitPrice {
          formatted
        }
        lineTotal {
          formatted
        }
        ...OrderTracker_item
      }
    `,
    item,
  );
  const reasonId = `cannot-cancel-${line.productId}`;
  return (
    <SimpleGrid as="article" aria-label={line.productName} columns={{ base: 1, md: 3 }} gap="4" borderWidth="1px" rounded="lg" p="4" bg="bg">
      <HStack align="start" gap="3" gridColumn={{ md: 'span 2' }}>
        <Image src={line.image.url} alt={line.image.alt} boxSize="20" objectFit="contain" />
        <Stack gap="1" fontSize="sm">
          <RouterLink to={productPath(line.productId)}>
            <Text fontWeight="semibold" fontSize="md">
              {line.productName}
            </Text>
          </RouterLink>
          <Text color="fg.muted">
            Brand: {line.brandName} · Sold by: {line.storeName}
          </Text>
          <Text>
            Quantity: {line.quantity} × {line.unitPrice.formatted} = <strong>{line.lineTotal.formatted}</strong>
          </Text>
          <Badge alignSelf="start" colorPalette={line.status === 'CANCELLED' ? 'red' : 'green'}>
            {line.statusText}
          </Badge>
          {line.canCancel ? (
            <Button asChild alignSelf="start" size="sm" variant="outline" colorPalette="red" mt="2">
              <RouterLink to={orderCancellationPath(orderId, line.productId)}>Cancel Item</RouterLink>
            </Button>
          ) : (
            <Stack gap="1" mt="2">
              <Button alignSelf="start" size="sm" variant="outline" disabled aria-describedby={reasonId}>
                Cannot Cancel
              </Button>
              <Text id={reasonId} fontSize="xs" color="fg.muted">
                {line.cannotCancelReason}
              </Text>
            </Stack>
          )}
        </Stack>
      </HStack>
      <OrderTracker item={line} />
    </SimpleGrid>
  );
}
