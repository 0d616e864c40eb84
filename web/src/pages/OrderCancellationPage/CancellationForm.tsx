import {
  Button,
  Checkbox,
  Fieldset,
  Heading,
  HStack,
  Image,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { startTransition, useEffect, useRef } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { FormAlert } from '../../components/FormField.tsx';
import { SummaryRow } from '../../components/SummaryRow.tsx';
import { paymentMethodLabel } from '../../components/orders/OrderPaymentSummary.tsx';
import { toast } from '../../feedback/toast.ts';
import { useFormReply } from '../../forms/formReply.ts';
import { ServerFormName } from '../../forms/ServerFormName.tsx';
import { useHydrated } from '../../forms/useHydrated.ts';
import { showOutcome, useZodForm } from '../../forms/useZodForm.ts';
import { useCancelOrder } from '../../mutations/useCancelOrder.ts';
import { myOrdersPath, orderDetailsPath } from '../../routing/paths.ts';
import { formatPastDay } from '../../time/dates.ts';
import type { CancellationForm_refund$key } from './__generated__/CancellationForm_refund.graphql.ts';
import type { CancellationFormRefundQuery } from './__generated__/CancellationFormRefundQuery.graphql.ts';
import type { OrderCancellationPage_order$data } from './__generated__/OrderCancellationPage_order.graphql.ts';
import type { OrderCancellationPageQuery$data } from './__generated__/OrderCancellationPageQuery.graphql.ts';
import { CANCEL_FAILED, cancellationSchema, REFUND_METHODS } from './cancellationSchema.ts';

/** The reasons the form offers: the graph's values with their texts. */
export type CancellationReasons = OrderCancellationPageQuery$data['cancellationReasons'];
type CancellationReason = CancellationReasons[number]['reason'];

/** What the shopper is told of the coins a cancellation gives back. */
const coinsBack = (coins: number) => `the ${coins} Thara coins used on it come back to your wallet`;

/**
 * The gateway's refund of the chosen lines: the page's query brought the preselected lines' one, and it is asked
 * again whenever the choice changes, the old one shown meanwhile.
 */
function useCancellationRefund(order: CancellationForm_refund$key, lineIds: string[], askedFor: ReadonlyArray<string>) {
  const [data, refetch] = useRefetchableFragment<CancellationFormRefundQuery, CancellationForm_refund$key>(
    graphql`
      fragment CancellationForm_refund on Order
      @refetchable(queryName: "CancellationFormRefundQuery")
      @argumentDefinitions(lineIds: { type: "[ID!]!" }) {
        cancellationRefund(lineIds: $lineIds) {
          orderAmount {
            formatted
          }
          refundAmount {
            formatted
          }
          refundMethods
          coinsReturned
        }
      }
    `,
    order,
  );
  const chosen = lineIds.join(',');
  const fetched = useRef(askedFor.join(','));
  useEffect(() => {
    if (chosen === fetched.current) return;
    fetched.current = chosen;
    startTransition(() => {
      refetch({ lineIds: chosen ? chosen.split(',') : [] }, { fetchPolicy: 'store-or-network' });
    });
  }, [chosen, refetch]);
  return data.cancellationRefund;
}

/**
 * The three columns of Cancel & Support: the lines with a checkbox each (a line that can no longer be cancelled is
 * shown disabled with the reason), the reason (chosen once a line is; deselecting every line clears it), and the
 * overview with the refund of the selected lines: Order Amount is what the order costs now (My Orders' Total Amount),
 * Selected Items what the chosen lines cost, then the money refunded and the coins that come back. "Cancel Order" is enabled once a line and a reason are chosen;
 * success says so and returns to My Orders. Before and without the app every choice is open and the form posts to
 * its page (cancelOrderAction.ts), which checks it.
 */
export function CancellationForm({
  order,
  reasons,
  preselected,
  refundAskedFor,
}: {
  order: OrderCancellationPage_order$data;
  reasons: CancellationReasons;
  preselected: string[];
  /** The lines whose refund the page's query asked for. */
  refundAskedFor: ReadonlyArray<string>;
}) {
  const cancelOrder = useCancelOrder();
  const navigate = useNavigate();
  const form = useZodForm(
    cancellationSchema,
    { lineIds: preselected, reason: '', refundMethod: 'ORIGINAL' },
    useFormReply(),
  );
  const live = useHydrated();
  const { watch, setValue, handleSubmit, formState } = form;
  const [lineIds, reason, refundMethod] = watch(['lineIds', 'reason', 'refundMethod']);

  const toggle = (lineId: string, checked: boolean) => {
    const next = checked ? [...lineIds, lineId] : lineIds.filter((id) => id !== lineId);
    setValue('lineIds', next);
    if (next.length === 0) setValue('reason', '');
  };
  const refund = useCancellationRefund(order, lineIds, refundAskedFor);
  const methods = REFUND_METHODS.filter((method) => refund.refundMethods.includes(method.value));

  const submit = handleSubmit(async (input) => {
    // The form keeps the chosen radio's value, one of `reasons` (the schema has checked that one is chosen).
    const outcome = await cancelOrder({
      input: { orderId: order.orderId, ...input, reason: input.reason as CancellationReason },
    });
    if (outcome.kind !== 'done') return showOutcome(form, outcome, CANCEL_FAILED);
    const count = input.lineIds.length;
    const money =
      methods.length > 0
        ? `${refund.refundAmount.formatted} refunded to your ${input.refundMethod === 'WALLET' ? 'wallet' : 'original payment method'}`
        : 'nothing was paid, so no money is refunded';
    toast({
      type: 'success',
      title: 'Order cancelled successfully',
      description: `${count} ${count === 1 ? 'item' : 'items'} of order ${order.orderId} cancelled; ${money}${
        refund.coinsReturned > 0 ? `; ${coinsBack(refund.coinsReturned)}` : ''
      }.`,
    });
    navigate(myOrdersPath);
  });

  return (
    <Stack asChild gap="4">
      <form method="post" onSubmit={submit} noValidate aria-label={`Cancel items of order ${order.orderId}`}>
        <ServerFormName name="cancel-order" />
        {formState.errors.root?.server && <FormAlert>{formState.errors.root.server.message}</FormAlert>}
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
          <Fieldset.Root borderWidth="1px" rounded="lg" p="4" bg="bg" invalid={Boolean(formState.errors.lineIds)}>
            <Fieldset.Legend fontWeight="semibold">Items in this order</Fieldset.Legend>
            <Stack gap="3" mt="2">
              {order.items.map((item) => (
                <Checkbox.Root
                  key={item.id}
                  name="lineIds"
                  value={item.id}
                  alignItems="start"
                  checked={lineIds.includes(item.id)}
                  disabled={!item.canCancel}
                  onCheckedChange={(details) => toggle(item.id, details.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control mt="1" />
                  <Checkbox.Label>
                    <HStack gap="3" align="start">
                      <Image src={item.image.url} alt="" boxSize="12" objectFit="contain" />
                      <Stack gap="0" fontSize="sm">
                        <Text fontWeight="medium">{item.productName}</Text>
                        <Text color="fg.muted">
                          Qty {item.quantity} · {item.lineTotal.formatted}
                        </Text>
                        {item.cannotCancelReason && <Text color="fg.muted">{item.cannotCancelReason}</Text>}
                      </Stack>
                    </HStack>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
            <Fieldset.ErrorText>{formState.errors.lineIds?.message}</Fieldset.ErrorText>
          </Fieldset.Root>

          <Fieldset.Root
            borderWidth="1px"
            rounded="lg"
            p="4"
            bg="bg"
            invalid={Boolean(formState.errors.reason)}
            disabled={live && lineIds.length === 0}
          >
            <Fieldset.Legend fontWeight="semibold">Cancellation Reason</Fieldset.Legend>
            {/* Remounted when the lines are all deselected: the cleared reason also unchecks the native radios. */}
            <RadioGroup.Root
              key={lineIds.length === 0 ? 'no-items' : 'items'}
              size="sm"
              mt="2"
              name="reason"
              aria-label="Cancellation Reason"
              value={reason || null}
              disabled={live && lineIds.length === 0}
              onValueChange={(details) => setValue('reason', details.value ?? '')}
            >
              <Stack gap="2">
                {reasons.map(({ reason: value, text }) => (
                  <RadioGroup.Item key={value} value={value}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{text}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
            {live && lineIds.length === 0 && <Fieldset.HelperText>Select an item first.</Fieldset.HelperText>}
            <Fieldset.ErrorText>{formState.errors.reason?.message}</Fieldset.ErrorText>
          </Fieldset.Root>

          <Stack as="section" aria-labelledby="cancel-overview" gap="2" borderWidth="1px" rounded="lg" p="4" bg="bg">
            <Heading as="h2" id="cancel-overview" size="md">
              Overview
            </Heading>
            <SummaryRow label="Order ID">{order.orderId}</SummaryRow>
            <SummaryRow label="Order Date">{formatPastDay(order.placedAt)}</SummaryRow>
            <SummaryRow label="Payment Method">{paymentMethodLabel(order.paymentMethod)}</SummaryRow>
            <Heading as="h3" size="sm" mt="2">
              Refund Amount Summary
            </Heading>
            <SummaryRow label="Order Amount">{order.currentTotal.formatted}</SummaryRow>
            <SummaryRow label="Selected Items">{refund.orderAmount.formatted}</SummaryRow>
            <SummaryRow label="Processing Fee">
              <Text color="green.700">₹0.00 Free cancellation</Text>
            </SummaryRow>
            <SummaryRow label="Cancellation Fee">
              <Text color="green.700">₹0.00 Free cancellation</Text>
            </SummaryRow>
            <SummaryRow label="Refund Amount" strong>
              {refund.refundAmount.formatted}
            </SummaryRow>
            {refund.coinsReturned > 0 && (
              <SummaryRow label="Thara Coins Returned">{`${refund.coinsReturned} coins`}</SummaryRow>
            )}
            {methods.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {refund.coinsReturned > 0
                  ? `Nothing has been paid for this order yet (Cash on Delivery), so no money is refunded; ${coinsBack(refund.coinsReturned)}.`
                  : 'Nothing has been paid for this order yet (Cash on Delivery), so there is nothing to refund.'}
              </Text>
            ) : (
              <RadioGroup.Root
                size="sm"
                mt="2"
                name="refundMethod"
                aria-label="Refund method"
                value={refundMethod}
                onValueChange={(details) =>
                  setValue('refundMethod', details.value === 'WALLET' ? 'WALLET' : 'ORIGINAL')
                }
              >
                <Stack gap="2">
                  {methods.map((method) => (
                    <RadioGroup.Item key={method.value} value={method.value}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{method.label}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
            )}
            <HStack gap="2" mt="3" wrap="wrap">
              <Button
                type="submit"
                colorPalette="red"
                disabled={live && (lineIds.length === 0 || !reason)}
                loading={formState.isSubmitting}
              >
                Cancel Order
              </Button>
              <Button variant="outline" onClick={() => navigate(orderDetailsPath(order.orderId))}>
                Don't Cancel
              </Button>
            </HStack>
          </Stack>
        </SimpleGrid>
      </form>
    </Stack>
  );
}
