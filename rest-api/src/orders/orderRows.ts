/** An orders row: one seller's share of a placed (parent) order. */
export interface OrderRow {
  id: string;
  parentOrderId: string;
  userId: string;
  sellerId: string;
  status: number;
  orderDate: number;
  expectedDeliveryDate: number;
  deliveredDate: number | null;
  paymentMode: string;
  cod: number;
  creditCoins: number;
  coinValue: number;
  shipTo: string;
  orderAmount: number;
  razorpayOrderId: string | null;
  paymentStatus: 'pending' | 'paid' | 'cod';
}

/** An order_items row with the brand and store names of its product. */
export interface OrderItemRow {
  orderId: string;
  productId: string;
  productName: string;
  productImage: string;
  unitPrice: number;
  listPrice: number;
  quantity: number;
  status: number;
  productNote: string | null;
  cancellationDate: number | null;
  cancellationReason: string | null;
  refundMethod: 'original' | 'wallet' | null;
  brandName: string;
  storename: string;
}

export const CANCELLED = 4;
