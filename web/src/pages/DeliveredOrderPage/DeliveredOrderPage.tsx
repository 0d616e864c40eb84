import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { AddToCartButton } from '../../components/AddToCartButton.tsx';
import { OrderLineCard } from '../../components/orders/OrderLineCard.tsx';
import { OrderOverview } from '../../components/orders/OrderOverview.tsx';
import { OrderNotFound } from '../../components/orders/OrderNotFound.tsx';
import { OrderUnavailable } from '../../components/orders/OrderUnavailable.tsx';
import { reviewProductPath } from '../../routing/paths.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { RequireSignIn } from '../../session/RequireSignIn.tsx';
import type { DeliveredOrderPage_item$key } from './__generated__/DeliveredOrderPage_item.graphql.ts';
import type { DeliveredOrderPage_order$key } from './__generated__/DeliveredOrderPage_order.graphql.ts';
import type { DeliveredOrderPageQuery as DeliveredOrderPageQueryType } from './__generated__/DeliveredOrderPageQuery.graphql.ts';

export const DeliveredOrderPageQuery = graphql`
  query DeliveredOrderPageQuery($orderId: ID!, $latest: Boolean!) @preloadable {
    viewer {
      ...RequireSignIn_viewer
      order(orderId: $orderId) @skip(if: $latest) {
        status
        ...DeliveredOrderPage_order
      }
      orders(filter: { status: DELIVERED }, first: 1) @include(if: $latest) @required(action: THROW) {
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
      ) : !order && !viewer.orders ? (
        <OrderNotFound />
      ) : (
        <OrderUnavailable
          role="status"
          message={viewer.orders ? 'No delivered orders yet.' : 'This order has not been delivered.'}
        />
      )}
    </RequireSignIn>
  );
}

function DeliveredOrder({ order }: { order: DeliveredOrderPage_order$key }) {
  const data = useFragment(
    graphql`
      fragment DeliveredOrderPage_order on Order {
        ...OrderOverview_order
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
      <OrderOverview order={data} />
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
        product {
          inCart
          stockStatus
        }
        ...OrderLineCard_item
      }
    `,
    item,
  );
  return (
    <OrderLineCard item={line}>
      <SimpleGrid columns={2} gap="2" mt="2" maxW="sm">
        {line.product ? (
          <AddToCartButton
            productId={line.productId}
            outOfStock={line.product.stockStatus === 'OUT_OF_STOCK'}
            inCart={line.product.inCart}
            label="Buy Again"
          />
        ) : (
          <Text color="fg.muted">No longer sold</Text>
        )}
        <Button asChild size="sm" variant="outline" w="full">
          <RouterLink to={reviewProductPath(line.productId)}>Review Product</RouterLink>
        </Button>
      </SimpleGrid>
    </OrderLineCard>
  );
}
