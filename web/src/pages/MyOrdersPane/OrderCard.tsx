import { Button, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { shownLines } from '../../components/orders/shownLines.ts';
import { orderDetailsPath, orderTrackingPath } from '../../routing/paths.ts';
import { formatPastDay } from '../../time/dates.ts';
import type { OrderCard_item$key } from './__generated__/OrderCard_item.graphql.ts';
import type { OrderCard_order$key } from './__generated__/OrderCard_order.graphql.ts';

/**
 * One order on My Orders: its ID, placed date and total (what it costs now, cancelled lines taken off; the total
 * it was placed for beside it when they differ), each line (or, when every line is cancelled, the
 * cancelled ones) with picture, status line, name, quantity and price, and the way to its details and tracker.
 */
export function OrderCard({ order }: { order: OrderCard_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderCard_order on Order {
        orderId
        placedAt
        total {
          amount
          formatted
        }
        currentTotal {
          amount
          formatted
        }
        items {
          productId
          ...OrderCard_item
        }
        cancelledItems {
          productId
          ...OrderCard_item
        }
      }
    `,
    order,
  );
  const lines = shownLines(data);
  return (
    <Stack as="article" aria-label={`Order ${data.orderId}`} gap="3" borderWidth="1px" rounded="lg" p="4" bg="bg">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2" fontSize="sm">
        <Stack gap="0">
          <Text color="fg.muted">Order ID</Text>
          <Text fontWeight="semibold">{data.orderId}</Text>
        </Stack>
        <Stack gap="0">
          <Text color="fg.muted">Order Placed</Text>
          <Text fontWeight="semibold">{formatPastDay(data.placedAt)}</Text>
        </Stack>
        <Stack gap="0">
          <Text color="fg.muted">Total Amount</Text>
          <Text fontWeight="semibold">
            {data.currentTotal.formatted}
            {data.currentTotal.amount !== data.total.amount && (
              <Text as="span" fontWeight="normal" color="fg.muted">
                {` (${data.total.formatted} before cancellations)`}
              </Text>
            )}
          </Text>
        </Stack>
      </SimpleGrid>
      {lines.length === 0 ? (
        <Text color="fg.muted">No items available</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={`Items of order ${data.orderId}`}>
          {lines.map((line) => (
            <OrderLine key={line.productId} item={line} />
          ))}
        </Stack>
      )}
      <HStack gap="2" justify="flex-end" wrap="wrap">
        <Button asChild size="sm" variant="outline">
          <RouterLink to={orderTrackingPath(data.orderId)}>Track Order</RouterLink>
        </Button>
        <Button asChild size="sm">
          <RouterLink to={orderDetailsPath(data.orderId)}>View Order Details</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

/** One line of an order card. */
function OrderLine({ item }: { item: OrderCard_item$key }) {
  const line = useFragment(
    graphql`
      fragment OrderCard_item on OrderItem {
        productName
        quantity
        status
        statusText
        image {
          url
          alt
        }
        lineTotal {
          formatted
        }
      }
    `,
    item,
  );
  return (
    <HStack as="li" gap="3" align="start">
      <Image src={line.image.url} alt={line.image.alt} boxSize="16" objectFit="contain" />
      <Stack gap="0" flex="1" fontSize="sm">
        <Text fontWeight="semibold" color={line.status === 'CANCELLED' ? 'red.600' : 'green.700'}>
          {line.statusText}
        </Text>
        <Text>{line.productName}</Text>
        <Text color="fg.muted">Quantity: {line.quantity}</Text>
        <Text color="fg.muted">Price: {line.lineTotal.formatted}</Text>
      </Stack>
    </HStack>
  );
}
