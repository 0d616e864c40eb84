import type { ReactNode } from 'react';
import { Badge, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { productPath } from '../../routing/paths.ts';
import type { OrderLineCard_item$key } from './__generated__/OrderLineCard_item.graphql.ts';
import { OrderTracker } from './OrderTracker.tsx';

/**
 * One line of an order page: picture, name, brand and store, quantity and price, the status line, the page's actions
 * and the tracker (whose Delivered step links to the delivered page when given the `orderId`).
 */
export function OrderLineCard({
  item,
  orderId,
  children,
}: {
  item: OrderLineCard_item$key;
  orderId?: string;
  children?: ReactNode;
}) {
  const line = useFragment(
    graphql`
      fragment OrderLineCard_item on OrderItem {
        productId
        productName
        brandName
        storeName
        quantity
        status
        statusText
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
  return (
    <SimpleGrid
      as="article"
      aria-label={line.productName}
      columns={{ base: 1, md: 3 }}
      gap="4"
      borderWidth="1px"
      rounded="lg"
      p="4"
      bg="bg"
    >
      <HStack align="start" gap="3" gridColumn={{ md: 'span 2' }}>
        <Image src={line.image.url} alt={line.image.alt} boxSize="20" objectFit="contain" />
        <Stack gap="1" fontSize="sm" flex="1">
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
          {children}
        </Stack>
      </HStack>
      <OrderTracker item={line} orderId={orderId} />
    </SimpleGrid>
  );
}
