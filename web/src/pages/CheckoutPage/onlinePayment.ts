// The payment provider's checkout window. The development sandbox serves it from the storefront's origin; its
// result arrives by postMessage, accepted only from this origin and only from the window this page opened.

export interface PaidPayment {
  paymentOrderId: string;
  paymentId: string;
  signature: string;
}

interface SandboxMessage {
  type: 'sandbox-payment';
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

const isPayment = (data: unknown): data is SandboxMessage =>
  (data as SandboxMessage | null)?.type === 'sandbox-payment';

/** How a payment in the window ended: paid, the window closed before paying, or no window could open. */
export type PaymentResult = { kind: 'paid'; payment: PaidPayment } | { kind: 'closed' } | { kind: 'blocked' };

/** What the shopper reads when the payment window ended without a payment (nothing was charged or placed then). */
export const PAYMENT_NOT_MADE: Record<Exclude<PaymentResult['kind'], 'paid'>, string> = {
  closed: 'The payment window was closed before paying: nothing was charged or ordered. Press Pay Now to try again.',
  blocked:
    'Your browser blocked the payment window: allow pop-ups for this site, then press Pay Now again. Nothing was charged or ordered.',
};

/** The window the payment happens in, opened before its page is known. */
export interface PaymentWindow {
  /** Shows the provider's checkout at `url`; resolves once the shopper has paid or closed the window. */
  pay(url: string): Promise<PaymentResult>;
  /** Closes the window unused (the order was refused, or needed no payment). */
  discard(): void;
}

/**
 * Opens the payment window now, on the shopper's press: a window opened later (after the order is placed, a network
 * round trip on) is one a browser's pop-up blocker may stop. It says it is preparing the payment until `pay` is
 * given the checkout's address.
 */
export function openPaymentWindow(): PaymentWindow {
  const popup = window.open('', 'payment-checkout', 'popup,width=420,height=600');
  if (popup) {
    popup.document.title = 'Payment';
    popup.document.body.textContent = 'Preparing your payment…';
  }
  return {
    pay: (url) =>
      popup && !popup.closed ? paidIn(popup, url) : Promise.resolve({ kind: popup ? 'closed' : 'blocked' }),
    discard: () => popup?.close(),
  };
}

function paidIn(popup: Window, url: string): Promise<PaymentResult> {
  popup.location.href = url;
  return new Promise((resolve) => {
    const done = (result: PaymentResult) => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup || !isPayment(event.data)) return;
      popup.close();
      done({
        kind: 'paid',
        payment: {
          paymentOrderId: event.data.razorpay_order_id,
          paymentId: event.data.razorpay_payment_id,
          signature: event.data.razorpay_signature,
        },
      });
    };
    window.addEventListener('message', onMessage);
    // A window closed without a payment ends the attempt.
    const watch = window.setInterval(() => popup.closed && done({ kind: 'closed' }), 500);
  });
}
