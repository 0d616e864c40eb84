// The e-mails an order sends its shopper: the confirmation the order-completed page promises, one for each
// cancellation and one for each fulfilment step of a line. They go through the outbox the one-time codes use
// (sandbox/otp.ts), in the transaction that places, cancels or steps: what is not written sends nothing, and what is
// always has its mail.
import type { ApiConfig } from '../config.ts';
import type { Queries } from '../db/queries.ts';
import type { OtpSandbox } from '../sandbox/otp.ts';
import { storefrontLink } from '../storefrontLinks.ts';
import { formatDeliveryPromiseAt } from '@marketplace/runtime/dates';
import { formatRupees } from './coins.ts';

/** A line of a placed order, as the mail lists it. */
export interface MailedLine {
  name: string;
  quantity: number;
  totalPaise: number;
}

export interface PlacedOrderMail {
  userId: string;
  parentOrderId: string;
  lines: MailedLine[];
  subTotalPaise: number;
  coins: number;
  coinDiscountPaise: number;
  totalPaise: number;
  cashOnDelivery: boolean;
  shipTo: { name: string; localArea: string; pincode: string };
  expectedDelivery: number;
}

export interface CancellationMail {
  userId: string;
  orderId: string;
  /** The lines this cancellation cancelled, each with what it refunds (0 when nothing was paid). */
  lines: (MailedLine & { refundPaise: number })[];
  /** Where the refund goes: the original payment or the wallet; null when nothing was paid (cash on delivery). */
  refundTo: 'original' | 'wallet' | null;
  /** Coins that came back with this cancellation (the order's last live item), else 0. */
  coinsReturned: number;
}

/** A line's fulfilment step (fulfilment.ts): 1 shipped, 2 out for delivery, 3 delivered. */
export interface StepMail {
  userId: string;
  orderId: string;
  productId: string;
  productName: string;
  quantity: number;
  status: number;
}

/** Each step as the order's tracker names it (the spec's words). */
const STEP_TITLES: Record<number, string> = { 1: 'On the Way', 2: 'Out of Delivery', 3: 'Delivered' };
const DELIVERED = 3;

const listed = (lines: MailedLine[]) =>
  lines.map((line) => `- ${line.name} × ${line.quantity}: ${formatRupees(line.totalPaise)}`);

export function orderMail(deps: { otp: OtpSandbox; config: ApiConfig }) {
  /** Sends `body` to the shopper's e-mail address, if the account has one. */
  async function send(userId: string, subject: string, body: (name: string) => string[], on: Queries) {
    const user = await on.selectFrom('users').select(['name', 'email']).where('id', '=', userId).executeTakeFirst();
    if (!user?.email) return;
    await deps.otp.deliver('email', user.email, subject, body(user.name).join('\n'), undefined, on);
  }

  return {
    /** The confirmation of a placed order (every seller's share under its one parent order ID). */
    placed: (order: PlacedOrderMail, on: Queries) =>
      send(
        order.userId,
        `Order confirmed: ${order.parentOrderId}`,
        (name) => [
          `Hi ${name}, thank you for your order!`,
          `Order ID: ${order.parentOrderId}`,
          '',
          ...listed(order.lines),
          '',
          `Sub Total: ${formatRupees(order.subTotalPaise)}`,
          ...(order.coins > 0
            ? [`Thara Coins Discount (${order.coins} coins): − ${formatRupees(order.coinDiscountPaise)}`]
            : []),
          `Total: ${formatRupees(order.totalPaise)} (${order.cashOnDelivery ? 'Cash on Delivery' : 'UPI or Other'})`,
          `Deliver to: ${order.shipTo.name}, ${order.shipTo.localArea} ${order.shipTo.pincode}`,
          `Est. Delivery by ${formatDeliveryPromiseAt(order.expectedDelivery)}`,
          '',
          `Your order: ${storefrontLink(deps.config, `/order-completed-page/${order.parentOrderId}`)}`,
        ],
        on,
      ),

    /** What a cancellation cancelled, what it refunds and where, and the coins that came back. */
    cancelled: (cancellation: CancellationMail, on: Queries) => {
      const refund = cancellation.lines.reduce((sum, line) => sum + line.refundPaise, 0);
      const refundLine =
        cancellation.refundTo === null
          ? 'Nothing was paid for this order, so no money is refunded.'
          : `Refund: ${formatRupees(refund)} to ${cancellation.refundTo === 'wallet' ? 'your wallet' : 'your original payment method'}.`;
      return send(
        cancellation.userId,
        `Order cancelled: ${cancellation.orderId}`,
        (name) => [
          `Hi ${name}, these items of order ${cancellation.orderId} are cancelled:`,
          '',
          ...listed(cancellation.lines),
          '',
          refundLine,
          ...(cancellation.coinsReturned > 0
            ? [`${cancellation.coinsReturned} Thara coins you redeemed on this order are back in your wallet.`]
            : []),
          '',
          `Your order: ${storefrontLink(deps.config, `/order-inner-page/${cancellation.orderId}`)}`,
        ],
        on,
      );
    },

    /**
     * A line's step, in the tracker's words, with the way to the order's tracker; once delivered, to the delivered
     * page and to the product's review form.
     */
    stepped: (step: StepMail, on: Queries) => {
      const title = STEP_TITLES[step.status]!;
      const link = (path: string) => storefrontLink(deps.config, path);
      return send(
        step.userId,
        `Order ${step.orderId}: ${title}`,
        (name) => [
          `Hi ${name}, an item of your order ${step.orderId} is at a new step:`,
          '',
          `- ${step.productName} × ${step.quantity}: ${title}`,
          '',
          ...(step.status === DELIVERED
            ? [
                `Your order: ${link(`/order-inner-page-delivered/${step.orderId}`)}`,
                `Review Product: ${link(`/product-page/${step.productId}#write-review`)}`,
              ]
            : [`Track your order: ${link(`/order-inner-page/${step.orderId}#track-details`)}`]),
        ],
        on,
      );
    },
  };
}

export type OrderMail = ReturnType<typeof orderMail>;
