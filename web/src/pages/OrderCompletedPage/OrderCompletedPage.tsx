import { Box, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { graphql } from 'react-relay';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { RequireSignIn } from '../../session/RequireSignIn.tsx';
import { PaymentSummary } from '../../components/orders/OrderPaymentSummary.tsx';
import type { OrderCompletedPageQuery as OrderCompletedPageQueryType } from './__generated__/OrderCompletedPageQuery.graphql.ts';

export const OrderCompletedPageQuery = graphql`
  query OrderCompletedPageQuery($parentOrderId: String!) @preloadable {
    viewer {
      ...RequireSignIn_viewer
      user {
        email
      }
      placedOrder(parentOrderId: $parentOrderId) {
        parentOrderId
        paymentMode
        expectedDeliveryAt
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
            productName
            quantity
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
          }
        }
      }
    }
  }
`;

const deliveryDate = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/**
 * /order-completed-page/{parentOrderId}: the thanks, the confirmation sentence with the order id, what the shopper
 * saved, each item with its estimated delivery, and the payment summary, all as the REST API stored the order.
 */
export function OrderCompletedPage() {
  const { viewer } = useRouteQuery<OrderCompletedPageQueryType>(OrderCompletedPageQuery);
  const order = viewer.placedOrder;
  return (
    <RequireSignIn viewer={viewer}>
      {!order ? (
        <Text role="alert">Failed to fetch order details</Text>
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
              A confirmation e-mail for order ID <strong>{order.parentOrderId}</strong> has been sent to {viewer.user?.email ?? 'your e-mail'}.
            </Text>
            {Number(order.savings.amount) > 0 && <Text color="green.700">You save {order.savings.formatted} on this order</Text>}
          </Stack>
          <Stack as="section" aria-labelledby="completed-items" gap="3">
            <Heading as="h2" id="completed-items" size="md">
              Order Summary
            </Heading>
            <Text color="fg.muted">Est. Delivery by {deliveryDate(order.expectedDeliveryAt)}</Text>
            <Stack as="ul" gap="3" listStyleType="none" aria-label="Ordered items">
              {order.orders.flatMap((seller) =>
                seller.items.map((item) => (
                  <HStack as="li" key={`${seller.orderId}-${item.productName}`} gap="3" borderWidth="1px" rounded="md" p="3" aria-label={item.productName}>
                    <Image src={item.image.url} alt={item.image.alt} boxSize="16" objectFit="contain" />
                    <Stack gap="0" flex="1">
                      <Text fontWeight="semibold">{item.productName}</Text>
                      <Text fontSize="sm">
                        Qty {item.quantity} × {item.unitPrice.formatted}
                      </Text>
                      <Text fontSize="sm" color="green.700">
                        Free Delivery
                      </Text>
                    </Stack>
                    <Text fontWeight="bold">{item.lineTotal.formatted}</Text>
                  </HStack>
                )),
              )}
            </Stack>
          </Stack>
          <PaymentSummary {...order} />
        </Stack>
      )}
    </RequireSignIn>
  );
}
