import { Button, Grid, Heading, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { CartSection_cart$key } from './__generated__/CartSection_cart.graphql.ts';
import { CartLine } from './CartLine.tsx';
import { OrderSummary } from './OrderSummary.tsx';

/** The Cart tab: the lines and the order summary, or "Your Cart Is Empty". */
export function CartSection({ cart }: { cart: CartSection_cart$key }) {
  const data = useFragment(
    graphql`
      fragment CartSection_cart on Cart {
        id
        lineCount
        lines {
          id
          ...CartLine_line
        }
        ...OrderSummary_cart
      }
    `,
    cart,
  );
  if (data.lines.length === 0) {
    return (
      <Stack align="center" gap="4" py="12">
        <Heading as="h2" size="lg">
          Your Cart Is Empty
        </Heading>
        <Button asChild>
          <RouterLink to="/">Continue Shopping</RouterLink>
        </Button>
      </Stack>
    );
  }
  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6">
      <Stack as="ul" aria-label="Cart items" gap="3" m="0" p="0">
        {data.lines.map((line) => (
          <CartLine key={line.id} cartId={data.id} line={line} />
        ))}
      </Stack>
      <OrderSummary cart={data} />
    </Grid>
  );
}
