// The shopper's seller orders: My Orders (filtered and paged in the gateway over /get-all-orders), one order's
// details and tracker, and cancelling its lines.
import type {
  CancellationReason,
  OrderAddressResolvers,
  OrderFilter,
  OrderItemResolvers,
  OrderPeriod,
  OrderResolvers,
  OrderStatus,
  PaymentMethod,
  PaymentMode,
  PaymentStatus,
  RefundMethod,
  ViewerResolvers,
} from '../__generated__/resolvers-types.ts';
import { CANCELLATION_REASONS as REASON_TEXTS } from '@marketplace/runtime/formChoices';
import { connectionFromList } from '../graph/connections.ts';
import { expectedDeliveryDate } from '../graph/delivery.ts';
import { inputKey, restKeyOf, restKeysOf, toGlobalId } from '../graph/ids.ts';
import { VIEWER, type OrderItemParent } from '../graph/mappers.ts';
import { moneyTotal, percentOff, toPaise } from '../graph/money.ts';
import { textOrNull } from '../graph/text.ts';
import { asShopper, refuse } from '../graph/userErrors.ts';
import type { GraphQLContext } from '../context.ts';
import type { OrderDTO, OrderItemDTO, Timestamp } from '../upstream/dto.ts';
import * as orders from '../upstream/orders.ts';
import { DAY_MS, millisOf } from './scalars.ts';
import type { MutationFields, QueryFields } from './root.ts';

const ORDER_STATUSES: OrderStatus[] = ['PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED'];
const orderStatus = (status: number): OrderStatus => ORDER_STATUSES[status] ?? 'PROCESSING';

const PAYMENT_MODES: Record<string, PaymentMode> = { COD: 'CASH_ON_DELIVERY', UPI: 'UPI' };
/** The graph's payment mode of a REST order's `paymentMode` (`COD`, `UPI`, anything else pre-paid). */
export const paymentModeOf = (mode: string): PaymentMode => PAYMENT_MODES[mode] ?? 'PREPAID';
/** How a REST order is paid, as the checkout names it: `COD` is cash on delivery, anything else was paid online. */
export const paymentMethodOf = (mode: string): PaymentMethod => (mode === 'COD' ? 'CASH_ON_DELIVERY' : 'ONLINE');

const PAYMENT_STATUSES: Record<OrderDTO['paymentStatus'], PaymentStatus> = {
  paid: 'PAID',
  pending: 'UNPAID',
  cod: 'DUE_ON_DELIVERY',
};
/** Cash on delivery is paid at the door; an online order is placed only once its payment is verified. */
const paymentStatusOf = (o: OrderDTO): PaymentStatus =>
  o.paymentStatus === 'cod' && o.deliveredDate ? 'PAID_ON_DELIVERY' : PAYMENT_STATUSES[o.paymentStatus];

/** The reasons the cancellation form offers, in its order, with their texts as the REST API accepts them. */
const CANCELLATION_REASONS: Record<CancellationReason, string> = REASON_TEXTS;

export const SELECT_ITEM = 'Please select at least one item to cancel';
export const ORDER_NOT_FOUND = 'Order not found';
const BOTH_GIVEN = 'Send the lines as lineIds only (productIds is deprecated)';
const SIGN_IN_TO_CANCEL = 'Please log in to cancel an order';

/** Lines shipped at most (PROCESSING or SHIPPED) can still be cancelled. */
const LAST_CANCELLABLE_STATUS = 1;
const CANNOT_CANCEL: Record<number, string> = {
  2: 'It is out for delivery and can no longer be cancelled',
  3: 'It has been delivered and can no longer be cancelled',
  4: 'It has already been cancelled',
};

const PERIOD_DAYS: Record<OrderPeriod, number> = { SIX_MONTHS: 180, ONE_YEAR: 360, TWO_YEARS: 720 };

const statusDateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

const linesOf = (o: OrderDTO) => [...o.product.items, ...o.cancelledOrders];
const paiseOf = (items: OrderItemDTO[], amount: (i: OrderItemDTO) => number) =>
  items.reduce((sum, i) => sum + toPaise(amount(i)), 0);

/**
 * What cancelling `productIds` refunds, by the REST API's rule: only money received (nothing before a cash-on-delivery
 * order is delivered), each line's total at most what remains of the payment; the coins come back with the last line.
 */
function cancellationRefund(o: OrderDTO, productIds: readonly string[]) {
  const chosen = o.product.items.filter((i) => productIds.includes(i.productId) && i.status <= LAST_CANCELLABLE_STATUS);
  const lines = paiseOf(chosen, (i) => i.productPrice);
  const paidLeft =
    paymentStatusOf(o) === 'PAID'
      ? toPaise(o.product.orderAmount) - paiseOf(o.cancelledOrders, (i) => i.cancel?.refundAmount ?? 0)
      : 0;
  const refund = Math.max(0, Math.min(lines, paidLeft));
  return {
    orderAmount: lines / 100,
    refundAmount: refund / 100,
    refundMethods: refund > 0 ? (['ORIGINAL', 'WALLET'] as RefundMethod[]) : [],
    coinsReturned: chosen.length > 0 && chosen.length === o.product.items.length ? o.creditCoins : 0,
  };
}
const withOrder = (o: OrderDTO, items: OrderItemDTO[]): OrderItemParent[] =>
  items.map((item) => ({ ...item, order: o }));

/**
 * What the order costs now: the amount charged less the lines cancelled since, never below nothing (a paid order
 * refunds each cancelled line's total up to what was paid, so this is what it kept), in paise.
 */
const currentTotalPaise = (o: OrderDTO) =>
  Math.max(0, toPaise(o.product.orderAmount) - paiseOf(o.cancelledOrders, (i) => i.productPrice));

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

/** The product keys of the lines `lineIds` (`OrderItem.id`) name in `orderId`, else those of `productIds`. */
function chosenProducts(
  orderId: string,
  { lineIds, productIds }: { lineIds?: readonly string[] | null; productIds?: readonly string[] | null },
) {
  if (!lineIds) return (productIds ?? []).flatMap((id) => restKeyOf(id, 'Product') ?? []);
  return lineIds.flatMap((id) => {
    const [order, product] = restKeysOf(id, 'OrderItem', 2) ?? [];
    return order === orderId && product ? [product] : [];
  });
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
  cancellationRefund: (o, args) => cancellationRefund(o, chosenProducts(o.orderId, args)),
};

/** The date that goes with a line's status (see `OrderItem.statusDate`). */
function statusDate(i: OrderItemParent): Timestamp | null {
  switch (orderStatus(i.status)) {
    case 'PROCESSING':
      return i.order.orderDate;
    case 'SHIPPED':
    case 'OUT_FOR_DELIVERY':
      return i.order.expectedDeliveryDate;
    case 'DELIVERED':
      return i.order.deliveredDate;
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
  return `${prefix} ${date ? statusDateFormat.format(millisOf(date)) : 'N/A'}`;
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
    { title: TRACKER[1]!, done: i.status >= 1, reachedAt: null, expectedAt: null },
    { title: TRACKER[2]!, done: i.status >= 2, reachedAt: null, expectedAt: null },
    {
      title: TRACKER[3]!,
      done: delivered,
      reachedAt: delivered ? i.order.deliveredDate : null,
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

export const orderQueries: QueryFields<'cancellationReasons'> = {
  cancellationReasons: () =>
    Object.entries(CANCELLATION_REASONS).map(([reason, text]) => ({ reason: reason as CancellationReason, text })),
};

export const orderMutations: MutationFields<'cancelOrder'> = {
  cancelOrder: (_, { input }, ctx) =>
    asShopper(
      ctx.rest.signedIn,
      async () => {
        const orderKey = inputKey(input.orderId, 'Order', 'orderId');
        if (input.lineIds && input.productIds) throw refuse('INVALID_INPUT', BOTH_GIVEN, 'productIds');
        const field = input.productIds ? 'productIds' : 'lineIds';
        // Each chosen line's product, and whether the ID named a line of this order at all.
        const named = input.productIds
          ? input.productIds.map((id) => ({ id: inputKey(id, 'Product', field), inOrder: true }))
          : (input.lineIds ?? []).map((id) => {
              const [order, product] = restKeysOf(id, 'OrderItem', 2) ?? [];
              if (!order || !product) throw refuse('INVALID_ID', 'Invalid OrderItem ID', field);
              return { id: product, inOrder: order === orderKey };
            });
        const productIds = [...new Set(named.map(({ id }) => id))];
        if (productIds.length === 0) throw refuse('INVALID_INPUT', SELECT_ITEM, field);
        const order = await ctx.loaders.order.load(orderKey);
        if (!order) throw refuse('NOT_FOUND', ORDER_NOT_FOUND, 'orderId');
        const lines = linesOf(order);
        const chosen = named.map(({ id, inOrder }) => ({
          id,
          line: inOrder ? lines.find((i) => i.productId === id) : undefined,
        }));
        const refused = chosen.find(
          ({ line }) => !line || (line.status > LAST_CANCELLABLE_STATUS && line.status !== 4),
        );
        if (refused) {
          const reason = refused.line
            ? `${refused.line.productName}: ${CANNOT_CANCEL[refused.line.status]}`
            : `${refused.id} is not in this order`;
          throw refuse('INVALID_INPUT', reason, field);
        }
        // Lines already cancelled are left alone: a repeated request answers the order as it is, refunding nothing.
        const live = [...new Set(chosen.filter(({ line }) => line!.status !== 4).map(({ id }) => id))];
        if (live.length === 0) return { order, viewer: VIEWER };
        await orders.cancelOrder(ctx.rest, {
          orderId: order.orderId,
          productIds: live,
          reason: CANCELLATION_REASONS[input.reason],
          refundMethod: input.refundMethod === 'WALLET' ? 'wallet' : 'original',
        });
        ctx.loaders.order.clear(order.orderId);
        return { order: await ctx.loaders.order.load(order.orderId), viewer: VIEWER };
      },
      { order: null, viewer: VIEWER },
      { signInMessage: SIGN_IN_TO_CANCEL, notFoundField: 'orderId' },
    ),
};
