import { Heading, Separator, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { SummaryRow } from '../SummaryRow.tsx';
import type { OrderPaymentSummary_order$key } from './__generated__/OrderPaymentSummary_order.graphql.ts';

/** How an order is paid, in the storefront's words: Cash on Delivery, else Prepaid (spec 001 §2). */
export const paymentMethodLabel = (mode: string) => (mode === 'CASH_ON_DELIVERY' ? 'Cash on Delivery' : 'Prepaid');

/** The payment method and what the order cost: sub total, free shipping, the coins' discount and the total. */
export function OrderPaymentSummary({ order }: { order: OrderPaymentSummary_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderPaymentSummary_order on Order {
        paymentMode
        subTotal {
          formatted
        }
        shipping {
          formatted
        }
        coinDiscount {
          amount
          formatted
        }
        total {
          formatted
        }
      }
    `,
    order,
  );
  return (
    <Stack as="section" aria-labelledby="payment-summary" gap="2" borderWidth="1px" rounded="lg" p="4" bg="bg">
      <Heading as="h2" id="payment-summary" size="md">
        Payment Summary
      </Heading>
      <SummaryRow label="Payment Method">{paymentMethodLabel(data.paymentMode)}</SummaryRow>
      <SummaryRow label="Sub Total">{data.subTotal.formatted}</SummaryRow>
      <SummaryRow label="Shipping">{data.shipping.formatted}</SummaryRow>
      {Number(data.coinDiscount.amount) > 0 && <SummaryRow label="Thara Coins Discount">{`− ${data.coinDiscount.formatted}`}</SummaryRow>}
      <Separator />
      <SummaryRow label="Total" strong>
        {data.total.formatted}
      </SummaryRow>
    </Stack>
  );
}
