import { Text } from '@chakra-ui/react';

/** "Out of Stock" over a card's picture (inside CardImage), for a product with none left. */
export function OutOfStockCover() {
  return (
    <Text
      position="absolute"
      inset="0"
      display="grid"
      placeItems="center"
      bg="blackAlpha.600"
      color="white"
      fontWeight="semibold"
    >
      Out of Stock
    </Text>
  );
}
