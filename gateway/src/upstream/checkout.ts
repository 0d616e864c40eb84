// Buying: the price of a line, coins a total may redeem, the payment provider's orders, and placing a checkout.
import { orNull } from './client.ts';
import type { OrderDTO } from './dto.ts';
import { endpoints } from './endpoints.ts';
import { forgetPurchases } from './orders.ts';
import type { Rest } from './rest.ts';

/** `quantity` units of a product as a placement prices them now: the unit price and the line total. */
export const productPrice = async (rest: Rest, productId: string, quantity: number) =>
  (await rest.read(endpoints.productPrice, { params: [productId], query: { quantity } })).data;

/** The coins the shopper may redeem on an order of `orderTotal` rupees. */
export const coinRange = async (rest: Rest, orderTotal: number) =>
  (await rest.read(endpoints.coinRange, { query: { orderTotal: orderTotal.toFixed(2) } })).data.data;

/** A payment provider order for `amount` rupees (the checkout's real total). */
export const createPaymentOrder = async (rest: Rest, amount: number) =>
  (await rest.write(endpoints.createPaymentOrder, { body: { amount } })).data;

/** Checks the provider's signature for a payment of the order; throws the REST refusal when it does not hold. */
export const verifyPayment = (rest: Rest, payment: { paymentOrderId: string; paymentId: string; signature: string }) =>
  rest.write(endpoints.verifyPayment, {
    body: {
      razorpay_order_id: payment.paymentOrderId,
      razorpay_payment_id: payment.paymentId,
      razorpay_signature: payment.signature,
    },
  });

/**
 * Gives back a captured payment no order used; answers the refund (the first one again when asked twice). Throws
 * the REST refusal when there is nothing to give back (PAYMENT_USED, PAYMENT_NOT_CAPTURED).
 */
export const refundPayment = async (rest: Rest, paymentOrderId: string, reason: string) =>
  (await rest.write(endpoints.refundPayment, { body: { razorpay_order_id: paymentOrderId, reason } })).data;

/** The REST API's placement body (the cart checkout and Buy Now take the same shape). */
interface PlacementBody {
  paymentMode: 'Cash on Delivery' | 'Pre-paid';
  cod: boolean;
  products: { id: string; quantity: number; productNote?: string }[];
  totalPrice: number;
  address: Record<string, string | null>;
  creditCoins: number;
  coinValue: number;
  razorpayOrderId?: string;
}

/** Places a checkout; a retry with the same key answers the order placed first. Answers the parent order id. */
export async function placeOrder(
  rest: Rest,
  source: 'CART' | 'PRODUCT',
  body: PlacementBody,
  idempotencyKey: string,
): Promise<string> {
  const endpoint = source === 'CART' ? endpoints.placeCartOrder : endpoints.placeProductOrder;
  const { data } = await rest.write(endpoint, { body, idempotencyKey });
  if (source === 'CART') rest.forget(endpoints.cart);
  rest.forget(endpoints.user);
  forgetPurchases(rest);
  return data.orderId;
}

/** Runs every check of a placement without placing it; throws the refusal the placement would answer now. */
export async function checkPlacement(rest: Rest, source: 'CART' | 'PRODUCT', body: PlacementBody): Promise<void> {
  await rest.write(source === 'CART' ? endpoints.checkCartOrder : endpoints.checkProductOrder, { body });
}

/** The seller orders of one of the shopper's checkouts; null when it is not theirs or does not exist. */
export async function placedOrders(rest: Rest, parentOrderId: string): Promise<OrderDTO[] | null> {
  const answer = await orNull(rest.read(endpoints.placedOrders, { params: [parentOrderId] }), 403, 404);
  return answer?.data.orders ?? null;
}

/** The parent order a placement with this idempotency key placed; null when none has. */
export async function orderPlacedWithKey(rest: Rest, idempotencyKey: string): Promise<string | null> {
  const answer = await orNull(rest.read(endpoints.orderPlacedWithKey, { params: [idempotencyKey] }), 400, 404);
  return answer?.data.orderId ?? null;
}
