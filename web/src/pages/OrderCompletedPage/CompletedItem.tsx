import { HStack, Image, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatDeliveryPromise } from '../../time/dates.ts';
import type { CompletedItem_item$key } from './__generated__/CompletedItem_item.graphql.ts';

/**
 * One item of the completed page's Order Summary: 'Est. Delivery by {date}', name, brand, seller's
 * store, quantity, price, struck list price (MRP), percent off, what it saves, free delivery, and its total.
 */
export function CompletedItem({ item }: { item: CompletedItem_item$key }) {
  const line = useFragment(
    graphql`
      fragment CompletedItem_item on OrderItem {
        productName
        brandName
        storeName
        quantity
        expectedDelivery
        image {
          url
          alt
        }
        unitPrice {
          formatted
        }
        unitListPrice {
          formatted
        }
        percentOff
        savings {
          amount
          formatted
        }
        lineTotal {
          formatted
        }
      }
    `,
    item,
  );
  return (
    <HStack as="li" gap="3" align="start" borderWidth="1px" rounded="md" p="3" aria-label={line.productName}>
      <Image src={line.image.url} alt={line.image.alt} boxSize="16" objectFit="contain" />
      <Stack gap="1" flex="1" fontSize="sm">
        {line.expectedDelivery && (
          <Text color="fg.muted">Est. Delivery by {formatDeliveryPromise(line.expectedDelivery)}</Text>
        )}
        <Text fontWeight="semibold" fontSize="md">
          {line.productName}
        </Text>
        <Text color="fg.muted">
          Brand: {line.brandName} · Sold by: {line.storeName}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Text>
            Qty {line.quantity} × {line.unitPrice.formatted}
          </Text>
          {line.percentOff > 0 && (
            <>
              <Text color="fg.muted">
                MRP{' '}
                <Text as="s" color="fg.muted">
                  {line.unitListPrice.formatted}
                </Text>
              </Text>
              <Text color="green.700">{line.percentOff}% off</Text>
            </>
          )}
        </HStack>
        {Number(line.savings.amount) > 0 && <Text color="green.700">You Save {line.savings.formatted}</Text>}
        <Text color="green.700">Free Delivery</Text>
      </Stack>
      <Text fontWeight="bold">{line.lineTotal.formatted}</Text>
    </HStack>
  );
}
