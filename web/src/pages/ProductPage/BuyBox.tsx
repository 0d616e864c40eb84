import { useState } from 'react';
import { Button, Field, NumberInput, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { AddToCartButton } from '../../components/AddToCartButton.tsx';
import { FormAlert } from '../../components/FormField.tsx';
import { useFormReply } from '../../forms/formReply.ts';
import { ServerFormName } from '../../forms/ServerFormName.tsx';
import { productCheckoutPath } from '../../navigation/paths.ts';
import type { BuyBox_product$key } from './__generated__/BuyBox_product.graphql.ts';

/**
 * Quantity (from the product's minimum up to what a cart line may hold), Add to Cart or Go to Cart, and Buy Now.
 * At stock 0 or below: "Out Of Stock" and no buttons. A form: without the app, Add to Cart posts it to the page
 * (addToCartAction.ts), which shows Go to Cart after, or what was refused.
 */
export function BuyBox({ product, inCart }: { product: BuyBox_product$key; inCart: boolean }) {
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
        <Field.Root maxW="40">
          <Field.Label>Quantity</Field.Label>
          <NumberInput.Root
            name="quantity"
            value={String(quantity)}
            min={min}
            max={max}
            clampValueOnBlur
            onValueChange={(details) => Number.isFinite(details.valueAsNumber) && setQuantity(details.valueAsNumber)}
          >
            <NumberInput.Control />
            <NumberInput.Input />
          </NumberInput.Root>
        </Field.Root>
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
