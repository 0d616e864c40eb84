import type { Selectable } from 'kysely';
import type { OrderItemsTable, OrdersTable } from '../db/tables/orders.ts';

/** An orders row: one seller's share of a placed (parent) order. */
export type OrderRow = Omit<Selectable<OrdersTable>, 'rowid'>;

/** An order_items row with the brand and store names of its product. */
export interface OrderItemRow extends Omit<Selectable<OrderItemsTable>, 'rowid'> {
  brandName: string;
  storename: string;
}

export const CANCELLED = 4;
