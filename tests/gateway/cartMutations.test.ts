import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { PRODUCTS, USERS } from '../helpers/fixtures.ts';
import { startGateway, type TestGateway } from '../helpers/gateway.ts';

let gw: TestGateway;
let fresh: string;

beforeAll(async () => {
  gw = await startGateway();
  fresh = await gw.api.signIn(USERS.fresh);
});
afterAll(() => gw.close());

const ADD = /* GraphQL */ `
  mutation ($input: AddToCartInput!) {
    addToCart(input: $input) {
      cart {
        id
        lineCount
      }
      product {
        productId
        stock
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;
const error = (code: string, message: string, field?: string) => ({
  code,
  message,
  field: field ? ['input', field] : null,
});
const quantityOf = async (productId: string) => new Map(await gw.api.storedCart(USERS.fresh.id)).get(productId);

describe('addToCart', () => {
  it('asks a guest to sign in without calling the REST API', async () => {
    const before = gw.restCalls.length;
    const { body } = await gw.graphql(ADD, { input: { productId: PRODUCTS.inStock } });
    expect(body.data.addToCart).toEqual({
      cart: null,
      product: null,
      userErrors: [error('UNAUTHENTICATED', 'Please sign in to add products to your cart')],
    });
    expect(gw.restCalls.length).toBe(before);
  });

  it('adds a line, then raises it, and answers the cart as it now is', async () => {
    const first = await gw.graphql(ADD, { input: { productId: PRODUCTS.inStock, quantity: 2 } }, { token: fresh });
    expect(first.body.data.addToCart).toMatchObject({
      cart: { lineCount: 1 },
      product: { productId: PRODUCTS.inStock },
      userErrors: [],
    });
    expect(await quantityOf(PRODUCTS.inStock)).toBe(2);
    const again = await gw.graphql(ADD, { input: { productId: PRODUCTS.inStock } }, { token: fresh });
    expect(again.body.data.addToCart.cart.lineCount).toBe(1);
    expect(await quantityOf(PRODUCTS.inStock)).toBe(3);
    const other = await gw.graphql(ADD, { input: { productId: PRODUCTS.neverBought } }, { token: fresh });
    expect(other.body.data.addToCart.cart.lineCount).toBe(2);
    // The answer is the cart after the write, read once: no second call for the count.
    expect(gw.reportedCalls(other.headers)).toBe(2);
  });

  it('refuses an out-of-stock product, a quantity above the limit or below 1, and an unknown product, adding nothing', async () => {
    const cases: [object, ReturnType<typeof error>][] = [
      [{ productId: PRODUCTS.outOfStock }, error('OUT_OF_STOCK', 'Out of Stock', 'productId')],
      [
        { productId: PRODUCTS.onlyThreeLeft, quantity: 4 },
        error('INVALID_INPUT', 'Maximum quantity reached: only 3 allowed', 'quantity'),
      ],
      [{ productId: PRODUCTS.fewLeft, quantity: 0 }, error('INVALID_INPUT', 'Quantity must be at least 1', 'quantity')],
      [{ productId: 'PRD999999' }, error('NOT_FOUND', 'Product not found', 'productId')],
    ];
    for (const [input, expected] of cases) {
      const { body } = await gw.graphql(ADD, { input }, { token: fresh });
      expect(body.data.addToCart).toEqual({ cart: null, product: null, userErrors: [expected] });
    }
    for (const productId of [PRODUCTS.outOfStock, PRODUCTS.onlyThreeLeft, PRODUCTS.fewLeft])
      expect(await quantityOf(productId)).toBeUndefined();
  });

  it('answers every object it changes: the cart, the product, and the wishlist the product left', async () => {
    const shopper = await gw.api.signIn(USERS.fresh);
    const wish = await gw.graphql(
      'mutation ($input: WishlistProductInput!) { addToWishlist(input: $input) { userErrors { code } } }',
      { input: { productId: PRODUCTS.fewLeft } },
      { token: shopper },
    );
    expect(wish.body.data.addToWishlist.userErrors).toEqual([]);
    const { body } = await gw.graphql(
      /* GraphQL */ `
        mutation ($input: AddToCartInput!) {
          addToCart(input: $input) {
            cart {
              lines {
                product {
                  productId
                }
              }
            }
            product {
              productId
              inCart
              inWishlist
            }
            wishlist {
              products {
                nodes {
                  productId
                }
              }
            }
            viewer {
              cart {
                lineCount
              }
            }
            userErrors {
              code
            }
          }
        }
      `,
      { input: { productId: PRODUCTS.fewLeft } },
      { token: shopper },
    );
    const stored = await gw.api.storedCart(USERS.fresh.id);
    const wishlist = await gw.api.count('wishlist_items', sql`userId = ${USERS.fresh.id}`);
    const payload = body.data.addToCart;
    expect(payload.userErrors).toEqual([]);
    expect(payload.product).toEqual({ productId: PRODUCTS.fewLeft, inCart: true, inWishlist: false });
    expect(payload.cart.lines.map((line: any) => line.product.productId).sort()).toEqual(
      stored.map(([id]) => id).sort(),
    );
    expect(payload.viewer.cart.lineCount).toBe(stored.length);
    expect(payload.wishlist.products.nodes).toHaveLength(wishlist);
    expect(payload.wishlist.products.nodes).not.toContainEqual({ productId: PRODUCTS.fewLeft });
  });

  it('ends an expired session cleanly, clearing the cookie', async () => {
    const token = await gw.api.signIn(USERS.fresh);
    gw.api.clock.advance(60 * 60 * 1000 + 1);
    const { body, headers } = await gw.graphql(
      ADD,
      { input: { productId: PRODUCTS.neverBought } },
      { headers: { cookie: `session=${token}` } },
    );
    expect(body.data.addToCart.userErrors).toEqual([
      error('UNAUTHENTICATED', 'Your session has expired. Please log in again.'),
    ]);
    expect(headers.get('set-cookie')).toBe('session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
  });
});

describe('the wishlist heart', () => {
  const CHANGE = (name: string) => /* GraphQL */ `mutation ($input: WishlistProductInput!) {
    ${name}(input: $input) { product { productId inWishlist } userErrors { field code message } }
  }`;
  const wished = async (productId: string) =>
    await gw.api.count('wishlist_items', sql`userId = ${USERS.fresh.id} AND productId = ${productId}`);

  it('adds and removes a product, answering inWishlist after the change', async () => {
    // A session of its own: an earlier test moved the clock past the first one's hour.
    const fresh = await gw.api.signIn(USERS.fresh);
    const input = { productId: PRODUCTS.neverBought };
    const added = await gw.graphql(CHANGE('addToWishlist'), { input }, { token: fresh });
    expect(added.body.data.addToWishlist).toEqual({
      product: { productId: PRODUCTS.neverBought, inWishlist: true },
      userErrors: [],
    });
    expect(await wished(PRODUCTS.neverBought)).toBe(1);
    const again = await gw.graphql(CHANGE('addToWishlist'), { input }, { token: fresh });
    expect(again.body.data.addToWishlist).toEqual({
      product: null,
      userErrors: [error('ALREADY_EXISTS', 'Product already exists in wishlist', 'productId')],
    });

    const removed = await gw.graphql(CHANGE('removeFromWishlist'), { input }, { token: fresh });
    expect(removed.body.data.removeFromWishlist).toEqual({
      product: { productId: PRODUCTS.neverBought, inWishlist: false },
      userErrors: [],
    });
    expect(await wished(PRODUCTS.neverBought)).toBe(0);
    const missing = await gw.graphql(CHANGE('removeFromWishlist'), { input }, { token: fresh });
    expect(missing.body.data.removeFromWishlist).toEqual({
      product: null,
      userErrors: [error('NOT_FOUND', 'Product not found in wishlist', 'productId')],
    });
  });

  it('asks a guest to sign in', async () => {
    const { body } = await gw.graphql(CHANGE('addToWishlist'), { input: { productId: PRODUCTS.neverBought } });
    expect(body.data.addToWishlist).toEqual({
      product: null,
      userErrors: [error('UNAUTHENTICATED', 'Please sign in to use your wishlist')],
    });
  });
});
