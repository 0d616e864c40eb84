import { createRoute, z } from '@hono/zod-openapi';
import type { Deps } from '../deps.ts';
import { badRequest, conflict } from '../errors.ts';
import { bearerSecurity, createRouter, errors, jsonBody, ok, requireUser } from '../http.ts';
import { createCoinRules, toPaise } from '../orders/coins.ts';

/** Largest amount one payment order may carry (₹1 crore), so paise stay well inside integer range. */
const MAX_AMOUNT_RUPEES = 10_000_000;

const hasAtMostTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

const CoinRangeSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      redeemableCoins: z.number().int().describe('min(coin balance, floor(orderTotal × percentage ÷ 100 ÷ coinValue))'),
      coinValue: z.number().describe('Rupees per coin'),
      percentage: z.number().describe('Share of the order total coins may pay for'),
    }),
  })
  .openapi('CoinRange');

const PaymentOrderSchema = z
  .object({
    orderId: z.string().describe('Payment provider order id (razorpay_order_id)'),
    amount: z.number().int().describe('Amount in paise'),
    currency: z.literal('INR'),
    keyId: z.string().describe('Public key id for the provider checkout'),
  })
  .openapi('PaymentOrder');

const VerifyPaymentSchema = z.object({
  razorpay_order_id: z.string().min(1, 'razorpay_order_id is required'),
  razorpay_payment_id: z.string().min(1, 'razorpay_payment_id is required'),
  razorpay_signature: z.string().min(1, 'razorpay_signature is required'),
});

export function paymentsRoutes(deps: Deps) {
  const router = createRouter();
  const auth = requireUser(deps);
  const coins = createCoinRules(deps.db);
  const markOrdersPaid = deps.db.prepare(
    `UPDATE orders SET paymentStatus = 'paid' WHERE razorpayOrderId = ? AND userId = ?`,
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/get-coin-range',
      tags: ['Payments'],
      summary: 'Thara coins the user may redeem on an order of this total',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: {
        query: z.object({
          orderTotal: z
            .string({ error: 'orderTotal must be a positive number' })
            .regex(/^\d+(\.\d+)?$/, 'orderTotal must be a positive number')
            .refine((v) => Number(v) > 0, 'orderTotal must be a positive number')
            .describe('Payable total in rupees'),
        }),
      },
      responses: { 200: ok(CoinRangeSchema), ...errors(400, 401) },
    }),
    (c) => {
      const rules = coins.settings();
      const total = toPaise(Number(c.req.valid('query').orderTotal));
      const redeemableCoins = coins.redeemable(c.get('user').id, total, rules);
      return c.json({ success: true as const, data: { redeemableCoins, ...rules } }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/create-order',
      tags: ['Payments'],
      summary: 'Create a payment provider order for a pre-paid checkout',
      description: `The amount is charged as given (rupees, at most 2 decimals, at most ₹${MAX_AMOUNT_RUPEES}); a pre-paid placement later requires it to equal the order total.`,
      security: bearerSecurity,
      middleware: [auth] as const,
      request: {
        body: jsonBody(
          z.object({
            amount: z
              .number({ error: 'Amount must be a number in rupees' })
              .positive('Amount must be greater than 0')
              .max(MAX_AMOUNT_RUPEES, `Amount must be at most ${MAX_AMOUNT_RUPEES} rupees`)
              .refine(hasAtMostTwoDecimals, 'Amount must have at most 2 decimals'),
          }),
        ),
      },
      responses: { 200: ok(PaymentOrderSchema), ...errors(400, 401) },
    }),
    (c) => {
      const order = deps.payment.createOrder(c.get('user').id, toPaise(c.req.valid('json').amount));
      return c.json({ orderId: order.id, amount: order.amount, currency: 'INR' as const, keyId: deps.config.paymentKeyId }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/verify-payment',
      tags: ['Payments'],
      summary: "Verify the provider's payment signature and mark the payment order (and its placed orders) paid",
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { body: jsonBody(VerifyPaymentSchema) },
      responses: {
        200: ok(z.object({ status: z.literal('success'), message: z.string() }).openapi('PaymentVerified')),
        ...errors(400, 401, 409),
      },
    }),
    (c) => {
      const user = c.get('user');
      const body = c.req.valid('json');
      deps.db.transaction(() => {
        const result = deps.payment.verify(user.id, body.razorpay_order_id, body.razorpay_payment_id, body.razorpay_signature);
        if (result === 'already-paid') throw conflict('Payment already verified');
        if (result !== 'ok') throw badRequest('Payment verification failed!');
        markOrdersPaid.run(body.razorpay_order_id, user.id);
      })();
      return c.json({ status: 'success' as const, message: 'Payment Successful!' }, 200);
    },
  );

  return router;
}
