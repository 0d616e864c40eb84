import { Badge, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PriceBlock_product$key } from './__generated__/PriceBlock_product.graphql.ts';

/** The selling price, the struck list price with the percent off, "Incl. GST", then the bulk prices if any. */
export function PriceBlock({ product }: { product: PriceBlock_product$key }) {
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
        tierPrices {
          range
          price {
            formatted
          }
        }
      }
    `,
    product,
  );
  return (
    <Stack gap="3">
      <Stack gap="0" aria-label="Price">
        <HStack gap="3" align="baseline" wrap="wrap">
          <Text fontSize="3xl" fontWeight="bold">
            {data.offerPrice.formatted}
          </Text>
          {data.percentOff > 0 && (
            <>
              <Text as="s" color="fg.muted">
                {data.listPrice.formatted}
              </Text>
              <Badge colorPalette="green">{data.percentOff}% OFF</Badge>
            </>
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
              {data.tierPrices.map((tier) => (
                <Table.Row key={tier.range}>
                  <Table.Cell>{tier.range}</Table.Cell>
                  <Table.Cell textAlign="end">{tier.price.formatted}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>
      )}
    </Stack>
  );
}
