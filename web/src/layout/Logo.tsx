import { HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The text mark: a tile with "B2B" and the store's name, linking home. */
export function Logo() {
  return (
    <Link asChild fontWeight="bold" _hover={{ textDecoration: 'none' }} flexShrink={0}>
      <RouterLink to="/" aria-label="B2B Market home">
        <HStack gap="2">
          <Text as="span" bg="colorPalette.solid" color="colorPalette.contrast" px="1.5" py="0.5" rounded="md">
            B2B
          </Text>
          <Text as="span" fontSize="lg" hideBelow="sm">
            Market
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}
