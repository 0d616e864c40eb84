import { z } from '@hono/zod-openapi';
import { optionalTimestamp, toTimestamp, type Timestamp } from '../clock.ts';
import { sql, type RawBuilder } from 'kysely';
import { json } from '../db/open.ts';
import { all, first, type Queries } from '../db/queries.ts';
import { snapshot } from '../db/transaction.ts';
import { TimestampSchema } from './timestamp.ts';
import { toPaise, toRupees } from '@marketplace/runtime/money';
import { refundsOf } from '../orders/cancellationRefunds.ts';
import { CANCELLED, type OrderItemRow, type OrderRow } from '../orders/orderRows.ts';

export const ShipToSchema = z
  .object({
    name: z.string(),
    houseName: z.string(),
    landMark: z.string().nullable(),
    localArea: z.string(),
    state: z.string(),
    pincode: z.string(),
    phoneNumber: z.string(),
  })
  .openapi('ShipTo');
export type ShipTo = z.infer<typeof ShipToSchema>;

// `.nullable()` on a referenced schema renders as allOf [$ref, {type: [object, null]}], which rejects null.
const NullableTimestamp = z.union([TimestampSchema, z.null()]);

export const LineTotalSchema = z
  .number()
  .describe('Line total paid, rupees: unit price (productDetails.offerPrice) × quantity, to the paisa');

/** What an item line cost: unit price paid × quantity, rounded to the paisa. */
export const lineTotal = (r: Pick<OrderItemRow, 'unitPrice' | 'quantity'>) =>
  toRupees(toPaise(r.unitPrice) * r.quantity);

const StatusSchema = z
  .number()
  .int()
  .min(0)
  .max(4)
  .describe('0 placed, 1 shipped, 2 out for delivery, 3 delivered, 4 cancelled');

export const OrderItemSchema = z
  .object({
    productId: z.string(),
    productName: z.string(),
    productImage: z.string(),
    productPrice: LineTotalSchema,
    quantity: z.number().int(),
    status: StatusSchema,
    productNote: z.string().nullable(),
    steps: z
      .array(z.object({ status: z.number().int().min(1).max(3), reachedAt: TimestampSchema }))
      .describe(
        'The fulfilment steps the line reached and when (1 shipped, 2 out for delivery, 3 delivered), in order; placement is the order’s orderDate',
      ),
    brandDetails: z.object({ brandName: z.string() }),
    sellerDetails: z.object({ storedetails: z.object({ storename: z.string() }) }),
    productDetails: z.object({
      price: z.number().describe('List price (MRP) at order time'),
      offerPrice: z.number().describe('Unit price paid, rupees'),
    }),
    cancel: z
      .object({
        cancellationDate: NullableTimestamp,
        cancellationReason: z.string().nullable(),
        refundMethod: z
          .enum(['original', 'wallet'])
          .nullable()
          .describe('Where the refund went; null when nothing was refunded'),
        refundAmount: z
          .number()
          .describe(
            'What the cancellation refunded, rupees: 0 while nothing had been paid (cash on delivery); coins come back as coins',
          ),
      })
      .nullable()
      .describe('Set on cancelled items'),
  })
  .openapi('OrderItem');

export const OrderSchema = z
  .object({
    id: z.string(),
    orderId: z.string(),
    parentOrderId: z.string(),
    status: StatusSchema.describe('Lowest status of the non-cancelled items; 4 when every item is cancelled'),
    orderDate: TimestampSchema,
    expectedDeliveryDate: TimestampSchema,
    deliveredDate: NullableTimestamp,
    paymentMode: z.string().describe("'COD', 'Pre-paid' or 'UPI'"),
    cod: z.boolean(),
    creditCoins: z.number().int(),
    coinValue: z.number(),
    paymentStatus: z.enum(['pending', 'paid', 'cod']),
    shipTo: ShipToSchema,
    product: z.object({
      orderAmount: z
        .number()
        .describe(
          "This seller's items total minus the coin discount taken on this order (creditCoins × coinValue), rupees; not reduced by cancellations",
        ),
      items: z
        .array(OrderItemSchema)
        .describe(
          'Items not cancelled; while none is cancelled, the sum of their productPrice minus creditCoins × coinValue is orderAmount',
        ),
    }),
    cancelledOrders: z.array(OrderItemSchema).describe('Cancelled items'),
  })
  .openapi('Order');
export type Order = z.infer<typeof OrderSchema>;

/** Status of an order as a whole: the lowest status among its live items, cancelled when none is live. */
export function orderStatus(items: Pick<OrderItemRow, 'status'>[], fallback: number): number {
  if (items.length === 0) return fallback;
  const live = items.filter((i) => i.status !== CANCELLED).map((i) => i.status);
  return live.length ? Math.min(...live) : CANCELLED;
}

/** The address snapshot stored with an order, reduced to the documented fields. */
function shipTo(text: string): ShipTo {
  const a = json<Partial<Record<keyof ShipTo, string | null>>>(text, {});
  const str = (v: string | null | undefined) => v ?? '';
  return {
    name: str(a.name),
    houseName: str(a.houseName),
    landMark: a.landMark || null,
    localArea: str(a.localArea),
    state: str(a.state),
    pincode: str(a.pincode),
    phoneNumber: str(a.phoneNumber),
  };
}

/** A line's fulfilment steps, by product. */
type Steps = Map<string, { status: number; reachedAt: Timestamp }[]>;

function item(r: OrderItemRow, refunds: Map<string, number>, steps: Steps): z.infer<typeof OrderItemSchema> {
  return {
    productId: r.productId,
    productName: r.productName,
    productImage: r.productImage,
    productPrice: lineTotal(r),
    quantity: r.quantity,
    status: r.status,
    productNote: r.productNote,
    steps: steps.get(r.productId) ?? [],
    brandDetails: { brandName: r.brandName },
    sellerDetails: { storedetails: { storename: r.storename } },
    productDetails: { price: r.listPrice, offerPrice: r.unitPrice },
    cancel:
      r.status === CANCELLED
        ? {
            cancellationDate: optionalTimestamp(r.cancellationDate),
            cancellationReason: r.cancellationReason,
            refundMethod: refunds.get(r.productId) ? r.refundMethod : null,
            refundAmount: toRupees(refunds.get(r.productId) ?? 0),
          }
        : null,
  };
}

/** Reads a user's orders; every lookup is scoped to the user, so another user's order is simply not found. */
export function createOrderReader(db: Queries) {
  const itemsOf = (orderId: string, on: Queries = db) =>
    all(
      on,
      sql<OrderItemRow>`SELECT i.*, b.brandName, s.storename FROM order_items i
        JOIN products p ON p.productId = i.productId JOIN brands b ON b.brandId = p.brandId
        JOIN sellers s ON s.sellerId = p.sellerId
        WHERE i.orderId = ${orderId} ORDER BY i.rowid`,
    );

  async function stepsOf(orderId: string, on: Queries): Promise<Steps> {
    const steps: Steps = new Map();
    for (const e of await all(
      on,
      sql<{ productId: string; status: number; reachedAt: number }>`SELECT productId, status, reachedAt
        FROM order_item_events WHERE orderId = ${orderId} ORDER BY status`,
    ))
      steps.set(e.productId, [
        ...(steps.get(e.productId) ?? []),
        { status: e.status, reachedAt: toTimestamp(e.reachedAt) },
      ]);
    return steps;
  }

  /** The order of `row`, its lines and steps read on `on` (the snapshot `row` was read in). */
  async function serialize(row: OrderRow, on: Queries): Promise<Order> {
    const [items, steps] = await Promise.all([itemsOf(row.id, on), stepsOf(row.id, on)]);
    const refunds = refundsOf(row, items);
    const line = (i: OrderItemRow) => item(i, refunds, steps);
    return {
      id: row.id,
      orderId: row.id,
      parentOrderId: row.parentOrderId,
      status: orderStatus(items, row.status),
      orderDate: toTimestamp(row.orderDate),
      expectedDeliveryDate: toTimestamp(row.expectedDeliveryDate),
      deliveredDate: optionalTimestamp(row.deliveredDate),
      paymentMode: row.paymentMode,
      cod: row.cod === 1,
      creditCoins: row.creditCoins,
      coinValue: row.coinValue,
      paymentStatus: row.paymentStatus,
      shipTo: shipTo(row.shipTo),
      product: { orderAmount: row.orderAmount, items: items.filter((i) => i.status !== CANCELLED).map(line) },
      cancelledOrders: items.filter((i) => i.status === CANCELLED).map(line),
    };
  }

  const byId = (orderId: string, userId: string) =>
    sql<OrderRow>`SELECT * FROM orders WHERE id = ${orderId} AND userId = ${userId}`;

  /** The orders of the rows `query` selects, each whole as of one moment (db/transaction.ts's snapshot). */
  const ordersOf = (query: RawBuilder<OrderRow>) =>
    snapshot(db, async (trx) => Promise.all((await all(trx, query)).map((r) => serialize(r, trx))));

  return {
    /** The order's items, read on `on` (a transaction) or the reader's database. */
    items: itemsOf,
    /** The raw row of one of the user's orders. */
    row: (orderId: string, userId: string) => first(db, byId(orderId, userId)),
    one: async (orderId: string, userId: string) => (await ordersOf(byId(orderId, userId)))[0],
    ofParent: (parentOrderId: string, userId: string) =>
      ordersOf(
        sql<OrderRow>`SELECT * FROM orders WHERE parentOrderId = ${parentOrderId} AND userId = ${userId} ORDER BY rowid`,
      ),
    ofUser: (userId: string) =>
      ordersOf(sql<OrderRow>`SELECT * FROM orders WHERE userId = ${userId} ORDER BY orderDate DESC, rowid DESC`),
  };
}

export type OrderReader = ReturnType<typeof createOrderReader>;
