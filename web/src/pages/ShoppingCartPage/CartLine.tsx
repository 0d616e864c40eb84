import { Box, Button, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { CartQuantityStepper } from '../../components/CartQuantityStepper.tsx';
import { RemoveFromCartButton } from '../../components/RemoveFromCartButton.tsx';
import { useMoveToWishlist } from '../../mutations/useMoveToWishlist.ts';
import { productPath } from '../../routing/paths.ts';
import { toastOutcome } from '../../feedback/toast.ts';
import type { CartLine_line$key } from './__generated__/CartLine_line.graphql.ts';
import { PriceLine } from '../../components/PriceLine.tsx';

/** One cart line: the product, its prices, the quantity stepper, Move to Wishlist and Remove (after a question). */
export function CartLine({ cartId, line }: { cartId: string; line: CartLine_line$key }) {
  const data = useFragment(
    graphql`
      fragment CartLine_line on CartLine {
        id
        quantity
        maxQuantity
        unitPrice {
          formatted
        }
        savings {
          formatted
        }
        product {
          productId
          name
          images(first: 1) {
            url
          }
          brand {
            name
          }
          seller {
            storeName
          }
          listPrice {
            formatted
          }
          percentOff
        }
      }
    `,
    line,
  );
  const { product } = data;
  const target = { id: data.id, productId: product.productId };
  const moveToWishlist = useMoveToWishlist();
  const move = async () =>
    toastOutcome(await moveToWishlist(cartId, target), {
      success: 'Product Moved to Wishlist',
      failure: 'Failed to move item to wishlist. Please try again.',
    });

  return (
    <Box as="li" aria-label={product.name} listStyleType="none" borderWidth="1px" rounded="md" p="4">
      <HStack align="start" gap="4">
        <Image
          src={product.images[0]?.url}
          alt={product.name}
          boxSize="24"
          objectFit="contain"
          bg="bg.muted"
          rounded="md"
        />
        <Stack gap="1" flex="1" minW="0">
          <Link asChild fontWeight="semibold">
            <RouterLink to={productPath(product.productId)}>{product.name}</RouterLink>
          </Link>
          <Text fontSize="sm" color="fg.muted">
            Brand: {product.brand.name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Sold by {product.seller.storeName}
          </Text>
          <PriceLine pays={data.unitPrice.formatted} mrp={product.listPrice.formatted} percentOff={product.percentOff}>
            <Text fontSize="xs" color="fg.muted">
              Incl. GST
            </Text>
          </PriceLine>
          {product.percentOff > 0 && (
            <Text fontSize="sm" color="green.700">
              You Save {data.savings.formatted}
            </Text>
          )}
          <HStack gap="3" pt="2" wrap="wrap">
            <CartQuantityStepper line={{ ...target, quantity: data.quantity }} max={data.maxQuantity} />
            <Button size="sm" variant="outline" onClick={move}>
              Move to Wishlist
            </Button>
            <RemoveFromCartButton ownerId={cartId} line={target} />
          </HStack>
        </Stack>
      </HStack>
    </Box>
  );
}
