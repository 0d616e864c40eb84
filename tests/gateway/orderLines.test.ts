// Order lines and checkouts as Nodes, and what a cancellation answers (issue 56, part 2): `OrderItem.id` names a
// line (its order and product) for `cancelOrder(lineIds:)`, `cancellationRefund(lineIds:)` and `node`; `Checkout.id`
// is the shopper's cart checkout (or a Buy Now); `Order.currentTotal` and `amountDue` follow the cancellations.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../rest-api/src/db/queries.ts';
import { PRODUCTS, USERS } from '../helpers/fixtures.ts';
import { globalId, startGateway, type TestGateway } from '../helpers/gateway.ts';
import { itemRows, orderBody, product, setCoins, stockedProducts } from '../helpers/orderHelpers.ts';
import { newShopper } from '../helpers/shopper.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

const ERRORS = 'userErrors { field code message }';
const LINE = 'id productId status';
const TOTALS = 'total { amount } currentTotal { amount } amountDue { amount } paymentStatus';
const ORDER = `id orderId status ${TOTALS} items { ${LINE} } cancelledItems { ${LINE} }`;
const CANCEL = /* GraphQL */ `mutation ($input: CancelOrderInput!) {
  cancelOrder(input: $input) { order { ${ORDER} } ${ERRORS} }
}`;
const ORDER_QUERY = /* GraphQL */ `query ($id: ID!) { node(id: $id) { ... on Order { ${ORDER} } } }`;
const amount = (paise: number) => ({ amount: (paise / 100).toFixed(2) });

/** A new shopper's cash-on-delivery order of two products of one seller, partly paid with coins. */
async function placedOrder() {
  const shopper = await newShopper(gw.api);
  const seller = (await product(gw.api, PRODUCTS.inStock)).sellerId;
  const [a, b] = (await stockedProducts(gw.api, { is: seller }, 2)) as [string, string];
  const lines = [
    { id: a, quantity: 2 },
    { id: b, quantity: 1 },
  ];
  const coins = 20;
  await setCoins(gw.api, coins, shopper.id);
  const placed = await gw.api.post('/place-order', await orderBody(gw.api, lines, { creditCoins: coins }), {
    token: shopper.token,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const { id: orderId } = (await first(
    gw.api.queries,
    sql`SELECT id FROM orders WHERE parentOrderId = ${placed.body.orderId}`,
  )) as { id: string };
  const [lineA, lineB] = (await itemRows(gw.api, orderId)).map((i) => Math.round(i.unitPrice * 100) * i.quantity) as [
    number,
    number,
  ];
  const charged = lineA + lineB - coins * 10;
  return {
    ...shopper,
    orderId,
    a,
    b,
    lineA,
    lineB,
    charged,
    lineId: (p: string) => globalId('OrderItem', `${orderId}:${p}`),
  };
}

const orderOf = async (s: { token: string; orderId: string }) =>
  (await gw.graphql(ORDER_QUERY, { id: globalId('Order', s.orderId) }, { token: s.token })).body.data.node;

describe('OrderItem.id', () => {
  it("names each line by its order and product, and node finds it for the order's shopper only", async () => {
    const s = await placedOrder();
    const order = await orderOf(s);
    expect(order.items).toEqual([
      { id: s.lineId(s.a), productId: s.a, status: 'PROCESSING' },
      { id: s.lineId(s.b), productId: s.b, status: 'PROCESSING' },
    ]);
    const NODE = `query ($id: ID!) { node(id: $id) { __typename id ... on OrderItem { productId quantity } } }`;
    const node = async (id: string, token?: string) => (await gw.graphql(NODE, { id }, { token })).body.data.node;
    expect(await node(s.lineId(s.a), s.token)).toEqual({
      __typename: 'OrderItem',
      id: s.lineId(s.a),
      productId: s.a,
      quantity: 2,
    });
    const other = await gw.api.signIn(USERS.second);
    expect(await node(s.lineId(s.a), other)).toBeNull();
    expect(await node(s.lineId(s.a))).toBeNull();
    expect(await node(globalId('OrderItem', `${s.orderId}:${PRODUCTS.outOfStock}`), s.token)).toBeNull();
    expect(await node(globalId('OrderItem', s.orderId), s.token)).toBeNull();
  });
});

describe('cancelOrder(lineIds:)', () => {
  it('cash on delivery: the payload answers the order with its cancelled line, new current total and amount due', async () => {
    const s = await placedOrder();
    const before = await orderOf(s);
    expect(before).toMatchObject({
      total: amount(s.charged),
      currentTotal: amount(s.charged),
      amountDue: amount(s.charged),
      paymentStatus: 'DUE_ON_DELIVERY',
    });

    const first = (
      await gw.graphql(
        CANCEL,
        { input: { orderId: globalId('Order', s.orderId), lineIds: [s.lineId(s.a)], reason: 'CHANGED_MIND' } },
        { token: s.token },
      )
    ).body.data.cancelOrder;
    expect(first.userErrors).toEqual([]);
    expect(first.order).toEqual({
      ...before,
      items: [{ id: s.lineId(s.b), productId: s.b, status: 'PROCESSING' }],
      cancelledItems: [{ id: s.lineId(s.a), productId: s.a, status: 'CANCELLED' }],
      currentTotal: amount(s.charged - s.lineA),
      amountDue: amount(s.charged - s.lineA),
    });
    expect((await itemRows(gw.api, s.orderId)).map((i) => i.status)).toEqual([4, 0]);
    expect(await orderOf(s), 'the payload is the order as any later read answers it').toEqual(first.order);

    const last = (
      await gw.graphql(
        CANCEL,
        { input: { orderId: s.orderId, lineIds: [s.lineId(s.b)], reason: 'OTHER' } },
        { token: s.token },
      )
    ).body.data.cancelOrder;
    expect(last.order).toMatchObject({
      status: 'CANCELLED',
      total: amount(s.charged),
      currentTotal: amount(0),
      amountDue: amount(0),
    });
  });

  it('paid online: nothing is due, and the current total is what the order kept after the refunds', async () => {
    const s = await placedOrder();
    await sql`UPDATE orders SET paymentMode = 'Pre-paid', cod = 0, paymentStatus = 'paid' WHERE id = ${s.orderId}`.execute(
      gw.api.queries,
    );
    const { order } = (
      await gw.graphql(
        CANCEL,
        { input: { orderId: s.orderId, lineIds: [s.lineId(s.b)], reason: 'OTHER', refundMethod: 'WALLET' } },
        { token: s.token },
      )
    ).body.data.cancelOrder;
    const refunded = (await itemRows(gw.api, s.orderId)).find((i) => i.productId === s.b)!;
    expect(order).toMatchObject({
      paymentStatus: 'PAID',
      currentTotal: amount(s.charged - s.lineB),
      amountDue: amount(0),
    });
    expect(refunded.status).toBe(4);
  });

  it('prices the refund of lines by their IDs as by their products', async () => {
    const s = await placedOrder();
    const QUOTE = /* GraphQL */ `
      query ($id: ID!, $lineIds: [ID!], $productIds: [ID!]) {
        node(id: $id) {
          ... on Order {
            byLines: cancellationRefund(lineIds: $lineIds) {
              orderAmount {
                amount
              }
              coinsReturned
            }
            byProducts: cancellationRefund(productIds: $productIds) {
              orderAmount {
                amount
              }
              coinsReturned
            }
          }
        }
      }
    `;
    const { body } = await gw.graphql(
      QUOTE,
      { id: globalId('Order', s.orderId), lineIds: [s.lineId(s.a), s.lineId(s.b)], productIds: [s.a, s.b] },
      { token: s.token },
    );
    expect(body.data.node.byLines).toEqual({ orderAmount: amount(s.lineA + s.lineB), coinsReturned: 20 });
    expect(body.data.node.byProducts).toEqual(body.data.node.byLines);
  });

  it('refuses a line of another order, an ID that is not a line, both lists and none, cancelling nothing', async () => {
    const s = await placedOrder();
    const elsewhere = await placedOrder();
    const orderId = globalId('Order', s.orderId);
    const cases: [Record<string, unknown>, { field: string[]; code: string; message: string }][] = [
      [
        { lineIds: [s.lineId(s.a), elsewhere.lineId(elsewhere.a)] },
        { field: ['input', 'lineIds'], code: 'INVALID_INPUT', message: `${elsewhere.a} is not in this order` },
      ],
      [
        { lineIds: [globalId('Product', s.a)] },
        { field: ['input', 'lineIds'], code: 'INVALID_ID', message: 'Invalid OrderItem ID' },
      ],
      [
        { lineIds: [s.lineId(s.a)], productIds: [s.a] },
        {
          field: ['input', 'productIds'],
          code: 'INVALID_INPUT',
          message: 'Send the lines as lineIds only (productIds is deprecated)',
        },
      ],
      [
        { lineIds: [] },
        { field: ['input', 'lineIds'], code: 'INVALID_INPUT', message: 'Please select at least one item to cancel' },
      ],
      [
        {},
        { field: ['input', 'lineIds'], code: 'INVALID_INPUT', message: 'Please select at least one item to cancel' },
      ],
    ];
    for (const [lines, refusal] of cases) {
      const calls = gw.restCalls.length;
      const { body } = await gw.graphql(CANCEL, { input: { orderId, reason: 'OTHER', ...lines } }, { token: s.token });
      expect(body.data.cancelOrder, JSON.stringify(lines)).toEqual({ order: null, userErrors: [refusal] });
      expect(gw.restCalls.slice(calls).filter((call) => call.startsWith('POST'))).toEqual([]);
    }
    expect((await itemRows(gw.api, s.orderId)).map((i) => i.status)).toEqual([0, 0]);
  });
});

describe('cancelOrder refused whole', () => {
  it('names every line at fault in one answer: each ID that is not a line, then each line not in the order', async () => {
    const s = await placedOrder();
    const elsewhere = await placedOrder();
    const run = async (input: Record<string, unknown>) =>
      (
        await gw.graphql(
          CANCEL,
          { input: { orderId: globalId('Order', s.orderId), reason: 'OTHER', ...input } },
          { token: s.token },
        )
      ).body.data.cancelOrder;
    const badIds = await run({ orderId: 'not a key!', lineIds: ['garbage!', globalId('Product', s.a)] });
    expect(badIds).toEqual({
      order: null,
      userErrors: [
        { field: ['input', 'orderId'], code: 'INVALID_ID', message: 'Invalid Order ID' },
        { field: ['input', 'lineIds'], code: 'INVALID_ID', message: 'Invalid OrderItem ID' },
        { field: ['input', 'lineIds'], code: 'INVALID_ID', message: 'Invalid OrderItem ID' },
      ],
    });
    const foreign = await run({
      lineIds: [s.lineId(s.a), elsewhere.lineId(elsewhere.a), elsewhere.lineId(elsewhere.b)],
    });
    expect(foreign).toEqual({
      order: null,
      userErrors: [elsewhere.a, elsewhere.b].map((product) => ({
        field: ['input', 'lineIds'],
        code: 'INVALID_INPUT',
        message: `${product} is not in this order`,
      })),
    });
    expect((await itemRows(gw.api, s.orderId)).map((i) => i.status)).toEqual([0, 0]);
  });
});

describe('Checkout.id', () => {
  const CHECKOUT = /* GraphQL */ `
    query ($productId: ID) {
      viewer {
        cart: checkout(source: CART) {
          id
          lines {
            quantity
          }
        }
        buyNow: checkout(source: PRODUCT, productId: $productId, quantity: 6) {
          id
          lines {
            quantity
          }
        }
      }
    }
  `;
  const NODE = `query ($id: ID!) { node(id: $id) { __typename id ... on Checkout { source lines { product { productId } quantity } } } }`;

  it("is one ID for the shopper's cart checkout whatever the cart holds, and node prices it again for them only", async () => {
    const s = await newShopper(gw.api);
    const read = async () =>
      (await gw.graphql(CHECKOUT, { productId: PRODUCTS.inStock }, { token: s.token })).body.data.viewer;
    const empty = await read();
    expect(empty.cart.lines).toEqual([]);
    const added = await gw.graphql(
      'mutation ($input: AddToCartInput!) { addToCart(input: $input) { userErrors { code } } }',
      { input: { productId: PRODUCTS.neverBought, quantity: 2 } },
      { token: s.token },
    );
    expect(added.body.data.addToCart.userErrors).toEqual([]);
    const filled = await read();
    expect(filled.cart).toEqual({ id: empty.cart.id, lines: [{ quantity: 2 }] });
    expect(filled.buyNow.id).not.toBe(filled.cart.id);

    const node = async (id: string, token?: string) => (await gw.graphql(NODE, { id }, { token })).body.data.node;
    expect(await node(filled.cart.id, s.token)).toEqual({
      __typename: 'Checkout',
      id: filled.cart.id,
      source: 'CART',
      lines: [{ product: { productId: PRODUCTS.neverBought }, quantity: 2 }],
    });
    expect(await node(filled.buyNow.id, s.token)).toEqual({
      __typename: 'Checkout',
      id: filled.buyNow.id,
      source: 'PRODUCT',
      lines: [{ product: { productId: PRODUCTS.inStock }, quantity: 6 }],
    });
    const other = await gw.api.signIn(USERS.second);
    expect(await node(filled.cart.id, other)).toBeNull();
    expect(await node(filled.cart.id)).toBeNull();
    // A Buy Now outside the product's bounds names no checkout.
    expect(await node(globalId('Checkout', `${s.id}:PRODUCT:${PRODUCTS.inStock}:1000`), s.token)).toBeNull();
  });
});
