// The shopper's seller orders: My Orders (filtered and paged in the gateway over /get-all-orders), one order's
// details and tracker (cancelling its lines: OrderCancellation.ts).
import type {
  OrderFilter,
  OrderPeriod,
  OrderStatus,
  PaymentMethod,
  PaymentMode,
  RefundMethod,
} from '../__generated__/schema-types.ts';
import type {
  OrderAddressResolvers,
  OrderItemResolvers,
  OrderResolvers,
  ViewerResolvers,
} from '../__generated__/resolvers-types.ts';
import { connectionFromList } from '../graph/connections.ts';
import { formatDeliveryPromiseAt, formatPastDay } from '@marketplace/runtime/dates';
import { DAY_MS, expectedDeliveryDate } from '../graph/delivery.ts';
import { restKeyOf, toGlobalId } from '../graph/ids.ts';
import type { OrderItemParent } from '../graph/mappers.ts';
import { toPaise } from '@marketplace/runtime/money';
import { moneyTotal, percentOff } from '../graph/money.ts';
import {
  CANNOT_CANCEL,
  currentTotalPaise,
  LAST_CANCELLABLE_STATUS,
  linesOf,
  paymentStatusOf,
} from '../graph/orderFacts.ts';
import { textOrNull } from '../graph/text.ts';
import type { GraphQLContext } from '../context.ts';
import type { OrderDTO, OrderItemDTO, Timestamp } from '../upstream/dto.ts';
import * as orders from '../upstream/orders.ts';
import { orderCancellationFields } from './OrderCancellation.ts';
import { millisOf } from './scalars.ts';

const ORDER_STATUSES: OrderStatus[] = ['PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED'];
const orderStatus = (status: number): OrderStatus => ORDER_STATUSES[status] ?? 'PROCESSING';

const PAYMENT_MODES: Record<string, PaymentMode> = { COD: 'CASH_ON_DELIVERY', UPI: 'UPI' };
/** The graph's payment mode of a REST order's `paymentMode` (`COD`, `UPI`, anything else pre-paid). */
export const paymentModeOf = (mode: string): PaymentMode => PAYMENT_MODES[mode] ?? 'PREPAID';
/** How a REST order is paid, as the checkout names it: `COD` is cash on delivery, anything else was paid online. */
export const paymentMethodOf = (mode: string): PaymentMethod => (mode === 'COD' ? 'CASH_ON_DELIVERY' : 'ONLINE');

const PERIOD_DAYS: Record<OrderPeriod, number> = { SIX_MONTHS: 180, ONE_YEAR: 360, TWO_YEARS: 720 };

const withOrder = (o: OrderDTO, items: OrderItemDTO[]): OrderItemParent[] =>
  items.map((item) => ({ ...item, order: o }));

/** An order line's raw ID: its order and its product (one line per product in an order). */
const lineKey = (i: OrderItemParent) => `${i.order.orderId}:${i.productId}`;

/** The order line a global ID names; null unless it is a line of one of the signed-in shopper's orders. */
export async function orderItemOf(ctx: GraphQLContext, rawId: string): Promise<OrderItemParent | null> {
  const [orderId, productId, ...rest] = rawId.split(':');
  if (!ctx.rest.signedIn || !orderId || !productId || rest.length > 0) return null;
  const order = await ctx.loaders.order.load(orderId);
  const line = order && linesOf(order).find((i) => i.productId === productId);
  return line ? { ...line, order } : null;
}

/**
 * The orders a filter keeps, in the REST API's order (newest first). The search matches part of an order's ID or a
 * product name, or a whole checkout ID (`PORD…`, the one the completed page shows): every seller order of it.
 */
function filtered(all: OrderDTO[], filter: OrderFilter | null | undefined, now: number): OrderDTO[] {
  const search = filter?.search?.trim().toLowerCase();
  const since = filter?.placedWithin ? now - PERIOD_DAYS[filter.placedWithin] * DAY_MS : null;
  return all.filter(
    (o) =>
      (!filter?.status || orderStatus(o.status) === filter.status) &&
      (since === null || millisOf(o.orderDate) >= since) &&
      (!search ||
        o.orderId.toLowerCase().includes(search) ||
        o.parentOrderId.toLowerCase() === search ||
        linesOf(o).some((i) => i.productName.toLowerCase().includes(search))),
  );
}

export const orderViewerFields: Pick<ViewerResolvers, 'orders' | 'order'> = {
  order: (_, { orderId }, ctx) => {
    const key = restKeyOf(orderId, 'Order');
    return ctx.rest.signedIn && key !== null ? ctx.loaders.order.load(key) : null;
  },
  orders: async (_, args, ctx) => {
    const all = ctx.rest.signedIn ? await orders.allOrders(ctx.rest) : [];
    for (const o of all) ctx.loaders.order.prime(o.orderId, o);
    return connectionFromList(filtered(all, args.filter, ctx.now), args);
  },
};

/** The REST API spells it `landMark` and may answer "" for none. */
export const OrderAddress: OrderAddressResolvers = {
  landmark: (a) => textOrNull(a.landMark),
  landMark: (a) => textOrNull(a.landMark),
};

export const Order: OrderResolvers = {
  id: (o) => toGlobalId('Order', o.orderId),
  status: (o) => orderStatus(o.status),
  placedAt: (o) => o.orderDate,
  expectedDeliveryAt: (o) => o.expectedDeliveryDate,
  deliveredAt: (o) => o.deliveredDate,
  paymentMode: (o) => paymentModeOf(o.paymentMode),
  paymentMethod: (o) => paymentMethodOf(o.paymentMode),
  paymentStatus: paymentStatusOf,
  shipTo: (o) => o.shipTo,
  subTotal: (o) => moneyTotal(linesOf(o).map((i) => i.productPrice)),
  shipping: () => 0,
  coinDiscount: (o) => (o.creditCoins * toPaise(o.coinValue)) / 100,
  total: (o) => o.product.orderAmount,
  currentTotal: (o) => currentTotalPaise(o) / 100,
  amountDue: (o) => {
    const status = paymentStatusOf(o);
    return status === 'DUE_ON_DELIVERY' || status === 'UNPAID' ? currentTotalPaise(o) / 100 : 0;
  },
  savings: (o) =>
    moneyTotal(linesOf(o).map((i) => (i.productDetails.price - i.productDetails.offerPrice) * i.quantity)),
  items: (o) => withOrder(o, o.product.items),
  cancelledItems: (o) => withOrder(o, o.cancelledOrders),
  canCancel: (o) => o.product.items.some((i) => i.status <= LAST_CANCELLABLE_STATUS),
  ...orderCancellationFields,
};

/** When the line reached fulfilment step `status` (1 shipped, 2 out for delivery, 3 delivered); null if unrecorded. */
const reachedAt = (i: OrderItemParent, status: number): Timestamp | null =>
  i.steps.find((step) => step.status === status)?.reachedAt ?? null;

/** The date that goes with a line's status (see `OrderItem.statusDate`). */
function statusDate(i: OrderItemParent): Timestamp | null {
  switch (orderStatus(i.status)) {
    case 'PROCESSING':
      return i.order.orderDate;
    case 'SHIPPED':
    case 'OUT_FOR_DELIVERY':
      return i.order.expectedDeliveryDate;
    case 'DELIVERED':
      return reachedAt(i, 3) ?? i.order.deliveredDate;
    case 'CANCELLED':
      return i.cancel?.cancellationDate ?? null;
  }
}

const STATUS_TEXT: Record<OrderStatus, string | null> = {
  PROCESSING: null,
  SHIPPED: 'Arriving on',
  OUT_FOR_DELIVERY: 'Arriving on',
  DELIVERED: 'Delivered on',
  CANCELLED: 'Cancelled on',
};

function statusText(i: OrderItemParent): string {
  const prefix = STATUS_TEXT[orderStatus(i.status)];
  if (!prefix) return 'Processing';
  const date = statusDate(i);
  // An arrival is a promise (a day to come); a delivery or a cancellation is a day that has passed.
  const text = prefix === 'Arriving on' ? formatDeliveryPromiseAt : formatPastDay;
  return `${prefix} ${date ? text(millisOf(date)) : 'N/A'}`;
}

const TRACKER = ['Order Placed', 'On the Way', 'Out of Delivery', 'Delivered'];

function tracker(i: OrderItemParent) {
  const placed = { title: TRACKER[0]!, done: true, reachedAt: i.order.orderDate, expectedAt: null };
  if (i.status === 4)
    return [
      placed,
      { title: 'Cancelled', done: true, reachedAt: i.cancel?.cancellationDate ?? null, expectedAt: null },
    ];
  const delivered = i.status >= 3;
  return [
    placed,
    { title: TRACKER[1]!, done: i.status >= 1, reachedAt: reachedAt(i, 1), expectedAt: null },
    { title: TRACKER[2]!, done: i.status >= 2, reachedAt: reachedAt(i, 2), expectedAt: null },
    {
      title: TRACKER[3]!,
      done: delivered,
      reachedAt: delivered ? (reachedAt(i, 3) ?? i.order.deliveredDate) : null,
      expectedAt: delivered ? null : i.order.expectedDeliveryDate,
    },
  ];
}

const REFUND_METHODS: Record<'original' | 'wallet', RefundMethod> = { original: 'ORIGINAL', wallet: 'WALLET' };

export const OrderItem: OrderItemResolvers = {
  id: (i) => toGlobalId('OrderItem', lineKey(i)),
  product: (i, _, ctx) => ctx.loaders.product.load(i.productId),
  image: (i) => ({ url: i.productImage, alt: i.productName }),
  brandName: (i) => i.brandDetails.brandName,
  storeName: (i) => i.sellerDetails.storedetails.storename,
  unitPrice: (i) => i.productDetails.offerPrice,
  unitListPrice: (i) => i.productDetails.price,
  lineTotal: (i) => i.productPrice,
  savings: (i) => moneyTotal([(i.productDetails.price - i.productDetails.offerPrice) * i.quantity]),
  percentOff: (i) => percentOff(i.productDetails.price, i.productDetails.offerPrice),
  status: (i) => orderStatus(i.status),
  expectedDelivery: (i) => (i.status < 3 ? expectedDeliveryDate(millisOf(i.order.orderDate)) : null),
  statusDate: (i) => statusDate(i),
  statusText: (i) => statusText(i),
  tracker: (i) => tracker(i),
  canCancel: (i) => i.status <= LAST_CANCELLABLE_STATUS,
  cannotCancelReason: (i) => (i.status <= LAST_CANCELLABLE_STATUS ? null : (CANNOT_CANCEL[i.status] ?? null)),
  cancellation: (i) =>
    i.cancel && {
      cancelledAt: i.cancel.cancellationDate,
      reason: i.cancel.cancellationReason,
      refundMethod: i.cancel.refundMethod ? REFUND_METHODS[i.cancel.refundMethod] : null,
      refund: i.cancel.refundAmount,
    },
};
