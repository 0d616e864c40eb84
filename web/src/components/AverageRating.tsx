import { HStack, Icon, Text, VisuallyHidden, type StackProps } from '@chakra-ui/react';
import { Star } from 'lucide-react';

/**
 * A product's average rating on a card or a row: a star and the gateway's average to one decimal. A product nobody
 * has rated shows nothing (never "0.0", which would read as a bad rating).
 */
export function AverageRating({
  rating,
  ...stack
}: { rating: { readonly average: number; readonly count: number } } & StackProps) {
  if (rating.count === 0) return null;
  return (
    <HStack gap="1" {...stack}>
      <Icon asChild color="yellow.500" boxSize="3.5">
        <Star aria-hidden fill="currentColor" />
      </Icon>
      <Text as="span">
        {rating.average.toFixed(1)}
        <VisuallyHidden> out of 5</VisuallyHidden>
      </Text>
    </HStack>
  );
}
