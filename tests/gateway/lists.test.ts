import { sql } from 'kysely';
import { all, first } from '../../rest-api/src/db/queries.ts';
import { configFromEnv } from '../../gateway/src/config.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTS, PRODUCTS, USERS } from '../helpers/fixtures.ts';
import { globalId, startGateway, type TestGateway } from '../helpers/gateway.ts';
import { newShopper } from '../helpers/shopper.ts';

let gw: TestGateway;
let demo: string;
let second: string;

beforeAll(async () => {
  gw = await startGateway();
  [demo, second] = await Promise.all([gw.api.signIn(USERS.demo), gw.api.signIn(USERS.second)]);
});
afterAll(() => gw.close());

const error = (code: string, message: string, field?: string) => ({
  code,
  message,
  field: field ? ['input', field] : null,
});
const itemsOf = async (listId: string) =>
  (
    (await all(
      gw.api.queries,
      sql`SELECT productId FROM list_items WHERE listId = ${listId} ORDER BY addedAt, rowid`,
    )) as {
      productId: string;
    }[]
  ).map((row) => row.productId);
const listCount = (userId: string) => gw.api.count('lists', sql`userId = ${userId}`);
const shareTokenOf = async (listId: string) =>
  ((await first(gw.api.queries, sql`SELECT shareToken FROM lists WHERE id = ${listId}`)) as { shareToken: string })
    .shareToken;

const LIST_FIELDS = `listId name items { totalCount edges { node { productId } } } containsProduct(productId: "${PRODUCTS.inStock}")`;
const LISTS_QUERY = /* GraphQL */ `{ viewer { lists { totalCount edges { node { ${LIST_FIELDS} } } } } }`;

describe('viewer.lists', () => {
  it("lists demo's lists oldest first, each with its products, and never another shopper's", async () => {
    const { body, headers } = await gw.graphql(LISTS_QUERY, {}, { token: demo });
    const nodes = body.data.viewer.lists.edges.map((e: { node: unknown }) => e.node);
    expect(nodes).toEqual(
      [LISTS.office, LISTS.diwali].map((list) => ({
        listId: list.id,
        name: list.listName,
        items: { totalCount: list.items.length, edges: list.items.map((productId) => ({ node: { productId } })) },
        containsProduct: false,
      })),
    );
    expect(JSON.stringify(body)).not.toContain(LISTS.secondUser.id);
    // The user (to know a shopper is signed in) and the lists: membership comes from the lists themselves.
    expect(gw.reportedCalls(headers)).toBe(2);
  });

  it("shares a link on the configured public origin, whatever the request's Origin, and node() finds only the own lists", async () => {
    const query = /* GraphQL */ `
      query ($id: ID!) {
        node(id: $id) {
          ... on List {
            shareUrl
          }
        }
      }
    `;
    const id = globalId('List', LISTS.office.id);
    const direct = await gw.graphql(query, { id }, { token: demo });
    const link = `http://localhost:4000/lists/shared/${await shareTokenOf(LISTS.office.id)}`;
    expect(direct.body.data.node.shareUrl).toBe(link);
    const foreign = await gw.graphql(query, { id }, { token: demo, headers: { origin: 'https://phish.example' } });
    expect(foreign.body.data.node.shareUrl).toBe(link);
    expect(configFromEnv({ PUBLIC_ORIGIN: 'https://shop.example.in/' }).publicOrigin).toBe('https://shop.example.in');
    expect(configFromEnv({ PORT: '4100' }).publicOrigin).toBe('http://localhost:4100');
    const theirs = await gw.graphql(query, { id }, { token: second });
    expect(theirs.body.data.node).toBeNull();
  });
});

const CREATE = /* GraphQL */ `mutation ($input: CreateListInput!) {
  createList(input: $input) { list { ${LIST_FIELDS} } viewer { lists { totalCount } } userErrors { field code message } }
}`;
const ITEM = (name: string) => /* GraphQL */ `mutation ($input: ListProductInput!) {
  ${name}(input: $input) { list { ${LIST_FIELDS} } product { productId } userErrors { field code message } }
}`;
const ADD = ITEM('addProductToList');
const REMOVE = ITEM('removeProductFromList');
const DELETE = /* GraphQL */ `
  mutation ($input: DeleteListInput!) {
    deleteList(input: $input) {
      deletedListId
      viewer {
        lists {
          totalCount
        }
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;

describe('viewer.list', () => {
  const LIST = /* GraphQL */ `
    query ($listId: ID!) {
      viewer {
        list(listId: $listId) {
          id
          listId
          name
          shareToken
          shareUrl
        }
      }
    }
  `;
  const listBy = async (listId: string, token?: string) =>
    (await gw.graphql(LIST, { listId }, { token })).body.data.viewer.list;

  it("finds one of the shopper's lists by its REST key or its global ID, with its share token", async () => {
    const expected = {
      id: globalId('List', LISTS.office.id),
      listId: LISTS.office.id,
      name: LISTS.office.listName,
      shareToken: await shareTokenOf(LISTS.office.id),
      shareUrl: expect.stringMatching(/\/lists\/shared\/[^/]+$/),
    };
    expect(await listBy(LISTS.office.id, demo)).toEqual(expected);
    expect(await listBy(globalId('List', LISTS.office.id), demo)).toEqual(expected);
    const found = await listBy(LISTS.office.id, demo);
    expect(found.shareUrl.endsWith(`/lists/shared/${encodeURIComponent(found.shareToken)}`)).toBe(true);
  });

  it("is null for another shopper's list, a guest, another type's ID and a key that names nothing", async () => {
    expect(await listBy(LISTS.secondUser.id, demo)).toBeNull();
    expect(await listBy(LISTS.office.id, second)).toBeNull();
    expect(await listBy(LISTS.office.id)).toBeNull();
    expect(await listBy(globalId('Product', LISTS.office.id), demo)).toBeNull();
    expect(await listBy('LST9999', demo)).toBeNull();
    expect(await listBy('not a key!', demo)).toBeNull();
  });
});

describe('createList', () => {
  it('creates a list with its first product; the payload reads the lists again', async () => {
    const shopper = await newShopper(gw.api);
    const { body } = await gw.graphql(
      CREATE,
      { input: { name: '  Birthday ', productIds: [PRODUCTS.inStock] } },
      { token: shopper.token },
    );
    const { list, viewer, userErrors } = body.data.createList;
    expect(userErrors).toEqual([]);
    expect(list).toMatchObject({ name: 'Birthday', items: { totalCount: 1 }, containsProduct: true });
    expect(viewer.lists.totalCount).toBe(1);
    expect(await itemsOf(list.listId)).toEqual([PRODUCTS.inStock]);
  });

  it('refuses an empty or too long name and an unknown product, storing nothing', async () => {
    const shopper = await newShopper(gw.api);
    const cases: [object, object][] = [
      [{ name: '   ' }, error('INVALID_INPUT', 'List name is required', 'name')],
      [{ name: 'x'.repeat(61) }, error('INVALID_INPUT', 'List name must be at most 60 characters', 'name')],
      [
        { name: 'Valid', productIds: [PRODUCTS.inStock, 'PRD999999'] },
        error('NOT_FOUND', 'Product not found', 'productId'),
      ],
    ];
    for (const [input, expected] of cases) {
      const { body } = await gw.graphql(CREATE, { input }, { token: shopper.token });
      expect(body.data.createList).toEqual({
        list: null,
        viewer: { lists: { totalCount: 0 } },
        userErrors: [expected],
      });
    }
    expect(await listCount(shopper.id)).toBe(0);
  });

  it('asks a guest to sign in', async () => {
    const { body } = await gw.graphql(CREATE, { input: { name: 'Birthday' } });
    expect(body.data.createList).toEqual({
      list: null,
      viewer: { lists: { totalCount: 0 } },
      userErrors: [error('UNAUTHENTICATED', 'Please sign in to use your lists')],
    });
  });
});

describe('list products', () => {
  it('adds a product once, refuses it twice, removes it, then refuses a second removal', async () => {
    const shopper = await newShopper(gw.api);
    const created = await gw.graphql(CREATE, { input: { name: 'Office' } }, { token: shopper.token });
    const { listId } = created.body.data.createList.list;
    const input = { listId, productId: PRODUCTS.inStock };

    const added = await gw.graphql(ADD, { input }, { token: shopper.token });
    expect(added.body.data.addProductToList).toMatchObject({
      list: { containsProduct: true, items: { totalCount: 1 } },
      userErrors: [],
    });
    const twice = await gw.graphql(ADD, { input }, { token: shopper.token });
    expect(twice.body.data.addProductToList).toEqual({
      list: null,
      product: null,
      userErrors: [error('ALREADY_EXISTS', 'Product already in Office', 'productId')],
    });
    expect(await itemsOf(listId)).toEqual([PRODUCTS.inStock]);

    const removed = await gw.graphql(REMOVE, { input }, { token: shopper.token });
    expect(removed.body.data.removeProductFromList).toMatchObject({
      list: { containsProduct: false, items: { totalCount: 0 } },
      product: { productId: PRODUCTS.inStock },
      userErrors: [],
    });
    const again = await gw.graphql(REMOVE, { input }, { token: shopper.token });
    expect(again.body.data.removeProductFromList).toEqual({
      list: null,
      product: null,
      userErrors: [error('NOT_FOUND', 'Product not found in list', 'productId')],
    });
    expect(await itemsOf(listId)).toEqual([]);
  });
});

describe('list refusals in one answer', () => {
  it('names a list ID and a product ID that are not theirs both at once, with no REST call', async () => {
    const calls = gw.restCalls.length;
    const { body } = await gw.graphql(
      ADD,
      { input: { listId: globalId('Product', PRODUCTS.inStock), productId: 'not a key!' } },
      { token: demo },
    );
    expect(body.data.addProductToList).toEqual({
      list: null,
      product: null,
      userErrors: [
        { code: 'INVALID_ID', message: 'Invalid List ID', field: ['input', 'listId'] },
        { code: 'INVALID_ID', message: 'Invalid Product ID', field: ['input', 'productId'] },
      ],
    });
    expect(gw.restCalls.length).toBe(calls);
  });

  it("refuses each product ID of a new list that is not a product's", async () => {
    const shopper = await newShopper(gw.api);
    const { body } = await gw.graphql(
      CREATE,
      { input: { name: 'Party', productIds: [globalId('Brand', 'BRD001'), PRODUCTS.inStock, 'not a key!'] } },
      { token: shopper.token },
    );
    expect(body.data.createList.userErrors).toEqual([
      { code: 'INVALID_ID', message: 'Invalid Product ID', field: ['input', 'productIds'] },
      { code: 'INVALID_ID', message: 'Invalid Product ID', field: ['input', 'productIds'] },
    ]);
    expect(await listCount(shopper.id)).toBe(0);
  });
});

describe('deleteList', () => {
  it('deletes a list and answers its global ID; a second delete is NOT_FOUND', async () => {
    const shopper = await newShopper(gw.api);
    const created = await gw.graphql(
      CREATE,
      { input: { name: 'Old', productIds: [PRODUCTS.inStock] } },
      { token: shopper.token },
    );
    const { listId } = created.body.data.createList.list;
    const { body } = await gw.graphql(DELETE, { input: { listId } }, { token: shopper.token });
    expect(body.data.deleteList).toEqual({
      deletedListId: globalId('List', listId),
      viewer: { lists: { totalCount: 0 } },
      userErrors: [],
    });
    expect([await listCount(shopper.id), await itemsOf(listId)]).toEqual([0, []]);
    const again = await gw.graphql(DELETE, { input: { listId } }, { token: shopper.token });
    expect(again.body.data.deleteList.userErrors).toEqual([error('NOT_FOUND', 'List not found', 'listId')]);
  });
});

describe("another shopper's list", () => {
  it('cannot be changed or deleted through the gateway', async () => {
    const listId = LISTS.office.id;
    const notFound = [error('NOT_FOUND', 'List not found', 'listId')];
    const add = await gw.graphql(ADD, { input: { listId, productId: PRODUCTS.inStock } }, { token: second });
    expect(add.body.data.addProductToList.userErrors).toEqual(notFound);
    const remove = await gw.graphql(REMOVE, { input: { listId, productId: LISTS.office.items[0] } }, { token: second });
    expect(remove.body.data.removeProductFromList.userErrors).toEqual(notFound);
    const deleted = await gw.graphql(DELETE, { input: { listId } }, { token: second });
    expect(deleted.body.data.deleteList).toEqual({
      deletedListId: null,
      viewer: { lists: { totalCount: 1 } },
      userErrors: notFound,
    });
    expect(await itemsOf(listId)).toEqual([...LISTS.office.items]);
    expect(await listCount(USERS.demo.id)).toBe(2);
  });
});

describe('sharedList and setListPrivacy', () => {
  const SHARED = /* GraphQL */ `
    query ($token: String!) {
      sharedList(shareToken: $token) {
        __typename
        ... on SharedList {
          name
          ownerFirstName
          items {
            totalCount
            edges {
              node {
                productId
                offerPrice {
                  formatted
                }
              }
            }
          }
          list {
            listId
          }
        }
        ... on PrivateList {
          shareToken
        }
      }
    }
  `;
  const PRIVACY = /* GraphQL */ `
    mutation ($input: SetListPrivacyInput!) {
      setListPrivacy(input: $input) {
        list {
          listId
          isPrivate
          shareUrl
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `;
  const tokenOfDiwali = async () => {
    const { body } = await gw.graphql(
      `{ viewer { lists { edges { node { listId shareUrl } } } } }`,
      {},
      { token: demo },
    );
    const url: string = body.data.viewer.lists.edges.find(
      (e: { node: { listId: string } }) => e.node.listId === LISTS.diwali.id,
    ).node.shareUrl;
    return url.slice(url.lastIndexOf('/') + 1);
  };

  it('opens a shared list for a guest and another shopper read-only, and gives the owner the list itself', async () => {
    const token = await tokenOfDiwali();
    const guest = await gw.graphql(SHARED, { token });
    expect(guest.body.errors).toBeUndefined();
    const shared = guest.body.data.sharedList;
    expect(shared).toMatchObject({
      __typename: 'SharedList',
      name: LISTS.diwali.listName,
      ownerFirstName: 'Rahul',
      list: null,
    });
    expect(shared.items.edges.map((e: { node: { productId: string } }) => e.node.productId)).toEqual([
      ...LISTS.diwali.items,
    ]);
    expect(shared.items.edges[0].node.offerPrice.formatted).toMatch(/^₹/);
    expect((await gw.graphql(SHARED, { token }, { token: second })).body.data.sharedList).toEqual(shared);
    const owner = await gw.graphql(SHARED, { token }, { token: demo });
    expect(owner.body.data.sharedList).toEqual({ ...shared, list: { listId: LISTS.diwali.id } });
    // A link no list has (never issued, or malformed) opens nothing.
    expect((await gw.graphql(SHARED, { token: 'B'.repeat(43) })).body.data.sharedList).toBeNull();
    expect((await gw.graphql(SHARED, { token: LISTS.diwali.id })).body.data.sharedList).toBeNull();
  });

  // A bearer client whose token has ended gets a 401 instead (bearerAuth.test.ts).
  it('opens the list for a shopper whose browser session has ended, as for a guest', async () => {
    const token = await tokenOfDiwali();
    const ended = await newShopper(gw.api);
    expect((await gw.api.post('/sign-out', {}, { token: ended.token })).status).toBe(200);
    const { body } = await gw.graphql(SHARED, { token }, { headers: { cookie: `session=${ended.token}` } });
    expect(body.errors).toBeUndefined();
    expect(body.data.sharedList).toMatchObject({ __typename: 'SharedList', name: LISTS.diwali.listName, list: null });
  });

  it('makes a list private (its link says so to others) and shared again, for its owner only', async () => {
    const shopper = await newShopper(gw.api);
    const created = await gw.graphql(
      CREATE,
      { input: { name: 'Surprise', productIds: [PRODUCTS.inStock] } },
      { token: shopper.token },
    );
    const { listId } = created.body.data.createList.list;
    const made = await gw.graphql(PRIVACY, { input: { listId, isPrivate: true } }, { token: shopper.token });
    expect(made.body.data.setListPrivacy).toMatchObject({ list: { listId, isPrivate: true }, userErrors: [] });
    const url: string = made.body.data.setListPrivacy.list.shareUrl;
    const token = url.slice(url.lastIndexOf('/') + 1);
    expect((await gw.graphql(SHARED, { token })).body.data.sharedList).toEqual({
      __typename: 'PrivateList',
      shareToken: token,
    });
    expect((await gw.graphql(SHARED, { token }, { token: demo })).body.data.sharedList.__typename).toBe('PrivateList');
    expect((await gw.graphql(SHARED, { token }, { token: shopper.token })).body.data.sharedList).toMatchObject({
      name: 'Surprise',
      list: { listId },
    });

    const theirs = await gw.graphql(PRIVACY, { input: { listId, isPrivate: false } }, { token: demo });
    expect(theirs.body.data.setListPrivacy).toEqual({
      list: null,
      userErrors: [error('NOT_FOUND', 'List not found', 'listId')],
    });
    const guest = await gw.graphql(PRIVACY, { input: { listId, isPrivate: false } });
    const signIn = { code: 'UNAUTHENTICATED', message: 'Please sign in to use your lists', field: null };
    expect(guest.body.data.setListPrivacy).toEqual({ list: null, userErrors: [signIn] });
    expect((await gw.graphql(SHARED, { token })).body.data.sharedList.__typename).toBe('PrivateList');

    await gw.graphql(PRIVACY, { input: { listId, isPrivate: false } }, { token: shopper.token });
    expect((await gw.graphql(SHARED, { token })).body.data.sharedList).toMatchObject({
      __typename: 'SharedList',
      name: 'Surprise',
      list: null,
    });
  });
});
