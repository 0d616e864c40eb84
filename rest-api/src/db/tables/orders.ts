import type { Generated } from 'kysely';

export interface PaymentOrdersTable {
  id: string;
  userId: string;
  amount: number;
  currency: Generated<string>;
  status: Generated<string>;
  paymentId: string | null;
  createdAt: number;
  paidAt: number | null;
  verifiedAt: number | null;
  refundId: string | null;
  refundedAt: number | null;
}

export interface PaymentRefundsTable {
  refundId: string;
  paymentOrderId: string;
  userId: string;
  amount: number;
  reason: string;
  createdAt: number;
}

export interface OrdersTable {
  /** SQLite's implicit rowid; an identity column on PostgreSQL. */
  rowid: Generated<number>;
  id: string;
  parentOrderId: string;
  userId: string;
  sellerId: string;
  status: Generated<number>;
  orderDate: number;
  expectedDeliveryDate: number;
  deliveredDate: number | null;
  paymentMode: string;
  cod: number;
  creditCoins: Generated<number>;
  coinValue: Generated<number>;
  shipTo: string;
  orderAmount: number;
  razorpayOrderId: string | null;
  paymentStatus: Generated<'pending' | 'paid' | 'cod'>;
}

export interface OrderRequestsTable {
  userId: string;
  idempotencyKey: string;
  requestDigest: string;
  parentOrderId: string;
}

export interface OrderItemsTable {
  /** SQLite's implicit rowid; an identity column on PostgreSQL. */
  rowid: Generated<number>;
  orderId: string;
  productId: string;
  productName: string;
  productImage: string;
  unitPrice: number;
  listPrice: number;
  quantity: number;
  status: Generated<number>;
  productNote: string | null;
  cancellationDate: number | null;
  cancellationReason: string | null;
  refundMethod: 'original' | 'wallet' | null;
}

/** A fulfilment step an order line reached (1 shipped, 2 out for delivery, 3 delivered), once per step. */
export interface OrderItemEventsTable {
  orderId: string;
  productId: string;
  status: number;
  reachedAt: number;
}

export interface TicketsTable {
  /** SQLite's implicit rowid; an identity column on PostgreSQL. */
  rowid: Generated<number>;
  id: string;
  userId: string;
  issue: string;
  details: string;
  subject: string;
  departmentName: string;
  email: string;
  mobileNo: string;
  name: string;
  orderId: string | null;
  type: string;
  attachments: Generated<string>;
  status: Generated<string>;
  createdAt: number;
}

/** Orders and money: payment orders and refunds, orders, their items, steps and requests, support tickets. */
export interface OrderTables {
  payment_orders: PaymentOrdersTable;
  payment_refunds: PaymentRefundsTable;
  orders: OrdersTable;
  order_requests: OrderRequestsTable;
  order_items: OrderItemsTable;
  order_item_events: OrderItemEventsTable;
  tickets: TicketsTable;
}
