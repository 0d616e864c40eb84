// Cancelling lines of one of the shopper's orders: the reasons the form offers, what a choice of lines would refund,
// and the cancellation itself, whose input is checked whole (every line at fault is named) before any write.
import type { CancellationReason, RefundMethod, UserError } from '../__generated__/schema-types.ts';
import type { OrderResolvers } from '../__generated__/resolvers-types.ts';
import { CANCELLATION_REASONS as REASON_TEXTS } from '@marketplace/runtime/formChoices';
import { inputKey, restKeyOf, restKeysOf } from '../graph/ids.ts';
import { VIEWER } from '../graph/mappers.ts';
import { toPaise } from '@marketplace/runtime/money';
import { CANNOT_CANCEL, LAST_CANCELLABLE_STATUS, linesOf, paiseOf, paymentStatusOf } from '../graph/orderFacts.ts';
import { asShopper, checkAll, Refusal, refuse, userError } from '../graph/userErrors.ts';
import type { OrderDTO } from '../upstream/dto.ts';
import * as orders from '../upstream/orders.ts';
import type { MutationFields, QueryFields } from './root.ts';

/** The reasons the cancellation form offers, in its order, with their texts as the REST API accepts them. */
const CANCELLATION_REASONS: Record<CancellationReason, string> = REASON_TEXTS;

export const SELECT_ITEM = 'Please select at least one item to cancel';
export const ORDER_NOT_FOUND = 'Order not found';
const BOTH_GIVEN = 'Send the lines as lineIds only (productIds is deprecated)';
const SIGN_IN_TO_CANCEL = 'Please log in to cancel an order';

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

export const orderCancellationFields: Pick<OrderResolvers, 'cancellationRefund'> = {
  cancellationRefund: (o, args) => cancellationRefund(o, chosenProducts(o.orderId, args)),
};

/** A line the input names: its product, and its order when a line ID said (a product ID names this order's line). */
interface NamedLine {
  product: string;
  order: string | null;
}

/** The line an input ID names (refused when it is not a line's, or a product's for the deprecated `productIds`). */
function namedLine(id: string, field: 'lineIds' | 'productIds'): NamedLine {
  if (field === 'productIds') return { product: inputKey(id, 'Product', field), order: null };
  const [order, product] = restKeysOf(id, 'OrderItem', 2) ?? [];
  if (!order || !product) throw refuse('INVALID_ID', 'Invalid OrderItem ID', field);
  return { product, order };
}

/** Why a chosen line cannot be cancelled (not this order's, or past shipping); null when it can, or already was. */
function lineRefusal(o: OrderDTO, { product, order }: NamedLine): string | null {
  const line = order === null || order === o.orderId ? linesOf(o).find((i) => i.productId === product) : undefined;
  if (!line) return `${product} is not in this order`;
  return line.status > LAST_CANCELLABLE_STATUS && line.status !== 4
    ? `${line.productName}: ${CANNOT_CANCEL[line.status]}`
    : null;
}

export const orderQueries: QueryFields<'cancellationReasons'> = {
  cancellationReasons: () =>
    Object.entries(CANCELLATION_REASONS).map(([reason, text]) => ({ reason: reason as CancellationReason, text })),
};

export const orderMutations: MutationFields<'cancelOrder'> = {
  cancelOrder: (_, { input }, ctx) =>
    asShopper(
      ctx.rest.signedIn,
      async () => {
        if (input.lineIds && input.productIds) throw refuse('INVALID_INPUT', BOTH_GIVEN, 'productIds');
        const field = input.productIds ? 'productIds' : 'lineIds';
        const ids = input.productIds ?? input.lineIds ?? [];
        // The order and every line are checked together: each ID at fault is named in one answer.
        const [orderKey, ...named] = checkAll<[string, ...NamedLine[]]>(
          () => inputKey(input.orderId, 'Order', 'orderId'),
          ...ids.map((id) => () => namedLine(id, field)),
        );
        if (named.length === 0) throw refuse('INVALID_INPUT', SELECT_ITEM, field);
        const order = await ctx.loaders.order.load(orderKey);
        if (!order) throw refuse('NOT_FOUND', ORDER_NOT_FOUND, 'orderId');
        const chosen = [...new Map(named.map((line) => [`${line.order}:${line.product}`, line])).values()];
        const [first, ...more]: UserError[] = chosen.flatMap((line) => {
          const reason = lineRefusal(order, line);
          return reason ? [userError('INVALID_INPUT', reason, field)] : [];
        });
        if (first) throw new Refusal(first, ...more);
        // Lines already cancelled are left alone: a repeated request answers the order as it is, refunding nothing.
        const live = [
          ...new Set(
            chosen
              .filter(({ product }) => order.product.items.some((i) => i.productId === product))
              .map(({ product }) => product),
          ),
        ];
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
