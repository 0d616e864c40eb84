import { useState } from 'react';
import { Box, Button, Field, NumberInput, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { AddToCartButton } from '../../components/AddToCartButton.tsx';
import { FormAlert } from '../../components/FormField.tsx';
import { useFormReply } from '../../forms/formReply.ts';
import { ServerFormName } from '../../forms/ServerFormName.tsx';
import { productCheckoutPath } from '../../routing/paths.ts';
import type { BuyBox_product$key } from './__generated__/BuyBox_product.graphql.ts';

/** Why a quantity the shopper typed became `to` when the field let go of it (null when nothing was changed). */
function limitNote(typed: number, to: number, { min, max, stock }: { min: number; max: number; stock: number }) {
  if (typed > max) {
    return stock <= max
      ? `Quantity set to ${to}: only ${stock} in stock.`
      : `Quantity set to ${to}: at most ${max} pieces per order.`;
  }
  if (typed < min) return `Quantity set to ${to}: the minimum order is ${min} pieces.`;
  return null;
}

/**
 * Quantity (from the product's minimum up to what a cart line may hold, the bounds said under the field; a quantity
 * typed outside them is set to the nearest bound on leaving the field, and a note says why), Add to Cart or Go to
 * Cart, and Buy Now. The quantity within the bounds goes to `onQuantityChange` (the price block shows the price at
 * it). At stock 0 or below: "Out Of Stock" and no buttons. A form: without the app, Add to Cart
 * posts it to the page (addToCartAction.ts), which shows Go to Cart after, or what was refused.
 */
export function BuyBox({
  product,
  inCart,
  onQuantityChange,
}: {
  product: BuyBox_product$key;
  inCart: boolean;
  onQuantityChange: (quantity: number) => void;
}) {
  const data = useFragment(
    graphql`
      fragment BuyBox_product on Product {
        productId
        stock
        stockLabel
        quantityBounds {
          min
          consumerMax
        }
      }
    `,
    product,
  );
  const min = Math.max(1, data.quantityBounds.min);
  const max = Math.max(min, Math.min(data.quantityBounds.consumerMax, data.stock));
  const [quantity, setQuantity] = useState(min);
  const [note, setNote] = useState<string | null>(null);
  const refusal = useFormReply()?.errors.root;
  if (data.stock <= 0) {
    return (
      <Text fontSize="xl" fontWeight="bold" color="fg.error">
        Out Of Stock
      </Text>
    );
  }
  return (
    <Stack asChild gap="3">
      <form method="post" aria-label="Buy">
        <ServerFormName name="add-to-cart" />
        <input type="hidden" name="productId" value={data.productId} />
        {data.stockLabel !== 'In Stock' && (
          <Text color="fg.error" fontWeight="semibold">
            {data.stockLabel}
          </Text>
        )}
        <Field.Root maxW="60">
          <Field.Label>Quantity</Field.Label>
          <NumberInput.Root
            name="quantity"
            value={String(quantity)}
            min={min}
            max={max}
            clampValueOnBlur
            onValueChange={({ valueAsNumber: next }) => {
              if (!Number.isFinite(next)) return;
              // Leaving the field with a quantity outside the bounds changes it to the nearest bound.
              const clamped = (quantity > max && next === max) || (quantity < min && next === min);
              setNote(clamped ? limitNote(quantity, next, { min, max, stock: data.stock }) : null);
              setQuantity(next);
              onQuantityChange(Math.min(max, Math.max(min, next)));
            }}
          >
            <NumberInput.Control />
            <NumberInput.Input />
          </NumberInput.Root>
          <Field.HelperText>{min === max ? `${min} pieces` : `${min} to ${max} pieces`}</Field.HelperText>
        </Field.Root>
        <Box role="status" aria-live="polite" color="fg.warning" fontSize="sm" _empty={{ display: 'none' }}>
          {note}
        </Box>
        <SimpleGrid columns={2} gap="3">
          <AddToCartButton
            productId={data.productId}
            outOfStock={false}
            quantity={Math.min(max, Math.max(min, quantity))}
            inCart={inCart}
            size="lg"
            submit
          />
          <Button asChild size="lg" w="full" colorPalette="orange">
            <RouterLink to={productCheckoutPath(data.productId)}>Buy Now</RouterLink>
          </Button>
        </SimpleGrid>
        {refusal && <FormAlert>{refusal}</FormAlert>}
      </form>
    </Stack>
  );
}
