import { Heading, Separator, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { SummaryRow } from '../SummaryRow.tsx';
import type { OrderPaymentSummary_order$key } from './__generated__/OrderPaymentSummary_order.graphql.ts';

/** How an order is paid, by the name checkout's Payment Options gave it: Cash on Delivery, else UPI or Other. */
export const paymentMethodLabel = (method: string) =>
  method === 'CASH_ON_DELIVERY' ? 'Cash on Delivery' : 'UPI or Other';

interface Amount {
  readonly amount?: string;
  readonly formatted: string;
}

/**
 * The Payment Summary card of a placed checkout or an order: method, sub total, shipping, the coins' discount (when
 * any) and the total; for an order, what it costs after cancellations (when any were) and what is still to pay.
 */
export function PaymentSummary({
  paymentMethod,
  subTotal,
  shipping,
  coinDiscount,
  total,
  currentTotal,
  amountDue,
}: {
  paymentMethod: string;
  subTotal: Amount;
  shipping: Amount;
  coinDiscount: Required<Amount>;
  total: Amount;
  currentTotal?: Required<Amount>;
  amountDue?: Amount;
}) {
  return (
    <Stack as="section" aria-labelledby="payment-summary" gap="2" borderWidth="1px" rounded="lg" p="4" bg="bg">
      <Heading as="h2" id="payment-summary" size="md">
        Payment Summary
      </Heading>
      <SummaryRow label="Payment Method">{paymentMethodLabel(paymentMethod)}</SummaryRow>
      <SummaryRow label="Sub Total">{subTotal.formatted}</SummaryRow>
      <SummaryRow label="Shipping">{shipping.formatted}</SummaryRow>
      {Number(coinDiscount.amount) > 0 && (
        <SummaryRow label="Thara Coins Discount">{`− ${coinDiscount.formatted}`}</SummaryRow>
      )}
      <Separator />
      <SummaryRow label="Total" strong>
        {total.formatted}
      </SummaryRow>
      {currentTotal && currentTotal.amount !== total.amount && (
        <SummaryRow label="Total after Cancellations">{currentTotal.formatted}</SummaryRow>
      )}
      {amountDue && <SummaryRow label="Amount Due">{amountDue.formatted}</SummaryRow>}
    </Stack>
  );
}

/** An order's Payment Summary. */
export function OrderPaymentSummary({ order }: { order: OrderPaymentSummary_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderPaymentSummary_order on Order {
        paymentMethod
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
          amount
          formatted
        }
        currentTotal {
          amount
          formatted
        }
        amountDue {
          formatted
        }
      }
    `,
    order,
  );
  return <PaymentSummary {...data} />;
}
