import { createRoute, z } from '@hono/zod-openapi';
import type { Deps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import { bearerSecurity, createRouter, errors, jsonBody, ok, requireUser } from '../http.ts';
import { createOrderPlacement, PAYMENT_MODES, type PlacementKind } from '../orders/placement.ts';
import { pricedLine, pricedLineAnswer } from '../orders/pricing.ts';
import { toRupees } from '@marketplace/runtime/money';
import { AddressInputSchema } from './addressInput.ts';

// The saved-address rules, reduced to the fields an order keeps (shipTo).
const { name, phoneNumber, houseName, localArea, landMark, pincode, state } = AddressInputSchema.shape;
const ShipToInput = z.object(
  { name, phoneNumber, houseName, localArea, landMark, pincode, state },
  { error: 'Please select a delivery address' },
);

const ProductLine = z.object({
  id: z.string({ error: 'Product id is required' }).min(1, 'Product id is required'),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .positive('Quantity must be at least 1'),
  productNote: z.string().max(500, 'Delivery note must be at most 500 characters').optional().describe('Delivery note'),
});

function placeOrderBody(kind: PlacementKind) {
  const products = z.array(ProductLine, { error: 'products must be a list' });
  return z.object({
    paymentMode: z.enum(PAYMENT_MODES, { error: "paymentMode must be 'Cash on Delivery', 'Pre-paid' or 'UPI'" }),
    cod: z.boolean({ error: 'cod must be true or false' }),
    products:
      kind === 'cart'
        ? products.min(1, 'No Product in Your Cart').max(100, 'At most 100 products per order')
        : products.length(1, 'Exactly one product is required'),
    totalPrice: z
      .number({ error: 'totalPrice must be a number' })
      .positive('totalPrice must be greater than 0')
      .describe('Payable total in rupees, as the client computed it'),
    address: ShipToInput,
    creditCoins: z
      .number({ error: 'creditCoins must be a number' })
      .int('creditCoins must be a whole number')
      .min(0, 'creditCoins cannot be negative'),
    coinValue: z.number({ error: 'coinValue must be a number' }).describe('Rupees per coin from /get-coin-range'),
    razorpayOrderId: z
      .string()
      .max(100)
      .nullish()
      .describe('Payment order from /create-order; required for Pre-paid and UPI'),
  });
}

const KEY_LENGTH = 'Idempotency-Key must be 8 to 100 characters';
const IdempotencyKey = z.string().min(8, KEY_LENGTH).max(100, KEY_LENGTH);

const PlacedSchema = z
  .object({ orderId: z.string().describe('Parent order id'), message: z.string() })
  .openapi('OrderPlaced');

const RULES = `Prices come from the catalog by the one price rule: the unit price is the product's tier price whose range
holds the line's quantity ("Buy more, pay less"), else its offerPrice; the sub total is the sum of unit price × quantity,
the coin discount creditCoins × coinValue (coinValue must be the current setting; creditCoins at most the
/get-coin-range amount for the sub total and the balance), and totalPrice must equal sub total − discount to the paisa.
The order is split into one order per seller; the coin discount is taken from the first seller's order, spilling over
to the next when it exceeds that order's amount.

Deliberately stricter than the original client: paymentMode must agree with cod ('Cash on Delivery' ⇔ cod true, and
then no razorpayOrderId), and a 'Pre-paid' or 'UPI' placement must carry the razorpayOrderId of a /create-order
payment order of this user that was paid and verified (/verify-payment), for exactly the total, not refunded, and
used by no other placement: a prepaid order exists only with a verified payment. The original cart checkout sent
'Cash on Delivery' with a 1-rupee payment order and the original Buy Now checkout sent no payment reference at all,
either of which would let an unpaid order through.

An \`Idempotency-Key\` header (8..100 characters) makes a retry of the same request (same kind and body) return the
first order (200) without placing another; the same key with a different request answers 409 and writes nothing.
Everything runs in one transaction, the shopper's confirmation e-mail (to the outbox) included: a rejected request writes
and sends nothing, a retry sends no second e-mail. A refusal carries a machine \`code\`
(NOT_DELIVERABLE, OUT_OF_STOCK, QUANTITY_OUT_OF_RANGE, PRODUCT_UNAVAILABLE, PRICE_CHANGED, NOT_ENOUGH_COINS,
PAYMENT_REQUIRED, PAYMENT_NOT_FOUND, PAYMENT_NOT_VERIFIED, PAYMENT_AMOUNT_MISMATCH, PAYMENT_REFUNDED, PAYMENT_USED,
INVALID_INPUT) and the body \`field\` at fault (\`address.pincode\`, \`products.0.quantity\`, ...).`;

const CHECK_RULES = `Runs every check of the placement at the same path without placing anything: a pre-paid checkout asks
before it takes the shopper's money, so an order that would be refused (an undeliverable pincode, stock, quantity
bounds, prices, coins) is refused before any payment. Same body, except that razorpayOrderId is not needed; answers
the refusal the placement would answer now, or 200 with the total to charge and the lines as it will charge them.`;

const PricedLineSchema = z
  .object({
    id: z.string().describe('Product id'),
    quantity: z.number().int(),
    unitPrice: z.number().describe('Rupees charged per unit at this quantity, by the one price rule'),
    lineTotal: z.number().describe('unitPrice × quantity in rupees, to the paisa'),
  })
  .openapi('PricedLine');

const CheckedSchema = z
  .object({
    totalPrice: z.number().describe('The payable total in rupees the placement will charge'),
    lines: z.array(PricedLineSchema).describe("The order's lines, in the body's order, as the placement prices them"),
    message: z.string(),
  })
  .openapi('OrderCheck');

const PRICE_RULES = `The unit price a placement charges for this many units, by the one price rule (the tier price whose range
holds the quantity, else the offerPrice): clients show and send what this answers instead of computing it. The quantity
is priced as asked; the placement checks its bounds and the stock.`;

export function orderPlacementRoutes(deps: Deps) {
  const router = createRouter();
  const auth = requireUser(deps);
  const placement = createOrderPlacement(deps);
  const headers = z.object({ 'idempotency-key': IdempotencyKey.optional() });
  const responses = {
    201: ok(PlacedSchema, 'Order placed'),
    200: ok(PlacedSchema, 'A retry with the same Idempotency-Key and request: the order placed first'),
    ...errors(400, 401),
    409: { ...errors(409)[409], description: 'The Idempotency-Key was already used for a different request' },
  };

  const endpoints: [string, PlacementKind, string][] = [
    ['/place-order', 'cart', 'Place the cart checkout order (the ordered products leave the cart)'],
    ['/single-product-place-order', 'single', 'Place a Buy Now order for one product (quantity b2bminQty..b2bMaxQty)'],
  ];
  for (const [path, kind, summary] of endpoints) {
    router.openapi(
      createRoute({
        method: 'post',
        path,
        tags: ['Orders'],
        summary,
        description: RULES,
        security: bearerSecurity,
        middleware: [auth] as const,
        request: { headers, body: jsonBody(placeOrderBody(kind)) },
        responses,
      }),
      async (c) => {
        const key = c.req.valid('header')['idempotency-key'];
        const { orderId, replayed } = await placement.place(c.get('user').id, c.req.valid('json'), kind, key);
        return c.json({ orderId, message: 'Order placed successfully' }, replayed ? 200 : 201);
      },
    );
    router.openapi(
      createRoute({
        method: 'post',
        path: `${path}/check`,
        tags: ['Orders'],
        summary: `Check a ${path} placement without placing it`,
        description: CHECK_RULES,
        security: bearerSecurity,
        middleware: [auth] as const,
        request: { body: jsonBody(placeOrderBody(kind)) },
        responses: { 200: ok(CheckedSchema, 'The placement would be accepted now'), ...errors(400, 401) },
      }),
      async (c) => {
        const { totalPaise, lines } = await placement.check(c.get('user').id, c.req.valid('json'), kind);
        return c.json({ totalPrice: toRupees(totalPaise), lines, message: 'The order can be placed' }, 200);
      },
    );
  }

  router.openapi(
    createRoute({
      method: 'get',
      path: '/product-price/{productId}',
      tags: ['Orders'],
      summary: 'The unit price and line total a placement charges for a quantity of a product',
      description: PRICE_RULES,
      request: {
        params: z.object({ productId: z.string().min(1) }),
        query: z.object({
          quantity: z.coerce
            .number({ error: 'Quantity must be a number' })
            .int('Quantity must be a whole number')
            .positive('Quantity must be at least 1')
            .max(1_000_000, 'Quantity must be at most 1000000'),
        }),
      },
      responses: { 200: ok(PricedLineSchema, 'The line as a placement would price it now'), ...errors(400, 404) },
    }),
    async (c) => {
      const { productId } = c.req.valid('param');
      const { quantity } = c.req.valid('query');
      const product = await deps.products.row(productId);
      if (!product) throw refuse('PRODUCT_NOT_FOUND');
      return c.json(pricedLineAnswer(productId, quantity, pricedLine(product, quantity)), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/order-request/{idempotencyKey}',
      tags: ['Orders'],
      summary: 'The order a placement with this Idempotency-Key placed, if any',
      description:
        "Lets a client that lost a placement's answer (a timeout, a reload) find the order it placed, even after the " +
        "placement emptied the cart it was built from. Only the signed-in user's own keys; any other is 404.",
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { params: z.object({ idempotencyKey: IdempotencyKey }) },
      responses: { 200: ok(PlacedSchema, 'The order placed with this key'), ...errors(400, 401, 404) },
    }),
    async (c) => {
      const orderId = await placement.placedWith(c.get('user').id, c.req.valid('param').idempotencyKey);
      if (!orderId) throw refuse('ORDER_KEY_UNKNOWN');
      return c.json({ orderId, message: 'Order placed successfully' }, 200);
    },
  );

  return router;
}
