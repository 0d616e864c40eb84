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

/** Opens the checkout window at `url`; resolves with the payment, or null when the shopper closes it unpaid. */
export function payInWindow(url: string): Promise<PaidPayment | null> {
  const popup = window.open(url, 'payment-checkout', 'popup,width=420,height=600');
  if (!popup) return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = (result: PaidPayment | null) => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup || !isPayment(event.data)) return;
      popup.close();
      done({
        paymentOrderId: event.data.razorpay_order_id,
        paymentId: event.data.razorpay_payment_id,
        signature: event.data.razorpay_signature,
      });
    };
    window.addEventListener('message', onMessage);
    // A window closed without a payment ends the attempt.
    const watch = window.setInterval(() => popup.closed && done(null), 500);
  });
}
