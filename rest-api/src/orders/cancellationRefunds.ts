import { CANCELLED, type OrderItemRow, type OrderRow } from './orderRows.ts';
import { toPaise } from '@marketplace/runtime/money';

/** Whether the shopper has paid for this seller order: cash on delivery is paid at the door, so never before delivery. */
export const isPaid = (order: Pick<OrderRow, 'paymentStatus'>) => order.paymentStatus === 'paid';

/**
 * What each cancelled item of a seller order refunded, in paise: only money received is refunded, so nothing on an
 * unpaid order (cash on delivery); on a paid one each item's line total, in the order the items were cancelled,
 * never more than what remains of the payment (`orderAmount`, after the coin discount). The coins redeemed on the
 * order come back as coins with its last item (routes/cancellation.ts), never as money. Items cancelled at one instant
 * (one request) take their share in the order's item order.
 */
export function refundsOf(
  order: Pick<OrderRow, 'paymentStatus' | 'orderAmount'>,
  items: OrderItemRow[],
): Map<string, number> {
  const cancelled = items
    .filter((i) => i.status === CANCELLED)
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.cancellationDate ?? 0) - (b.item.cancellationDate ?? 0) || a.index - b.index);
  let remaining = isPaid(order) ? toPaise(order.orderAmount) : 0;
  const refunds = new Map<string, number>();
  for (const { item } of cancelled) {
    const refund = Math.min(toPaise(item.unitPrice) * item.quantity, remaining);
    refunds.set(item.productId, refund);
    remaining -= refund;
  }
  return refunds;
}
