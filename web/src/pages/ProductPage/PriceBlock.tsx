import { Badge, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PriceBlock_product$key } from './__generated__/PriceBlock_product.graphql.ts';

/**
 * The price of one piece at the quantity the buy box holds (`quantity`; the minimum order quantity until the shopper
 * picks one): the offer price, or the tier price whose range (bounds from the graph) holds the quantity, the same
 * price the cart and checkout charge. Then the struck list price with the percent off (or, at a tier price, the
 * tier's range), "Incl. GST", and the bulk prices, the row in effect marked.
 */
export function PriceBlock({ product, quantity }: { product: PriceBlock_product$key; quantity: number | null }) {
  const data = useFragment(
    graphql`
      fragment PriceBlock_product on Product {
        offerPrice {
          formatted
        }
        listPrice {
          formatted
        }
        percentOff
        quantityBounds {
          min
        }
        tierPrices {
          range
          minQuantity
          maxQuantity
          price {
            formatted
          }
        }
      }
    `,
    product,
  );
  const pieces = quantity ?? Math.max(1, data.quantityBounds.min);
  const tier = data.tierPrices.find(
    (t) => t.minQuantity != null && pieces >= t.minQuantity && (t.maxQuantity == null || pieces <= t.maxQuantity),
  );
  return (
    <Stack gap="3">
      <Stack gap="0" aria-label="Price">
        <HStack gap="3" align="baseline" wrap="wrap">
          <Text fontSize="3xl" fontWeight="bold">
            {(tier?.price ?? data.offerPrice).formatted}
          </Text>
          {(tier || data.percentOff > 0) && (
            <Text as="s" color="fg.muted">
              {data.listPrice.formatted}
            </Text>
          )}
          {tier ? (
            <Badge colorPalette="green">Bulk price for {tier.range} pieces</Badge>
          ) : (
            data.percentOff > 0 && <Badge colorPalette="green">{data.percentOff}% OFF</Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          Incl. GST
        </Text>
      </Stack>
      {data.tierPrices.length > 0 && (
        <Stack as="section" aria-label="Tier prices" gap="2">
          <Heading as="h2" size="sm">
            Buy more, pay less
          </Heading>
          <Table.Root size="sm" variant="outline" maxW="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Quantity</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Price per piece</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.tierPrices.map((row) => (
                <Table.Row
                  key={row.range}
                  aria-current={row === tier ? 'true' : undefined}
                  fontWeight={row === tier ? 'bold' : undefined}
                  bg={row === tier ? 'green.subtle' : undefined}
                >
                  <Table.Cell>{row.range}</Table.Cell>
                  <Table.Cell textAlign="end">{row.price.formatted}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>
      )}
    </Stack>
  );
}
