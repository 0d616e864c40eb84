import { useRef, useState } from 'react';
import {
  Button,
  Checkbox,
  Grid,
  Heading,
  HStack,
  Link,
  RadioGroup,
  Separator,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormAlert, FormField } from '../../components/FormField.tsx';
import { SummaryRow } from '../../components/SummaryRow.tsx';
import { chooseDeliveryAddress } from '../../device/deliveryAddress.ts';
import { toast } from '../../feedback/toast.ts';
import { useConfirmPayment } from '../../mutations/useConfirmPayment.ts';
import { outcomeMessage } from '../../mutations/useCommit.ts';
import { usePlaceOrder } from '../../mutations/usePlaceOrder.ts';
import { orderCompletedPath } from '../../routing/paths.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { RequireSignIn } from '../../session/RequireSignIn.tsx';
import type { CheckoutPageQuery as CheckoutPageQueryType } from './__generated__/CheckoutPageQuery.graphql.ts';
import type { CheckoutPage_checkout$key } from './__generated__/CheckoutPage_checkout.graphql.ts';
import { orderedAddresses } from '../../components/address/addressSchema.ts';
import { AddressStep } from './AddressStep.tsx';
import { CheckoutLines } from './CheckoutLines.tsx';
import { openPaymentWindow, PAYMENT_NOT_MADE } from './onlinePayment.ts';

export const CheckoutPageQuery = graphql`
  query CheckoutPageQuery($source: CheckoutSource!, $productId: ID, $quantity: Int) @preloadable {
    viewer {
      ...RequireSignIn_viewer
      user {
        name
        addresses {
          id
          isPrimary
          name
          localArea
          pincode
          delivery {
            deliverable
            message
          }
        }
        ...AddressStep_user
      }
      checkout(source: $source, productId: $productId, quantity: $quantity) {
        ...CheckoutPage_checkout
      }
    }
  }
`;

/** What the page shows of a checkout; a cart change on the page answers it again (useUpdateCartQuantity, useRemoveFromCart). */
const checkoutFragment = graphql`
  fragment CheckoutPage_checkout on Checkout {
    source
    lines {
      quantity
      product {
        productId
      }
    }
    ...CheckoutLines_checkout
    subTotal {
      formatted
    }
    savings {
      amount
      formatted
    }
    shippingListPrice {
      formatted
    }
    total {
      formatted
    }
    totalWithCoins {
      formatted
    }
    coins {
      balance
      redeemable
      discount {
        formatted
      }
    }
  }
`;

type PaymentMethod = 'ONLINE' | 'CASH_ON_DELIVERY';

const PAYMENT_OPTIONS: { value: PaymentMethod; label: string }[] = [
  { value: 'ONLINE', label: 'UPI or Other' },
  { value: 'CASH_ON_DELIVERY', label: 'Cash on Delivery' },
];

const newAttempt = () => crypto.randomUUID();
const asSentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);

/**
 * /checkOut-page (the cart) and /product-checkout/{prodId} (Buy Now, `?quantity=`): Select Address, Order Summary,
 * Payment Options, and the side card with the totals the graph priced. Cash on delivery places the order at once;
 * "UPI or Other" pays in the provider's window first. One idempotency key per attempt is sent with every try, so a
 * double click or a retry never places twice; a refused attempt starts a new one.
 */
export function CheckoutPage() {
  const { viewer } = useRouteQuery<CheckoutPageQueryType>(CheckoutPageQuery);
  return (
    <RequireSignIn viewer={viewer}>
      {viewer.user && viewer.checkout && <Checkout user={viewer.user} checkout={viewer.checkout} />}
    </RequireSignIn>
  );
}

type Data = CheckoutPageQueryType['response']['viewer'];

function Checkout({
  user,
  checkout: checkoutKey,
}: {
  user: NonNullable<Data['user']>;
  checkout: CheckoutPage_checkout$key;
}) {
  const checkout = useFragment(checkoutFragment, checkoutKey);
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  const confirmPayment = useConfirmPayment();
  const [addressId, setAddressId] = useState<string | null>(() => orderedAddresses(user.addresses)[0]?.id ?? null);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('ONLINE');
  const [redeem, setRedeem] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef(newAttempt());
  const [line] = checkout.lines;
  const isProduct = checkout.source === 'PRODUCT';
  const address = user.addresses.find((candidate) => candidate.id === addressId);
  // Nothing is paid for or placed to an address the marketplace does not deliver to.
  const undeliverable = address && !address.delivery.deliverable ? address.delivery.message : undefined;

  const changeQuantity = (quantity: number) =>
    navigate({ search: `?quantity=${quantity}` }, { replace: true, preventScrollReset: true });

  const fail = (message: string, startOver: boolean) => {
    if (startOver) attempt.current = newAttempt();
    setError(message);
    setBusy(false);
  };
  const finish = (parentOrderId: string, message: string) => {
    // The header's delivery location follows the address the order goes to.
    if (addressId) chooseDeliveryAddress(addressId);
    toast({ type: 'success', title: message });
    navigate(orderCompletedPath(parentOrderId), { replace: true });
  };

  const place = async () => {
    setError(null);
    if (!addressId) return fail('Please select a delivery address', false);
    setBusy(true);
    const paymentWindow = paymentMethod === 'ONLINE' ? openPaymentWindow() : null;
    const input = {
      source: checkout.source,
      productId: isProduct ? line?.product.productId : null,
      quantity: isProduct ? line?.quantity : null,
      addressId,
      paymentMethod,
      redeemCoins: redeem,
      note: note.trim() || null,
      idempotencyKey: attempt.current,
    };
    const placed = await placeOrder({ input });
    const { order, payment } = placed.kind === 'done' ? placed.payload : {};
    if (!payment?.checkoutUrl) paymentWindow?.discard();
    if (placed.kind !== 'done')
      return fail(outcomeMessage(placed, 'Error placing order. Please try again.'), placed.kind === 'refused');
    if (order) return finish(order.parentOrderId, 'Order placed successfully');
    if (!payment?.checkoutUrl || !paymentWindow) return fail('Failed to initiate payment. Please try again.', true);
    const paid = await paymentWindow.pay(payment.checkoutUrl);
    if (paid.kind !== 'paid') return fail(PAYMENT_NOT_MADE[paid.kind], true);
    const confirmed = await confirmPayment({ input: { checkout: input, ...paid.payment } });
    // The order could not be placed after the payment: the gateway refunded it, and the shopper reads why and that.
    if (confirmed.kind === 'refused' && confirmed.payload.refund)
      return fail(confirmed.userErrors.map((e) => asSentence(e.message)).join(' '), true);
    if (confirmed.kind !== 'done' || !confirmed.payload.order) {
      return fail(outcomeMessage(confirmed, 'Failed to verify payment. Please contact customer support.'), false);
    }
    finish(confirmed.payload.order.parentOrderId, 'Payment Successful!');
  };

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          Secured Checkout
        </Heading>
        <Link asChild colorPalette="teal" fontWeight="medium">
          <RouterLink to="/my-account">{user.name}</RouterLink>
        </Link>
      </HStack>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
        <Stack gap="6">
          <Stack as="section" aria-labelledby="step-address" gap="3">
            <Heading as="h2" id="step-address" size="md">
              1. Select Address
            </Heading>
            <AddressStep user={user} selected={addressId} onSelect={setAddressId} />
          </Stack>
          <Stack as="section" aria-labelledby="step-summary" gap="3">
            <Heading as="h2" id="step-summary" size="md">
              2. Order Summary
            </Heading>
            <CheckoutLines checkout={checkout} onBuyNowQuantity={isProduct ? changeQuantity : undefined} busy={busy} />
            <FormField label="Add delivery note">
              <Textarea
                value={note}
                maxLength={500}
                onChange={(event) => setNote(event.target.value)}
                placeholder="Delivery Note"
              />
            </FormField>
          </Stack>
          <Stack as="section" aria-labelledby="step-payment" gap="3">
            <Heading as="h2" id="step-payment" size="md">
              3. Payment Options
            </Heading>
            <RadioGroup.Root
              value={paymentMethod}
              onValueChange={(details) => setPaymentMethod(details.value as PaymentMethod)}
              aria-labelledby="step-payment"
            >
              <Stack gap="2">
                {PAYMENT_OPTIONS.map((option) => (
                  <RadioGroup.Item key={option.value} value={option.value}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          </Stack>
        </Stack>
        <Stack
          as="aside"
          aria-labelledby="side-summary"
          gap="3"
          borderWidth="1px"
          rounded="lg"
          p="4"
          position={{ lg: 'sticky' }}
          top="4"
        >
          <Heading as="h2" id="side-summary" size="md">
            Order Summary
          </Heading>
          <SummaryRow label="Sub Total">{checkout.subTotal.formatted}</SummaryRow>
          <SummaryRow label="Shipping Charges">
            <Text as="s" color="fg.muted" me="2">
              {checkout.shippingListPrice.formatted}
            </Text>
            <Text as="span" color="green.700">
              Free Delivery
            </Text>
          </SummaryRow>
          {redeem && <SummaryRow label="Thara Coins Discount">− {checkout.coins.discount.formatted}</SummaryRow>}
          <Separator />
          <SummaryRow label="Total" strong>
            {redeem ? checkout.totalWithCoins.formatted : checkout.total.formatted}
          </SummaryRow>
          {Number(checkout.savings.amount) > 0 && (
            <Text color="green.700">You can save up to {checkout.savings.formatted} on this order</Text>
          )}
          {checkout.coins.balance > 0 && (
            <Checkbox.Root
              checked={redeem}
              disabled={checkout.coins.redeemable === 0}
              onCheckedChange={(details) => setRedeem(details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                Redeem {checkout.coins.redeemable} of your {checkout.coins.balance} Thara coins
              </Checkbox.Label>
            </Checkbox.Root>
          )}
          {error && <FormAlert>{error}</FormAlert>}
          {address && (
            <Text id="checkout-deliver-to" fontSize="sm">
              Deliver to: {address.name}, {address.localArea} {address.pincode}
            </Text>
          )}
          {undeliverable && (
            <Text id="checkout-blocked" color="red.600" fontSize="sm">
              {undeliverable}
            </Text>
          )}
          <Button
            onClick={() => void place()}
            loading={busy}
            disabled={checkout.lines.length === 0 || undeliverable !== undefined}
            aria-describedby={
              [address && 'checkout-deliver-to', undeliverable && 'checkout-blocked'].filter(Boolean).join(' ') ||
              undefined
            }
            loadingText={paymentMethod === 'ONLINE' ? 'Paying...' : 'Placing order...'}
          >
            {paymentMethod === 'ONLINE' ? 'Pay Now' : 'Place Order'}
          </Button>
          <HStack gap="2" color="fg.muted" fontSize="sm" justify="center">
            <ShieldCheck aria-hidden size={16} />
            <Text>256 bit Secured Transactions</Text>
          </HStack>
        </Stack>
      </Grid>
    </Stack>
  );
}
