import { useState } from 'react';
import { Box, Button, Dialog, HStack, IconButton, Image, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { useMoveToWishlist } from '../../mutations/useMoveToWishlist.ts';
import { useRemoveFromCart } from '../../mutations/useRemoveFromCart.ts';
import { useUpdateCartQuantity } from '../../mutations/useUpdateCartQuantity.ts';
import type { Outcome } from '../../mutations/useCommit.ts';
import { productPath } from '../../navigation/paths.ts';
import { toastOutcome } from '../../feedback/toaster.tsx';
import type { CartLine_line$key } from './__generated__/CartLine_line.graphql.ts';

const showQuantityOutcome = (outcome: Outcome<unknown>) =>
  toastOutcome(outcome, { failure: 'Failed to update quantity. Please try again.' });

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
          price {
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
  const [quantity, setQuantity] = useUpdateCartQuantity({ ...target, quantity: data.quantity }, showQuantityOutcome);
  const removeFromCart = useRemoveFromCart();
  const moveToWishlist = useMoveToWishlist();
  const [confirming, setConfirming] = useState(false);

  const remove = async () => {
    setConfirming(false);
    toastOutcome(await removeFromCart(cartId, target), { failure: 'Failed to remove item. Please try again.' });
  };
  const move = async () =>
    toastOutcome(await moveToWishlist(cartId, target), {
      success: 'Product Moved to Wishlist',
      failure: 'Failed to move item to wishlist. Please try again.',
    });

  return (
    <Box as="li" aria-label={product.name} listStyleType="none" borderWidth="1px" rounded="md" p="4">
      <HStack align="start" gap="4">
        <Image src={product.images[0]?.url} alt={product.name} boxSize="24" objectFit="contain" bg="bg.muted" rounded="md" />
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
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="bold">{data.unitPrice.formatted}</Text>
            {product.percentOff > 0 && (
              <>
                <Text as="s" color="fg.muted">
                  {product.price.formatted}
                </Text>
                <Text color="green.600" fontWeight="semibold">
                  {product.percentOff}% OFF
                </Text>
              </>
            )}
            <Text fontSize="xs" color="fg.muted">
              Incl. GST
            </Text>
          </HStack>
          {product.percentOff > 0 && (
            <Text fontSize="sm" color="green.600">
              You Save {data.savings.formatted}
            </Text>
          )}
          <HStack gap="3" pt="2" wrap="wrap">
            <HStack gap="1" borderWidth="1px" rounded="md">
              <IconButton size="xs" variant="ghost" aria-label="Decrease quantity" disabled={quantity <= 1} onClick={() => setQuantity(quantity - 1)}>
                <Minus aria-hidden />
              </IconButton>
              <Text aria-label="Quantity" aria-live="polite" minW="6" textAlign="center" fontWeight="medium">
                {quantity}
              </Text>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label="Increase quantity"
                disabled={quantity >= data.maxQuantity}
                onClick={() => setQuantity(quantity + 1)}
              >
                <Plus aria-hidden />
              </IconButton>
            </HStack>
            <Button size="sm" variant="outline" onClick={move}>
              Move to Wishlist
            </Button>
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setConfirming(true)}>
              Remove
            </Button>
          </HStack>
        </Stack>
      </HStack>
      <Dialog.Root role="alertdialog" open={confirming} onOpenChange={(details) => setConfirming(details.open)}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Body pt="6">
                <Dialog.Description>Are you sure you want to remove this item from the cart?</Dialog.Description>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button colorPalette="red" onClick={remove}>
                  Remove
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Box>
  );
}
