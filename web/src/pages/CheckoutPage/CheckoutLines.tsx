import { HStack, Image, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { CartQuantityStepper } from '../../components/CartQuantityStepper.tsx';
import { QuantityStepper } from '../../components/QuantityStepper.tsx';
import { RemoveFromCartButton } from '../../components/RemoveFromCartButton.tsx';
import type { CheckoutLines_checkout$key } from './__generated__/CheckoutLines_checkout.graphql.ts';

interface CheckoutLinesProps {
  checkout: CheckoutLines_checkout$key;
  /** Buy Now's quantity change (the page reprices at it); left out, the lines are the cart's and change it. */
  onBuyNowQuantity?: ((quantity: number) => void) | undefined;
  busy?: boolean;
}

/**
 * Step 2, Order Summary: each line with its image, brand, store, prices at the quantity bought and what it saves,
 * and its stepper. A cart line's stepper and Remove change the cart, and the answer reprices this checkout (the
 * line and the totals change at once in the store, and back if the change is refused).
 */
export function CheckoutLines({ checkout, onBuyNowQuantity, busy }: CheckoutLinesProps) {
  const data = useFragment(
    graphql`
      fragment CheckoutLines_checkout on Checkout {
        __id
        lines {
          __id
          quantity
          minQuantity
          maxQuantity
          unitPrice {
            formatted
          }
          lineTotal {
            formatted
          }
          listTotal {
            formatted
          }
          savings {
            amount
            formatted
          }
          product {
            id
            productId
            name
            percentOff
            images(first: 1) {
              url
              alt
            }
            brand {
              name
            }
            seller {
              storeName
            }
          }
        }
      }
    `,
    checkout,
  );
  if (data.lines.length === 0) return <Text color="fg.muted">No Product in Your Cart</Text>;
  return (
    <Stack as="ul" gap="3" aria-label="Order lines" listStyleType="none">
      {data.lines.map((line) => (
        <HStack
          as="li"
          key={line.product.id}
          align="start"
          gap="3"
          borderWidth="1px"
          rounded="md"
          p="3"
          aria-label={line.product.name}
        >
          {line.product.images[0] && (
            <Image src={line.product.images[0].url} alt={line.product.images[0].alt} boxSize="20" objectFit="contain" />
          )}
          <Stack gap="1" flex="1">
            <Text fontWeight="semibold">{line.product.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              Brand: {line.product.brand.name} · Sold by: {line.product.seller.storeName}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="bold">{line.unitPrice.formatted}</Text>
              <Text fontSize="sm" color="fg.muted">
                Incl. GST
              </Text>
              {line.product.percentOff > 0 && (
                <Text color="green.700" fontSize="sm">
                  {line.product.percentOff}% off
                </Text>
              )}
            </HStack>
            <HStack gap="2" wrap="wrap" fontSize="sm">
              <Text>
                Line total <strong>{line.lineTotal.formatted}</strong>
              </Text>
              <Text as="s" color="fg.muted">
                {line.listTotal.formatted}
              </Text>
              {Number(line.savings.amount) > 0 && <Text color="green.700">You Save {line.savings.formatted}</Text>}
            </HStack>
          </Stack>
          <Stack gap="2" align="end">
            {onBuyNowQuantity ? (
              <QuantityStepper
                value={line.quantity}
                min={line.minQuantity}
                max={line.maxQuantity}
                onChange={onBuyNowQuantity}
                disabled={busy}
              />
            ) : (
              <>
                <CartQuantityStepper
                  line={{ id: line.__id, productId: line.product.productId, quantity: line.quantity }}
                  max={line.maxQuantity}
                  inCheckout
                  disabled={busy}
                />
                <RemoveFromCartButton
                  ownerId={data.__id}
                  line={{ id: line.__id, productId: line.product.productId }}
                  inCheckout
                  disabled={busy}
                />
              </>
            )}
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}
