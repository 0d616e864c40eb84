import { createRoute, z } from '@hono/zod-openapi';
import { toTimestamp } from '../clock.ts';
import { sql } from 'kysely';
import { changes } from '../db/queries.ts';
import { transaction } from '../db/transaction.ts';
import type { Deps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import { CANCELLATION_REASON_TEXTS } from '@marketplace/runtime/formChoices';
import { bearerSecurity, createRouter, errors, jsonBody, ok, requireUser, SuccessSchema } from '../http.ts';
import { TimestampSchema } from '../serializers/timestamp.ts';
import { isPaid, refundsOf } from '../orders/cancellationRefunds.ts';
import { orderMail } from '../orders/orderMail.ts';
import { toPaise } from '@marketplace/runtime/money';
import { CANCELLED } from '../orders/orderRows.ts';
import { createOrderReader, lineTotal, LineTotalSchema } from '../serializers/order.ts';

/** Items shipped at most (status 0 placed or 1 on the way) can still be cancelled. */
const LAST_CANCELLABLE_STATUS = 1;

const CancellationDetailsSchema = z
  .object({
    orderId: z.string(),
    id: z.string(),
    orderDate: TimestampSchema,
    paymentMode: z.string(),
    refundable: z
      .boolean()
      .describe('Whether cancelling refunds money: false while nothing has been paid (cash on delivery)'),
    product: z.object({
      items: z.array(
        z.object({
          productId: z.string(),
          productName: z.string(),
          productImage: z.string(),
          productPrice: LineTotalSchema,
          totalAmount: LineTotalSchema.describe(
            'Same as productPrice: the line total the original client calls totalAmount',
          ),
          quantity: z.number().int(),
          status: z.number().int(),
          cancellable: z.boolean().describe('status <= 1'),
        }),
      ),
      orderAmount: z.number(),
    }),
  })
  .openapi('CancellationDetails');

const CancelOrderBody = z.object({
  orderId: z.string({ error: 'orderId is required' }).min(1, 'orderId is required'),
  productIds: z
    .array(z.string().min(1), { error: 'Please select at least one item to cancel' })
    .min(1, 'Please select at least one item to cancel')
    .max(100),
  cancellationReason: z.enum(CANCELLATION_REASON_TEXTS, { error: 'Please select a cancellation reason' }),
  refundMethod: z
    .enum(['original', 'wallet'], { error: "refundMethod must be 'original' or 'wallet'" })
    .optional()
    .describe(
      "Where a paid order's refund goes (default 'original'); ignored, and stored as null, when nothing was paid",
    ),
});

export function cancellationRoutes(deps: Deps) {
  const router = createRouter();
  const auth = requireUser(deps);
  const orders = createOrderReader(deps.queries);
  const mail = orderMail(deps);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/order-cancellation/{orderId}',
      tags: ['Cancellation'],
      summary: 'An order with the items that can still be cancelled (needs the token, unlike the original client)',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { params: z.object({ orderId: z.string().min(1).max(100) }) },
      responses: { 200: ok(CancellationDetailsSchema), ...errors(400, 401, 404) },
    }),
    async (c) => {
      const order = await orders.row(c.req.valid('param').orderId, c.get('user').id);
      if (!order) throw refuse('CANCELLATION_DETAILS_NOT_FOUND');
      const items = (await orders.items(order.id)).map((i) => {
        const total = lineTotal(i);
        return {
          productId: i.productId,
          productName: i.productName,
          productImage: i.productImage,
          productPrice: total,
          totalAmount: total,
          quantity: i.quantity,
          status: i.status,
          cancellable: i.status <= LAST_CANCELLABLE_STATUS,
        };
      });
      return c.json(
        {
          orderId: order.id,
          id: order.id,
          orderDate: toTimestamp(order.orderDate),
          paymentMode: order.paymentMode,
          refundable: isPaid(order),
          product: { items, orderAmount: order.orderAmount },
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/cancel-order',
      tags: ['Cancellation'],
      summary:
        'Cancel items of an order (free of charge); stock goes back, and the order is cancelled when all items are',
      description: `Only items at status 0 or 1 can be cancelled. The cancellation that leaves no live item cancels the
order and returns the Thara coins redeemed on it (its creditCoins) to the balance, in the same transaction. A partial
cancellation returns no coins: the coin discount stays with the items still on the order. Idempotent: items already
cancelled are left as they are (a repeated request succeeds and changes nothing, and coins are never returned twice).
Only money received is refunded: an unpaid order (cash on delivery) refunds nothing and records no refund method; a paid
one refunds each item's line total to refundMethod, never more than what was paid for the order (each cancelled item's
cancel.refundAmount). The shopper is e-mailed (the outbox) what this request cancelled, the refund and where it goes, and
the coins that came back; a request that cancels nothing new sends nothing.`,
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { body: jsonBody(CancelOrderBody) },
      responses: { 200: ok(SuccessSchema), ...errors(400, 401, 404) },
    }),
    async (c) => {
      const { orderId, productIds, cancellationReason, refundMethod } = c.req.valid('json');
      const order = await orders.row(orderId, c.get('user').id);
      if (!order) throw refuse('ORDER_NOT_FOUND');
      const refundTo = isPaid(order) ? (refundMethod ?? 'original') : null;
      const { cancelledNow, at } = await transaction(deps.queries, async (trx) => {
        const items = await orders.items(order.id, trx);
        const wasLive = items.some((i) => i.status !== CANCELLED);
        const now = deps.clock.now();
        const cancelledNow: typeof items = [];
        for (const productId of new Set(productIds)) {
          const item = items.find((i) => i.productId === productId);
          if (item?.status === CANCELLED) continue;
          if (!item || item.status > LAST_CANCELLABLE_STATUS) throw refuse('NOT_CANCELLABLE');
          cancelledNow.push(item);
          await changes(
            trx,
            sql`UPDATE order_items SET status = ${CANCELLED}, cancellationDate = ${now},
                cancellationReason = ${cancellationReason}, refundMethod = ${refundTo}
              WHERE orderId = ${order.id} AND productId = ${productId}`,
          );
          await changes(trx, sql`UPDATE products SET stock = stock + ${item.quantity} WHERE productId = ${productId}`);
        }
        // Only the cancellation that ends the last live item cancels the order: coins are returned once.
        const after = await orders.items(order.id, trx);
        const endsOrder = wasLive && after.every((i) => i.status === CANCELLED);
        if (endsOrder) {
          await changes(trx, sql`UPDATE orders SET status = ${CANCELLED} WHERE id = ${order.id}`);
          if (order.creditCoins > 0)
            await changes(trx, sql`UPDATE users SET coin = coin + ${order.creditCoins} WHERE id = ${order.userId}`);
        }
        // A repeated request cancels nothing new and sends nothing.
        if (cancelledNow.length > 0) {
          const refunds = refundsOf(order, after);
          await mail.cancelled(
            {
              userId: order.userId,
              orderId: order.id,
              lines: cancelledNow.map((item) => ({
                name: item.productName,
                quantity: item.quantity,
                totalPaise: toPaise(item.unitPrice) * item.quantity,
                refundPaise: refunds.get(item.productId) ?? 0,
              })),
              refundTo,
              coinsReturned: endsOrder ? order.creditCoins : 0,
            },
            trx,
          );
        }
        return { cancelledNow, at: now };
      });
      // Once committed, the gateways are told, as of a fulfilment step: an open order page shows the cancellation.
      for (const { productId } of cancelledNow)
        deps.orderEvents.publish({ orderId: order.id, productId, userId: order.userId, status: CANCELLED, at });
      return c.json({ success: true, message: 'Order cancelled successfully' }, 200);
    },
  );

  return router;
}
