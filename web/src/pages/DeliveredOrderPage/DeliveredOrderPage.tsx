import { Button, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { AddToCartButton } from '../../components/AddToCartButton.tsx';
import { BackTitle } from '../../components/BackTitle.tsx';
import { OrderAddress } from '../../components/orders/OrderAddress.tsx';
import { OrderPaymentSummary } from '../../components/orders/OrderPaymentSummary.tsx';
import { OrderTracker } from '../../components/orders/OrderTracker.tsx';
import { myOrdersPath, reviewProductPath } from '../../navigation/paths.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { RequireSignIn } from '../../session/RequireSignIn.tsx';
import { longDate } from '../../time/dates.ts';
import type { DeliveredOrderPage_item$key } from './__generated__/DeliveredOrderPage_item.graphql.ts';
import type { DeliveredOrderPage_order$key } from './__generated__/DeliveredOrderPage_order.graphql.ts';
import type { DeliveredOrderPageQuery as DeliveredOrderPageQueryType } from './__generated__/DeliveredOrderPageQuery.graphql.ts';

export const DeliveredOrderPageQuery = graphql`
  query DeliveredOrderPageQuery($orderId: String!, $latest: Boolean!) {
    viewer {
      ...RequireSignIn_viewer
      order(orderId: $orderId) @skip(if: $latest) {
        status
        ...DeliveredOrderPage_order
      }
      orders(filter: { status: DELIVERED }, first: 1) @include(if: $latest) {
        edges {
          node {
            status
            ...DeliveredOrderPage_order
          }
        }
      }
    }
  }
`;

/**
 * `/order-inner-page-delivered/{orderId}`: a delivered order with its delivery address, details, payment summary
 * and each product with Buy Again and Review Product; the bare route shows the shopper's latest delivered order.
 */
export function DeliveredOrderPage() {
  const { viewer } = useRouteQuery<DeliveredOrderPageQueryType>(DeliveredOrderPageQuery);
  const order = viewer.order ?? viewer.orders?.edges[0]?.node;
  return (
    <RequireSignIn viewer={viewer}>
      {order?.status === 'DELIVERED' ? (
        <DeliveredOrder order={order} />
      ) : (
        <Stack gap="3" align="start">
          <Text role="status">{viewer.orders ? 'No delivered orders yet.' : 'This order has not been delivered.'}</Text>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={myOrdersPath}>Back to My Orders</RouterLink>
          </Button>
        </Stack>
      )}
    </RequireSignIn>
  );
}

function DeliveredOrder({ order }: { order: DeliveredOrderPage_order$key }) {
  const data = useFragment(
    graphql`
      fragment DeliveredOrderPage_order on Order {
        orderId
        placedAt
        deliveredAt
        ...OrderAddress_order
        ...OrderPaymentSummary_order
        items {
          productId
          ...DeliveredOrderPage_item
        }
      }
    `,
    order,
  );
  return (
    <Stack gap="5" maxW="5xl">
      <BackTitle to={myOrdersPath} label="Back to My Orders">
        <Heading as="h1" size="xl">
          Order Details - {data.orderId}
        </Heading>
      </BackTitle>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <OrderAddress order={data} />
        <Stack as="section" aria-labelledby="delivered-facts" gap="1" borderWidth="1px" rounded="lg" p="4" bg="bg">
          <Heading as="h2" id="delivered-facts" size="md">
            Order Details
          </Heading>
          <Text>Order ID: {data.orderId}</Text>
          <Text>Placed on: {longDate(data.placedAt)}</Text>
          {data.deliveredAt && <Text>Delivered on: {longDate(data.deliveredAt)}</Text>}
        </Stack>
        <OrderPaymentSummary order={data} />
      </SimpleGrid>
      {data.items.map((item) => (
        <DeliveredItem key={item.productId} item={item} />
      ))}
    </Stack>
  );
}

function DeliveredItem({ item }: { item: DeliveredOrderPage_item$key }) {
  const line = useFragment(
    graphql`
      fragment DeliveredOrderPage_item on OrderItem {
        productId
        productName
        brandName
        storeName
        quantity
        statusText
        image {
          url
          alt
        }
        lineTotal {
          formatted
        }
        product {
          inCart
          stockStatus
        }
        ...OrderTracker_item
      }
    `,
    item,
  );
  return (
    <SimpleGrid as="article" aria-label={line.productName} columns={{ base: 1, md: 3 }} gap="4" borderWidth="1px" rounded="lg" p="4" bg="bg">
      <HStack align="start" gap="3" gridColumn={{ md: 'span 2' }}>
        <Image src={line.image.url} alt={line.image.alt} boxSize="20" objectFit="contain" />
        <Stack gap="1" fontSize="sm" flex="1">
          <Text fontWeight="semibold" fontSize="md">
            {line.productName}
          </Text>
          <Text color="fg.muted">
            Brand: {line.brandName} · Sold by: {line.storeName}
          </Text>
          <Text>
            Quantity: {line.quantity} · {line.lineTotal.formatted}
          </Text>
          <Text color="green.700" fontWeight="medium">
            {line.statusText}
          </Text>
          <SimpleGrid columns={2} gap="2" mt="2" maxW="sm">
            {line.product ? (
              <AddToCartButton productId={line.productId} outOfStock={line.product.stockStatus === 'OUT_OF_STOCK'} inCart={line.product.inCart} label="Buy Again" />
            ) : (
              <Text color="fg.muted">No longer sold</Text>
            )}
            <Button asChild size="sm" variant="outline" w="full">
              <RouterLink to={reviewProductPath(line.productId)}>Review Product</RouterLink>
            </Button>
          </SimpleGrid>
        </Stack>
      </HStack>
      <OrderTracker item={line} />
    </SimpleGrid>
  );
}
