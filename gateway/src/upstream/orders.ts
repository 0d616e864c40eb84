// The shopper's seller orders: the list, one order, cancelling lines of one, and the products bought.
import { orNull } from './client.ts';
import type { OrderDTO } from './dto.ts';
import { endpoints } from './endpoints.ts';
import { isRestKey } from './restKeys.ts';
import type { Rest } from './rest.ts';

/** Every seller order of the shopper, newest first. */
export const allOrders = async (rest: Rest) => (await rest.read(endpoints.orders)).data.orders;

/** Whether the shopper ordered the product and did not cancel it (only they may rate it): one call per request. */
export const hasPurchased = async (rest: Rest, productId: string) =>
  (await rest.read(endpoints.purchasedProducts)).data.productIds.includes(productId);

/** After a placement or a cancellation: later reads in this request of what the shopper bought ask again. */
export function forgetPurchases(rest: Rest) {
  rest.forget(endpoints.orders);
  rest.forget(endpoints.purchasedProducts);
  rest.forget(endpoints.productPurchase);
}

/** One of the shopper's seller orders; null when it is missing or someone else's. */
export async function order(rest: Rest, orderId: string): Promise<OrderDTO | null> {
  if (!isRestKey(orderId)) return null;
  const answer = await orNull(rest.read(endpoints.order, { params: [orderId] }), 401, 403, 404);
  return answer?.data.order ?? null;
}

export interface Cancellation {
  orderId: string;
  productIds: string[];
  reason: string;
  refundMethod: 'original' | 'wallet';
}

/** Cancels lines of an order; later reads of the order and the orders list in this request see the change. */
export async function cancelOrder(
  rest: Rest,
  { orderId, productIds, reason, refundMethod }: Cancellation,
): Promise<void> {
  try {
    await rest.write(endpoints.cancelOrder, {
      body: { orderId, productIds, cancellationReason: reason, refundMethod },
    });
  } finally {
    rest.forget(endpoints.order, {}, orderId);
    rest.forget(endpoints.user);
    forgetPurchases(rest);
  }
}
