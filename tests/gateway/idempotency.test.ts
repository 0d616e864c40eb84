import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { all, first } from '../../rest-api/src/db/queries.ts';
import { PRODUCTS } from '../helpers/fixtures.ts';
import { startGateway, type TestGateway } from '../helpers/gateway.ts';
import { newShopper } from '../helpers/shopper.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

const ADD_TO_CART = /* GraphQL */ `
  mutation ($input: AddToCartInput!) {
    addToCart(input: $input) {
      cart {
        lineCount
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`;
const CREATE_LIST = /* GraphQL */ `
  mutation ($input: CreateListInput!) {
    createList(input: $input) {
      list {
        listId
      }
      userErrors {
        message
      }
    }
  }
`;
const ADD_ADDRESS = /* GraphQL */ `
  mutation ($input: AddAddressInput!) {
    addAddress(input: $input) {
      address {
        id
      }
      userErrors {
        message
      }
    }
  }
`;
const REPORT = /* GraphQL */ `
  mutation ($input: ReportProductInput!) {
    reportProduct(input: $input) {
      reported
      userErrors {
        message
      }
    }
  }
`;
const ADDRESS = {
  name: 'Meera Iyer',
  phoneNumber: '9000000001',
  houseName: 'Flat 3B',
  localArea: 'Indiranagar',
  pincode: '560001',
  state: 'Karnataka',
};

const quantityInCart = async (userId: string, productId: string) =>
  new Map(await gw.api.storedCart(userId)).get(productId) ?? 0;

describe('retry-safe writes (idempotency keys)', () => {
  it('add to the cart once per key: a retry, even one racing the first attempt, adds nothing more', async () => {
    const { id, token } = await newShopper(gw.api);
    const input = { productId: PRODUCTS.neverBought, quantity: 2, idempotencyKey: 'add-attempt-0001' };
    const [first, racing] = await Promise.all([
      gw.graphql(ADD_TO_CART, { input }, { token }),
      gw.graphql(ADD_TO_CART, { input }, { token }),
    ]);
    expect(first.body.data.addToCart.userErrors).toEqual([]);
    expect(racing.body.data.addToCart.userErrors).toEqual([]);
    const retry = await gw.graphql(ADD_TO_CART, { input }, { token });
    expect(retry.body.data.addToCart).toEqual({ cart: { lineCount: 1 }, userErrors: [] });
    expect(await quantityInCart(id, PRODUCTS.neverBought)).toBe(2);

    await gw.graphql(ADD_TO_CART, { input: { ...input, idempotencyKey: 'add-attempt-0002' } }, { token });
    expect(await quantityInCart(id, PRODUCTS.neverBought), 'a new attempt is a new write').toBe(4);
    const { idempotencyKey: _none, ...keyless } = input;
    await gw.graphql(ADD_TO_CART, { input: keyless }, { token });
    expect(await quantityInCart(id, PRODUCTS.neverBought), 'without a key every call writes').toBe(6);
  });

  it('keeps keys per session: the same key from another shopper is their own attempt', async () => {
    const a = await newShopper(gw.api);
    const b = await newShopper(gw.api);
    const input = { productId: PRODUCTS.neverBought, idempotencyKey: 'shared-key-0001' };
    await gw.graphql(ADD_TO_CART, { input }, { token: a.token });
    await gw.graphql(ADD_TO_CART, { input }, { token: b.token });
    expect([
      await quantityInCart(a.id, PRODUCTS.neverBought),
      await quantityInCart(b.id, PRODUCTS.neverBought),
    ]).toEqual([1, 1]);
  });

  it('creates one list, one address and one report per key, answering the first result to a retry', async () => {
    const { id, token } = await newShopper(gw.api);
    const lists = await Promise.all(
      [1, 2].map(() =>
        gw.graphql(CREATE_LIST, { input: { name: 'Office', idempotencyKey: 'list-attempt-01' } }, { token }),
      ),
    );
    expect(lists[0]!.body.data.createList.list.listId).toBe(lists[1]!.body.data.createList.list.listId);
    expect(await gw.api.count('lists', sql`userId = ${id}`)).toBe(1);

    const addresses = [];
    for (let i = 0; i < 2; i++)
      addresses.push(
        (await gw.graphql(ADD_ADDRESS, { input: { ...ADDRESS, idempotencyKey: 'address-attempt-1' } }, { token })).body
          .data.addAddress,
      );
    expect(addresses[0].address.id).toBe(addresses[1].address.id);
    expect(await gw.api.count('addresses', sql`userId = ${id}`)).toBe(1);

    const tickets = await gw.api.count('tickets');
    for (let i = 0; i < 2; i++) {
      const input = {
        target: { productId: PRODUCTS.inStock },
        reason: 'Counterfeit',
        idempotencyKey: 'report-attempt-1',
      };
      const { body } = await gw.graphql(REPORT, { input }, { token });
      expect(body.data.reportProduct).toEqual({ reported: true, userErrors: [] });
    }
    expect(await gw.api.count('tickets')).toBe(tickets + 1);
  });

  it('moves to the cart and rates a seller once per key', async () => {
    const { id, token } = await newShopper(gw.api);
    const move = /* GraphQL */ `
      mutation ($input: CartProductInput!) {
        moveToCart(input: $input) {
          userErrors {
            message
          }
        }
      }
    `;
    for (let i = 0; i < 2; i++)
      await gw.graphql(
        move,
        { input: { productId: PRODUCTS.neverBought, idempotencyKey: 'move-attempt-01' } },
        { token },
      );
    expect(await quantityInCart(id, PRODUCTS.neverBought)).toBe(1);

    const rate = /* GraphQL */ `
      mutation ($input: RateSellerInput!) {
        rateSeller(input: $input) {
          userErrors {
            message
          }
        }
      }
    `;
    const ratings = () => gw.api.count('seller_ratings');
    const before = await ratings();
    for (let i = 0; i < 2; i++) {
      const { body } = await gw.graphql(
        rate,
        { input: { sellerId: 'SEL001', rating: 4, title: 'Fast', idempotencyKey: 'rate-attempt-01' } },
        { token },
      );
      expect(body.data.rateSeller.userErrors).toEqual([]);
    }
    expect(await ratings()).toBe(before + 1);
  });

  describe('the same key with a different request is refused, and nothing is written', () => {
    const REUSED = {
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This idempotencyKey was already used for a different request',
      field: ['input', 'idempotencyKey'],
    };
    const errorsOf = (body: { data?: Record<string, { userErrors: unknown }> }) =>
      Object.values(body.data ?? {})[0]?.userErrors;

    it('createList: the second name is refused, not answered with the first list', async () => {
      const { id, token } = await newShopper(gw.api);
      const key = 'list-reuse-0001';
      const first = (await gw.graphql(CREATE_LIST, { input: { name: 'Office', idempotencyKey: key } }, { token })).body
        .data.createList;
      const second = (await gw.graphql(CREATE_LIST, { input: { name: 'Kitchen', idempotencyKey: key } }, { token }))
        .body.data.createList;
      expect(second).toEqual({ list: null, userErrors: [{ message: REUSED.message }] });
      const full = /* GraphQL */ `
        mutation ($input: CreateListInput!) {
          createList(input: $input) {
            list {
              listId
            }
            userErrors {
              code
              message
              field
            }
          }
        }
      `;
      expect(
        (await gw.graphql(full, { input: { name: 'Kitchen', idempotencyKey: key } }, { token })).body.data.createList,
      ).toEqual({ list: null, userErrors: [REUSED] });
      expect(await all(gw.api.queries, sql`SELECT id, listName FROM lists WHERE userId = ${id}`)).toEqual([
        { id: first.list.listId, listName: 'Office' },
      ]);
      const retry = (await gw.graphql(CREATE_LIST, { input: { name: 'Office', idempotencyKey: key } }, { token })).body
        .data.createList;
      expect(retry, 'the same request is still a retry').toEqual(first);
    });

    it('a different request racing the first attempt is refused too', async () => {
      const { id, token } = await newShopper(gw.api);
      const [a, b] = await Promise.all(
        ['Office', 'Kitchen'].map((name) =>
          gw.graphql(CREATE_LIST, { input: { name, idempotencyKey: 'list-race-00001' } }, { token }),
        ),
      );
      const outcomes = [a!, b!].map(({ body }) => body.data.createList);
      const winner = outcomes.findIndex((o) => o.list !== null);
      expect(outcomes.map((o) => o.userErrors)).toEqual(
        winner === 0 ? [[], [{ message: REUSED.message }]] : [[{ message: REUSED.message }], []],
      );
      expect(await all(gw.api.queries, sql`SELECT listName FROM lists WHERE userId = ${id}`)).toEqual([
        { listName: ['Office', 'Kitchen'][winner] },
      ]);
    });

    it.each([
      ['addToCart', ADD_TO_CART, { productId: PRODUCTS.neverBought, quantity: 1 }, { quantity: 3 }, 'cart_items'],
      [
        'moveToCart',
        `mutation ($input: CartProductInput!) { moveToCart(input: $input) { userErrors { code message field } } }`,
        { productId: PRODUCTS.neverBought },
        { productId: PRODUCTS.inStock },
        'cart_items',
      ],
      [
        'addAddress',
        ADD_ADDRESS.replace(/userErrors {\s*message\s*}/, 'userErrors { code message field }'),
        ADDRESS,
        { houseName: 'Flat 9C' },
        'addresses',
      ],
      [
        'reportProduct',
        REPORT.replace(/userErrors {\s*message\s*}/, 'userErrors { code message field }'),
        { target: { productId: PRODUCTS.inStock }, reason: 'Counterfeit' },
        { reason: 'Wrong price' },
        'tickets',
      ],
      [
        'rateSeller',
        `mutation ($input: RateSellerInput!) { rateSeller(input: $input) { userErrors { code message field } } }`,
        { sellerId: 'SEL001', rating: 4, title: 'Fast' },
        { rating: 1 },
        'seller_ratings',
      ],
      [
        'raiseTicket',
        `mutation ($input: RaiseTicketInput!) { raiseTicket(input: $input) { userErrors { code message field } } }`,
        {
          department: 'SELLER',
          issue: 'Ask a Question',
          subject: 'Bulk price',
          details: 'Is there a price for 500 units?',
        },
        { subject: 'Delivery' },
        'tickets',
      ],
    ])('%s', async (_, document, input, change, table) => {
      const { token } = await newShopper(gw.api);
      const idempotencyKey = 'reuse-attempt-01';
      expect(errorsOf((await gw.graphql(document, { input: { ...input, idempotencyKey } }, { token })).body)).toEqual(
        [],
      );
      const rows = await gw.api.count(table);
      const quantities = await all(gw.api.queries, sql`SELECT productId, quantity FROM cart_items ORDER BY rowid`);
      expect(
        errorsOf((await gw.graphql(document, { input: { ...input, ...change, idempotencyKey } }, { token })).body),
      ).toEqual([REUSED]);
      expect(await gw.api.count(table)).toBe(rows);
      expect(await all(gw.api.queries, sql`SELECT productId, quantity FROM cart_items ORDER BY rowid`)).toEqual(
        quantities,
      );
    });
  });

  it('refuses a key that is too short or too long, writing nothing', async () => {
    const { id, token } = await newShopper(gw.api);
    for (const idempotencyKey of ['short', 'k'.repeat(101)]) {
      const { body } = await gw.graphql(
        ADD_TO_CART,
        { input: { productId: PRODUCTS.neverBought, idempotencyKey } },
        { token },
      );
      expect(body.data.addToCart.userErrors).toEqual([
        {
          code: 'INVALID_INPUT',
          message: 'idempotencyKey must be 8 to 100 characters',
          field: ['input', 'idempotencyKey'],
        },
      ]);
    }
    expect(await quantityInCart(id, PRODUCTS.neverBought)).toBe(0);
  });
});
