// Facts of a seller order the gateway computes once (its lines, its payment, what may still be cancelled), for the
// order's own fields and its cancellation.
import type { PaymentStatus } from '../__generated__/schema-types.ts';
import type { OrderDTO, OrderItemDTO } from '../upstream/dto.ts';
import { toPaise } from '@marketplace/runtime/money';

const PAYMENT_STATUSES: Record<OrderDTO['paymentStatus'], PaymentStatus> = {
  paid: 'PAID',
  pending: 'UNPAID',
  cod: 'DUE_ON_DELIVERY',
};
/** Cash on delivery is paid at the door; an online order is placed only once its payment is verified. */
export const paymentStatusOf = (o: OrderDTO): PaymentStatus =>
  o.paymentStatus === 'cod' && o.deliveredDate ? 'PAID_ON_DELIVERY' : PAYMENT_STATUSES[o.paymentStatus];

/** Lines shipped at most (PROCESSING or SHIPPED) can still be cancelled. */
export const LAST_CANCELLABLE_STATUS = 1;
export const CANNOT_CANCEL: Record<number, string> = {
  2: 'It is out for delivery and can no longer be cancelled',
  3: 'It has been delivered and can no longer be cancelled',
  4: 'It has already been cancelled',
};

/** Every line of the order, the live ones first. */
export const linesOf = (o: OrderDTO) => [...o.product.items, ...o.cancelledOrders];
/** The sum of an amount over lines, in paise. */
export const paiseOf = (items: OrderItemDTO[], amount: (i: OrderItemDTO) => number) =>
  items.reduce((sum, i) => sum + toPaise(amount(i)), 0);

/**
 * What the order costs now: the amount charged less the lines cancelled since, never below nothing (a paid order
 * refunds each cancelled line's total up to what was paid, so this is what it kept), in paise.
 */
export const currentTotalPaise = (o: OrderDTO) =>
  Math.max(0, toPaise(o.product.orderAmount) - paiseOf(o.cancelledOrders, (i) => i.productPrice));
