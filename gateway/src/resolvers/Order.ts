import type { OrderItemResolvers, OrderResolvers, OrderStatus, PaymentMode } from '../__generated__/resolvers-types.ts';
import { toGlobalId } from '../graph/ids.ts';

const ORDER_STATUSES: OrderStatus[] = ['PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED'];
const orderStatus = (status: number): OrderStatus => ORDER_STATUSES[status] ?? 'PROCESSING';

const PAYMENT_MODES: Record<string, PaymentMode> = { COD: 'CASH_ON_DELIVERY', UPI: 'UPI' };
/** The graph's payment mode of a REST order's `paymentMode` (`COD`, `UPI`, anything else pre-paid). */
export const paymentModeOf = (mode: string): PaymentMode => PAYMENT_MODES[mode] ?? 'PREPAID';

export const Order: OrderResolvers = {
  id: (o) => toGlobalId('Order', o.orderId),
  status: (o) => orderStatus(o.status),
  placedAt: (o) => o.orderDate,
  expectedDeliveryAt: (o) => o.expectedDeliveryDate,
  deliveredAt: (o) => o.deliveredDate,
  paymentMode: (o) => paymentModeOf(o.paymentMode),
  total: (o) => o.product.orderAmount,
  items: (o) => o.product.items,
};

export const OrderItem: OrderItemResolvers = {
  product: (i, _, ctx) => ctx.loaders.product.load(i.productId),
  image: (i) => ({ url: i.productImage, alt: i.productName }),
  unitPrice: (i) => i.productDetails.offerPrice,
  lineTotal: (i) => i.productPrice,
  status: (i) => orderStatus(i.status),
};
