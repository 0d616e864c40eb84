import { createHash } from 'node:crypto';
import type { Deps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import { createRouter } from '../http.ts';
import { formatRupees } from '../orders/coins.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const STYLE = `
body{font-family:system-ui,sans-serif;background:#f4f6fb;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:32px;width:320px;text-align:center}
h1{font-size:18px;margin:0 0 4px}p{color:#555;margin:4px 0}.amount{font-size:32px;font-weight:700;color:#111;margin:16px 0}
button{background:#2563eb;color:#fff;border:0;border-radius:8px;padding:12px;width:100%;font-size:16px;cursor:pointer}
button:disabled{opacity:.6;cursor:default}#result{margin-top:16px;font-size:14px;word-break:break-all}
`;

// The result goes only to a window of this page's own origin (the storefront that opened it), never to '*'.
const SCRIPT = `
document.getElementById('pay').addEventListener('click', async (event) => {
  const button = event.currentTarget, result = document.getElementById('result');
  button.disabled = true;
  const res = await fetch(location.pathname.replace(/\\/$/, '') + '/pay', { method: 'POST' });
  const body = await res.json();
  if (!res.ok) { result.textContent = body.message; button.disabled = false; return; }
  result.textContent = 'Payment complete: ' + body.razorpay_payment_id;
  if (window.opener) window.opener.postMessage({ type: 'sandbox-payment', ...body }, location.origin);
});
`;

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The window runs its one script and style (by hash), talks to its own origin, and cannot be framed. */
const CHECKOUT_CSP = `default-src 'none'; script-src ${hash(SCRIPT)}; style-src ${hash(STYLE)}; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

/** The provider's checkout window, played locally. The result goes to the opener by postMessage. */
function checkoutPage(orderId: string, amount: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox checkout</title>
<style>${STYLE}</style></head>
<body><main>
<h1>Sandbox payment</h1><p>Order ${escapeHtml(orderId)}</p>
<div class="amount">${amount}</div>
<button id="pay" type="button">Pay ${amount}</button>
<div id="result" role="status"></div>
</main>
<script>${SCRIPT}</script>
</body></html>`;
}

/** Dev-only stand-in for the payment provider's hosted checkout; not part of the documented API. */
export function checkoutRoutes(deps: Deps) {
  const router = createRouter();

  const payable = async (orderId: string) => {
    const order = await deps.payment.find(orderId);
    if (!order) throw refuse('PAYMENT_ORDER_NOT_FOUND');
    if (order.status === 'paid') throw refuse('PAYMENT_ALREADY_COMPLETED');
    return order;
  };

  router.get('/sandbox/checkout/:orderId', async (c) => {
    const order = await payable(c.req.param('orderId'));
    return c.html(checkoutPage(order.id, formatRupees(order.amount)), 200, { 'Content-Security-Policy': CHECKOUT_CSP });
  });

  router.post('/sandbox/checkout/:orderId/pay', async (c) =>
    c.json(await deps.payment.pay((await payable(c.req.param('orderId'))).id), 200),
  );

  return router;
}
