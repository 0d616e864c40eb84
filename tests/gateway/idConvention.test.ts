// One ID convention (issue 34, part 1): every input field and argument that references an object is an `ID` taking
// the object's global `id` and, until 2027-06-01, its REST key; another type's ID or garbage is refused (a userError
// with no REST call in a mutation, null in a lookup).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { all, first } from '../../rest-api/src/db/queries.ts';
import { DEMO } from '../helpers/api.ts';
import { BRANDS, CATEGORIES, LISTS, ORDERS, PRODUCTS, SELLERS } from '../helpers/fixtures.ts';
import { globalId, startGateway, type TestGateway } from '../helpers/gateway.ts';
import { orderBody, product, stockedProducts } from '../helpers/orderHelpers.ts';
import { newShopper } from '../helpers/shopper.ts';

let gw: TestGateway;
let demo: string;
beforeAll(async () => {
  gw = await startGateway();
  demo = await gw.api.signIn(DEMO);
});
afterAll(() => gw.close());

const GARBAGE = 'not an id!';
const ERRORS = 'userErrors { field code message }';
const invalidId = (type: string, ...field: string[]) => [
  { field: ['input', ...field], code: 'INVALID_ID', message: `Invalid ${type} ID` },
];
let keySerial = 0;
const newKey = () => `id-convention-${process.pid}-${++keySerial}`;

/** A new shopper with one saved address: its global ID and its REST key. */
async function shopperWithAddress() {
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
  const row = (await first(gw.api.queries, sql`SELECT id FROM addresses WHERE userId = ${shopper.id}`)) as {
    id: number;
  };
  return { ...shopper, addressId: added.body.data.addAddress.address.id as string, addressKey: `ADR${row.id}` };
}

describe('query lookups', () => {
  const discountKey = async () =>
    ((await first(gw.api.queries, sql`SELECT id FROM discounts ORDER BY id LIMIT 1`)) as { id: string }).id;
  const cases: [field: string, type: string, key: () => string | Promise<string>, keyField: string, other: string][] = [
    ['product(productId: $id)', 'Product', () => PRODUCTS.inStock, 'productId', 'Brand'],
    ['category(categoryId: $id)', 'Category', () => CATEGORIES.groceries, 'categoryId', 'Product'],
    ['brand(brandId: $id)', 'Brand', () => BRANDS.withProducts, 'brandId', 'Seller'],
    ['seller(sellerId: $id)', 'Seller', () => SELLERS.withRatings, 'sellerId', 'Brand'],
    ['discount(discountId: $id)', 'Discount', discountKey, 'discountId', 'Category'],
    ['viewer { order(orderId: $id)', 'Order', () => ORDERS.delivered.id, 'orderId', 'PlacedOrder'],
    [
      'viewer { placedOrder(parentOrderId: $id)',
      'PlacedOrder',
      () => ORDERS.delivered.parent,
      'parentOrderId',
      'Order',
    ],
  ];

  it.each(cases)(
    '%s takes the global id and the REST key; another type or garbage is null',
    async (field, type, key, keyField, other) => {
      const nested = field.startsWith('viewer');
      const query = `query ($id: ID!) { ${field} { id ${keyField} } ${nested ? '}' : ''} }`;
      const read = async (id: string) => {
        const { body } = await gw.graphql(query, { id }, { token: demo });
        expect(body.errors).toBeUndefined();
        return nested ? Object.values(body.data.viewer)[0] : Object.values(body.data)[0];
      };
      const id = globalId(type, await key());
      expect(await read(id)).toEqual({ id, [keyField]: await key() });
      expect(await read(await key())).toEqual({ id, [keyField]: await key() });
      expect(await read(globalId(other, await key()))).toBeNull();
      expect(await read(GARBAGE)).toBeNull();
    },
  );

  it('productsByIds and viewer.checkout(productId:) take the global id and the REST key', async () => {
    const BY_IDS = /* GraphQL */ `
      query ($ids: [ID!]!) {
        productsByIds(ids: $ids, sort: RECOMMENDED) {
          edges {
            node {
              productId
            }
          }
        }
      }
    `;
    const ids = [
      globalId('Product', PRODUCTS.inStock),
      PRODUCTS.neverBought,
      globalId('Brand', PRODUCTS.fewLeft),
      GARBAGE,
    ];
    const listed = (await gw.graphql(BY_IDS, { ids })).body.data.productsByIds.edges.map((e: any) => e.node.productId);
    expect(listed).toEqual([PRODUCTS.inStock, PRODUCTS.neverBought]);

    const CHECKOUT = /* GraphQL */ `
      query ($id: ID) {
        viewer {
          checkout(source: PRODUCT, productId: $id) {
            lines {
              product {
                productId
              }
            }
          }
        }
      }
    `;
    for (const id of [globalId('Product', PRODUCTS.inStock), PRODUCTS.inStock]) {
      const { body } = await gw.graphql(CHECKOUT, { id }, { token: demo });
      expect(body.data.viewer.checkout.lines).toEqual([{ product: { productId: PRODUCTS.inStock } }]);
    }
    const other = globalId('Brand', PRODUCTS.inStock);
    const refused = await gw.graphql(CHECKOUT, { id: other }, { token: demo });
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        message: `Product ${other} is not in the catalog`,
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
  });

  it('node() resolves the new Node types, PlacedOrder only for its owner', async () => {
    const NODE = /* GraphQL */ `
      query ($id: ID!) {
        node(id: $id) {
          __typename
          id
          ... on PlacedOrder {
            parentOrderId
            orders {
              orderId
            }
          }
          ... on Discount {
            discountId
          }
        }
      }
    `;
    const placed = globalId('PlacedOrder', ORDERS.splitA.parent);
    const mine = await gw.graphql(NODE, { id: placed }, { token: demo });
    expect(mine.body.data.node).toEqual({
      __typename: 'PlacedOrder',
      id: placed,
      parentOrderId: ORDERS.splitA.parent,
      orders: [{ orderId: ORDERS.splitA.id }, { orderId: ORDERS.splitB.id }],
    });
    expect(
      (await gw.graphql(NODE, { id: placed }, { token: (await newShopper(gw.api)).token })).body.data.node,
    ).toBeNull();
    expect((await gw.graphql(NODE, { id: placed })).body.data.node).toBeNull();
    const discount = globalId('Discount', await discountKey());
    expect((await gw.graphql(NODE, { id: discount })).body.data.node).toEqual({
      __typename: 'Discount',
      id: discount,
      discountId: await discountKey(),
    });
  });

  it('ProductFilter.categoryId and brandIds take global ids and REST keys; an ID of another type matches nothing', async () => {
    const LISTING = /* GraphQL */ `
      query ($filter: ProductFilter) {
        topBrandProducts(filter: $filter, first: 1) {
          totalCount
        }
      }
    `;
    const count = async (filter: object) =>
      (await gw.graphql(LISTING, { filter })).body.data.topBrandProducts.totalCount as number;
    const byBrand = await count({ brandIds: [BRANDS.withProducts] });
    expect(byBrand).toBeGreaterThan(0);
    expect(await count({ brandIds: [globalId('Brand', BRANDS.withProducts)] })).toBe(byBrand);
    expect(await count({ brandIds: [globalId('Seller', BRANDS.withProducts)] })).toBe(0);
    expect(await count({ brandIds: [GARBAGE] })).toBe(0);
    const SEARCH = /* GraphQL */ `query ($filter: ProductFilter) {
      category(categoryId: "${CATEGORIES.groceries}") { products(filter: $filter, first: 1) { totalCount } }
    }`;
    const inCategory = async (filter: object) =>
      (await gw.graphql(SEARCH, { filter })).body.data.category.products.totalCount as number;
    const groceries = await inCategory({ categoryId: CATEGORIES.groceries });
    expect(groceries).toBeGreaterThan(0);
    expect(await inCategory({ categoryId: globalId('Category', CATEGORIES.groceries) })).toBe(groceries);
    expect(await inCategory({ categoryId: globalId('Product', CATEGORIES.groceries) })).toBe(0);
  });

  it('List.containsProduct and Order.cancellationRefund take global ids and REST keys; other IDs name nothing', async () => {
    const CONTAINS = /* GraphQL */ `
      query ($list: ID!, $p: ID!) {
        node(id: $list) {
          ... on List {
            containsProduct(productId: $p)
          }
        }
      }
    `;
    const list = globalId('List', LISTS.office.id);
    const contains = async (p: string) =>
      (await gw.graphql(CONTAINS, { list, p }, { token: demo })).body.data.node.containsProduct;
    const item = LISTS.office.items[0];
    const answers = [
      await contains(item),
      await contains(globalId('Product', item)),
      await contains(globalId('Brand', item)),
      await contains(GARBAGE),
    ];
    expect(answers).toEqual([true, true, false, false]);

    const QUOTE = /* GraphQL */ `
      query ($id: ID!, $p: [ID!]!) {
        viewer {
          order(orderId: $id) {
            cancellationRefund(productIds: $p) {
              orderAmount {
                amount
              }
            }
          }
        }
      }
    `;
    const quote = async (p: string[]) =>
      (await gw.graphql(QUOTE, { id: ORDERS.placed.id, p }, { token: demo })).body.data.viewer.order.cancellationRefund
        .orderAmount.amount;
    const line = (await first(
      gw.api.queries,
      sql`SELECT productId FROM order_items WHERE orderId = ${ORDERS.placed.id} LIMIT 1`,
    )) as { productId: string };
    const byKey = await quote([line.productId]);
    expect(Number(byKey)).toBeGreaterThan(0);
    expect(await quote([globalId('Product', line.productId)])).toBe(byKey);
    expect(await quote([globalId('Order', line.productId), GARBAGE])).toBe('0.00');
  });
});

describe("mutations refuse another type's ID or garbage with INVALID_ID on the field, and call no REST endpoint", () => {
  const known = PRODUCTS.neverBought;
  const wrongProduct = globalId('Brand', known);
  const checkout = (productId: string, addressId: string) => ({
    source: 'PRODUCT',
    productId,
    addressId,
    paymentMethod: 'CASH_ON_DELIVERY',
    idempotencyKey: 'id-convention-refused',
  });
  const cases: [mutation: string, inputType: string, input: (bad: string) => object, type: string, field: string[]][] =
    [
      ['addToCart', 'AddToCartInput', (bad) => ({ productId: bad }), 'Product', ['productId']],
      ['moveToCart', 'CartProductInput', (bad) => ({ productId: bad }), 'Product', ['productId']],
      [
        'updateCartQuantity',
        'UpdateCartQuantityInput',
        (bad) => ({ productId: bad, quantity: 1 }),
        'Product',
        ['productId'],
      ],
      ['removeFromCart', 'CartProductInput', (bad) => ({ productId: bad }), 'Product', ['productId']],
      ['moveToWishlist', 'CartProductInput', (bad) => ({ productId: bad }), 'Product', ['productId']],
      ['addToWishlist', 'WishlistProductInput', (bad) => ({ productId: bad }), 'Product', ['productId']],
      ['removeFromWishlist', 'WishlistProductInput', (bad) => ({ productId: bad }), 'Product', ['productId']],
      ['rateProduct', 'RateProductInput', (bad) => ({ productId: bad, rating: 5 }), 'Product', ['productId']],
      ['rateSeller', 'RateSellerInput', (bad) => ({ sellerId: bad, rating: 4 }), 'Seller', ['sellerId']],
      [
        'reportProduct',
        'ReportProductInput',
        (bad) => ({ target: { productId: bad }, reason: 'Wrong information' }),
        'Product',
        ['target', 'productId'],
      ],
      [
        'reportProduct',
        'ReportProductInput',
        (bad) => ({ target: { brandId: bad }, reason: 'Wrong information' }),
        'Brand',
        ['target', 'brandId'],
      ],
      [
        'createList',
        'CreateListInput',
        (bad) => ({ name: 'Refused', productIds: [known, bad] }),
        'Product',
        ['productIds'],
      ],
      ['addProductToList', 'ListProductInput', (bad) => ({ listId: bad, productId: known }), 'List', ['listId']],
      [
        'removeProductFromList',
        'ListProductInput',
        (bad) => ({ listId: LISTS.office.id, productId: bad }),
        'Product',
        ['productId'],
      ],
      ['deleteList', 'DeleteListInput', (bad) => ({ listId: bad }), 'List', ['listId']],
      ['setListPrivacy', 'SetListPrivacyInput', (bad) => ({ listId: bad, isPrivate: true }), 'List', ['listId']],
      [
        'cancelOrder',
        'CancelOrderInput',
        (bad) => ({ orderId: bad, productIds: [known], reason: 'OTHER' }),
        'Order',
        ['orderId'],
      ],
      [
        'cancelOrder',
        'CancelOrderInput',
        (bad) => ({ orderId: ORDERS.placed.id, productIds: [bad], reason: 'OTHER' }),
        'Product',
        ['productIds'],
      ],
      ['placeOrder', 'PlaceOrderInput', (bad) => checkout(bad, 'ADR1'), 'Product', ['productId']],
      ['placeOrder', 'PlaceOrderInput', (bad) => checkout(known, bad), 'Address', ['addressId']],
      [
        'confirmPayment',
        'ConfirmPaymentInput',
        (bad) => ({ checkout: checkout(bad, 'ADR1'), paymentOrderId: 'order_x', paymentId: 'pay_x', signature: 'sig' }),
        'Product',
        ['checkout', 'productId'],
      ],
      ['deleteAddress', 'DeleteAddressInput', (bad) => ({ addressId: bad }), 'Address', ['addressId']],
      [
        'raiseTicket',
        'RaiseTicketInput',
        (bad) => ({
          department: 'CUSTOMER_SUPPORT',
          issue: 'Order Issue',
          subject: 'Late',
          details: 'Where is it?',
          orderId: bad,
        }),
        'Order',
        ['orderId'],
      ],
    ];

  it.each(cases)('%s (%s): %s', async (mutation, inputType, input, type, field) => {
    const document = `mutation ($input: ${inputType}!) { ${mutation}(input: $input) { ${ERRORS} } }`;
    const otherType =
      type === 'Brand'
        ? globalId('Seller', SELLERS.withRatings)
        : type === 'Product'
          ? wrongProduct
          : globalId('Product', known);
    for (const bad of [otherType, GARBAGE]) {
      const calls = gw.restCalls.length;
      const { status, body } = await gw.graphql(document, { input: input(bad) }, { token: demo });
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data[mutation].userErrors).toEqual(invalidId(type, ...field));
      expect(gw.restCalls.slice(calls)).toEqual([]);
    }
  });
});

describe('mutations take the global id and the REST key', () => {
  const cartOf = async (userId: string) =>
    await all(gw.api.queries, sql`SELECT productId, quantity FROM cart_items WHERE userId = ${userId}`);

  it('addToCart and addToWishlist store the product either way', async () => {
    const s = await newShopper(gw.api);
    const ADD = /* GraphQL */ `mutation ($input: AddToCartInput!) { addToCart(input: $input) { product { id productId } ${ERRORS} } }`;
    const first = await gw.graphql(
      ADD,
      { input: { productId: globalId('Product', PRODUCTS.inStock) } },
      { token: s.token },
    );
    expect(first.body.data.addToCart).toEqual({
      product: { id: globalId('Product', PRODUCTS.inStock), productId: PRODUCTS.inStock },
      userErrors: [],
    });
    await gw.graphql(ADD, { input: { productId: PRODUCTS.neverBought, quantity: 2 } }, { token: s.token });
    expect(await cartOf(s.id)).toEqual(
      expect.arrayContaining([
        { productId: PRODUCTS.inStock, quantity: 1 },
        { productId: PRODUCTS.neverBought, quantity: 2 },
      ]),
    );

    const WISH = /* GraphQL */ `mutation ($input: WishlistProductInput!) { addToWishlist(input: $input) { ${ERRORS} } }`;
    const wished = await gw.graphql(
      WISH,
      { input: { productId: globalId('Product', PRODUCTS.fewLeft) } },
      { token: s.token },
    );
    expect(wished.body.data.addToWishlist.userErrors).toEqual([]);
    expect(await all(gw.api.queries, sql`SELECT productId FROM wishlist_items WHERE userId = ${s.id}`)).toEqual([
      { productId: PRODUCTS.fewLeft },
    ]);
  });

  it('lists: createList, addProductToList, setListPrivacy and deleteList take global ids; deleteList answers the global id for a REST key too', async () => {
    const s = await newShopper(gw.api);
    const CREATE = /* GraphQL */ `mutation ($input: CreateListInput!) { createList(input: $input) { list { id listId } ${ERRORS} } }`;
    const productIds = [globalId('Product', PRODUCTS.inStock), PRODUCTS.fewLeft];
    const created = (await gw.graphql(CREATE, { input: { name: 'Pantry', productIds } }, { token: s.token })).body.data
      .createList;
    expect(created.userErrors).toEqual([]);
    const { id, listId } = created.list;
    const items = async () =>
      await all(gw.api.queries, sql`SELECT productId FROM list_items WHERE listId = ${listId} ORDER BY productId`);
    expect(await items()).toEqual([{ productId: PRODUCTS.inStock }, { productId: PRODUCTS.fewLeft }]);

    const ADD = /* GraphQL */ `mutation ($input: ListProductInput!) { addProductToList(input: $input) { ${ERRORS} } }`;
    const added = await gw.graphql(
      ADD,
      { input: { listId: id, productId: globalId('Product', PRODUCTS.neverBought) } },
      { token: s.token },
    );
    expect(added.body.data.addProductToList.userErrors).toEqual([]);
    expect(await items()).toContainEqual({ productId: PRODUCTS.neverBought });

    const PRIVACY = /* GraphQL */ `mutation ($input: SetListPrivacyInput!) { setListPrivacy(input: $input) { list { isPrivate } ${ERRORS} } }`;
    const privacy = await gw.graphql(PRIVACY, { input: { listId: id, isPrivate: true } }, { token: s.token });
    expect(privacy.body.data.setListPrivacy).toEqual({ list: { isPrivate: true }, userErrors: [] });

    const DELETE = /* GraphQL */ `mutation ($input: DeleteListInput!) { deleteList(input: $input) { deletedListId ${ERRORS} } }`;
    expect((await gw.graphql(DELETE, { input: { listId } }, { token: s.token })).body.data.deleteList).toEqual({
      deletedListId: id,
      userErrors: [],
    });
    expect(await gw.api.count('lists', sql`id = ${listId}`)).toBe(0);
  });

  it('updateAddress and deleteAddress take the REST key and answer the global id', async () => {
    const s = await shopperWithAddress();
    const DELETE = /* GraphQL */ `mutation ($input: DeleteAddressInput!) { deleteAddress(input: $input) { deletedAddressId ${ERRORS} } }`;
    const ADD = /* GraphQL */ `
      mutation ($input: AddAddressInput!) {
        addAddress(input: $input) {
          address {
            id
          }
        }
      }
    `;
    const form = {
      name: 'Ravi Rao',
      phoneNumber: '9000000002',
      houseName: 'House 9',
      localArea: 'Jayanagar',
      pincode: '560041',
      state: 'Karnataka',
    };
    const second = (await gw.graphql(ADD, { input: form }, { token: s.token })).body.data.addAddress.address.id;
    const key = `ADR${((await first(gw.api.queries, sql`SELECT max(id) AS id FROM addresses WHERE userId = ${s.id}`)) as { id: number }).id}`;
    const deleted = await gw.graphql(DELETE, { input: { addressId: key } }, { token: s.token });
    expect(deleted.body.data.deleteAddress).toEqual({ deletedAddressId: second, userErrors: [] });
    expect(await gw.api.count('addresses', sql`userId = ${s.id}`)).toBe(1);
  });

  it('rateSeller and reportProduct take global ids', async () => {
    const s = await newShopper(gw.api);
    const RATE = /* GraphQL */ `mutation ($input: RateSellerInput!) { rateSeller(input: $input) { seller { sellerId } ${ERRORS} } }`;
    const rated = await gw.graphql(
      RATE,
      { input: { sellerId: globalId('Seller', SELLERS.withRatings), rating: 4.5 } },
      { token: s.token },
    );
    expect(rated.body.data.rateSeller).toEqual({ seller: { sellerId: SELLERS.withRatings }, userErrors: [] });
    const ratings = await all(gw.api.queries, sql`SELECT sellerId, rating FROM seller_ratings WHERE userId = ${s.id}`);
    expect(ratings).toEqual([{ sellerId: SELLERS.withRatings, rating: 4.5 }]);

    const REPORT = /* GraphQL */ `mutation ($input: ReportProductInput!) { reportProduct(input: $input) { reported ${ERRORS} } }`;
    const reported = await gw.graphql(
      REPORT,
      { input: { target: { brandId: globalId('Brand', BRANDS.withProducts) }, reason: 'Wrong information' } },
      { token: s.token },
    );
    expect(reported.body.data.reportProduct).toEqual({ reported: true, userErrors: [] });
    const tickets = await all(gw.api.queries, sql`SELECT details FROM tickets WHERE userId = ${s.id}`);
    expect(tickets).toEqual([{ details: expect.stringContaining(`Brand: ${BRANDS.withProducts}`) }]);
  });

  it("placeOrder takes the address's global id or REST key and the product's global id; cancelOrder takes Order.id and product ids", async () => {
    const s = await shopperWithAddress();
    const PLACE = /* GraphQL */ `mutation ($input: PlaceOrderInput!) {
      placeOrder(input: $input) { order { id parentOrderId orders { id orderId } } ${ERRORS} }
    }`;
    const [a, b] = (await stockedProducts(gw.api, { is: (await product(gw.api, PRODUCTS.inStock)).sellerId }, 2)) as [
      string,
      string,
    ];
    const place = async (productId: string, addressId: string) => {
      const input = {
        source: 'PRODUCT',
        productId,
        addressId,
        paymentMethod: 'CASH_ON_DELIVERY',
        idempotencyKey: newKey(),
      };
      const { body } = await gw.graphql(PLACE, { input }, { token: s.token });
      expect(body.data.placeOrder.userErrors).toEqual([]);
      return body.data.placeOrder.order;
    };
    const byKey = await place(globalId('Product', a), s.addressKey);
    expect(byKey.id).toBe(globalId('PlacedOrder', byKey.parentOrderId));
    const byId = await place(b, s.addressId);
    const rows = (await all(gw.api.queries, sql`SELECT parentOrderId FROM orders WHERE userId = ${s.id}`)) as {
      parentOrderId: string;
    }[];
    const stored = rows.map((o) => o.parentOrderId);
    expect(stored.sort()).toEqual([byKey.parentOrderId, byId.parentOrderId].sort());

    const CANCEL = /* GraphQL */ `mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { order { id status } ${ERRORS} } }`;
    const order = byKey.orders[0];
    const input = { orderId: order.id, productIds: [globalId('Product', a)], reason: 'OTHER' };
    const cancelled = await gw.graphql(CANCEL, { input }, { token: s.token });
    expect(cancelled.body.data.cancelOrder).toEqual({ order: { id: order.id, status: 'CANCELLED' }, userErrors: [] });
    expect(await gw.api.count('order_items', sql`orderId = ${order.orderId} AND status = 4`)).toBe(1);
  });

  it('raiseTicket takes Order.id', async () => {
    const s = await newShopper(gw.api);
    const res = await gw.api.post(
      '/place-order',
      await orderBody(gw.api, [{ id: PRODUCTS.neverBought, quantity: 1 }]),
      {
        token: s.token,
      },
    );
    expect(res.status).toBe(201);
    const orderId = ((await first(gw.api.queries, sql`SELECT id FROM orders WHERE userId = ${s.id}`)) as { id: string })
      .id;
    const RAISE = /* GraphQL */ `mutation ($input: RaiseTicketInput!) { raiseTicket(input: $input) { ticket { orderId } ${ERRORS} } }`;
    const input = {
      department: 'CUSTOMER_SUPPORT',
      issue: 'Order Issue',
      subject: 'Late',
      details: 'Where is it?',
      orderId: globalId('Order', orderId),
    };
    expect((await gw.graphql(RAISE, { input }, { token: s.token })).body.data.raiseTicket).toEqual({
      ticket: { orderId },
      userErrors: [],
    });
    expect(await all(gw.api.queries, sql`SELECT orderId FROM tickets WHERE userId = ${s.id}`)).toEqual([{ orderId }]);
  });
});
