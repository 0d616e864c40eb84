import { createRoute, z } from '@hono/zod-openapi';
import { transaction } from '../db/transaction.ts';
import type { Deps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import { ABANDONED_PAYMENT_MS, createPaymentRefunds } from '../orders/paymentRefunds.ts';
import { bearerSecurity, createRouter, errors, jsonBody, ok, requireUser } from '../http.ts';
import { toPaise } from '@marketplace/runtime/money';
import { createCoinRules, formatRupees } from '../orders/coins.ts';

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

const ABANDONED_MINUTES = ABANDONED_PAYMENT_MS / 60_000;

const RefundSchema = z
  .object({
    refundId: z.string().describe("The provider's refund id"),
    razorpay_order_id: z.string(),
    amount: z.number().int().describe('Amount refunded, in paise: the whole payment'),
    reason: z.string(),
    message: z.string().describe('"Your payment of ₹X has been refunded"'),
  })
  .openapi('PaymentRefund');

const VerifyPaymentSchema = z.object({
  razorpay_order_id: z.string().min(1, 'razorpay_order_id is required'),
  razorpay_payment_id: z.string().min(1, 'razorpay_payment_id is required'),
  razorpay_signature: z.string().min(1, 'razorpay_signature is required'),
});

export function paymentsRoutes(deps: Deps) {
  const router = createRouter();
  const auth = requireUser(deps);
  const coins = createCoinRules(deps.queries);
  const refunds = createPaymentRefunds(deps);

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
    async (c) => {
      const rules = await coins.settings();
      const total = toPaise(Number(c.req.valid('query').orderTotal));
      const redeemableCoins = await coins.redeemable(c.get('user').id, total, rules);
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
    async (c) => {
      const order = await deps.payment.createOrder(c.get('user').id, toPaise(c.req.valid('json').amount));
      return c.json(
        { orderId: order.id, amount: order.amount, currency: 'INR' as const, keyId: deps.config.paymentKeyId },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/verify-payment',
      tags: ['Payments'],
      summary: "Verify the provider's payment signature: the payment may then back one pre-paid placement",
      description:
        'The signature is HMAC_SHA256(order_id + "|" + payment_id, secret) of the stored payment order. A refunded ' +
        'payment answers 409 with code PAYMENT_REFUNDED, a second verification 409 "Payment already verified".',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { body: jsonBody(VerifyPaymentSchema) },
      responses: {
        200: ok(z.object({ status: z.literal('success'), message: z.string() }).openapi('PaymentVerified')),
        ...errors(400, 401, 409),
      },
    }),
    async (c) => {
      const user = c.get('user');
      const body = c.req.valid('json');
      const result = await transaction(deps.queries, (trx) =>
        deps.payment.verify(user.id, body.razorpay_order_id, body.razorpay_payment_id, body.razorpay_signature, trx),
      );
      if (result === 'already-verified') throw refuse('PAYMENT_ALREADY_VERIFIED');
      if (result === 'refunded') throw refuse('PAYMENT_REFUNDED', { status: 409 });
      if (result !== 'ok') throw refuse('PAYMENT_VERIFICATION_FAILED');
      return c.json({ status: 'success' as const, message: 'Payment Successful!' }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/refund-payment',
      tags: ['Payments'],
      summary: 'Give back a captured payment that no order used',
      description:
        'Every captured payment ends in an order or a refund. A client whose placement failed after the shopper ' +
        'paid (stock sold out meanwhile, an address no longer deliverable, a lost answer) asks for the refund here; ' +
        'the whole amount goes back through the provider and the marketplace keeps a record with the reason. A ' +
        'payment refunded before answers that refund again. Payments nobody placed or refunded are refunded by the ' +
        `API itself ${ABANDONED_MINUTES} minutes after capture. 409 with code PAYMENT_USED when an order used the ` +
        'payment, PAYMENT_NOT_CAPTURED when it was never paid; 404 for a payment order of another user.',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: {
        body: jsonBody(
          z.object({
            razorpay_order_id: z.string().min(1, 'razorpay_order_id is required'),
            reason: z
              .string()
              .trim()
              .min(1, 'reason is required')
              .max(200, 'reason must be at most 200 characters')
              .describe('Why no order was placed'),
          }),
        ),
      },
      responses: { 200: ok(RefundSchema), ...errors(400, 401, 404, 409) },
    }),
    async (c) => {
      const { razorpay_order_id, reason } = c.req.valid('json');
      const refund = await refunds.refundUnused(razorpay_order_id, reason, c.get('user').id);
      return c.json(
        {
          refundId: refund.refundId,
          razorpay_order_id,
          amount: refund.amount,
          reason: refund.reason,
          message: `Your payment of ${formatRupees(refund.amount)} has been refunded`,
        },
        200,
      );
    },
  );

  return router;
}
