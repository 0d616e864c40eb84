// Placing a checkout: cash on delivery at once, or online after the payment provider's checkout (confirmPayment),
// once per idempotency key; a payment the REST API then refuses to place is refunded.
import type { CheckoutSource, PaymentRequest, PlaceOrderInput, UserErrorCode } from '../__generated__/schema-types.ts';
import type { GraphQLContext } from '../context.ts';
import { inputKey } from '../graph/ids.ts';
import { VIEWER } from '../graph/mappers.ts';
import { toPaise } from '@marketplace/runtime/money';
import { asShopper, checkAll, Refusal, refuse, restRefusalOf, userError, type RestCode } from '../graph/userErrors.ts';
import { isUpstreamStatus } from '../upstream/client.ts';
import * as account from '../upstream/account.ts';
import * as buying from '../upstream/checkout.ts';
import type { UserDTO } from '../upstream/dto.ts';
import { SANDBOX_CHECKOUT_PREFIX } from '../http/site/sandbox.ts';
import type { MutationFields } from './root.ts';
import { buildCheckout, coinsOf, EMPTY_CART, SELECT_ADDRESS, SIGN_IN_TO_CHECKOUT, subTotal } from './Checkout.ts';

/**
 * The checkout with the REST keys its ID fields name (a global `id` or, until 2027-06-01, a REST key); an ID of
 * another type is refused before any REST call.
 */
function withRestKeys(input: PlaceOrderInput): PlaceOrderInput {
  const [productId, addressId] = checkAll(
    () => (input.productId == null ? input.productId : inputKey(input.productId, 'Product', 'productId')),
    () => inputKey(input.addressId, 'Address', 'addressId'),
  );
  return { ...input, productId, addressId };
}

/** The saved address (by REST key) a placement ships to, as the REST API's `address` (ship-to) takes it. */
function shipTo(user: UserDTO, addressKey: string) {
  const address = user.address.find((a) => a.addressId === addressKey);
  if (!address) throw refuse('INVALID_INPUT', SELECT_ADDRESS, 'addressId');
  const { name, phoneNumber, houseName, localArea, landMark, pincode, state } = address;
  return { name, phoneNumber, houseName, localArea, landMark, pincode, state };
}

/**
 * Everything a placement needs, checked and priced: the REST body (without the payment mode) and the total. The
 * input's IDs are REST keys already (`withRestKeys`).
 */
async function placement(ctx: GraphQLContext, input: PlaceOrderInput) {
  const user = await account.signedInUser(ctx.rest);
  const address = shipTo(user, input.addressId);
  const checkout = await buildCheckout(ctx, user, input);
  if (checkout.lines.length === 0) throw refuse('INVALID_INPUT', EMPTY_CART);
  const note = input.note?.trim() || undefined;
  const products = checkout.lines.map((l) => ({ id: l.product.productId, quantity: l.quantity, productNote: note }));
  const coins = await coinsOf(ctx, checkout);
  const creditCoins = input.redeemCoins ? coins.redeemable : 0;
  const totalPrice = (toPaise(subTotal(checkout)) - creditCoins * toPaise(coins.coinValue)) / 100;
  return { products, address, creditCoins, coinValue: coins.coinValue, totalPrice };
}

/** The placed checkout the payload answers. */
async function placed(ctx: GraphQLContext, parentOrderId: string) {
  const orders = await buying.placedOrders(ctx.rest, parentOrderId);
  return { order: orders && { parentOrderId, orders }, payment: null, refund: null, viewer: VIEWER };
}

/** The REST API's placement refusal codes as the graph's, with the PlaceOrderInput field each is about. */
const PLACEMENT_REFUSALS: Partial<Record<RestCode, { code: UserErrorCode; field?: keyof PlaceOrderInput }>> = {
  NOT_DELIVERABLE: { code: 'NOT_DELIVERABLE', field: 'addressId' },
  OUT_OF_STOCK: { code: 'OUT_OF_STOCK', field: 'quantity' },
  STOCK_SHORT: { code: 'OUT_OF_STOCK', field: 'quantity' },
  PRODUCT_UNAVAILABLE: { code: 'OUT_OF_STOCK', field: 'productId' },
  QUANTITY_OUT_OF_RANGE: { code: 'INVALID_INPUT', field: 'quantity' },
  PRICE_CHANGED: { code: 'PRICE_CHANGED' },
  NOT_ENOUGH_COINS: { code: 'PRICE_CHANGED', field: 'redeemCoins' },
  PAYMENT_AMOUNT_MISMATCH: { code: 'PRICE_CHANGED' },
  PAYMENT_NOT_VERIFIED: { code: 'PAYMENT_NOT_VERIFIED' },
  PAYMENT_REFUNDED: { code: 'PAYMENT_REFUNDED' },
  IDEMPOTENCY_KEY_REUSED: { code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey' },
};

/**
 * A REST placement refusal as a Refusal with the graph's code and field (the line's fields only for Buy Now: a
 * cart checkout has no input naming its lines); anything else is left as it is.
 */
function placementRefusal(error: unknown, source: CheckoutSource): unknown {
  if (!isUpstreamStatus(error, 400, 409)) return error;
  const refusal = restRefusalOf(error);
  const known = refusal && PLACEMENT_REFUSALS[refusal.code];
  if (!known) return error;
  const lineField = known.field === 'quantity' || known.field === 'productId';
  return refuse(known.code, error.message, lineField && source === 'CART' ? undefined : known.field);
}

/** Runs a REST placement step, its refusals turned into the graph's. */
async function placing<T>(source: CheckoutSource, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw placementRefusal(error, source);
  }
}

/** A refusal about the checkout's fields, as `confirmPayment` has them: under `input.checkout`. */
function underCheckout(error: unknown): unknown {
  if (!(error instanceof Refusal)) return error;
  const [first, ...more] = error.userErrors.map((refused) => {
    const [, ...path] = refused.field ?? [];
    return refused.field ? { ...refused, field: ['input', 'checkout', ...path] } : refused;
  });
  return new Refusal(first!, ...more);
}

/** What a placement attempt ended in: the order placed, or the payment to make first. */
type Placement = { parentOrderId: string } | { payment: PaymentRequest };

/** Places a cash-on-delivery checkout, or checks an online one and asks the provider for its payment. */
async function place(ctx: GraphQLContext, input: PlaceOrderInput): Promise<Placement> {
  const body = await placement(ctx, input);
  if (input.paymentMethod === 'ONLINE') {
    // Every check the placement will run, before the shopper is asked to pay.
    await placing(input.source, () =>
      buying.checkPlacement(ctx.rest, input.source, { ...body, paymentMode: 'Pre-paid', cod: false }),
    );
    const order = await buying.createPaymentOrder(ctx.rest, body.totalPrice);
    const checkoutUrl = ctx.sandbox ? `${SANDBOX_CHECKOUT_PREFIX}${encodeURIComponent(order.orderId)}` : null;
    return {
      payment: {
        paymentOrderId: order.orderId,
        amountInPaise: order.amount,
        currency: 'INR' as const,
        keyId: order.keyId,
        checkoutUrl,
      },
    };
  }
  const parentOrderId = await placing(input.source, () =>
    buying.placeOrder(
      ctx.rest,
      input.source,
      { ...body, paymentMode: 'Cash on Delivery', cod: true },
      input.idempotencyKey,
    ),
  );
  return { parentOrderId };
}

/**
 * A placement attempt; when it is refused, a retry of an attempt that went through (its answer lost, the cart or
 * the stock it took gone) answers the order that attempt placed with this key: nothing new is placed or charged.
 */
async function orPlacedAlready(
  ctx: GraphQLContext,
  idempotencyKey: string,
  attempt: () => Promise<Placement>,
): Promise<Placement> {
  try {
    return await attempt();
  } catch (error) {
    const refused =
      (error instanceof Refusal && error.userError.code !== 'IDEMPOTENCY_KEY_REUSED') || isUpstreamStatus(error, 400);
    const already = refused ? await buying.orderPlacedWithKey(ctx.rest, idempotencyKey) : null;
    if (!already) throw error;
    return { parentOrderId: already };
  }
}

/** The payload of a placement: the placed checkout, or the payment to make first. */
async function payloadOf(ctx: GraphQLContext, placement: Placement) {
  return 'payment' in placement
    ? { order: null, payment: placement.payment, refund: null, viewer: VIEWER }
    : placed(ctx, placement.parentOrderId);
}

/**
 * Gives the payment back when a confirmation was refused (the REST API refunds only a captured payment that no
 * order used, so a retry of a confirmation that placed gets nothing back). Answers null when there is nothing to
 * refund; a confirmation that failed otherwise (a fault, a lost answer) is left to the REST API's sweep, which
 * refunds a payment no order used within 15 minutes.
 */
async function refundRefused(ctx: GraphQLContext, paymentOrderId: string, error: unknown) {
  const refused = error instanceof Refusal || isUpstreamStatus(error, 400, 404, 409);
  if (!refused) return null;
  try {
    const refund = await buying.refundPayment(ctx.rest, paymentOrderId, (error as Error).message);
    return { paymentOrderId, amount: refund.amount / 100, message: refund.message };
  } catch (refusal) {
    if (isUpstreamStatus(refusal, 404, 409)) return null;
    throw refusal;
  }
}

const shopper = { signInMessage: SIGN_IN_TO_CHECKOUT, notFoundField: 'productId' };
const failed = { order: null, payment: null, refund: null, viewer: VIEWER };

export const placementMutations: MutationFields<'placeOrder' | 'confirmPayment'> = {
  // The key stands for one checkout: the REST API places once per key, and another checkout with the same key is
  // refused (IDEMPOTENCY_KEY_REUSED) before anything is written.
  placeOrder: (_, { input }, ctx) =>
    asShopper(
      ctx.rest.signedIn,
      async () => {
        const keyed = withRestKeys(input);
        const attempt = () => orPlacedAlready(ctx, input.idempotencyKey, () => place(ctx, keyed));
        return payloadOf(ctx, await ctx.idempotency.bound(ctx.session.token, 'placeOrder', input, attempt));
      },
      failed,
      shopper,
    ),

  confirmPayment: async (_, { input }, ctx) => {
    const { paymentOrderId } = input;
    const refunds: NonNullable<Awaited<ReturnType<typeof refundRefused>>>[] = [];
    const confirm = (checkout: PlaceOrderInput) =>
      orPlacedAlready(ctx, checkout.idempotencyKey, async () => {
        try {
          await placing(checkout.source, () => buying.verifyPayment(ctx.rest, input)).catch((error: unknown) => {
            // Already verified: a retry after the first confirmation; the placement below answers the first order.
            if (!isUpstreamStatus(error, 409)) throw error;
          });
          const body = await placement(ctx, checkout);
          const parentOrderId = await placing(checkout.source, () =>
            buying.placeOrder(
              ctx.rest,
              checkout.source,
              { ...body, paymentMode: 'Pre-paid', cod: false, razorpayOrderId: paymentOrderId },
              checkout.idempotencyKey,
            ),
          );
          return { parentOrderId };
        } catch (error) {
          const refund = await refundRefused(ctx, paymentOrderId, error);
          if (refund) refunds.push(refund);
          throw underCheckout(error);
        }
      });
    const payload = await asShopper(
      ctx.rest.signedIn,
      async () => {
        // A checkout naming objects by IDs of other types is refused before the payment is verified or refunded.
        let checkout: PlaceOrderInput;
        try {
          checkout = withRestKeys(input.checkout);
        } catch (error) {
          throw underCheckout(error);
        }
        const confirmed = () => confirm(checkout);
        return payloadOf(
          ctx,
          await ctx.idempotency.bound(ctx.session.token, 'confirmPayment', input, confirmed, [
            'checkout',
            'idempotencyKey',
          ]),
        );
      },
      failed,
      shopper,
    );
    const [refund] = refunds;
    if (!refund || payload.order) return payload;
    const why = payload.userErrors.filter((e) => e.code !== 'PAYMENT_REFUNDED');
    return { ...payload, refund, userErrors: [...why, userError('PAYMENT_REFUNDED', refund.message)] };
  },
};
