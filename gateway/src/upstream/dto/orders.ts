// Orders, checkout and payment as the REST API answers them.
import type { Timestamp } from './catalog.ts';

export interface OrderItemDTO {
  productId: string;
  productName: string;
  productImage: string;
  /** The line total paid. */
  productPrice: number;
  quantity: number;
  status: number;
  brandDetails: { brandName: string };
  sellerDetails: { storedetails: { storename: string } };
  /** List price and unit price paid, at order time. */
  productDetails: { price: number; offerPrice: number };
  cancel: { cancellationDate: Timestamp | null; cancellationReason: string | null; refundMethod: 'original' | 'wallet' | null; refundAmount: number } | null;
}

/** The address snapshot an order ships to. */
export interface ShipToDTO {
  name: string;
  houseName: string;
  landMark: string | null;
  localArea: string;
  state: string;
  pincode: string;
  phoneNumber: string;
}

export interface OrderDTO {
  orderId: string;
  parentOrderId: string;
  /** Lowest status of the live items; 4 when every item is cancelled. */
  status: number;
  orderDate: Timestamp;
  expectedDeliveryDate: Timestamp;
  deliveredDate: Timestamp | null;
  paymentMode: string;
  /** 'paid' online (captured and verified before placement), 'cod' cash on delivery; 'pending' only on old rows. */
  paymentStatus: 'pending' | 'paid' | 'cod';
  creditCoins: number;
  coinValue: number;
  shipTo: ShipToDTO;
  /** Live items only; `orderAmount` is not reduced by cancellations. */
  product: { orderAmount: number; items: OrderItemDTO[] };
  cancelledOrders: OrderItemDTO[];
}

/** GET /get-coin-range: what an order total lets the shopper redeem. */
export interface CoinRangeDTO {
  redeemableCoins: number;
  coinValue: number;
  percentage: number;
}

/** POST /create-order: a payment provider order. */
export interface PaymentOrderDTO {
  orderId: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  keyId: string;
}

/** POST /refund-payment: a captured payment given back whole. */
export interface PaymentRefundDTO {
  refundId: string;
  razorpay_order_id: string;
  /** Paise. */
  amount: number;
  reason: string;
  /** "Your payment of ₹X has been refunded". */
  message: string;
}
