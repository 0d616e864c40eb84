import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { BackTitle } from '../../components/BackTitle.tsx';
import { OrderNotFound } from '../../components/orders/OrderNotFound.tsx';
import { orderDetailsPath } from '../../routing/paths.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { RequireSignIn } from '../../session/RequireSignIn.tsx';
import type { OrderCancellationPage_order$key } from './__generated__/OrderCancellationPage_order.graphql.ts';
import type { OrderCancellationPageQuery as OrderCancellationPageQueryType } from './__generated__/OrderCancellationPageQuery.graphql.ts';
import { CancellationForm, type CancellationReasons } from './CancellationForm.tsx';

export const OrderCancellationPageQuery = graphql`
  query OrderCancellationPageQuery($orderId: ID!, $lineIds: [ID!]!) @preloadable {
    cancellationReasons {
      reason
      text
    }
    viewer {
      ...RequireSignIn_viewer
      order(orderId: $orderId) {
        ...OrderCancellationPage_order @arguments(lineIds: $lineIds)
      }
    }
  }
`;

/**
 * `/order-inner-cancellation/{orderId}` (and `/order/{orderId}`): the lines to cancel, the reason and the overview
 * with the refund summary; `?lineId=` (an `OrderItem.id`) preselects the line the shopper chose on the details page,
 * as `?productId=` does in links made before lines had IDs.
 */
export function OrderCancellationPage() {
  const data = useRouteQuery<OrderCancellationPageQueryType>(OrderCancellationPageQuery);
  return (
    <RequireSignIn viewer={data.viewer}>
      {data.viewer.order ? (
        <Cancellation order={data.viewer.order} reasons={data.cancellationReasons} />
      ) : (
        <OrderNotFound />
      )}
    </RequireSignIn>
  );
}

function Cancellation({ order, reasons }: { order: OrderCancellationPage_order$key; reasons: CancellationReasons }) {
  const data = useFragment(
    graphql`
      fragment OrderCancellationPage_order on Order
      @argumentDefinitions(lineIds: { type: "[ID!]!", defaultValue: [] }) {
        orderId
        placedAt
        paymentMethod
        canCancel
        currentTotal {
          formatted
        }
        ...CancellationForm_refund @arguments(lineIds: $lineIds)
        items {
          id
          productId
          productName
          quantity
          canCancel
          cannotCancelReason
          image {
            url
            alt
          }
          lineTotal {
            amount
            formatted
          }
        }
      }
    `,
    order,
  );
  const [params] = useSearchParams();
  const chosen = params.getAll('lineId');
  const chosenProducts = params.getAll('productId');
  const preselected = data.items
    .filter((item) => item.canCancel && (chosen.includes(item.id) || chosenProducts.includes(item.productId)))
    .map((item) => item.id);
  return (
    <Stack gap="5" maxW="6xl">
      <BackTitle to={orderDetailsPath(data.orderId)} label="Back to the order">
        <Heading as="h1" size="xl">
          Cancel Items - {data.orderId}
        </Heading>
      </BackTitle>
      {data.canCancel ? (
        <CancellationForm order={data} reasons={reasons} preselected={preselected} refundAskedFor={chosen} />
      ) : (
        <SimpleGrid gap="3" justifyItems="start">
          <Text role="status">No item of this order can be cancelled any more.</Text>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={orderDetailsPath(data.orderId)}>Back to the order</RouterLink>
          </Button>
        </SimpleGrid>
      )}
    </Stack>
  );
}
