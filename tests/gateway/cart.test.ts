import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { PRODUCTS, USERS } from '../helpers/fixtures.ts';
import { globalId, startGateway, type TestGateway } from '../helpers/gateway.ts';
import { newShopper } from '../helpers/shopper.ts';

let gw: TestGateway;
let demo: string;

beforeAll(async () => {
  gw = await startGateway();
  demo = await gw.api.signIn(USERS.demo);
});
afterAll(() => gw.close());

const error = (code: string, message: string, field?: string) => ({
  code,
  message,
  field: field ? ['input', field] : null,
});
const rupees = (amount: number) => amount.toFixed(2);

interface ProductRecord {
  price: number;
  offerPrice: number;
  stock: number;
  b2cMaxQty: number;
  tirePrice: { range: string; discountPrice: number }[];
}
async function productRecord(productId: string): Promise<ProductRecord> {
  const { body } = await gw.api.get(`/getProductInnerDetails?pId=${productId}`);
  return body.productDetails as ProductRecord;
}

const quantityOf = async (userId: string, productId: string) => new Map(await gw.api.storedCart(userId)).get(productId);
const wished = async (userId: string, productId: string) =>
  await gw.api.count('wishlist_items', sql`userId = ${userId} AND productId = ${productId}`);

const CART = /* GraphQL */ `
  {
    viewer {
      cart {
        id
        lineCount
        listTotal {
          amount
        }
        subTotal {
          amount
        }
        savings {
          amount
        }
        lines {
          id
          quantity
          maxQuantity
          unitPrice {
            amount
          }
          lineTotal {
            amount
          }
          listTotal {
            amount
          }
          savings {
            amount
          }
          product {
            productId
            inCart
          }
        }
      }
    }
  }
`;

describe('the cart', () => {
  it("lists demo's lines newest first with prices from the product records and totals over every line", async () => {
    const { body, headers } = await gw.graphql(CART, {}, { token: demo });
    const { cart } = body.data.viewer;
    expect(cart.lineCount).toBe(2);
    expect(cart.lines.map((l: { product: { productId: string } }) => l.product.productId).sort()).toEqual(
      [...PRODUCTS.demoCart].sort(),
    );
    let [list, sub] = [0, 0];
    for (const line of cart.lines) {
      const record = await productRecord(line.product.productId);
      const quantity = (await quantityOf(USERS.demo.id, line.product.productId))!;
      list += Math.round(record.price * 100) * quantity;
      sub += Math.round(record.offerPrice * 100) * quantity;
      expect(line).toEqual({
        id: expect.any(String),
        quantity,
        maxQuantity: Math.min(record.b2cMaxQty, record.stock),
        unitPrice: { amount: rupees(record.offerPrice) },
        lineTotal: { amount: rupees(record.offerPrice * quantity) },
        listTotal: { amount: rupees(record.price * quantity) },
        savings: { amount: rupees((record.price - record.offerPrice) * quantity) },
        product: { productId: line.product.productId, inCart: true },
      });
    }
    expect(cart.listTotal.amount).toBe(rupees(list / 100));
    expect(cart.subTotal.amount).toBe(rupees(sub / 100));
    expect(cart.savings.amount).toBe(rupees((list - sub) / 100));
    // The user and the cart, each read once; product fields come from the cart's own records.
    expect(gw.reportedCalls(headers)).toBe(2);
  });

  it("prices a line by the one rule: at a tier's quantity, the tier price, in the line and the totals", async () => {
    const shopper = await newShopper(gw.api);
    const record = await productRecord(PRODUCTS.inStock);
    const tier = record.tirePrice.find((t) => t.range === '10-49')!;
    expect(tier.discountPrice).toBeLessThan(record.offerPrice);
    await gw.api.post('/move-to-cart', { productId: PRODUCTS.inStock, quantity: 9 }, { token: shopper.token });
    const at9 = (await gw.graphql(CART, {}, { token: shopper.token })).body.data.viewer.cart;
    expect(at9.lines[0]).toMatchObject({ quantity: 9, unitPrice: { amount: rupees(record.offerPrice) } });
    const { body } = await gw.graphql(
      /* GraphQL */ 'mutation ($input: UpdateCartQuantityInput!) { updateCartQuantity(input: $input) { cart { subTotal { amount } savings { amount } lines { quantity unitPrice { amount } lineTotal { amount } } } } }',
      { input: { productId: PRODUCTS.inStock, quantity: 10 } },
      { token: shopper.token },
    );
    expect(body.data.updateCartQuantity.cart).toEqual({
      subTotal: { amount: rupees(tier.discountPrice * 10) },
      savings: { amount: rupees((record.price - tier.discountPrice) * 10) },
      lines: [
        {
          quantity: 10,
          unitPrice: { amount: rupees(tier.discountPrice) },
          lineTotal: { amount: rupees(tier.discountPrice * 10) },
        },
      ],
    });
  });

  it('caps a line at the stock when the stock is below the consumer maximum', async () => {
    const shopper = await newShopper(gw.api);
    await gw.api.post('/move-to-cart', { productId: PRODUCTS.onlyThreeLeft, quantity: 1 }, { token: shopper.token });
    const { body } = await gw.graphql(
      /* GraphQL */ '{ viewer { cart { lines { maxQuantity } } } }',
      {},
      { token: shopper.token },
    );
    expect(body.data.viewer.cart.lines).toEqual([{ maxQuantity: 3 }]);
  });

  it('is null for a guest, and node() finds only the own cart and wishlist', async () => {
    const guest = await gw.graphql(/* GraphQL */ '{ viewer { cart { id } wishlist { id } lists { totalCount } } }');
    expect(guest.body.data.viewer).toEqual({ cart: null, wishlist: null, lists: { totalCount: 0 } });
    const second = await gw.api.signIn(USERS.second);
    const ids = [globalId('Cart', USERS.demo.id), globalId('Wishlist', USERS.demo.id)];
    const theirs = await gw.graphql(
      /* GraphQL */ 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }',
      { ids },
      { token: second },
    );
    expect(theirs.body.data.nodes).toEqual([null, null]);
    const own = await gw.graphql(
      /* GraphQL */ 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }',
      { ids },
      { token: demo },
    );
    expect(own.body.data.nodes).toEqual(ids.map((id) => ({ id })));
  });
});

const CHANGE = (name: string, input: string) => /* GraphQL */ `mutation ($input: ${input}!) {
  ${name}(input: $input) {
    cart { lineCount lines { quantity product { productId } } }
    wishlist { products(first: 50) { totalCount edges { node { productId } } } }
    product { productId inCart inWishlist }
    userErrors { field code message }
  }
}`;
const UPDATE = CHANGE('updateCartQuantity', 'UpdateCartQuantityInput');
const REMOVE = CHANGE('removeFromCart', 'CartProductInput');
const TO_WISHLIST = CHANGE('moveToWishlist', 'CartProductInput');
const TO_CART = CHANGE('moveToCart', 'CartProductInput');
const refused = (userError: object) => ({ cart: null, wishlist: null, product: null, userErrors: [userError] });

describe('updateCartQuantity', () => {
  it('sets a quantity up to the bound and answers the new cart without reading it again', async () => {
    const shopper = await newShopper(gw.api);
    await gw.api.post('/move-to-cart', { productId: PRODUCTS.onlyThreeLeft, quantity: 1 }, { token: shopper.token });
    const { body, headers } = await gw.graphql(
      UPDATE,
      { input: { productId: PRODUCTS.onlyThreeLeft, quantity: 3 } },
      { token: shopper.token },
    );
    expect(body.data.updateCartQuantity.cart).toEqual({
      lineCount: 1,
      lines: [{ quantity: 3, product: { productId: PRODUCTS.onlyThreeLeft } }],
    });
    expect(await quantityOf(shopper.id, PRODUCTS.onlyThreeLeft)).toBe(3);
    // The write (which answers the cart), the user, and the wishlist the payload asked for.
    expect(gw.reportedCalls(headers)).toBe(3);
  });

  it('refuses a quantity above the bound, below 1, and a product not in the cart, changing nothing', async () => {
    const shopper = await newShopper(gw.api);
    await gw.api.post('/move-to-cart', { productId: PRODUCTS.onlyThreeLeft, quantity: 2 }, { token: shopper.token });
    const cases: [object, object][] = [
      [
        { productId: PRODUCTS.onlyThreeLeft, quantity: 4 },
        error('INVALID_INPUT', 'Maximum quantity reached: only 3 allowed', 'quantity'),
      ],
      [
        { productId: PRODUCTS.onlyThreeLeft, quantity: 0 },
        error('INVALID_INPUT', 'Quantity must be at least 1', 'quantity'),
      ],
      [{ productId: PRODUCTS.inStock, quantity: 1 }, error('NOT_FOUND', 'Product not found in cart', 'productId')],
      [{ productId: 'PRD999999', quantity: 1 }, error('NOT_FOUND', 'Product not found', 'productId')],
    ];
    for (const [input, expected] of cases) {
      const { body } = await gw.graphql(UPDATE, { input }, { token: shopper.token });
      expect(body.data.updateCartQuantity).toEqual(refused(expected));
    }
    expect(await quantityOf(shopper.id, PRODUCTS.onlyThreeLeft)).toBe(2);
    expect(await quantityOf(shopper.id, PRODUCTS.inStock)).toBeUndefined();
  });

  it("asks a guest to sign in, and never reaches another shopper's line", async () => {
    const guest = await gw.graphql(UPDATE, { input: { productId: PRODUCTS.demoCart[0], quantity: 1 } });
    expect(guest.body.data.updateCartQuantity).toEqual(
      refused(error('UNAUTHENTICATED', 'Please sign in to use your cart')),
    );
    const shopper = await newShopper(gw.api);
    const other = await gw.graphql(
      UPDATE,
      { input: { productId: PRODUCTS.demoCart[0], quantity: 1 } },
      { token: shopper.token },
    );
    expect(other.body.data.updateCartQuantity).toEqual(
      refused(error('NOT_FOUND', 'Product not found in cart', 'productId')),
    );
    expect(await quantityOf(USERS.demo.id, PRODUCTS.demoCart[0])).toBe(2);
  });
});

describe('removeFromCart', () => {
  it('removes a line; a second removal is NOT_FOUND', async () => {
    const shopper = await newShopper(gw.api);
    for (const productId of [PRODUCTS.inStock, PRODUCTS.neverBought])
      await gw.api.post('/move-to-cart', { productId }, { token: shopper.token });
    const input = { productId: PRODUCTS.inStock };
    const { body } = await gw.graphql(REMOVE, { input }, { token: shopper.token });
    expect(body.data.removeFromCart).toMatchObject({
      cart: { lineCount: 1, lines: [{ quantity: 1, product: { productId: PRODUCTS.neverBought } }] },
      product: { productId: PRODUCTS.inStock, inCart: false },
      userErrors: [],
    });
    expect(await quantityOf(shopper.id, PRODUCTS.inStock)).toBeUndefined();
    const again = await gw.graphql(REMOVE, { input }, { token: shopper.token });
    expect(again.body.data.removeFromCart).toEqual(
      refused(error('NOT_FOUND', 'Product not found in cart', 'productId')),
    );
  });
});

describe('moveToWishlist and moveToCart', () => {
  it('moves a line to the wishlist and back as one unit', async () => {
    const shopper = await newShopper(gw.api);
    await gw.api.post('/move-to-cart', { productId: PRODUCTS.inStock, quantity: 2 }, { token: shopper.token });
    const input = { productId: PRODUCTS.inStock };
    const moved = await gw.graphql(TO_WISHLIST, { input }, { token: shopper.token });
    expect(moved.body.data.moveToWishlist).toEqual({
      cart: { lineCount: 0, lines: [] },
      wishlist: { products: { totalCount: 1, edges: [{ node: { productId: PRODUCTS.inStock } }] } },
      product: { productId: PRODUCTS.inStock, inCart: false, inWishlist: true },
      userErrors: [],
    });
    expect([await quantityOf(shopper.id, PRODUCTS.inStock), await wished(shopper.id, PRODUCTS.inStock)]).toEqual([
      undefined,
      1,
    ]);

    const back = await gw.graphql(TO_CART, { input }, { token: shopper.token });
    expect(back.body.data.moveToCart).toEqual({
      cart: { lineCount: 1, lines: [{ quantity: 1, product: { productId: PRODUCTS.inStock } }] },
      wishlist: { products: { totalCount: 0, edges: [] } },
      product: { productId: PRODUCTS.inStock, inCart: true, inWishlist: false },
      userErrors: [],
    });
    expect([await quantityOf(shopper.id, PRODUCTS.inStock), await wished(shopper.id, PRODUCTS.inStock)]).toEqual([
      1, 0,
    ]);
  });

  it('refuses a product already on the wishlist with "Product already in wishlist" and keeps the line', async () => {
    const shopper = await newShopper(gw.api);
    await gw.api.post('/move-to-cart', { productId: PRODUCTS.neverBought }, { token: shopper.token });
    await gw.api.post('/add-to-wishlist', { productId: PRODUCTS.neverBought }, { token: shopper.token });
    const { body } = await gw.graphql(
      TO_WISHLIST,
      { input: { productId: PRODUCTS.neverBought } },
      { token: shopper.token },
    );
    expect(body.data.moveToWishlist).toEqual(
      refused(error('ALREADY_EXISTS', 'Product already in wishlist', 'productId')),
    );
    expect(await quantityOf(shopper.id, PRODUCTS.neverBought)).toBe(1);
  });

  it('refuses moving an out-of-stock product to the cart, leaving it on the wishlist', async () => {
    const shopper = await newShopper(gw.api);
    await gw.api.post('/add-to-wishlist', { productId: PRODUCTS.outOfStock }, { token: shopper.token });
    const { body } = await gw.graphql(TO_CART, { input: { productId: PRODUCTS.outOfStock } }, { token: shopper.token });
    expect(body.data.moveToCart).toEqual(refused(error('OUT_OF_STOCK', 'Out of Stock', 'productId')));
    expect([await quantityOf(shopper.id, PRODUCTS.outOfStock), await wished(shopper.id, PRODUCTS.outOfStock)]).toEqual([
      undefined,
      1,
    ]);
  });
});

describe('the wishlist', () => {
  it("lists demo's wishlist, and removing answers the new wishlist", async () => {
    const shopper = await newShopper(gw.api);
    for (const productId of [PRODUCTS.inStock, PRODUCTS.neverBought])
      await gw.api.post('/add-to-wishlist', { productId }, { token: shopper.token });
    const { body } = await gw.graphql(
      /* GraphQL */ `
        mutation ($input: WishlistProductInput!) {
          removeFromWishlist(input: $input) {
            wishlist {
              id
              products {
                totalCount
                edges {
                  node {
                    productId
                  }
                }
              }
            }
            userErrors {
              message
            }
          }
        }
      `,
      { input: { productId: PRODUCTS.inStock } },
      { token: shopper.token },
    );
    expect(body.data.removeFromWishlist).toEqual({
      wishlist: {
        id: globalId('Wishlist', shopper.id),
        products: { totalCount: 1, edges: [{ node: { productId: PRODUCTS.neverBought } }] },
      },
      userErrors: [],
    });
    const listed = await gw.graphql(
      /* GraphQL */ '{ viewer { wishlist { products(first: 2) { totalCount pageInfo { hasNextPage } } } } }',
      {},
      { token: demo },
    );
    expect(listed.body.data.viewer.wishlist.products).toEqual({
      totalCount: PRODUCTS.demoWishlist.length,
      pageInfo: { hasNextPage: true },
    });
  });
});
