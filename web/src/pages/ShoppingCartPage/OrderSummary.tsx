import { Button, Card, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { SummaryRow } from '../../components/SummaryRow.tsx';
import { cartCheckoutPath } from '../../routing/paths.ts';
import type { OrderSummary_cart$key } from './__generated__/OrderSummary_cart.graphql.ts';

/** The cart's order summary: list price (of the cart's units, its items), discount, free delivery, the sub total, and Checkout. */
export function OrderSummary({ cart }: { cart: OrderSummary_cart$key }) {
  const data = useFragment(
    graphql`
      fragment OrderSummary_cart on Cart {
        unitCount
        listTotal {
          formatted
        }
        savings {
          amount
          formatted
        }
        subTotal {
          formatted
        }
      }
    `,
    cart,
  );
  const saves = Number(data.savings.amount) > 0;
  return (
    <Card.Root
      as="section"
      aria-labelledby="order-summary-heading"
      alignSelf="start"
      position={{ lg: 'sticky' }}
      top="4"
    >
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" id="order-summary-heading" size="md">
            Order Summary
          </Heading>
          <SummaryRow label={`Price (${data.unitCount} ${data.unitCount === 1 ? 'item' : 'items'})`}>
            <Text>{data.listTotal.formatted}</Text>
          </SummaryRow>
          <SummaryRow label="Discount">
            <Text color="green.700">−{data.savings.formatted}</Text>
          </SummaryRow>
          <SummaryRow label="Delivery Charges">
            <Text as="s" color="fg.muted">
              ₹40.00
            </Text>
            <Text color="green.700">Free</Text>
          </SummaryRow>
          <Separator />
          <SummaryRow label="Sub Total">
            <Text fontWeight="bold">{data.subTotal.formatted}</Text>
          </SummaryRow>
          {saves && <Text color="green.700">You will save {data.savings.formatted} on this order</Text>}
          <Button asChild colorPalette="orange">
            <RouterLink to={cartCheckoutPath}>Checkout</RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
