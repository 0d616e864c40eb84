import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { all, first } from '../../rest-api/src/db/queries.ts';
import { startWithShoppers, type TestApi } from '../helpers/api.ts';
import { LISTS, PRODUCTS, USERS } from '../helpers/fixtures.ts';
import { newShopper, withExpiredTokens } from '../helpers/shopper.ts';

let api: TestApi, demo: string, second: string;
beforeAll(async () => ({ api, demo, second } = await startWithShoppers()));
afterAll(() => api.close());

type List = { id: string; listName: string; items: { productId: string }[] };
const summary = (list: List) => ({ id: list.id, listName: list.listName, items: list.items.map((p) => p.productId) });
const fixture = (l: (typeof LISTS)[keyof typeof LISTS]) => ({ id: l.id, listName: l.listName, items: [...l.items] });

async function storedItems(listId: string) {
  return (
    await all(
      api.queries,
      sql<{ productId: string }>`SELECT productId FROM list_items WHERE listId = ${listId} ORDER BY productId`,
    )
  ).map((r) => r.productId);
}

/** A new shopper with one list named `listName` holding `items`. */
async function shopperWithList(listName: string, items: string[] = []) {
  const s = await newShopper(api);
  const res = await api.post('/create-sharable-list', { listName, items }, { token: s.token });
  expect(res.status).toBe(201);
  return { ...s, listId: res.body.list.id as string };
}

describe('GET /getsharable-list', () => {
  it("lists demo's lists oldest first with their products in the order added", async () => {
    const res = await api.get('/getsharable-list', { token: demo });
    expect(res.status).toBe(200);
    expect(res.body.sharableLists.map(summary)).toEqual([fixture(LISTS.office), fixture(LISTS.diwali)]);
    const first = res.body.sharableLists[0].items[0];
    expect(first).toMatchObject({
      name: expect.any(String),
      sellingPrice: expect.any(Number),
      discountPercentage: expect.any(Number),
      fiveRating: expect.any(Number),
    });
    expect(res.body.sharableLists[0].createdAt).toMatchObject({ _seconds: expect.any(Number) });
  });

  it('shows the second user only their own list and a new user none', async () => {
    expect((await api.get('/getsharable-list', { token: second })).body.sharableLists.map(summary)).toEqual([
      fixture(LISTS.secondUser),
    ]);
    expect((await api.get('/getsharable-list', { token: (await newShopper(api)).token })).body).toEqual({
      sharableLists: [],
    });
  });

  it('answers 401 without a token and with an expired one', async () => {
    expect(await api.get('/getsharable-list')).toMatchObject({ status: 401, body: { message: 'No token found' } });
    expect((await withExpiredTokens(api, () => api.get('/getsharable-list', { token: demo }))).status).toBe(401);
  });
});

describe('GET /check-product-in-lists/{productId}', () => {
  it('tells, per list of mine, whether it holds the product, and whether it is in my wishlist', async () => {
    const inOffice = await api.get(`/check-product-in-lists/${LISTS.office.items[0]}`, { token: demo });
    expect(inOffice.body).toEqual({
      lists: [
        { id: LISTS.office.id, listName: LISTS.office.listName, containsProduct: true },
        { id: LISTS.diwali.id, listName: LISTS.diwali.listName, containsProduct: false },
      ],
      inWishlist: false,
    });
    const wished = await api.get(`/check-product-in-lists/${PRODUCTS.demoWishlist[0]}`, { token: demo });
    expect(wished.body.inWishlist).toBe(true);
    expect(wished.body.lists.map((l: { containsProduct: boolean }) => l.containsProduct)).toEqual([false, false]);
  });

  it("never reports another user's lists", async () => {
    const res = await api.get(`/check-product-in-lists/${LISTS.office.items[0]}`, { token: second });
    expect(res.body).toEqual({
      lists: [{ id: LISTS.secondUser.id, listName: LISTS.secondUser.listName, containsProduct: false }],
      inWishlist: false,
    });
  });

  it('answers 404 for an unknown product and 401 without a token', async () => {
    expect(await api.get('/check-product-in-lists/PRD999999', { token: demo })).toMatchObject({
      status: 404,
      body: { message: 'Product not found' },
    });
    expect((await api.get(`/check-product-in-lists/${PRODUCTS.inStock}`)).status).toBe(401);
  });
});

describe('POST /create-sharable-list', () => {
  it('creates a list with a trimmed name and its products, once each', async () => {
    const { id, token } = await newShopper(api);
    const res = await api.post(
      '/create-sharable-list',
      { listName: '  Weekend Picks ', items: [PRODUCTS.fewLeft, PRODUCTS.inStock, PRODUCTS.fewLeft] },
      { token },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'List created successfully' });
    expect(summary(res.body.list)).toEqual({
      id: res.body.list.id,
      listName: 'Weekend Picks',
      items: [PRODUCTS.fewLeft, PRODUCTS.inStock],
    });
    expect(await api.count('lists', sql`userId = ${id} AND listName = 'Weekend Picks'`)).toBe(1);
    expect(await storedItems(res.body.list.id)).toEqual([PRODUCTS.inStock, PRODUCTS.fewLeft]);
    expect((await api.get('/getsharable-list', { token })).body.sharableLists.map(summary)).toEqual([
      summary(res.body.list),
    ]);
  });

  it('creates an empty list when items are empty or left out', async () => {
    const { id, token } = await newShopper(api);
    expect(
      (await api.post('/create-sharable-list', { listName: 'Later', items: [] }, { token })).body.list.items,
    ).toEqual([]);
    expect((await api.post('/create-sharable-list', { listName: 'Maybe' }, { token })).status).toBe(201);
    expect(await api.count('lists', sql`userId = ${id}`)).toBe(2);
  });

  it.each([
    [{ items: [] }, 'List name is required'],
    [{ listName: '   ', items: [] }, 'List name is required'],
    [{ listName: 'x'.repeat(61) }, 'List name must be at most 60 characters'],
    [{ listName: 'Gifts', items: [''] }, 'productId is required'],
  ])('rejects %j with "%s"', async (body, message) => {
    const { id, token } = await newShopper(api);
    expect(await api.post('/create-sharable-list', body, { token })).toMatchObject({ status: 400, body: { message } });
    expect(await api.count('lists', sql`userId = ${id}`)).toBe(0);
  });

  it('accepts a 60-character name', async () => {
    const { token } = await newShopper(api);
    expect((await api.post('/create-sharable-list', { listName: 'x'.repeat(60) }, { token })).status).toBe(201);
  });

  it('creates nothing when a product is unknown', async () => {
    const { id, token } = await newShopper(api);
    const res = await api.post(
      '/create-sharable-list',
      { listName: 'Gifts', items: [PRODUCTS.inStock, 'PRD999999'] },
      { token },
    );
    expect(res).toMatchObject({ status: 404, body: { message: 'Product not found' } });
    expect(await api.count('lists', sql`userId = ${id}`)).toBe(0);
    expect(await api.count('list_items', sql`listId NOT IN (SELECT id FROM lists)`)).toBe(0);
  });

  it('needs a token', async () => {
    expect((await api.post('/create-sharable-list', { listName: 'Gifts' })).status).toBe(401);
  });
});

describe('POST /add-product-to-list', () => {
  it('adds a product and names the list in the message; a second time is a 409', async () => {
    const s = await shopperWithList('Pantry', [PRODUCTS.inStock]);
    const res = await api.post(
      '/add-product-to-list',
      { listId: s.listId, itemId: PRODUCTS.outOfStock },
      { token: s.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Added to Pantry' });
    expect(summary(res.body.list).items).toEqual([PRODUCTS.inStock, PRODUCTS.outOfStock]);
    expect(await storedItems(s.listId)).toEqual([PRODUCTS.inStock, PRODUCTS.outOfStock]);

    const again = await api.post(
      '/add-product-to-list',
      { listId: s.listId, itemId: PRODUCTS.outOfStock },
      { token: s.token },
    );
    expect(again).toMatchObject({ status: 409, body: { message: 'Product already in Pantry' } });
    expect(await storedItems(s.listId)).toEqual([PRODUCTS.inStock, PRODUCTS.outOfStock]);
  });

  it('answers 404 for an unknown list or product and 400 for missing fields', async () => {
    const s = await shopperWithList('Pantry');
    expect(
      await api.post('/add-product-to-list', { listId: 'LST9999', itemId: PRODUCTS.inStock }, { token: s.token }),
    ).toMatchObject({ status: 404, body: { message: 'List not found' } });
    expect(
      await api.post('/add-product-to-list', { listId: s.listId, itemId: 'PRD999999' }, { token: s.token }),
    ).toMatchObject({ status: 404, body: { message: 'Product not found' } });
    expect(await api.post('/add-product-to-list', { listId: s.listId }, { token: s.token })).toMatchObject({
      status: 400,
      body: { message: 'itemId is required' },
    });
    expect(await api.post('/add-product-to-list', { itemId: PRODUCTS.inStock }, { token: s.token })).toMatchObject({
      status: 400,
      body: { message: 'listId is required' },
    });
    expect(await storedItems(s.listId)).toEqual([]);
  });

  it("answers 404 for another user's list and leaves it unchanged", async () => {
    const res = await api.post(
      '/add-product-to-list',
      { listId: LISTS.office.id, itemId: PRODUCTS.inStock },
      { token: second },
    );
    expect(res).toMatchObject({ status: 404, body: { message: 'List not found' } });
    expect(await storedItems(LISTS.office.id)).toEqual([...LISTS.office.items]);
  });

  it('needs a token', async () => {
    expect((await api.post('/add-product-to-list', { listId: LISTS.office.id, itemId: PRODUCTS.inStock })).status).toBe(
      401,
    );
  });
});

describe('DELETE /delete-item-sharable-list/{listId}/items/{productId}', () => {
  it('removes a product and names the list in the message', async () => {
    const s = await shopperWithList('Pantry', [PRODUCTS.inStock, PRODUCTS.fewLeft]);
    const res = await api.del(`/delete-item-sharable-list/${s.listId}/items/${PRODUCTS.inStock}`, undefined, {
      token: s.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Removed from Pantry' });
    expect(summary(res.body.list).items).toEqual([PRODUCTS.fewLeft]);
    expect(await storedItems(s.listId)).toEqual([PRODUCTS.fewLeft]);

    expect(
      await api.del(`/delete-item-sharable-list/${s.listId}/items/${PRODUCTS.inStock}`, undefined, { token: s.token }),
    ).toMatchObject({ status: 404, body: { message: 'Product not found in list' } });
  });

  it('answers 404 for an unknown list or product', async () => {
    const s = await shopperWithList('Pantry', [PRODUCTS.inStock]);
    expect(
      await api.del(`/delete-item-sharable-list/LST9999/items/${PRODUCTS.inStock}`, undefined, { token: s.token }),
    ).toMatchObject({ status: 404, body: { message: 'List not found' } });
    expect(
      await api.del(`/delete-item-sharable-list/${s.listId}/items/PRD999999`, undefined, { token: s.token }),
    ).toMatchObject({ status: 404, body: { message: 'Product not found' } });
    expect(await storedItems(s.listId)).toEqual([PRODUCTS.inStock]);
  });

  it("answers 404 for another user's list and leaves it unchanged", async () => {
    const res = await api.del(
      `/delete-item-sharable-list/${LISTS.office.id}/items/${LISTS.office.items[0]}`,
      undefined,
      { token: second },
    );
    expect(res).toMatchObject({ status: 404, body: { message: 'List not found' } });
    expect(await storedItems(LISTS.office.id)).toEqual([...LISTS.office.items]);
  });

  it('needs a token', async () => {
    expect((await api.del(`/delete-item-sharable-list/${LISTS.office.id}/items/${LISTS.office.items[0]}`)).status).toBe(
      401,
    );
    expect(await storedItems(LISTS.office.id)).toEqual([...LISTS.office.items]);
  });
});

describe('DELETE /delete-sharable-list/{id}', () => {
  it('deletes a list with its items; a second time is a 404', async () => {
    const s = await shopperWithList('Pantry', [PRODUCTS.inStock, PRODUCTS.fewLeft]);
    const res = await api.del(`/delete-sharable-list/${s.listId}`, undefined, { token: s.token });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: 'List deleted successfully' } });
    expect(await api.count('lists', sql`id = ${s.listId}`)).toBe(0);
    expect(await storedItems(s.listId)).toEqual([]);

    expect(await api.del(`/delete-sharable-list/${s.listId}`, undefined, { token: s.token })).toMatchObject({
      status: 404,
      body: { message: 'List not found' },
    });
  });

  it("answers 404 for another user's list and keeps it", async () => {
    expect(await api.del(`/delete-sharable-list/${LISTS.office.id}`, undefined, { token: second })).toMatchObject({
      status: 404,
      body: { message: 'List not found' },
    });
    expect(await api.del(`/delete-sharable-list/${LISTS.secondUser.id}`, undefined, { token: demo })).toMatchObject({
      status: 404,
      body: { message: 'List not found' },
    });
    expect(await api.count('lists', sql`id IN (${LISTS.office.id}, ${LISTS.secondUser.id})`)).toBe(2);
    expect(await storedItems(LISTS.office.id)).toEqual([...LISTS.office.items]);
  });

  it('needs a token', async () => {
    expect((await api.del(`/delete-sharable-list/${LISTS.office.id}`)).status).toBe(401);
    expect(await api.count('lists', sql`id = ${LISTS.office.id}`)).toBe(1);
  });
});

describe('share links: GET /shared-list/{shareToken} and POST /set-list-privacy', () => {
  const isPrivateOf = async (listId: string) =>
    (await first(api.queries, sql<{ isPrivate: number }>`SELECT isPrivate FROM lists WHERE id = ${listId}`))!.isPrivate;

  /** Demo's Diwali list's share token, as the owner's read gives it. */
  async function diwaliToken(): Promise<string> {
    const { body } = await api.get('/getsharable-list', { token: demo });
    return body.sharableLists.find((l: { id: string }) => l.id === LISTS.diwali.id).shareToken;
  }

  it("gives each list a random share token and privacy flag in its owner's answers, the same on every read", async () => {
    const { body } = await api.get('/getsharable-list', { token: demo });
    const [office, diwali] = body.sharableLists;
    expect([office.shareToken, diwali.shareToken]).toEqual([
      expect.stringMatching(/^[\w-]{43}$/),
      expect.stringMatching(/^[\w-]{43}$/),
    ]);
    expect(office.shareToken).not.toBe(diwali.shareToken);
    expect([office.isPrivate, diwali.isPrivate]).toEqual([false, false]);
    expect(await diwaliToken()).toBe(diwali.shareToken);
    const created = await shopperWithList('Pantry');
    const { body: mine } = await api.get('/getsharable-list', { token: created.token });
    expect(mine.sharableLists[0]).toMatchObject({
      id: created.listId,
      shareToken: expect.stringMatching(/^[\w-]{43}$/),
      isPrivate: false,
    });
  });

  it("opens the list for a guest and another shopper with the owner's first name only, and with its id for the owner", async () => {
    const token = await diwaliToken();
    const guest = await api.get(`/shared-list/${token}`);
    expect(guest.status).toBe(200);
    expect(Object.keys(guest.body.sharedList).sort()).toEqual(['items', 'listName', 'ownerFirstName']);
    expect(guest.body.sharedList).toMatchObject({ listName: LISTS.diwali.listName, ownerFirstName: 'Rahul' });
    expect(guest.body.sharedList.items.map((p: { productId: string }) => p.productId)).toEqual([...LISTS.diwali.items]);
    expect(guest.body.sharedList.items[0]).toMatchObject({
      name: expect.any(String),
      sellingPrice: expect.any(Number),
      price: expect.any(Number),
    });
    const text = JSON.stringify(guest.body);
    for (const secret of [
      'Sharma',
      USERS.demo.email,
      USERS.demo.id,
      USERS.demo.phone,
      LISTS.office.id,
      LISTS.office.listName,
      LISTS.diwali.id,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect((await api.get(`/shared-list/${token}`, { token: second })).body).toEqual(guest.body);
    expect((await api.get(`/shared-list/${token}`, { token: demo })).body.sharedList).toEqual({
      ...guest.body.sharedList,
      listId: LISTS.diwali.id,
    });
  });

  it('refuses a private list with 403 "This list is private" except to its owner, and opens it again once shared', async () => {
    const s = await shopperWithList('Surprise', [PRODUCTS.inStock]);
    const made = await api.post('/set-list-privacy', { listId: s.listId, isPrivate: true }, { token: s.token });
    expect(made).toMatchObject({
      status: 200,
      body: { success: true, message: 'Surprise is private', list: { id: s.listId, isPrivate: true } },
    });
    const shareToken = made.body.list.shareToken;
    const refusal = { status: 403, body: { message: 'This list is private', code: 'LIST_PRIVATE' } };
    expect(await api.get(`/shared-list/${shareToken}`)).toMatchObject(refusal);
    expect(await api.get(`/shared-list/${shareToken}`, { token: second })).toMatchObject(refusal);
    expect((await api.get(`/shared-list/${shareToken}`, { token: second })).body).toEqual(refusal.body);
    expect(await api.get(`/shared-list/${shareToken}`, { token: s.token })).toMatchObject({
      status: 200,
      body: { sharedList: { listId: s.listId } },
    });

    const shared = await api.post('/set-list-privacy', { listId: s.listId, isPrivate: false }, { token: s.token });
    expect(shared).toMatchObject({
      status: 200,
      body: { message: 'Anyone with the link can see Surprise', list: { isPrivate: false, shareToken } },
    });
    expect(await api.get(`/shared-list/${shareToken}`)).toMatchObject({
      status: 200,
      body: { sharedList: { listName: 'Surprise' } },
    });
  });

  it('answers 404 LIST_NOT_FOUND for an unknown or deleted list and 400 for a malformed token', async () => {
    const notFound = { status: 404, body: { message: 'List not found', code: 'LIST_NOT_FOUND' } };
    expect(await api.get(`/shared-list/${'A'.repeat(43)}`)).toMatchObject(notFound);
    const s = await shopperWithList('Gone');
    const { body } = await api.get('/getsharable-list', { token: s.token });
    await api.del(`/delete-sharable-list/${s.listId}`, undefined, { token: s.token });
    expect(await api.get(`/shared-list/${body.sharableLists[0].shareToken}`)).toMatchObject(notFound);
    expect(await api.get(`/shared-list/${LISTS.diwali.id}`)).toMatchObject({
      status: 400,
      body: { message: 'Invalid share link' },
    });
  });

  it("changes only the owner's own lists, with valid input and a token, and writes nothing otherwise", async () => {
    expect(
      await api.post('/set-list-privacy', { listId: LISTS.diwali.id, isPrivate: true }, { token: second }),
    ).toMatchObject({ status: 404, body: { message: 'List not found' } });
    expect(
      await api.post('/set-list-privacy', { listId: LISTS.diwali.id, isPrivate: 'yes' }, { token: demo }),
    ).toMatchObject({ status: 400, body: { message: 'isPrivate must be true or false' } });
    expect(await api.post('/set-list-privacy', { isPrivate: true }, { token: demo })).toMatchObject({
      status: 400,
      body: { message: 'listId is required' },
    });
    expect((await api.post('/set-list-privacy', { listId: LISTS.diwali.id, isPrivate: true })).status).toBe(401);
    expect(await isPrivateOf(LISTS.diwali.id)).toBe(0);
  });
});
