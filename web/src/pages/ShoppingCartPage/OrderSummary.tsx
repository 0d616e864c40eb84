import type { ReactNode } from 'react';
import { Button, Card, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderSummary_cart$key } from './__generated__/OrderSummary_cart.graphql.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack justify="space-between">
      <Text>{label}</Text>
      <HStack gap="2">{children}</HStack>
    </HStack>
  );
}

/** The cart's order summary: list price, discount, free delivery, the sub total, and Checkout. */
export function OrderSummary({ cart }: { cart: OrderSummary_cart$key }) {
  const data = useFragment(
    graphql`
      fragment OrderSummary_cart on Cart {
        lineCount
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
    <Card.Root as="section" aria-labelledby="order-summary-heading" alignSelf="start" position={{ lg: 'sticky' }} top="4">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" id="order-summary-heading" size="md">
            Order Summary
          </Heading>
          <Row label={`Price (${data.lineCount} ${data.lineCount === 1 ? 'item' : 'items'})`}>
            <Text>{data.listTotal.formatted}</Text>
          </Row>
          <Row label="Discount">
            <Text color="green.600">−{data.savings.formatted}</Text>
          </Row>
          <Row label="Delivery Charges">
            <Text as="s" color="fg.muted">
              ₹40.00
            </Text>
            <Text color="green.600">Free</Text>
          </Row>
          <Separator />
          <Row label="Sub Total">
            <Text fontWeight="bold">{data.subTotal.formatted}</Text>
          </Row>
          {saves && <Text color="green.600">You will save {data.savings.formatted} on this order</Text>}
          <Button asChild colorPalette="orange">
            <RouterLink to="/checkOut-page">Checkout</RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
