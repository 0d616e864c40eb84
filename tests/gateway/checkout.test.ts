import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { all, first } from '../../rest-api/src/db/queries.ts';
import { PINCODES, PRODUCTS } from '../helpers/fixtures.ts';
import { fromClient, globalId, startGateway, type TestGateway } from '../helpers/gateway.ts';
import { chargedUnitPrice, product, setCoins } from '../helpers/orderHelpers.ts';
import { newShopper } from '../helpers/shopper.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

const ERRORS = 'userErrors { field code message }';
const CHECKOUT = /* GraphQL */ `
  query ($source: CheckoutSource!, $productId: ID, $quantity: Int) {
    viewer {
      checkout(source: $source, productId: $productId, quantity: $quantity) {
        source
        lines {
          product {
            productId
          }
          quantity
          minQuantity
          maxQuantity
          unitPrice {
            amount
          }
          lineTotal {
            amount
          }
        }
        listTotal {
          amount
        }
        subTotal {
          amount
        }
        savings {
          amount
        }
        shipping {
          amount
        }
        shippingListPrice {
          amount
        }
        total {
          amount
        }
        totalWithCoins {
          amount
        }
        coins {
          balance
          redeemable
          discount {
            amount
          }
          coinValue {
            amount
          }
        }
        paymentMethods
      }
    }
  }
`;
const PLACED =
  'order { parentOrderId paymentMethod subTotal { amount } coinDiscount { amount } total { amount } orders { orderId total { amount } items { quantity unitPrice { amount } } } }';
const PLACE = /* GraphQL */ `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) {
  ${PLACED} payment { paymentOrderId amountInPaise currency keyId checkoutUrl } viewer { cart { lineCount } } ${ERRORS} } }`;
const CONFIRM = /* GraphQL */ `mutation ($input: ConfirmPaymentInput!) { confirmPayment(input: $input) { __typename ${PLACED} ${ERRORS} } }`;

const rupees = (n: number) => n.toFixed(2);
let keySerial = 0;
const newKey = () => `checkout-attempt-${process.pid}-${++keySerial}`;

/** A new shopper with one saved address (its global ID) and, if given, cart lines. */
async function shopperWith(cart: [productId: string, quantity: number][] = []) {
  const shopper = await newShopper(gw.api);
  const added = await gw.graphql(
    /* GraphQL */ `
      mutation ($input: AddAddressInput!) {
        addAddress(input: $input) {
          address {
            id
          }
        }
      }
    `,
    {
      input: {
        name: 'Meera Iyer',
        phoneNumber: '9000000001',
        houseName: 'Flat 3B',
        localArea: 'Indiranagar',
        pincode: '560001',
        state: 'Karnataka',
      },
    },
    { token: shopper.token },
  );
  for (const [productId, quantity] of cart)
    expect((await gw.api.post('/move-to-cart', { productId, quantity }, { token: shopper.token })).status).toBe(200);
  return { ...shopper, addressId: added.body.data.addAddress.address.id as string };
}

const ordersOf = async (userId: string) =>
  (await all(
    gw.api.queries,
    sql`SELECT id AS orderId, parentOrderId, orderAmount, paymentStatus, creditCoins FROM orders WHERE userId = ${userId}`,
  )) as Record<string, any>[];

describe('viewer.checkout', () => {
  it('prices the cart once in the gateway: lines at their charged prices, totals, coins from /get-coin-range', async () => {
    const s = await shopperWith([
      [PRODUCTS.inStock, 10],
      [PRODUCTS.neverBought, 1],
    ]);
    await setCoins(gw.api, 300, s.id);
    const { body, headers } = await gw.graphql(CHECKOUT, { source: 'CART' }, { token: s.token });
    const checkout = body.data.viewer.checkout;
    const tierPrice = await chargedUnitPrice(gw.api, PRODUCTS.inStock, 10);
    expect(tierPrice).toBeLessThan((await product(gw.api, PRODUCTS.inStock)).offerPrice);
    const sub = tierPrice * 10 + (await chargedUnitPrice(gw.api, PRODUCTS.neverBought, 1));
    expect(checkout.lines.find((l: any) => l.product.productId === PRODUCTS.inStock)).toMatchObject({
      quantity: 10,
      minQuantity: 1,
      unitPrice: { amount: rupees(tierPrice) },
      lineTotal: { amount: rupees(tierPrice * 10) },
    });
    expect(checkout).toMatchObject({
      source: 'CART',
      subTotal: { amount: rupees(sub) },
      total: { amount: rupees(sub) },
      shipping: { amount: '0.00' },
      shippingListPrice: { amount: '40.00' },
      paymentMethods: ['CASH_ON_DELIVERY', 'ONLINE'],
    });
    const range = (await gw.api.get(`/get-coin-range?orderTotal=${sub.toFixed(2)}`, { token: s.token })).body.data;
    expect(checkout.coins).toEqual({
      balance: 300,
      redeemable: range.redeemableCoins,
      discount: { amount: rupees(range.redeemableCoins * range.coinValue) },
      coinValue: { amount: rupees(range.coinValue) },
    });
    expect(checkout.totalWithCoins.amount).toBe(rupees(sub - range.redeemableCoins * range.coinValue));
    // The user, the cart and the coin range, each once.
    expect(gw.reportedCalls(headers)).toBe(3);
  });

  it('prices a Buy Now at the minimum order quantity by default, bounded by the business maximum', async () => {
    const s = await shopperWith();
    const p = await product(gw.api, PRODUCTS.inStock);
    const { body } = await gw.graphql(CHECKOUT, { source: 'PRODUCT', productId: PRODUCTS.inStock }, { token: s.token });
    expect(body.data.viewer.checkout.lines).toEqual([
      expect.objectContaining({
        quantity: p.b2bminQty,
        minQuantity: p.b2bminQty,
        maxQuantity: Math.min(p.b2bMaxQty, p.stock),
        unitPrice: { amount: rupees(await chargedUnitPrice(gw.api, PRODUCTS.inStock, p.b2bminQty)) },
      }),
    ]);
    const bad = await gw.graphql(
      CHECKOUT,
      { source: 'PRODUCT', productId: PRODUCTS.inStock, quantity: p.b2bMaxQty + 1 },
      { token: s.token },
    );
    expect(bad.body.errors).toEqual([
      expect.objectContaining({
        message: `quantity must be between ${p.b2bminQty} and ${Math.min(p.b2bMaxQty, p.stock)}`,
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
    const guest = await gw.graphql(CHECKOUT, { source: 'CART' });
    expect(guest.body.data.viewer.checkout).toBeNull();
  });
});

describe('changing the cart from the cart checkout', () => {
  const CHANGE = /* GraphQL */ `
    mutation ($input: UpdateCartQuantityInput!) {
      updateCartQuantity(input: $input) {
        viewer {
          checkout(source: CART) {
            lines {
              quantity
              lineTotal {
                amount
              }
            }
            subTotal {
              amount
            }
          }
        }
        userErrors {
          message
        }
      }
    }
  `;

  it('answers the checkout repriced at the new quantity in the same request, and nothing on a refusal', async () => {
    const s = await shopperWith([[PRODUCTS.neverBought, 1]]);
    const { body, headers } = await gw.graphql(
      CHANGE,
      { input: { productId: PRODUCTS.neverBought, quantity: 3 } },
      { token: s.token },
    );
    const unit = await chargedUnitPrice(gw.api, PRODUCTS.neverBought, 3);
    expect(body.data.updateCartQuantity).toEqual({
      viewer: {
        checkout: {
          lines: [{ quantity: 3, lineTotal: { amount: rupees(unit * 3) } }],
          subTotal: { amount: rupees(unit * 3) },
        },
      },
      userErrors: [],
    });
    // The shopper and the write, whose answer is the new cart: the checkout reads nothing more.
    expect(gw.reportedCalls(headers)).toBe(2);
    const refused = await gw.graphql(
      CHANGE,
      { input: { productId: PRODUCTS.neverBought, quantity: 0 } },
      { token: s.token },
    );
    expect(refused.body.data.updateCartQuantity).toEqual({
      viewer: null,
      userErrors: [{ message: 'Quantity must be at least 1' }],
    });
  });
});

describe('placeOrder, cash on delivery', () => {
  it('places a Buy Now at the tier price: the stored order is the checkout total, once per idempotency key', async () => {
    const s = await shopperWith();
    const input = {
      source: 'PRODUCT',
      productId: PRODUCTS.inStock,
      quantity: 10,
      addressId: s.addressId,
      paymentMethod: 'CASH_ON_DELIVERY',
      note: 'Ring twice',
      idempotencyKey: newKey(),
    };
    const [first, second] = await Promise.all([
      gw.graphql(PLACE, { input }, { token: s.token }),
      gw.graphql(PLACE, { input }, { token: s.token }),
    ]);
    console.log(
      `placeOrder (Buy Now, cash on delivery): ${gw.reportedCalls(first.headers)} REST calls, ${first.headers.get('server-timing')}`,
    );
    // The shopper, the product, its price at this quantity, the coin range, the placement and the placed order; then
    // the payload's cart and the shopper again (the placement changed both).
    expect(gw.reportedCalls(first.headers)).toBe(8);
    const unit = await chargedUnitPrice(gw.api, PRODUCTS.inStock, 10);
    expect(first.body.data.placeOrder).toMatchObject({
      order: {
        paymentMethod: 'CASH_ON_DELIVERY',
        subTotal: { amount: rupees(unit * 10) },
        total: { amount: rupees(unit * 10) },
        orders: [{ items: [{ quantity: 10, unitPrice: { amount: rupees(unit) } }] }],
      },
      payment: null,
      userErrors: [],
    });
    expect(second.body.data.placeOrder.order.parentOrderId).toBe(first.body.data.placeOrder.order.parentOrderId);
    const retry = await gw.graphql(PLACE, { input }, { token: s.token });
    expect(retry.body.data.placeOrder.order.parentOrderId).toBe(first.body.data.placeOrder.order.parentOrderId);
    expect(await ordersOf(s.id)).toEqual([
      expect.objectContaining({ orderAmount: Math.round(unit * 1000) / 100, paymentStatus: 'cod' }),
    ]);
    expect(
      await gw.api.queries
        .selectFrom('order_items')
        .select('productNote')
        .where('orderId', '=', (await ordersOf(s.id))[0]!.orderId)
        .executeTakeFirst(),
    ).toEqual({ productNote: 'Ring twice' });
  });

  it('charges the tier price the product page shows at that quantity, the same in the cart, checkout, placed order and store', async () => {
    const s = await shopperWith([[PRODUCTS.inStock, 10]]);
    const shelf = await gw.graphql(
      /* GraphQL */ `
        query ($id: ID!) {
          product(productId: $id) {
            offerPrice {
              amount
            }
            tierPrices {
              range
              price {
                amount
              }
            }
          }
        }
      `,
      { id: PRODUCTS.inStock },
    );
    const tier = shelf.body.data.product.tierPrices.find((t: { range: string }) => t.range === '10-49').price
      .amount as string;
    expect(Number(tier)).toBeLessThan(Number(shelf.body.data.product.offerPrice.amount));
    const at = (unit: string) => ({ unitPrice: { amount: unit }, lineTotal: { amount: rupees(Number(unit) * 10) } });
    const seen = await gw.graphql(
      /* GraphQL */ `
        {
          viewer {
            cart {
              lines {
                unitPrice {
                  amount
                }
                lineTotal {
                  amount
                }
              }
            }
            checkout(source: CART) {
              lines {
                unitPrice {
                  amount
                }
                lineTotal {
                  amount
                }
              }
              total {
                amount
              }
            }
          }
        }
      `,
      {},
      { token: s.token },
    );
    expect(seen.body.data.viewer.cart.lines).toEqual([at(tier)]);
    expect(seen.body.data.viewer.checkout).toEqual({ lines: [at(tier)], total: { amount: rupees(Number(tier) * 10) } });

    const input = {
      source: 'CART',
      addressId: s.addressId,
      paymentMethod: 'CASH_ON_DELIVERY',
      idempotencyKey: newKey(),
    };
    const { order } = (await gw.graphql(PLACE, { input }, { token: s.token })).body.data.placeOrder;
    expect(order).toMatchObject({
      total: { amount: rupees(Number(tier) * 10) },
      orders: [{ items: [{ quantity: 10, unitPrice: { amount: tier } }] }],
    });
    const completed = await gw.graphql(
      /* GraphQL */ `
        query ($id: ID!) {
          viewer {
            placedOrder(parentOrderId: $id) {
              total {
                amount
              }
              orders {
                items {
                  unitPrice {
                    amount
                  }
                }
              }
            }
          }
        }
      `,
      { id: order.parentOrderId },
      { token: s.token },
    );
    expect(completed.body.data.viewer.placedOrder).toEqual({
      total: { amount: rupees(Number(tier) * 10) },
      orders: [{ items: [{ unitPrice: { amount: tier } }] }],
    });
    const [stored] = await ordersOf(s.id);
    expect(rupees(stored!.orderAmount)).toBe(rupees(Number(tier) * 10));
    expect(
      await first(gw.api.queries, sql`SELECT unitPrice, quantity FROM order_items WHERE orderId = ${stored!.orderId}`),
    ).toEqual({ unitPrice: Number(tier), quantity: 10 });
  });

  it('places the cart with coins redeemed once, empties the cart, and the completed page reads it back', async () => {
    const s = await shopperWith([[PRODUCTS.neverBought, 2]]);
    await setCoins(gw.api, 1000, s.id);
    const checkout = (await gw.graphql(CHECKOUT, { source: 'CART' }, { token: s.token })).body.data.viewer.checkout;
    const input = {
      source: 'CART',
      addressId: s.addressId,
      paymentMethod: 'CASH_ON_DELIVERY',
      redeemCoins: true,
      idempotencyKey: newKey(),
    };
    const { body, headers } = await gw.graphql(PLACE, { input }, { token: s.token });
    console.log(
      `placeOrder (cart, cash on delivery, coins): ${gw.reportedCalls(headers)} REST calls, ${headers.get('server-timing')}`,
    );
    const placed = body.data.placeOrder;
    expect(placed.userErrors).toEqual([]);
    expect(placed.order.total.amount).toBe(checkout.totalWithCoins.amount);
    expect(placed.order.coinDiscount.amount).toBe(checkout.coins.discount.amount);
    expect(placed.viewer.cart.lineCount).toBe(0);
    expect(
      ((await first(gw.api.queries, sql`SELECT coin FROM users WHERE id = ${s.id}`)) as { coin: number }).coin,
    ).toBe(1000 - checkout.coins.redeemable);

    const again = await gw.graphql(
      /* GraphQL */ `
        query ($id: ID!) {
          viewer {
            placedOrder(parentOrderId: $id) {
              parentOrderId
              total {
                amount
              }
              savings {
                amount
              }
              orders {
                orderId
              }
            }
          }
        }
      `,
      { id: placed.order.parentOrderId },
      { token: s.token },
    );
    expect(again.body.data.viewer.placedOrder).toMatchObject({
      parentOrderId: placed.order.parentOrderId,
      total: placed.order.total,
    });
    const stranger = await newShopper(gw.api);
    const theirs = await gw.graphql(
      /* GraphQL */ `
        query ($id: ID!) {
          viewer {
            placedOrder(parentOrderId: $id) {
              parentOrderId
            }
          }
        }
      `,
      { id: placed.order.parentOrderId },
      { token: stranger.token },
    );
    expect(theirs.body.data.viewer.placedOrder).toBeNull();
  });

  it("answers the REST placement's refusals as userErrors with their codes, placing nothing: stock, the purchase limit, the pincode, a guest", async () => {
    const name = async (id: string) => (await product(gw.api, id)).name;
    const place = (s: { token: string; addressId: string }) =>
      gw.graphql(
        PLACE,
        {
          input: {
            source: 'CART',
            addressId: s.addressId,
            paymentMethod: 'CASH_ON_DELIVERY',
            idempotencyKey: newKey(),
          },
        },
        { token: s.token },
      );
    const cases: [
      string,
      () => Promise<{ token: string; addressId: string; id: string }>,
      { code: string; message: string; field: string[] | null },
    ][] = [
      [
        'sold out since it was added',
        async () => {
          const s = await shopperWith([[PRODUCTS.fewLeft, 1]]);
          await sql`UPDATE products SET stock = 0 WHERE productId = ${PRODUCTS.fewLeft}`.execute(gw.api.queries);
          return s;
        },
        { code: 'OUT_OF_STOCK', message: `${await name(PRODUCTS.fewLeft)} is out of stock`, field: null },
      ],
      [
        'over the purchase limit',
        async () => {
          const s = await shopperWith([[PRODUCTS.inStock, 1]]);
          await sql`UPDATE cart_items SET quantity = 11 WHERE userId = ${s.id}`.execute(gw.api.queries);
          return s;
        },
        {
          code: 'INVALID_INPUT',
          message: `Quantity of ${await name(PRODUCTS.inStock)} must be between 1 and 10`,
          field: null,
        },
      ],
      [
        'an undeliverable pincode',
        async () => {
          const s = await shopperWith([[PRODUCTS.neverBought, 1]]);
          await sql`UPDATE addresses SET pincode = ${PINCODES.notDeliverable} WHERE userId = ${s.id}`.execute(
            gw.api.queries,
          );
          return s;
        },
        {
          code: 'NOT_DELIVERABLE',
          message: 'Sorry, delivery is not available in this pincode.',
          field: ['input', 'addressId'],
        },
      ],
    ];
    for (const [label, arrange, refusal] of cases) {
      const stock = (await product(gw.api, PRODUCTS.fewLeft)).stock;
      const s = await arrange();
      const { body } = await place(s);
      expect(body.data.placeOrder, label).toMatchObject({ order: null, userErrors: [refusal] });
      expect(await ordersOf(s.id), label).toEqual([]);
      await sql`UPDATE products SET stock = ${stock} WHERE productId = ${PRODUCTS.fewLeft}`.execute(gw.api.queries);
    }
    const asGuest = {
      source: 'CART',
      addressId: globalId('Address', 'ADR1'),
      paymentMethod: 'CASH_ON_DELIVERY',
      idempotencyKey: newKey(),
    };
    const guest = await gw.graphql(PLACE, { input: asGuest });
    expect(guest.body.data.placeOrder).toMatchObject({
      order: null,
      userErrors: [{ code: 'UNAUTHENTICATED', message: 'No authentication token found' }],
    });
    expect(gw.reportedCalls(guest.headers)).toBe(0);
  });

  it('refuses a second checkout with the key of the first (IDEMPOTENCY_KEY_REUSED), even after the first emptied the cart', async () => {
    const s = await shopperWith([[PRODUCTS.neverBought, 1]]);
    const input = {
      source: 'CART',
      addressId: s.addressId,
      paymentMethod: 'CASH_ON_DELIVERY',
      idempotencyKey: newKey(),
    };
    const first = (await gw.graphql(PLACE, { input }, { token: s.token })).body.data.placeOrder;
    expect(first.userErrors).toEqual([]);
    const other = (await gw.graphql(PLACE, { input: { ...input, note: 'Another checkout' } }, { token: s.token })).body
      .data.placeOrder;
    expect(other).toMatchObject({
      order: null,
      userErrors: [{ code: 'IDEMPOTENCY_KEY_REUSED', field: ['input', 'idempotencyKey'] }],
    });
    const retry = (await gw.graphql(PLACE, { input }, { token: s.token })).body.data.placeOrder;
    expect(retry.order.parentOrderId).toBe(first.order.parentOrderId);
    expect(await ordersOf(s.id)).toHaveLength(1);
  });

  it("refuses without an address, with another shopper's or with an empty cart, placing nothing", async () => {
    const s = await shopperWith();
    const base = { source: 'CART', paymentMethod: 'CASH_ON_DELIVERY', idempotencyKey: newKey() };
    const calls = gw.restCalls.length;
    const noAddress = await gw.graphql(PLACE, { input: base }, { token: s.token });
    const required = '"addressId" of required type "ID!" was not provided';
    expect(noAddress.body.errors).toEqual([expect.objectContaining({ message: expect.stringContaining(required) })]);
    expect(gw.restCalls.slice(calls)).toEqual([]);
    const theirs = await gw.graphql(
      PLACE,
      { input: { ...base, addressId: globalId('Address', 'ADR1') } },
      { token: s.token },
    );
    expect(theirs.body.data.placeOrder.userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'Please select a delivery address', field: ['input', 'addressId'] },
    ]);
    const empty = await gw.graphql(PLACE, { input: { ...base, addressId: s.addressId } }, { token: s.token });
    expect(empty.body.data.placeOrder.userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'No Product in Your Cart', field: null },
    ]);
    expect(await ordersOf(s.id)).toEqual([]);
  });
});

describe('placeOrder online, then confirmPayment', () => {
  it('checks the order, asks for the real total, places nothing until the signature holds, and never places twice', async () => {
    const s = await shopperWith([[PRODUCTS.fewLeft, 1]]);
    const checkout = { source: 'CART', addressId: s.addressId, paymentMethod: 'ONLINE', idempotencyKey: newKey() };
    const online = await gw.graphql(PLACE, { input: checkout }, { token: s.token });
    console.log(
      `placeOrder (online, payment request): ${gw.reportedCalls(online.headers)} REST calls, ${online.headers.get('server-timing')}`,
    );
    // The shopper, the cart, the coin range, the placement's check and the payment order: nothing placed, nothing re-read.
    expect(gw.reportedCalls(online.headers)).toBe(5);
    const requested = online.body.data.placeOrder;
    const total = await chargedUnitPrice(gw.api, PRODUCTS.fewLeft, 1);
    expect(requested).toMatchObject({
      order: null,
      payment: {
        amountInPaise: Math.round(total * 100),
        currency: 'INR',
        checkoutUrl: `/sandbox/checkout/${requested.payment.paymentOrderId}`,
      },
      userErrors: [],
    });
    expect(await ordersOf(s.id)).toEqual([]);

    const paid = await gw.api.deps.payment.pay(requested.payment.paymentOrderId);
    const payment = {
      paymentOrderId: paid.razorpay_order_id,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    };
    const confirmation = await gw.graphql(CONFIRM, { input: { checkout, ...payment } }, { token: s.token });
    console.log(
      `confirmPayment: ${gw.reportedCalls(confirmation.headers)} REST calls, ${confirmation.headers.get('server-timing')}`,
    );
    const confirmed = confirmation.body.data.confirmPayment;
    expect(confirmed.__typename).toBe('ConfirmPaymentPayload');
    expect(confirmed.userErrors).toEqual([]);
    expect(confirmed.order).toMatchObject({ paymentMethod: 'ONLINE', total: { amount: rupees(total) } });
    // A retry whose first answer was lost (the cart is empty by now) answers the order placed, placing and charging nothing more.
    const retried = (await gw.graphql(CONFIRM, { input: { checkout, ...payment } }, { token: s.token })).body.data
      .confirmPayment;
    expect(retried.userErrors).toEqual([]);
    expect(retried.order.parentOrderId).toBe(confirmed.order.parentOrderId);
    const replaced = (await gw.graphql(PLACE, { input: checkout }, { token: s.token })).body.data.placeOrder;
    expect(replaced).toMatchObject({
      order: { parentOrderId: confirmed.order.parentOrderId },
      payment: null,
      userErrors: [],
    });
    expect(await ordersOf(s.id)).toEqual([expect.objectContaining({ orderAmount: total, paymentStatus: 'paid' })]);
    expect(
      await gw.api.count(
        'payment_orders',
        sql`id = ${payment.paymentOrderId} AND status = 'paid' AND refundId IS NULL`,
      ),
    ).toBe(1);
    const order = await gw.graphql(
      `{ viewer { orders(first: 5) { edges { node { paymentMethod paymentStatus } } } } }`,
      {},
      { token: s.token },
    );
    expect(order.body.data.viewer.orders.edges).toEqual([{ node: { paymentMethod: 'ONLINE', paymentStatus: 'PAID' } }]);
  });

  it('refuses an order it could not place before asking for any payment: an undeliverable address, stock', async () => {
    const s = await shopperWith([[PRODUCTS.neverBought, 1]]);
    const added = await gw.graphql(
      /* GraphQL */ `
        mutation ($input: AddAddressInput!) {
          addAddress(input: $input) {
            address {
              id
              delivery {
                deliverable
                message
              }
            }
          }
        }
      `,
      {
        input: {
          name: 'Meera Iyer',
          phoneNumber: '9000000001',
          houseName: 'Flat 3B',
          localArea: 'Koramangala',
          pincode: '560025',
          state: 'Karnataka',
        },
      },
      { token: s.token },
    );
    const { id: far, delivery } = added.body.data.addAddress.address;
    expect(delivery).toEqual({ deliverable: false, message: 'Sorry, delivery is not available in this pincode.' });
    const online = (addressId: string) =>
      gw.graphql(
        PLACE,
        { input: { source: 'CART', addressId, paymentMethod: 'ONLINE', idempotencyKey: newKey() } },
        { token: s.token },
      );

    const undeliverable = (await online(far)).body.data.placeOrder;
    expect(undeliverable).toMatchObject({
      order: null,
      payment: null,
      userErrors: [
        {
          code: 'NOT_DELIVERABLE',
          message: 'Sorry, delivery is not available in this pincode.',
          field: ['input', 'addressId'],
        },
      ],
    });
    const stock = (await product(gw.api, PRODUCTS.neverBought)).stock;
    await sql`UPDATE products SET stock = 0 WHERE productId = ${PRODUCTS.neverBought}`.execute(gw.api.queries);
    try {
      const soldOut = (await online(s.addressId)).body.data.placeOrder;
      expect(soldOut).toMatchObject({
        order: null,
        payment: null,
        userErrors: [
          { code: 'OUT_OF_STOCK', message: `${(await product(gw.api, PRODUCTS.neverBought)).name} is out of stock` },
        ],
      });
    } finally {
      await sql`UPDATE products SET stock = ${stock} WHERE productId = ${PRODUCTS.neverBought}`.execute(gw.api.queries);
    }
    expect(await gw.api.count('payment_orders', sql`userId = ${s.id}`)).toBe(0);
  });
});

describe('a payment taken for an order that can no longer be placed is refunded', () => {
  const CONFIRM_REFUND = /* GraphQL */ `mutation ($input: ConfirmPaymentInput!) { confirmPayment(input: $input) {
    order { parentOrderId } refund { paymentOrderId amount { amount formatted } message } ${ERRORS} } }`;
  const refundsOf = async (paymentOrderId: string) =>
    await all(gw.api.queries, sql`SELECT amount, reason FROM payment_refunds WHERE paymentOrderId = ${paymentOrderId}`);
  type Shopper = Awaited<ReturnType<typeof shopperWith>>;

  const failures: [
    string,
    (s: Shopper) => unknown,
    { code: string; message: string; field: string[] | null } | ((s: Shopper) => object),
    string?,
  ][] = [
    [
      'the stock sold out meanwhile',
      () => sql`UPDATE products SET stock = 0 WHERE productId = ${PRODUCTS.neverBought}`.execute(gw.api.queries),
      { code: 'OUT_OF_STOCK', message: `${'NAME'} is out of stock`, field: null },
    ],
    [
      'the address is no longer deliverable',
      (s) =>
        sql`UPDATE addresses SET pincode = ${PINCODES.notDeliverable} WHERE userId = ${s.id}`.execute(gw.api.queries),
      {
        code: 'NOT_DELIVERABLE',
        message: 'Sorry, delivery is not available in this pincode.',
        field: ['input', 'checkout', 'addressId'],
      },
    ],
    [
      'the address was removed',
      (s) => sql`DELETE FROM addresses WHERE userId = ${s.id}`.execute(gw.api.queries),
      { code: 'INVALID_INPUT', message: 'Please select a delivery address', field: ['input', 'checkout', 'addressId'] },
    ],
    [
      'the cart changed, so the total is not what was paid',
      (s) => sql`UPDATE cart_items SET quantity = 2 WHERE userId = ${s.id}`.execute(gw.api.queries),
      { code: 'PRICE_CHANGED', message: 'Payment amount does not match the order total', field: null },
    ],
    [
      'the signature does not hold',
      () => {},
      { code: 'PAYMENT_NOT_VERIFIED', message: 'Payment verification failed!', field: null },
      'tampered',
    ],
  ];

  it.each(failures)(
    'when %s: no order, the whole payment back through the provider, recorded, and the shopper told',
    async (_, arrange, reason, tampered) => {
      const stock = (await product(gw.api, PRODUCTS.neverBought)).stock;
      const s = await shopperWith([[PRODUCTS.neverBought, 1]]);
      const checkout = { source: 'CART', addressId: s.addressId, paymentMethod: 'ONLINE', idempotencyKey: newKey() };
      const { payment: request } = (await gw.graphql(PLACE, { input: checkout }, { token: s.token })).body.data
        .placeOrder;
      const paid = await gw.api.deps.payment.pay(request.paymentOrderId);
      const signature = tampered
        ? paid.razorpay_signature.replace(/.$/, (c) => (c === '0' ? '1' : '0'))
        : paid.razorpay_signature;
      const input = {
        checkout,
        paymentOrderId: paid.razorpay_order_id,
        paymentId: paid.razorpay_payment_id,
        signature,
      };
      try {
        await arrange(s);
        const { body } = await gw.graphql(CONFIRM_REFUND, { input }, { token: s.token });
        const rupeesPaid = rupees(request.amountInPaise / 100);
        const refund = body.data.confirmPayment.refund;
        expect(refund).toEqual({
          paymentOrderId: request.paymentOrderId,
          amount: { amount: rupeesPaid, formatted: expect.stringMatching(/^₹/) },
          message: `Your payment of ${refund.amount.formatted} has been refunded`,
        });
        const why = {
          ...(reason as object),
          message: (reason as { message: string }).message.replace(
            'NAME',
            (await product(gw.api, PRODUCTS.neverBought)).name,
          ),
        };
        expect(body.data.confirmPayment).toMatchObject({
          order: null,
          userErrors: [why, { code: 'PAYMENT_REFUNDED', message: refund.message, field: null }],
        });
        expect(await ordersOf(s.id)).toEqual([]);
        expect(await refundsOf(request.paymentOrderId)).toEqual([
          { amount: request.amountInPaise, reason: why.message },
        ]);
        expect(await gw.api.count('payment_orders', sql`id = ${request.paymentOrderId} AND refundId IS NOT NULL`)).toBe(
          1,
        );

        // Confirming again gives nothing more back and places nothing.
        const again = (
          await gw.graphql(
            CONFIRM_REFUND,
            { input: { ...input, signature: paid.razorpay_signature } },
            { token: s.token },
          )
        ).body.data.confirmPayment;
        expect(again).toMatchObject({ order: null, refund: { message: refund.message } });
        expect(await refundsOf(request.paymentOrderId)).toHaveLength(1);
        expect(await ordersOf(s.id)).toEqual([]);
      } finally {
        await sql`UPDATE products SET stock = ${stock} WHERE productId = ${PRODUCTS.neverBought}`.execute(
          gw.api.queries,
        );
      }
    },
  );
});

describe("the payment provider's checkout window (development sandbox)", () => {
  it('is served from the storefront origin to this machine only, and pays the payment order', async () => {
    const s = await shopperWith([[PRODUCTS.neverBought, 1]]);
    const { payment } = (
      await gw.graphql(
        PLACE,
        { input: { source: 'CART', addressId: s.addressId, paymentMethod: 'ONLINE', idempotencyKey: newKey() } },
        { token: s.token },
      )
    ).body.data.placeOrder;
    // The sandbox answers requests for localhost only (a DNS-rebinding page names another host).
    const url = `http://localhost:4000${payment.checkoutUrl}`;
    const page = await gw.gateway.fetch(url, {}, fromClient('127.0.0.1'));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Order ${payment.paymentOrderId}`);
    expect((await gw.gateway.fetch(url, {}, fromClient('203.0.113.8'))).status).toBe(403);
    const pay = await gw.gateway.fetch(`${url}/pay`, { method: 'POST' }, fromClient('127.0.0.1'));
    expect(await pay.json()).toMatchObject({
      razorpay_order_id: payment.paymentOrderId,
      razorpay_payment_id: expect.any(String),
      razorpay_signature: expect.any(String),
    });
  });
});
