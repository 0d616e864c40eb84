import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { graphql } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { RequireSignIn } from '../../session/RequireSignIn.tsx';
import { OrderNotFound } from '../../components/orders/OrderNotFound.tsx';
import { PaymentSummary } from '../../components/orders/OrderPaymentSummary.tsx';
import { orderDetailsPath } from '../../routing/paths.ts';
import type { OrderCompletedPageQuery as OrderCompletedPageQueryType } from './__generated__/OrderCompletedPageQuery.graphql.ts';
import { CompletedItem } from './CompletedItem.tsx';

export const OrderCompletedPageQuery = graphql`
  query OrderCompletedPageQuery($parentOrderId: ID!) @preloadable {
    viewer {
      ...RequireSignIn_viewer
      user {
        email
      }
      placedOrder(parentOrderId: $parentOrderId) {
        parentOrderId
        paymentMethod
        subTotal {
          formatted
        }
        shipping {
          formatted
        }
        coinDiscount {
          amount
          formatted
        }
        total {
          formatted
        }
        savings {
          amount
          formatted
        }
        orders {
          orderId
          items {
            productId
            ...CompletedItem_item
          }
        }
      }
    }
  }
`;

/**
 * /order-completed-page/{parentOrderId}: the thanks, the confirmation sentence with the checkout's id, what the
 * shopper saved, each seller order with its own id (as My Orders lists it) and a link to its details, its items with
 * their estimated delivery, and the payment summary, all as the REST API stored the order.
 */
export function OrderCompletedPage() {
  const { viewer } = useRouteQuery<OrderCompletedPageQueryType>(OrderCompletedPageQuery);
  const order = viewer.placedOrder;
  return (
    <RequireSignIn viewer={viewer}>
      {!order ? (
        <OrderNotFound />
      ) : (
        <Stack gap="6" maxW="3xl" mx="auto">
          <Stack align="center" gap="2" textAlign="center">
            <Box color="green.700">
              <CircleCheck aria-hidden size={48} />
            </Box>
            <Heading as="h1" size="xl">
              Thank you for your order!
            </Heading>
            <Text>
              A confirmation e-mail for order ID <strong>{order.parentOrderId}</strong> has been sent to{' '}
              {viewer.user?.email ?? 'your e-mail'}.
            </Text>
            {Number(order.savings.amount) > 0 && (
              <Text color="green.700">You save {order.savings.formatted} on this order</Text>
            )}
          </Stack>
          <Stack as="section" aria-labelledby="completed-items" gap="3">
            <Heading as="h2" id="completed-items" size="md">
              Order Summary
            </Heading>
            {order.orders.map((seller) => (
              <Stack key={seller.orderId} as="section" aria-label={`Order ${seller.orderId}`} gap="2">
                <HStack justify="space-between" wrap="wrap">
                  <Text>
                    Order ID: <strong>{seller.orderId}</strong>
                  </Text>
                  <Link asChild fontSize="sm" color="teal.fg">
                    <RouterLink
                      to={orderDetailsPath(seller.orderId)}
                      aria-label={`View Order Details of ${seller.orderId}`}
                    >
                      View Order Details
                    </RouterLink>
                  </Link>
                </HStack>
                <Stack as="ul" gap="3" listStyleType="none" aria-label={`Items of order ${seller.orderId}`}>
                  {seller.items.map((item) => (
                    <CompletedItem key={item.productId} item={item} />
                  ))}
                </Stack>
              </Stack>
            ))}
          </Stack>
          <PaymentSummary {...order} />
        </Stack>
      )}
    </RequireSignIn>
  );
}
