import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { all } from '../../rest-api/src/db/queries.ts';
import { startWithShoppers, type TestApi } from '../helpers/api.ts';
import { DEMO_ADDRESS_COUNT, USERS } from '../helpers/fixtures.ts';
import { newShopper, withExpiredTokens } from '../helpers/shopper.ts';

let api: TestApi, demo: string, second: string;
beforeAll(async () => ({ api, demo, second } = await startWithShoppers()));
afterAll(() => api.close());

/** A valid address as the add form sends it; `over` changes or adds fields. */
const address = (over: Record<string, unknown> = {}) => ({
  name: 'Meera Iyer',
  phoneNumber: '9000000001',
  houseName: 'Flat 3B Lotus Residency',
  localArea: 'Adyar',
  pincode: '600020',
  state: 'Tamil Nadu',
  ...over,
});

type Address = { pincode: string; primaryAddress: boolean; addressIndex: number };
const brief = (list: Address[]) => list.map((a) => [a.addressIndex, a.pincode, a.primaryAddress]);

const storedRows = async (userId: string) =>
  await all(
    api.queries,
    sql<{ id: number } & Record<string, unknown>>`SELECT * FROM addresses WHERE userId = ${userId} ORDER BY id`,
  );

/** A new shopper with the given addresses (pincodes), added in order; the first one becomes primary. */
async function shopperWith(...pincodes: string[]) {
  const s = await newShopper(api);
  for (const pincode of pincodes) {
    expect((await api.post('/add-address', { address: [address({ pincode })] }, { token: s.token })).status).toBe(201);
  }
  return s;
}

describe('GET /get-address', () => {
  it("lists demo's addresses in addressIndex order", async () => {
    const res = await api.get('/get-address', { token: demo });
    expect(res.status).toBe(200);
    expect(res.body.addresses).toHaveLength(DEMO_ADDRESS_COUNT);
    expect(brief(res.body.addresses)).toEqual([
      [0, '400001', false],
      [1, '560001', true],
      [2, '110001', false],
    ]);
    expect(res.body.addresses.map((a: { typeOfAddress: string }) => a.typeOfAddress)).toEqual([
      'Home',
      'Office',
      'Home',
    ]);
    expect(res.body.addresses[1].location).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
  });

  it('shows every other user only their own addresses', async () => {
    const secondRes = await api.get('/get-address', { token: second });
    expect(secondRes.body.addresses).toHaveLength(1);
    expect(secondRes.body.addresses[0]).toMatchObject({ addressIndex: 0, primaryAddress: true });
    const fresh = await api.signIn(USERS.fresh);
    expect((await api.get('/get-address', { token: fresh })).body).toEqual({ addresses: [] });
  });

  it('answers 401 without a token and with an expired one', async () => {
    expect(await api.get('/get-address')).toMatchObject({ status: 401, body: { message: 'No token found' } });
    expect((await withExpiredTokens(api, () => api.get('/get-address', { token: demo }))).status).toBe(401);
  });
});

describe('POST /add-address', () => {
  it("saves a user's first address as primary with the form's defaults", async () => {
    const { id, token } = await newShopper(api);
    const res = await api.post(
      '/add-address',
      { address: [address({ alternativePhoneNumber: '', landMark: '  ' })] },
      { token },
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Address added successfully!');
    expect(res.body.addresses).toEqual([
      {
        name: 'Meera Iyer',
        phoneNumber: '9000000001',
        alternativePhoneNumber: null,
        typeOfAddress: 'Home',
        primaryAddress: true,
        houseName: 'Flat 3B Lotus Residency',
        localArea: 'Adyar',
        landMark: null,
        pincode: '600020',
        state: 'Tamil Nadu',
        country: null,
        location: null,
        addressIndex: 0,
        addressId: `ADR${(await storedRows(id))[0]!.id}`,
      },
    ]);
    expect(await storedRows(id)).toEqual([
      expect.objectContaining({ userId: id, primaryAddress: 1, pincode: '600020', latitude: null }),
    ]);
  });

  it('stores every optional field', async () => {
    const { token } = await newShopper(api);
    const full = address({
      name: ' Meera  Iyer ',
      alternativePhoneNumber: '9000000002',
      typeOfAddress: 'Office',
      landMark: 'Near Beach',
      country: 'India',
      location: { latitude: 13.0067, longitude: 80.2575 },
    });
    const res = await api.post('/add-address', { address: [full] }, { token });
    expect(res.body.addresses[0]).toMatchObject({
      name: 'Meera  Iyer',
      alternativePhoneNumber: '9000000002',
      typeOfAddress: 'Office',
      landMark: 'Near Beach',
      country: 'India',
      location: { latitude: 13.0067, longitude: 80.2575 },
    });
  });

  it('moves the primary flag to a new address saved as primary; others are not primary', async () => {
    const { id, token } = await shopperWith('600020');
    await api.post('/add-address', { address: [address({ pincode: '600021', primaryAddress: true })] }, { token });
    const res = await api.post('/add-address', { address: [address({ pincode: '600022' })] }, { token });
    expect(brief(res.body.addresses)).toEqual([
      [0, '600020', false],
      [1, '600021', true],
      [2, '600022', false],
    ]);
    expect(await api.count('addresses', sql`userId = ${id} AND primaryAddress = 1`)).toBe(1);
  });

  it.each([
    [{ name: undefined }, 'Full Name is required'],
    [{ name: '  ' }, 'Full Name is required'],
    [{ name: 'R2 D2' }, 'Full Name should only contain letters and spaces'],
    [{ phoneNumber: undefined }, 'Phone Number is required'],
    [{ phoneNumber: '' }, 'Phone Number is required'],
    [{ phoneNumber: '98765' }, 'Phone Number must be exactly 10 digits'],
    [{ phoneNumber: '98765432101' }, 'Phone Number must be exactly 10 digits'],
    [{ phoneNumber: '98765abcde' }, 'Phone Number must be exactly 10 digits'],
    [{ alternativePhoneNumber: '12345' }, 'Alternative Phone Number must be exactly 10 digits'],
    [{ typeOfAddress: 'Other' }, 'Type of address must be Home or Office'],
    [{ primaryAddress: 'yes' }, 'primaryAddress must be true or false'],
    [{ houseName: undefined }, 'House No/Building Name is required'],
    [{ houseName: ' ' }, 'House No/Building Name is required'],
    [{ localArea: undefined }, 'Local Area/City is required'],
    [{ localArea: 'Sector 5' }, 'Local Area/City should only contain letters and spaces'],
    [{ country: 'India1' }, 'Country should only contain letters and spaces'],
    [{ pincode: undefined }, 'Pincode is required'],
    [{ pincode: '' }, 'Pincode is required'],
    [{ pincode: '60002' }, 'Pincode must be exactly 6 digits'],
    [{ pincode: '6000200' }, 'Pincode must be exactly 6 digits'],
    [{ state: undefined }, 'State is required'],
    [{ state: 'Tamil-Nadu' }, 'State should only contain letters and spaces'],
    [{ location: { latitude: 91, longitude: 80 } }, 'Latitude must be between -90 and 90'],
    [{ location: { latitude: 13, longitude: -181 } }, 'Longitude must be between -180 and 180'],
    [{ location: { latitude: '13', longitude: 80 } }, 'Latitude must be a number'],
  ])('rejects %j with "%s" and saves nothing', async (over, message) => {
    const { id, token } = await newShopper(api);
    const res = await api.post('/add-address', { address: [address(over)] }, { token });
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect(await api.count('addresses', sql`userId = ${id}`)).toBe(0);
  });

  it.each([
    [{}, 'address is required'],
    [{ address: [] }, 'address must hold exactly one address'],
    [{ address: [address(), address()] }, 'address must hold exactly one address'],
  ])('rejects the body %j with "%s"', async (body, message) => {
    const { id, token } = await newShopper(api);
    expect(await api.post('/add-address', body, { token })).toMatchObject({ status: 400, body: { message } });
    expect(await api.count('addresses', sql`userId = ${id}`)).toBe(0);
  });

  it('needs a token', async () => {
    expect((await api.post('/add-address', { address: [address()] })).status).toBe(401);
  });
});

describe('PUT /update-checkout-address/{userId}', () => {
  it('replaces an address and can make it primary', async () => {
    const { id, token } = await shopperWith('600020', '600021');
    const res = await api.put(
      `/update-checkout-address/${id}`,
      { ...address({ pincode: '600099', name: 'Ravi Iyer', primaryAddress: true }), addressIndex: 1 },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Address updated successfully.');
    expect(brief(res.body.addresses)).toEqual([
      [0, '600020', false],
      [1, '600099', true],
    ]);
    expect(res.body.addresses[1].name).toBe('Ravi Iyer');
    expect(await storedRows(id)).toEqual([
      expect.objectContaining({ pincode: '600020', primaryAddress: 0 }),
      expect.objectContaining({ pincode: '600099', primaryAddress: 1, name: 'Ravi Iyer' }),
    ]);
  });

  it('keeps the primary address primary when saved without the flag', async () => {
    const { id, token } = await shopperWith('600020', '600021');
    const res = await api.put(
      `/update-checkout-address/${id}`,
      { ...address({ pincode: '600030', primaryAddress: false }), addressIndex: 0 },
      { token },
    );
    expect(brief(res.body.addresses)).toEqual([
      [0, '600030', true],
      [1, '600021', false],
    ]);
  });

  it('answers 404 for an index out of range and 400 for invalid fields, changing nothing', async () => {
    const { id, token } = await shopperWith('600020');
    const before = await storedRows(id);
    expect(await api.put(`/update-checkout-address/${id}`, { ...address(), addressIndex: 1 }, { token })).toMatchObject(
      { status: 404, body: { message: 'Address not found' } },
    );
    expect(
      await api.put(`/update-checkout-address/${id}`, { ...address({ pincode: '1234' }), addressIndex: 0 }, { token }),
    ).toMatchObject({ status: 400, body: { message: 'Pincode must be exactly 6 digits' } });
    expect(await api.put(`/update-checkout-address/${id}`, address(), { token })).toMatchObject({
      status: 400,
      body: { message: 'addressIndex is required' },
    });
    expect(
      await api.put(`/update-checkout-address/${id}`, { ...address(), addressIndex: -1 }, { token }),
    ).toMatchObject({ status: 400, body: { message: 'addressIndex must be 0 or more' } });
    expect(await storedRows(id)).toEqual(before);
  });

  it("answers 403 for another user's id and leaves their address unchanged", async () => {
    const before = await storedRows(USERS.demo.id);
    const res = await api.put(
      `/update-checkout-address/${USERS.demo.id}`,
      { ...address(), addressIndex: 0 },
      { token: second },
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await storedRows(USERS.demo.id)).toEqual(before);
  });

  it("cannot reach another user's address by index", async () => {
    const before = await storedRows(USERS.demo.id);
    const res = await api.put(
      `/update-checkout-address/${USERS.second.id}`,
      { ...address(), addressIndex: 2 },
      { token: second },
    );
    expect(res).toMatchObject({ status: 404, body: { message: 'Address not found' } });
    expect(await storedRows(USERS.demo.id)).toEqual(before);
  });

  it('needs a token', async () => {
    expect((await api.put(`/update-checkout-address/${USERS.demo.id}`, { ...address(), addressIndex: 0 })).status).toBe(
      401,
    );
  });
});

describe('DELETE /delete-address/{userId}', () => {
  it('deletes a non-primary address; later ones move up an index', async () => {
    const { id, token } = await shopperWith('600020', '600021', '600022');
    const res = await api.del(`/delete-address/${id}`, { addressIndex: 1 }, { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Address Deleted !');
    expect(brief(res.body.addresses)).toEqual([
      [0, '600020', true],
      [1, '600022', false],
    ]);
    expect(await api.count('addresses', sql`userId = ${id}`)).toBe(2);
  });

  it('refuses to delete the primary address', async () => {
    const { id, token } = await shopperWith('600020', '600021');
    expect(await api.del(`/delete-address/${id}`, { addressIndex: 0 }, { token })).toMatchObject({
      status: 400,
      body: { message: 'Primary address cannot be deleted' },
    });
    expect(await api.count('addresses', sql`userId = ${id}`)).toBe(2);
  });

  it('answers 404 for an index out of range and 400 without one', async () => {
    const { id, token } = await shopperWith('600020');
    expect(await api.del(`/delete-address/${id}`, { addressIndex: 1 }, { token })).toMatchObject({
      status: 404,
      body: { message: 'Address not found' },
    });
    expect(await api.del(`/delete-address/${id}`, {}, { token })).toMatchObject({
      status: 400,
      body: { message: 'addressIndex is required' },
    });
    expect(await api.del(`/delete-address/${id}`, { addressIndex: 0.5 }, { token })).toMatchObject({
      status: 400,
      body: { message: 'addressIndex must be a whole number' },
    });
    expect(await api.count('addresses', sql`userId = ${id}`)).toBe(1);
  });

  it("answers 403 for another user's id and deletes nothing", async () => {
    const res = await api.del(`/delete-address/${USERS.demo.id}`, { addressIndex: 2 }, { token: second });
    expect(res.status).toBe(403);
    expect(await api.count('addresses', sql`userId = ${USERS.demo.id}`)).toBe(DEMO_ADDRESS_COUNT);
  });

  it('needs a token', async () => {
    expect((await api.del(`/delete-address/${USERS.demo.id}`, { addressIndex: 2 })).status).toBe(401);
    expect(await api.count('addresses', sql`userId = ${USERS.demo.id}`)).toBe(DEMO_ADDRESS_COUNT);
  });
});

describe('naming an address by its stable addressId', () => {
  it("updates and deletes the address it names, whatever its position now; another shopper's or an unknown one is 404", async () => {
    const s = await shopperWith('600020', '560001', '110001');
    const [first, second, third] = (await api.get('/get-address', { token: s.token })).body.addresses;
    expect(new Set([first.addressId, second.addressId, third.addressId]).size).toBe(3);
    expect((await api.del(`/delete-address/${s.id}`, { addressId: second.addressId }, { token: s.token })).status).toBe(
      200,
    );
    // The third address is now at index 1; its addressId still names it.
    const updated = await api.put(
      `/update-checkout-address/${s.id}`,
      address({ pincode: '700001', addressId: third.addressId }),
      { token: s.token },
    );
    expect(updated.status).toBe(200);
    expect(
      updated.body.addresses.map((a: { addressId: string; pincode: string; addressIndex: number }) => [
        a.addressId,
        a.pincode,
        a.addressIndex,
      ]),
    ).toEqual([
      [first.addressId, '600020', 0],
      [third.addressId, '700001', 1],
    ]);

    const other = await shopperWith('400001', '400002');
    const [, theirs] = (await api.get('/get-address', { token: other.token })).body.addresses;
    const before = await storedRows(other.id);
    for (const addressId of [theirs.addressId, second.addressId, 'ADR999999']) {
      expect(await api.del(`/delete-address/${s.id}`, { addressId }, { token: s.token })).toMatchObject({
        status: 404,
        body: { message: 'Address not found' },
      });
      expect(
        await api.put(`/update-checkout-address/${s.id}`, address({ addressId }), { token: s.token }),
      ).toMatchObject({ status: 404 });
    }
    expect(await storedRows(other.id)).toEqual(before);
  });

  it('needs an addressIndex or an addressId', async () => {
    const s = await shopperWith('600020');
    expect(await api.del(`/delete-address/${s.id}`, {}, { token: s.token })).toMatchObject({
      status: 400,
      body: { message: 'addressIndex is required' },
    });
  });
});
