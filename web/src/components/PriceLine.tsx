import type { ReactNode } from 'react';
import { HStack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';

// What a product's PriceLine shows; the cards spread it unmasked (`@relay(mask: false)`) and pass its fields.
graphql`
  fragment PriceLine_product on Product {
    offerPrice {
      formatted
    }
    listPrice {
      formatted
    }
    percentOff
  }
`;

/** A product's price on a card or a line: what the shopper pays, then (when discounted) the struck MRP and "N% OFF". */
export function PriceLine({
  pays,
  mrp,
  percentOff,
  children,
}: {
  pays: string;
  mrp: string;
  percentOff: number;
  children?: ReactNode;
}) {
  return (
    <HStack gap="2" wrap="wrap">
      <Text fontWeight="bold">{pays}</Text>
      {percentOff > 0 && (
        <>
          <Text as="s" color="fg.muted">
            {mrp}
          </Text>
          <Text color="green.700" fontWeight="semibold">
            {percentOff}% OFF
          </Text>
        </>
      )}
      {children}
    </HStack>
  );
}
