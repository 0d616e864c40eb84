// The walk over every mutation's refusals: each refusal a mutation's description lists (its codes in backticks)
// is tried here, and answers a payload (never a top-level error) whose first userError names the input field at
// fault and the code, with nothing stored; an input broken in several places names each in the same answer (`then`).
// A new mutation without its refusals here fails the walk.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { buildSchema, GraphQLEnumType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { all, first } from '../../rest-api/src/db/queries.ts';
import { DEFAULT_LIMITS } from '../../rest-api/src/limits.ts';
import { OTP_TTL_MS } from '../../rest-api/src/sandbox/otp.ts';
import { BRANDS, LISTS, ORDERS, PINCODES, PRODUCTS, USERS } from '../helpers/fixtures.ts';
import { globalId, startGateway, type TestGateway } from '../helpers/gateway.ts';
import { stockedProducts } from '../helpers/orderHelpers.ts';
import { newShopper } from '../helpers/shopper.ts';

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
const mutations = schema.getMutationType()!.getFields();
const USER_ERROR_CODES = (schema.getType('UserErrorCode') as GraphQLEnumType).getValues().map((v) => v.name);

/** The codes a mutation's description lists as its refusals. */
const listedCodes = (mutation: string) =>
  new Set(
    [...(mutations[mutation]!.description ?? '').matchAll(/`([A-Z_]+)`/g)]
      .map(([, code]) => code!)
      .filter((c) => USER_ERROR_CODES.includes(c)),
  );

/** The mutation as a document answering only its userErrors: `($input: XInput!)` when it takes one. */
function documentOf(mutation: string) {
  const [arg] = mutations[mutation]!.args;
  const variables = arg ? `($input: ${arg.type})` : '';
  return `mutation ${variables} { ${mutation}${arg ? '(input: $input)' : ''} { userErrors { field code message } } }`;
}

/** The rows a refused write must leave as they were: everything a shopper owns or did (not sessions or codes sent). */
const STORED = [
  'addresses',
  'cart_items',
  'list_items',
  'lists',
  'order_items',
  'order_requests',
  'orders',
  'payment_orders',
  'payment_refunds',
  'products',
  'reviews',
  'seller_ratings',
  'tickets',
  'uploads',
  'users',
  'wishlist_items',
];

let gw: TestGateway;
/** Each table of STORED with a digest of its rows (a failure names the table that changed). */
const stored = async () =>
  Object.fromEntries(
    await Promise.all(
      STORED.map(async (table) => {
        // Rows in a fixed order on both databases (PostgreSQL has no rowid): sorted by their JSON.
        const rows = (await all(gw.api.queries, sql`SELECT * FROM ${sql.table(table)}`))
          .map((row) => JSON.stringify(row))
          .sort();
        return [table, createHash('sha256').update(rows.join('\n')).digest('hex')];
      }),
    ),
  );
const field = (...path: string[]) => ['input', ...path];

let demo: string;
/** A shopper of this file with an address (deliverable) and one in a pincode the marketplace does not deliver to. */
let shopper: { id: string; token: string; addressId: string; undeliverableId: string };
let secondAddressId: string;

async function addAddress(token: string, pincode: string): Promise<string> {
  const document = `mutation ($input: AddAddressInput!) { addAddress(input: $input) { address { id } userErrors { message } } }`;
  const { body } = await gw.graphql(document, { input: { ...address, pincode } }, { token });
  expect(body.data.addAddress.userErrors).toEqual([]);
  return body.data.addAddress.address.id;
}

/** Runs `mutation` once with `input` as the shopper of `token`: its setup for a refusal that needs an earlier write. */
async function run(mutation: string, input: object | undefined, token: string) {
  const { body } = await gw.graphql(documentOf(mutation), { input }, { token });
  expect(body.data[mutation].userErrors).toEqual([]);
}

async function ownShopper() {
  const { id, token } = await newShopper(gw.api);
  return { id, token, addressId: await addAddress(token, PINCODES.deliverable) };
}

let phones = 0;
const newPhone = () => `91235${String(10_000 + phones++).slice(-5)}`;

interface Refusal {
  /** When it is refused (the test's name). */
  when: string;
  /** The signed-in shopper's token; none for a guest. */
  token?: () => string;
  /** The mutation's input (none for a mutation without arguments); may write first what the refusal needs. */
  input?: () => object | undefined | Promise<object | undefined>;
  code: string;
  field: string[] | null;
  /** A payment was taken: the refusal refunds it (and records that), writing nothing else. */
  refunds?: true;
  /** The codes of the userErrors after the first (none unless said): an input is refused whole. */
  then?: string[];
  /** The fields of the userErrors after the first, when said. */
  thenFields?: (string[] | null)[];
}

const asDemo = () => demo;
/** A shopper of one refusal only (its cart, codes and limits its own), made by the refusal's input. */
let own: { id: string; token: string; addressId: string };
const asOwn = () => own.token;
const asShopper = () => shopper.token;
const guest = (input?: () => object): Refusal => ({ when: 'a guest', input, code: 'UNAUTHENTICATED', field: null });
const gst = { gstUsername: 'walker', gstNumber: '29ABCDE1234F1Z5' };
const business = {
  name: 'Walk Traders',
  email: 'walk@example.org',
  phone: '9123500001',
  password: 'Secure@123',
  confirmPassword: 'Secure@123',
  ...gst,
};
const address = {
  name: 'Test Shopper',
  phoneNumber: '9876501234',
  houseName: '12 Lake View',
  localArea: 'Indiranagar',
  pincode: PINCODES.deliverable,
  state: 'Karnataka',
};
const key = () => `walk-${crypto.randomUUID()}`;
const buyNow = (input: object = {}) => ({
  source: 'PRODUCT',
  productId: PRODUCTS.inStock,
  addressId: shopper.addressId,
  paymentMethod: 'CASH_ON_DELIVERY',
  idempotencyKey: key(),
  ...input,
});
const cancel = (input: object = {}) => ({
  orderId: ORDERS.placed.id,
  lineIds: [],
  reason: 'CHANGED_MIND',
  ...input,
});

/** Demo's delivered line of PRD000001 (order ORD0004). */
const deliveredLine = globalId('OrderItem', `${ORDERS.delivered.id}:${PRODUCTS.inStock}`);

/** Every mutation with each refusal its description lists. */
const REFUSALS: Record<string, Refusal[]> = {
  requestPhoneCode: [
    { when: 'a malformed number', input: () => ({ phone: '12345' }), code: 'INVALID_INPUT', field: field('phone') },
    {
      when: 'a number of an account with a password',
      input: () => ({ phone: USERS.demo.phone }),
      code: 'ALREADY_EXISTS',
      field: field('phone'),
    },
    {
      when: 'too many codes for one number',
      input: async () => {
        const phone = newPhone();
        for (let i = 0; i < 2; i++) await run('requestPhoneCode', { phone }, '');
        return { phone };
      },
      code: 'TOO_MANY_ATTEMPTS',
      field: null,
    },
  ],
  verifyPhoneCode: [
    { when: 'a wrong code', input: () => phoneCode(newPhone(), false), code: 'INVALID_CODE', field: field('otp') },
    {
      when: 'an expired code',
      input: async () => {
        const code = await phoneCode(newPhone(), true);
        gw.api.clock.advance(OTP_TTL_MS.phone + 1000);
        return code;
      },
      code: 'CODE_EXPIRED',
      field: field('otp'),
    },
  ],
  signUpWithPhone: [
    {
      when: 'a phone not verified',
      input: () => ({ phone: newPhone(), name: 'Walk Shopper', email: 'walk.phone@example.org' }),
      code: 'NOT_VERIFIED',
      field: field('phone'),
    },
    {
      when: 'a name with digits',
      input: async () => ({ ...(await verifiedPhone()), name: 'Walk 2', email: 'walk.phone@example.org' }),
      code: 'INVALID_INPUT',
      field: field('name'),
    },
    {
      when: "another account's e-mail",
      input: async () => ({ ...(await verifiedPhone()), name: 'Walk Shopper', email: USERS.demo.email }),
      code: 'ALREADY_EXISTS',
      field: field('email'),
    },
  ],
  signInWithEmail: [
    {
      when: 'a wrong password',
      input: () => ({ email: USERS.demo.email, password: 'Wrong@1234' }),
      code: 'INVALID_CREDENTIALS',
      field: null,
    },
    {
      when: 'too many failed sign-ins for the e-mail',
      input: async () => {
        const wrong = { email: USERS.fresh.email, password: 'Wrong@1234' };
        for (let i = 0; i < DEFAULT_LIMITS.failedSignInPerEmailAndClient.windows[0]!.max; i++) {
          const { body } = await gw.graphql(documentOf('signInWithEmail'), { input: wrong });
          expect(body.data.signInWithEmail.userErrors).toEqual([
            expect.objectContaining({ code: 'INVALID_CREDENTIALS' }),
          ]);
        }
        return wrong;
      },
      code: 'TOO_MANY_ATTEMPTS',
      field: null,
    },
  ],
  signInWithGoogle: [
    {
      when: 'a forged credential',
      input: () => ({ credential: 'eyJhbGciOiJub25lIn0.e30.' }),
      code: 'INVALID_CREDENTIALS',
      field: null,
    },
    { when: 'no credential', input: () => ({ credential: '' }), code: 'INVALID_INPUT', field: null },
  ],
  sendGstCode: [
    {
      when: 'a malformed GSTIN',
      input: () => ({ ...gst, gstNumber: '12345' }),
      code: 'INVALID_INPUT',
      field: field('gstNumber'),
    },
  ],
  verifyGstCode: [
    {
      when: 'a wrong code',
      input: async () => {
        const { body } = await gw.graphql(
          `mutation ($input: SendGstCodeInput!) { sendGstCode(input: $input) { txn } }`,
          { input: gst },
        );
        return {
          ...gst,
          txn: body.data.sendGstCode.txn,
          otp: (await gw.api.lastCode(gst.gstNumber)) === '000000' ? '111111' : '000000',
        };
      },
      code: 'INVALID_CODE',
      field: field('otp'),
    },
  ],
  registerBusinessAccount: [
    { when: 'a GSTIN not verified', input: () => business, code: 'NOT_VERIFIED', field: field('gstNumber') },
    {
      when: 'passwords that differ',
      input: () => ({ ...business, confirmPassword: 'Other@123' }),
      code: 'INVALID_INPUT',
      field: field('confirmPassword'),
    },
  ],
  requestPasswordReset: [
    { when: 'no e-mail', input: () => ({ email: '' }), code: 'INVALID_INPUT', field: field('email') },
  ],
  resetPassword: [
    {
      when: 'a token never sent',
      input: () => ({ token: 'not-a-reset-token', password: 'Fresh@2026', confirmPassword: 'Fresh@2026' }),
      code: 'RESET_LINK_INVALID',
      field: field('token'),
    },
    {
      when: 'an expired link',
      input: async () => ({
        token: await resetToken(() => gw.api.clock.advance(31 * 60_000)),
        password: 'Fresh@2026',
        confirmPassword: 'Fresh@2026',
      }),
      code: 'RESET_LINK_EXPIRED',
      field: field('token'),
    },
    {
      when: 'a link used already',
      input: async () => {
        const token = await resetToken();
        await run('resetPassword', { token, password: 'Fresh@2026', confirmPassword: 'Fresh@2026' }, '');
        return { token, password: 'Fresh@2027', confirmPassword: 'Fresh@2027' };
      },
      code: 'RESET_LINK_USED',
      field: field('token'),
    },
  ],
  signOut: [],
  refreshSession: [guest()],
  rateSeller: [
    guest(() => ({ sellerId: 'SEL004', rating: 4 })),
    {
      when: 'a rating off the half steps',
      token: asShopper,
      input: () => ({ sellerId: 'SEL004', rating: 4.2 }),
      code: 'INVALID_INPUT',
      field: field('rating'),
    },
    {
      when: 'an unknown store',
      token: asShopper,
      input: () => ({ sellerId: 'SEL999', rating: 4 }),
      code: 'NOT_FOUND',
      field: field('sellerId'),
    },
    {
      when: 'a second rating of the store',
      token: asShopper,
      input: async () => {
        await run('rateSeller', { sellerId: 'SEL005', rating: 5 }, shopper.token);
        return { sellerId: 'SEL005', rating: 1 };
      },
      code: 'ALREADY_EXISTS',
      field: field('sellerId'),
    },
    {
      when: 'a key used for another rating',
      token: asShopper,
      input: async () => {
        const idempotencyKey = key();
        await run('rateSeller', { sellerId: 'SEL006', rating: 5, idempotencyKey }, shopper.token);
        return { sellerId: 'SEL007', rating: 5, idempotencyKey };
      },
      code: 'IDEMPOTENCY_KEY_REUSED',
      field: field('idempotencyKey'),
    },
  ],
  addToCart: [
    guest(() => ({ productId: PRODUCTS.inStock })),
    {
      when: 'an unknown product',
      token: asShopper,
      input: () => ({ productId: 'PRD999999' }),
      code: 'NOT_FOUND',
      field: field('productId'),
    },
    {
      when: 'a product out of stock',
      token: asShopper,
      input: () => ({ productId: PRODUCTS.outOfStock }),
      code: 'OUT_OF_STOCK',
      field: field('productId'),
    },
    {
      when: 'more than a line holds',
      token: asShopper,
      input: () => ({ productId: PRODUCTS.inStock, quantity: 100_000 }),
      code: 'INVALID_INPUT',
      field: field('quantity'),
    },
    {
      when: 'a key too short',
      token: asShopper,
      input: () => ({ productId: PRODUCTS.inStock, idempotencyKey: 'short' }),
      code: 'INVALID_INPUT',
      field: field('idempotencyKey'),
    },
    {
      when: 'a key used for another product',
      token: asShopper,
      input: async () => {
        const idempotencyKey = key();
        await run('addToCart', { productId: PRODUCTS.fewLeft, idempotencyKey }, shopper.token);
        return { productId: PRODUCTS.neverBought, idempotencyKey };
      },
      code: 'IDEMPOTENCY_KEY_REUSED',
      field: field('idempotencyKey'),
    },
  ],
  addToWishlist: [
    guest(() => ({ productId: PRODUCTS.inStock })),
    {
      when: 'a product on the wishlist already',
      token: asDemo,
      input: () => ({ productId: PRODUCTS.demoWishlist[0] }),
      code: 'ALREADY_EXISTS',
      field: field('productId'),
    },
    {
      when: 'an unknown product',
      token: asDemo,
      input: () => ({ productId: 'PRD999999' }),
      code: 'NOT_FOUND',
      field: field('productId'),
    },
  ],
  removeFromWishlist: [
    guest(() => ({ productId: PRODUCTS.demoWishlist[0] })),
    {
      when: 'a product not on the wishlist',
      token: asDemo,
      input: () => ({ productId: PRODUCTS.neverBought }),
      code: 'NOT_FOUND',
      field: field('productId'),
    },
  ],
  updateCartQuantity: [
    guest(() => ({ productId: PRODUCTS.demoCart[0], quantity: 1 })),
    {
      when: 'no units',
      token: asDemo,
      input: () => ({ productId: PRODUCTS.demoCart[0], quantity: 0 }),
      code: 'INVALID_INPUT',
      field: field('quantity'),
    },
    {
      when: 'more than the line holds',
      token: asDemo,
      input: () => ({ productId: PRODUCTS.demoCart[0], quantity: 100_000 }),
      code: 'INVALID_INPUT',
      field: field('quantity'),
    },
    {
      when: 'a product not in the cart',
      token: asDemo,
      input: () => ({ productId: PRODUCTS.neverBought, quantity: 1 }),
      code: 'NOT_FOUND',
      field: field('productId'),
    },
  ],
  removeFromCart: [
    guest(() => ({ productId: PRODUCTS.demoCart[0] })),
    {
      when: 'a product not in the cart',
      token: asDemo,
      input: () => ({ productId: PRODUCTS.neverBought }),
      code: 'NOT_FOUND',
      field: field('productId'),
    },
  ],
  moveToWishlist: [
    guest(() => ({ productId: PRODUCTS.demoCart[0] })),
    {
      when: 'a product not in the cart',
      token: asDemo,
      input: () => ({ productId: PRODUCTS.neverBought }),
      code: 'NOT_FOUND',
      field: field('productId'),
    },
    {
      when: 'a product on the wishlist already',
      token: asDemo,
      input: async () => {
        await run('addToWishlist', { productId: PRODUCTS.demoCart[1] }, demo);
        return { productId: PRODUCTS.demoCart[1] };
      },
      code: 'ALREADY_EXISTS',
      field: field('productId'),
    },
  ],
  moveToCart: [
    guest(() => ({ productId: PRODUCTS.demoWishlist[0] })),
    {
      when: 'a product out of stock',
      token: asShopper,
      input: async () => {
        await run('addToWishlist', { productId: PRODUCTS.outOfStock }, shopper.token);
        return { productId: PRODUCTS.outOfStock };
      },
      code: 'OUT_OF_STOCK',
      field: field('productId'),
    },
  ],
  createList: [
    guest(() => ({ name: 'Walk' })),
    { when: 'no name', token: asShopper, input: () => ({ name: ' ' }), code: 'INVALID_INPUT', field: field('name') },
    {
      when: 'a name too long',
      token: asShopper,
      input: () => ({ name: 'x'.repeat(61) }),
      code: 'INVALID_INPUT',
      field: field('name'),
    },
    {
      when: 'a key used for another list',
      token: asShopper,
      input: async () => {
        const idempotencyKey = key();
        await run('createList', { name: 'Walk one', idempotencyKey }, shopper.token);
        return { name: 'Walk two', idempotencyKey };
      },
      code: 'IDEMPOTENCY_KEY_REUSED',
      field: field('idempotencyKey'),
    },
  ],
  addProductToList: [
    guest(() => ({ listId: LISTS.office.id, productId: PRODUCTS.inStock })),
    {
      when: 'a product in the list already',
      token: asDemo,
      input: () => ({ listId: LISTS.office.id, productId: LISTS.office.items[0] }),
      code: 'ALREADY_EXISTS',
      field: field('productId'),
    },
    {
      when: "another shopper's list",
      token: asDemo,
      input: () => ({ listId: LISTS.secondUser.id, productId: PRODUCTS.inStock }),
      code: 'NOT_FOUND',
      field: field('listId'),
    },
  ],
  removeProductFromList: [
    guest(() => ({ listId: LISTS.office.id, productId: LISTS.office.items[0] })),
    {
      when: "another shopper's list",
      token: asDemo,
      input: () => ({ listId: LISTS.secondUser.id, productId: LISTS.secondUser.items[0] }),
      code: 'NOT_FOUND',
      field: field('listId'),
    },
  ],
  deleteList: [
    guest(() => ({ listId: LISTS.office.id })),
    {
      when: "another shopper's list",
      token: asDemo,
      input: () => ({ listId: LISTS.secondUser.id }),
      code: 'NOT_FOUND',
      field: field('listId'),
    },
  ],
  setListPrivacy: [
    guest(() => ({ listId: LISTS.office.id, isPrivate: true })),
    {
      when: "another shopper's list",
      token: asDemo,
      input: () => ({ listId: LISTS.secondUser.id, isPrivate: true }),
      code: 'NOT_FOUND',
      field: field('listId'),
    },
  ],
  rateProduct: [
    guest(() => ({ productId: PRODUCTS.inStock, rating: 5 })),
    {
      when: 'a product not bought',
      token: asDemo,
      input: () => ({ productId: PRODUCTS.neverBought, rating: 5 }),
      code: 'NOT_PURCHASED',
      field: field('productId'),
    },
    {
      when: 'a second rating',
      token: asDemo,
      input: () => ({ productId: PRODUCTS.ratedByDemo, rating: 5 }),
      code: 'ALREADY_EXISTS',
      field: field('productId'),
    },
    {
      when: 'a rating outside 1 to 5 (a fraction is not an Int: validation)',
      token: asDemo,
      input: () => ({ productId: PRODUCTS.inStock, rating: 6 }),
      code: 'INVALID_INPUT',
      field: field('rating'),
    },
    {
      when: 'an unknown product',
      token: asDemo,
      input: () => ({ productId: 'PRD999999', rating: 5 }),
      code: 'NOT_FOUND',
      field: field('productId'),
    },
  ],
  addAddress: [
    guest(() => address),
    {
      when: 'no name',
      token: asShopper,
      input: () => ({ ...address, name: '' }),
      code: 'INVALID_INPUT',
      field: field('name'),
    },
    {
      when: 'a malformed pincode',
      token: asShopper,
      input: () => ({ ...address, pincode: '5600' }),
      code: 'INVALID_INPUT',
      field: field('pincode'),
    },
    {
      when: 'a name, a phone number and a pincode broken at once',
      token: asShopper,
      input: () => ({ ...address, name: 'R2 D2', phoneNumber: '98765', pincode: '5600' }),
      code: 'INVALID_INPUT',
      field: field('name'),
      then: ['INVALID_INPUT', 'INVALID_INPUT'],
      thenFields: [field('phoneNumber'), field('pincode')],
    },
    {
      when: 'a key used for another address',
      token: asShopper,
      input: async () => {
        const idempotencyKey = key();
        await run('addAddress', { ...address, idempotencyKey }, shopper.token);
        return { ...address, houseName: '14 Lake View', idempotencyKey };
      },
      code: 'IDEMPOTENCY_KEY_REUSED',
      field: field('idempotencyKey'),
    },
  ],
  updateAddress: [
    guest(() => ({ ...address, addressId: shopper.addressId })),
    {
      when: 'a malformed phone number',
      token: asShopper,
      input: () => ({ ...address, addressId: shopper.addressId, phoneNumber: '98765' }),
      code: 'INVALID_INPUT',
      field: field('phoneNumber'),
    },
    {
      when: "another shopper's address",
      token: asShopper,
      input: () => ({ ...address, addressId: secondAddressId }),
      code: 'NOT_FOUND',
      field: field('addressId'),
    },
  ],
  deleteAddress: [
    guest(() => ({ addressId: shopper.addressId })),
    {
      when: 'the primary address',
      token: asShopper,
      input: () => ({ addressId: shopper.addressId }),
      code: 'INVALID_INPUT',
      field: field('addressId'),
    },
    {
      when: "another shopper's address",
      token: asShopper,
      input: () => ({ addressId: secondAddressId }),
      code: 'NOT_FOUND',
      field: field('addressId'),
    },
  ],
  setPrimaryAddress: [
    guest(() => ({ addressId: shopper.addressId })),
    {
      when: "another shopper's address",
      token: asShopper,
      input: () => ({ addressId: secondAddressId }),
      code: 'NOT_FOUND',
      field: field('addressId'),
    },
  ],
  placeOrder: [
    guest(() => buyNow()),
    {
      when: 'a Buy Now quantity out of bounds',
      token: asShopper,
      input: () => buyNow({ quantity: 100_000 }),
      code: 'INVALID_INPUT',
      field: field('quantity'),
    },
    {
      when: 'a Buy Now without a product',
      token: asShopper,
      input: () => buyNow({ productId: null }),
      code: 'INVALID_INPUT',
      field: field('productId'),
    },
    {
      when: 'a Buy Now of an unknown product',
      token: asShopper,
      input: () => buyNow({ productId: 'PRD999999' }),
      code: 'NOT_FOUND',
      field: field('productId'),
    },
    {
      when: "another shopper's address",
      token: asShopper,
      input: () => buyNow({ addressId: secondAddressId }),
      code: 'INVALID_INPUT',
      field: field('addressId'),
    },
    {
      when: 'an empty cart',
      token: asOwn,
      input: async () => {
        own = await ownShopper();
        return buyNow({ source: 'CART', productId: null, addressId: own.addressId });
      },
      code: 'INVALID_INPUT',
      field: null,
    },
    {
      when: 'a pincode not delivered to',
      token: asShopper,
      input: () => buyNow({ addressId: shopper.undeliverableId }),
      code: 'NOT_DELIVERABLE',
      field: field('addressId'),
    },
    {
      when: 'fewer units left than the cart holds',
      token: asOwn,
      input: async () => {
        own = await ownShopper();
        const [productId] = await stockedProducts(gw.api, { not: '' }, 1);
        await run('addToCart', { productId, quantity: 2 }, own.token);
        await sql`UPDATE products SET stock = 1 WHERE productId = ${productId}`.execute(gw.api.queries);
        return buyNow({ source: 'CART', productId: null, addressId: own.addressId });
      },
      code: 'OUT_OF_STOCK',
      field: null,
    },
    {
      when: 'a price changed since the gateway read it (its catalog cache)',
      token: asOwn,
      input: async () => {
        own = await ownShopper();
        const [, productId] = await stockedProducts(gw.api, { not: '' }, 2);
        // The shopper's checkout of it: the gateway reads the product and its price (the REST API's) there.
        const { body } = await gw.graphql(
          `query ($productId: ID!) { viewer { checkout(source: PRODUCT, productId: $productId) { total { amount } } } }`,
          { productId },
          { token: own.token },
        );
        expect(body.data.viewer.checkout).not.toBeNull();
        await sql`UPDATE products SET offerPrice = offerPrice + 1, tirePrice = '[]' WHERE productId = ${productId}`.execute(
          gw.api.queries,
        );
        return buyNow({ productId, addressId: own.addressId });
      },
      code: 'PRICE_CHANGED',
      field: null,
    },
    {
      when: 'a key used for another checkout',
      token: asShopper,
      input: async () => {
        const first = buyNow({ paymentMethod: 'ONLINE' });
        await run('placeOrder', first, shopper.token);
        return { ...first, quantity: 6 };
      },
      code: 'IDEMPOTENCY_KEY_REUSED',
      field: field('idempotencyKey'),
    },
  ],
  confirmPayment: [
    guest(() => ({
      checkout: buyNow({ paymentMethod: 'ONLINE' }),
      paymentOrderId: 'order_walk',
      paymentId: 'pay_walk',
      signature: 'walk',
    })),
    {
      when: 'a signature that does not hold',
      token: asShopper,
      input: async () => {
        const checkout = buyNow({ paymentMethod: 'ONLINE' });
        const request = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { payment { paymentOrderId } } }`;
        const { body } = await gw.graphql(request, { input: checkout }, { token: shopper.token });
        const paid = await gw.api.deps.payment.pay(body.data.placeOrder.payment.paymentOrderId);
        return {
          checkout,
          paymentOrderId: paid.razorpay_order_id,
          paymentId: paid.razorpay_payment_id,
          signature: `${paid.razorpay_signature}0`,
        };
      },
      code: 'PAYMENT_NOT_VERIFIED',
      field: null,
      refunds: true,
      then: ['PAYMENT_REFUNDED'],
    },
  ],
  cancelOrder: [
    guest(() => cancel({ lineIds: [deliveredLine] })),
    { when: 'no line chosen', token: asDemo, input: () => cancel(), code: 'INVALID_INPUT', field: field('lineIds') },
    {
      when: 'a line that can no longer be cancelled',
      token: asDemo,
      input: () => cancel({ orderId: ORDERS.delivered.id, lineIds: [deliveredLine] }),
      code: 'INVALID_INPUT',
      field: field('lineIds'),
    },
    {
      when: 'two lines that can no longer be cancelled',
      token: asDemo,
      input: () =>
        cancel({
          orderId: ORDERS.delivered.id,
          lineIds: [deliveredLine, globalId('OrderItem', `${ORDERS.delivered.id}:${PRODUCTS.ratedByDemo}`)],
        }),
      code: 'INVALID_INPUT',
      field: field('lineIds'),
      then: ['INVALID_INPUT'],
      thenFields: [field('lineIds')],
    },
    {
      when: 'an ID that is not an order line',
      token: asDemo,
      input: () => cancel({ lineIds: [globalId('Product', PRODUCTS.inStock)] }),
      code: 'INVALID_ID',
      field: field('lineIds'),
    },
    {
      when: "another shopper's order",
      token: asDemo,
      input: () => cancel({ orderId: ORDERS.secondUser.id, lineIds: [deliveredLine] }),
      code: 'NOT_FOUND',
      field: field('orderId'),
    },
  ],
  reportProduct: [
    guest(() => ({ target: { productId: PRODUCTS.inStock }, reason: 'Fake' })),
    {
      when: 'an empty reason',
      token: asDemo,
      input: () => ({ target: { productId: PRODUCTS.inStock }, reason: ' ' }),
      code: 'INVALID_INPUT',
      field: field('reason'),
    },
    {
      when: 'an unknown product',
      token: asDemo,
      input: () => ({ target: { productId: 'PRD999999' }, reason: 'Fake' }),
      code: 'NOT_FOUND',
      field: field('target', 'productId'),
    },
    {
      when: 'an unknown brand',
      token: asDemo,
      input: () => ({ target: { brandId: 'BRD999' }, reason: 'Fake' }),
      code: 'NOT_FOUND',
      field: field('target', 'brandId'),
    },
    {
      when: 'a key used for another report',
      token: asShopper,
      input: async () => {
        const idempotencyKey = key();
        await run(
          'reportProduct',
          { target: { brandId: BRANDS.withProducts }, reason: 'Fake', idempotencyKey },
          shopper.token,
        );
        return { target: { brandId: BRANDS.withProducts }, reason: 'Counterfeit', idempotencyKey };
      },
      code: 'IDEMPOTENCY_KEY_REUSED',
      field: field('idempotencyKey'),
    },
  ],
  updateProfile: [
    guest(() => ({ name: 'Walk Shopper' })),
    {
      when: 'a name too short',
      token: asShopper,
      input: () => ({ name: 'W' }),
      code: 'INVALID_INPUT',
      field: field('name'),
    },
    {
      when: "another account's e-mail, proved by its code",
      token: asOwn,
      input: async () => {
        own = await ownShopper();
        const emailVerificationToken = await newEmailProof(USERS.demo.email, own.token);
        return { email: USERS.demo.email, emailVerificationToken };
      },
      code: 'ALREADY_EXISTS',
      field: field('email'),
    },
    {
      when: 'a new phone not verified',
      token: asShopper,
      input: () => ({ phone: newPhone() }),
      code: 'NOT_VERIFIED',
      field: field('phone'),
    },
    {
      when: "another account's e-mail, not proved",
      token: asShopper,
      input: () => ({ email: USERS.second.email }),
      code: 'NOT_VERIFIED',
      field: field('email'),
    },
    {
      when: 'too many tries of one number',
      token: asOwn,
      input: async () => {
        own = await ownShopper();
        const phone = newPhone();
        for (let i = 0; i < DEFAULT_LIMITS.contactChangePerTargetAndClient.windows[0]!.max; i++)
          await gw.graphql(documentOf('updateProfile'), { input: { phone } }, { token: own.token });
        return { phone };
      },
      code: 'TOO_MANY_ATTEMPTS',
      field: null,
    },
  ],
  requestNewEmailCode: [
    guest(() => ({ email: 'walk.new@example.org' })),
    {
      when: 'a malformed address',
      token: asShopper,
      input: () => ({ email: 'not-an-address' }),
      code: 'INVALID_INPUT',
      field: field('email'),
    },
    {
      when: 'too many codes for one address',
      token: asOwn,
      input: async () => {
        own = await ownShopper();
        for (let i = 0; i < 2; i++) await run('requestNewEmailCode', { email: 'walk.many@example.org' }, own.token);
        return { email: 'walk.many@example.org' };
      },
      code: 'TOO_MANY_ATTEMPTS',
      field: null,
    },
  ],
  verifyNewEmailCode: [
    guest(() => ({ email: 'walk.new@example.org', code: '123456' })),
    {
      when: 'an account whose e-mail is verified',
      token: asDemo,
      input: () => ({ email: 'walk.new@example.org', code: '123456' }),
      code: 'INVALID_INPUT',
      field: field('email'),
    },
    {
      when: 'a wrong code',
      token: asOwn,
      input: async () => ({
        email: 'walk.wrong@example.org',
        code: await newEmailCode('walk.wrong@example.org', false),
      }),
      code: 'INVALID_CODE',
      field: field('code'),
    },
    {
      when: 'an expired code',
      token: asOwn,
      input: async () => {
        const code = await newEmailCode('walk.late@example.org', true);
        gw.api.clock.advance(OTP_TTL_MS.email + 1000);
        return { email: 'walk.late@example.org', code };
      },
      code: 'CODE_EXPIRED',
      field: field('code'),
    },
    {
      when: 'too many wrong codes',
      token: asOwn,
      input: async () => {
        const email = 'walk.guess@example.org';
        const code = await newEmailCode(email, false);
        for (let i = 0; i < DEFAULT_LIMITS.wrongCodePerRecipientAndClient.backoff!.free; i++)
          await gw.graphql(documentOf('verifyNewEmailCode'), { input: { email, code } }, { token: own.token });
        return { email, code };
      },
      code: 'TOO_MANY_ATTEMPTS',
      field: null,
    },
  ],
  sendEmailVerification: [
    guest(),
    { when: 'an e-mail verified already', token: asDemo, code: 'INVALID_INPUT', field: null },
    {
      when: 'too many codes sent',
      token: asShopper,
      input: async () => {
        for (let i = 0; i < 2; i++) await run('sendEmailVerification', undefined, shopper.token);
        return undefined;
      },
      code: 'TOO_MANY_ATTEMPTS',
      field: null,
    },
  ],
  verifyEmail: [
    guest(() => ({ code: '123456' })),
    {
      when: 'a wrong code',
      token: asShopper,
      input: () => ({ code: '000000' }),
      code: 'INVALID_CODE',
      field: field('code'),
    },
    {
      when: 'an expired code',
      token: asOwn,
      input: async () => {
        const code = await emailCode();
        gw.api.clock.advance(OTP_TTL_MS.email + 1000);
        return { code };
      },
      code: 'CODE_EXPIRED',
      field: field('code'),
    },
    {
      when: 'too many wrong codes',
      token: asOwn,
      input: async () => {
        const wrong = (await emailCode()) === '000000' ? '111111' : '000000';
        for (let i = 0; i < DEFAULT_LIMITS.wrongCodePerRecipientAndClient.backoff!.free; i++) {
          await gw.graphql(documentOf('verifyEmail'), { input: { code: wrong } }, { token: own.token });
        }
        return { code: wrong };
      },
      code: 'TOO_MANY_ATTEMPTS',
      field: null,
    },
  ],
  raiseTicket: [
    guest(() => ({ department: 'SELLER', issue: 'Ask a Question', subject: 'Walk', details: 'Walk' })),
    {
      when: 'no subject',
      token: asDemo,
      input: () => ({ department: 'SELLER', issue: 'Ask a Question', subject: ' ', details: 'Walk' }),
      code: 'INVALID_INPUT',
      field: field('subject'),
    },
    {
      when: 'an issue the department does not handle',
      token: asDemo,
      input: () => ({ department: 'SELLER', issue: 'Order Issue', subject: 'Walk', details: 'Walk' }),
      code: 'INVALID_INPUT',
      field: field('issue'),
    },
    {
      when: 'no order for Customer Support',
      token: asDemo,
      input: () => ({ department: 'CUSTOMER_SUPPORT', issue: 'Order Issue', subject: 'Walk', details: 'Walk' }),
      code: 'INVALID_INPUT',
      field: field('orderId'),
    },
    {
      when: "another shopper's order",
      token: asDemo,
      input: () => ({
        department: 'CUSTOMER_SUPPORT',
        issue: 'Order Issue',
        subject: 'Walk',
        details: 'Walk',
        orderId: ORDERS.secondUser.id,
      }),
      code: 'NOT_FOUND',
      field: field('orderId'),
    },
    {
      when: 'a key used for another ticket',
      token: asShopper,
      input: async () => {
        const ticket = {
          department: 'SELLER',
          issue: 'Ask a Question',
          subject: 'Walk',
          details: 'Walk',
          idempotencyKey: key(),
        };
        await run('raiseTicket', ticket, shopper.token);
        return { ...ticket, details: 'Walk again' };
      },
      code: 'IDEMPOTENCY_KEY_REUSED',
      field: field('idempotencyKey'),
    },
  ],
};

/** A phone code asked for, as `verifyPhoneCode` takes it: the code sent, or a wrong one. */
async function phoneCode(phone: string, right: boolean) {
  const { body } = await gw.graphql(
    `mutation ($input: RequestPhoneCodeInput!) { requestPhoneCode(input: $input) { otpSession } }`,
    { input: { phone } },
  );
  const otp = await gw.api.lastCode(`+91${phone}`);
  return {
    phone,
    otpSession: body.data.requestPhoneCode.otpSession,
    otp: right ? otp : otp === '000000' ? '111111' : '000000',
  };
}

/** A phone verified with its code, as `signUpWithPhone` takes it (with its `verificationToken`). */
async function verifiedPhone() {
  const code = await phoneCode(newPhone(), true);
  const { body } = await gw.graphql(
    `mutation ($input: VerifyPhoneCodeInput!) { verifyPhoneCode(input: $input) { verificationToken } }`,
    { input: code },
  );
  return { phone: code.phone, verificationToken: body.data.verifyPhoneCode.verificationToken as string };
}

/** A new shopper of its own (`own`) with an e-mail code sent: the code. */
async function emailCode() {
  own = await ownShopper();
  await run('sendEmailVerification', undefined, own.token);
  const { email } = (await first(gw.api.queries, sql`SELECT email FROM users WHERE id = ${own.id}`)) as {
    email: string;
  };
  return gw.api.lastCode(email);
}

/** A new shopper of its own (`own`), sent a code for `email` instead of theirs: the right code, or a wrong one. */
async function newEmailCode(email: string, right: boolean) {
  own = await ownShopper();
  await run('requestNewEmailCode', { email }, own.token);
  const code = await gw.api.lastCode(email);
  return right ? code : code === '000000' ? '111111' : '000000';
}

/** The proof that the shopper of `token` holds `email`, from the code e-mailed to it. */
async function newEmailProof(email: string, token: string) {
  await run('requestNewEmailCode', { email }, token);
  const { body } = await gw.graphql(
    `mutation ($input: VerifyNewEmailCodeInput!) { verifyNewEmailCode(input: $input) { verificationToken userErrors { message } } }`,
    { input: { email, code: await gw.api.lastCode(email) } },
    { token },
  );
  expect(body.data.verifyNewEmailCode.userErrors).toEqual([]);
  return body.data.verifyNewEmailCode.verificationToken as string;
}

/** The token of a reset link e-mailed to the second shopper, after `then` (moving the clock, say). */
async function resetToken(then = () => {}) {
  await run('requestPasswordReset', { email: USERS.second.email }, '');
  const { body } = (await first(
    gw.api.queries,
    sql`SELECT body FROM outbox WHERE recipient = ${USERS.second.email} ORDER BY id DESC LIMIT 1`,
  )) as { body: string };
  then();
  return /token=([^\s&"]+)/.exec(body)![1]!;
}

beforeAll(async () => {
  // With the catalog cache, as deployed: a price can change after the gateway read it.
  gw = await startGateway({ catalogTtlSeconds: 60 });
  demo = await gw.api.signIn(USERS.demo);
  const { id, token } = await newShopper(gw.api);
  shopper = {
    id,
    token,
    addressId: await addAddress(token, PINCODES.deliverable),
    undeliverableId: await addAddress(token, PINCODES.notDeliverable),
  };
  const second = await gw.graphql(
    `{ viewer { user { addresses { id } } } }`,
    {},
    { token: await gw.api.signIn(USERS.second) },
  );
  secondAddressId = second.body.data.viewer.user.addresses[0].id;
});
afterAll(() => gw.close());

describe('every mutation refuses with userErrors, never top-level errors', () => {
  it('walks every mutation of the schema, and each refusal code its description lists', () => {
    expect(Object.keys(REFUSALS).sort()).toEqual(Object.keys(mutations).sort());
    for (const mutation of Object.keys(mutations)) {
      const codes = new Set(REFUSALS[mutation]!.flatMap((r) => [r.code, ...(r.then ?? [])]));
      expect({ mutation, codes }).toEqual({ mutation, codes: listedCodes(mutation) });
    }
  });

  const cases = Object.entries(REFUSALS).flatMap(([mutation, refusals]) => refusals.map((r) => ({ mutation, ...r })));
  it.each(cases)(
    '$mutation refuses $when: $code',
    async ({ mutation, token, input, code, field: path, refunds, then = [], thenFields }) => {
      const startedAt = gw.api.clock.now();
      const variables = { input: await input?.() };
      const before = await stored();
      const { status, body } = await gw.graphql(documentOf(mutation), variables, { token: token?.() });
      // A refusal that needs time to pass (an expired code) gives it back: the file's sessions last an hour.
      gw.api.clock.advance(startedAt - gw.api.clock.now());
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data[mutation]).not.toBeNull();
      const [first, ...rest] = body.data[mutation].userErrors;
      expect(first).toEqual({ code, field: path, message: expect.stringMatching(/\S/) });
      expect(rest.map((e: { code: string }) => e.code)).toEqual(then);
      if (thenFields) expect(rest.map((e: { field: string[] | null }) => e.field)).toEqual(thenFields);
      const unchanged = (tables: Record<string, string>) =>
        refunds ? { ...tables, payment_orders: '', payment_refunds: '' } : tables;
      expect(unchanged(await stored())).toEqual(unchanged(before));
    },
  );
});
