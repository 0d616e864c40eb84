import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { OrderLineCard } from '../../components/orders/OrderLineCard.tsx';
import { OrderOverview } from '../../components/orders/OrderOverview.tsx';
import { OrderNotFound } from '../../components/orders/OrderNotFound.tsx';
import { orderCancellationPath } from '../../routing/paths.ts';
import { useScrollToHash } from '../../routing/useScrollToHash.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { useLiveUpdates } from '../../relay/useLiveUpdates.ts';
import { RequireSignIn } from '../../session/RequireSignIn.tsx';
import type { OrderDetailsPage_item$key } from './__generated__/OrderDetailsPage_item.graphql.ts';
import type { OrderDetailsPage_order$key } from './__generated__/OrderDetailsPage_order.graphql.ts';
import type { OrderDetailsPageQuery as OrderDetailsPageQueryType } from './__generated__/OrderDetailsPageQuery.graphql.ts';

export const OrderDetailsPageQuery = graphql`
  query OrderDetailsPageQuery($orderId: ID!) @preloadable {
    viewer {
      ...RequireSignIn_viewer
      order(orderId: $orderId) {
        ...OrderDetailsPage_order
      }
    }
  }
`;

/**
 * What the page shows of an order: its overview and each line's status, tracker and cancel button. A cancelled line
 * moves from `items` to `cancelledItems`, so both are read. The page's query and its live updates
 * (orderDetailsLive.ts) select it alike.
 */
const orderFragment = graphql`
  fragment OrderDetailsPage_order on Order {
    orderId
    ...OrderOverview_order
    items {
      productId
      ...OrderDetailsPage_item
    }
    cancelledItems {
      productId
      ...OrderDetailsPage_item
    }
  }
`;

const orderUpdates = async (orderId: string) => (await import('./orderDetailsLive.ts')).orderDetailsLive(orderId);

/**
 * `/order-inner-page/{orderId}` (`#track-details` scrolls to the tracker): the delivery address, the order's ID,
 * date and payment, each line with its status, progress tracker and Cancel Item (or a disabled Cannot Cancel); a
 * cancelled line says so with its date ('Cancelled on {date}'), and offers no cancel button. While the page is open
 * each step of its lines (shipped, out for delivery, delivered, cancelled) shows as it happens, without a reload.
 */
export function OrderDetailsPage() {
  const { viewer } = useRouteQuery<OrderDetailsPageQueryType>(OrderDetailsPageQuery);
  const order = useFragment<OrderDetailsPage_order$key>(orderFragment, viewer.order);
  useScrollToHash();
  useLiveUpdates(order?.orderId ?? null, orderUpdates);
  return (
    <RequireSignIn viewer={viewer}>
      {!order ? (
        <OrderNotFound />
      ) : (
        <Stack gap="5" maxW="5xl">
          <OrderOverview order={order} />
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
        id
        productId
        status
        canCancel
        cannotCancelReason
        ...OrderLineCard_item
      }
    `,
    item,
  );
  const reasonId = `cannot-cancel-${line.productId}`;
  if (line.status === 'CANCELLED') return <OrderLineCard item={line} />;
  return (
    <OrderLineCard item={line} orderId={orderId}>
      {line.canCancel ? (
        <Button asChild alignSelf="start" size="sm" variant="outline" colorPalette="red" mt="2">
          <RouterLink to={orderCancellationPath(orderId, line.id)}>Cancel Item</RouterLink>
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
    </OrderLineCard>
  );
}
