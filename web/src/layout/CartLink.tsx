import { Badge, Box, Link, Text } from '@chakra-ui/react';
import { ShoppingCart } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { CartLink_viewer$key } from './__generated__/CartLink_viewer.graphql.ts';

/**
 * The cart icon with the number of items in the cart, counted in units as the cart's "Price (N items)" counts them
 * (no number on an empty cart, a guest's too); `label` adds the caption of a tab.
 */
export function CartLink({ viewer, label }: { viewer: CartLink_viewer$key; label?: string }) {
  const { cart } = useFragment(
    graphql`
      fragment CartLink_viewer on Viewer {
        cart {
          unitCount
        }
      }
    `,
    viewer,
  );
  const count = cart?.unitCount ?? 0;
  return (
    <Link asChild flexDirection="column" gap="0" fontSize="xs" p="1" rounded="md">
      <RouterLink to="/shopping-cart" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
        <Box position="relative">
          <ShoppingCart aria-hidden size={24} />
          {count > 0 && (
            <Badge
              position="absolute"
              top="-2"
              right="-3"
              rounded="full"
              variant="solid"
              colorPalette="red"
              size="xs"
              aria-hidden
            >
              {count}
            </Badge>
          )}
        </Box>
        {label && <Text as="span">{label}</Text>}
      </RouterLink>
    </Link>
  );
}
