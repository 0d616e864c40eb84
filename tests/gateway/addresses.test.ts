import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { all } from '../../rest-api/src/db/queries.ts';
import { startGateway, type TestGateway } from '../helpers/gateway.ts';
import { newShopper } from '../helpers/shopper.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

const ERRORS = 'userErrors { field code message }';
const ADDRESS = 'id name phoneNumber type isPrimary houseName localArea landmark pincode state addressIndex';
const ADD = /* GraphQL */ `mutation ($input: AddAddressInput!) { addAddress(input: $input) { address { ${ADDRESS} } user { addresses { id pincode isPrimary } } ${ERRORS} } }`;
const UPDATE = /* GraphQL */ `mutation ($input: UpdateAddressInput!) { updateAddress(input: $input) { address { ${ADDRESS} } user { addresses { id pincode isPrimary } } ${ERRORS} } }`;
const DELETE = /* GraphQL */ `mutation ($input: DeleteAddressInput!) { deleteAddress(input: $input) { deletedAddressId user { addresses { id pincode } } ${ERRORS} } }`;
const PRIMARY = /* GraphQL */ `mutation ($input: SetPrimaryAddressInput!) { setPrimaryAddress(input: $input) { address { id isPrimary } user { addresses { pincode isPrimary } } ${ERRORS} } }`;

const form = (over: Record<string, unknown> = {}) => ({
  name: 'Meera Iyer',
  phoneNumber: '9000000001',
  houseName: 'Flat 3B Lotus Residency',
  localArea: 'Adyar',
  pincode: '600020',
  state: 'Tamil Nadu',
  ...over,
});
const error = (code: string, message: string, field?: string) => ({
  code,
  message,
  field: field ? ['input', field] : null,
});
const rows = (userId: string) => gw.api.count('addresses', sql`userId = ${userId}`);

describe('the address book', () => {
  it('adds addresses (the first becomes primary) with one write and one read of the shopper', async () => {
    const { token } = await newShopper(gw.api);
    const first = await gw.graphql(ADD, { input: form({ landmark: 'Near the temple', type: 'OFFICE' }) }, { token });
    expect(first.body.data.addAddress).toEqual({
      address: {
        id: expect.any(String),
        name: 'Meera Iyer',
        phoneNumber: '9000000001',
        type: 'OFFICE',
        isPrimary: true,
        houseName: 'Flat 3B Lotus Residency',
        localArea: 'Adyar',
        landmark: 'Near the temple',
        pincode: '600020',
        state: 'Tamil Nadu',
        addressIndex: 0,
      },
      user: { addresses: [{ id: first.body.data.addAddress.address.id, pincode: '600020', isPrimary: true }] },
      userErrors: [],
    });
    expect(gw.reportedCalls(first.headers)).toBe(2);
    const second = await gw.graphql(ADD, { input: form({ pincode: '560001' }) }, { token });
    expect(second.body.data.addAddress.address).toMatchObject({ pincode: '560001', isPrimary: false, addressIndex: 1 });
    expect(second.body.data.addAddress.user.addresses.map((a: { pincode: string }) => a.pincode)).toEqual([
      '600020',
      '560001',
    ]);
  });

  it("refuses a form that breaks a rule with the form's message on its field, saving nothing", async () => {
    const { id, token } = await newShopper(gw.api);
    const cases: [Record<string, unknown>, ReturnType<typeof error>][] = [
      [{ name: '' }, error('INVALID_INPUT', 'Full Name is required', 'name')],
      [{ name: 'R2 D2' }, error('INVALID_INPUT', 'Full Name should only contain letters and spaces', 'name')],
      [{ phoneNumber: '98765' }, error('INVALID_INPUT', 'Phone Number must be exactly 10 digits', 'phoneNumber')],
      [
        { alternativePhoneNumber: '123' },
        error('INVALID_INPUT', 'Alternative Phone Number must be exactly 10 digits', 'alternativePhoneNumber'),
      ],
      [{ houseName: ' ' }, error('INVALID_INPUT', 'House No/Building Name is required', 'houseName')],
      [
        { localArea: 'Sector 5' },
        error('INVALID_INPUT', 'Local Area/City should only contain letters and spaces', 'localArea'),
      ],
      [{ pincode: '6000' }, error('INVALID_INPUT', 'Pincode must be exactly 6 digits', 'pincode')],
      [{ state: '' }, error('INVALID_INPUT', 'State is required', 'state')],
    ];
    for (const [change, expected] of cases) {
      const { body } = await gw.graphql(ADD, { input: form(change) }, { token });
      expect(body.data.addAddress).toEqual({ address: null, user: null, userErrors: [expected] });
    }
    expect(await rows(id)).toBe(0);
  });

  it('refuses every field a form breaks in one answer, on add and on update, saving nothing', async () => {
    const { id, token } = await newShopper(gw.api);
    const broken = { name: 'R2 D2', phoneNumber: '98765', pincode: '6000' };
    const expected = [
      error('INVALID_INPUT', 'Full Name should only contain letters and spaces', 'name'),
      error('INVALID_INPUT', 'Phone Number must be exactly 10 digits', 'phoneNumber'),
      error('INVALID_INPUT', 'Pincode must be exactly 6 digits', 'pincode'),
    ];
    const added = await gw.graphql(ADD, { input: form(broken) }, { token });
    expect(added.body.data.addAddress).toEqual({ address: null, user: null, userErrors: expected });
    expect(await rows(id)).toBe(0);

    const saved = await gw.graphql(ADD, { input: form() }, { token });
    const addressId = saved.body.data.addAddress.address.id;
    const updated = await gw.graphql(UPDATE, { input: { addressId, ...form({ ...broken, state: '' }) } }, { token });
    expect(updated.body.data.updateAddress).toEqual({
      address: null,
      user: null,
      userErrors: [...expected, error('INVALID_INPUT', 'State is required', 'state')],
    });
    const [stored] = await all(gw.api.queries, sql`SELECT name, pincode FROM addresses WHERE userId = ${id}`);
    expect(stored).toEqual({ name: 'Meera Iyer', pincode: '600020' });
  });

  it('updates, makes primary and deletes by ID; the primary cannot be deleted; IDs stay with their address', async () => {
    const { id, token } = await newShopper(gw.api);
    const ids: string[] = [];
    for (const pincode of ['600020', '560001', '110001'])
      ids.push((await gw.graphql(ADD, { input: form({ pincode }) }, { token })).body.data.addAddress.address.id);

    const updated = await gw.graphql(
      UPDATE,
      { input: { addressId: ids[2], ...form({ pincode: '700001', name: 'Ravi Kumar' }) } },
      { token },
    );
    expect(updated.body.data.updateAddress.address).toMatchObject({
      id: ids[2],
      name: 'Ravi Kumar',
      pincode: '700001',
      isPrimary: false,
    });

    const primary = await gw.graphql(PRIMARY, { input: { addressId: ids[1] } }, { token });
    expect(primary.body.data.setPrimaryAddress).toEqual({
      address: { id: ids[1], isPrimary: true },
      user: {
        addresses: [
          { pincode: '600020', isPrimary: false },
          { pincode: '560001', isPrimary: true },
          { pincode: '700001', isPrimary: false },
        ],
      },
      userErrors: [],
    });

    const refused = await gw.graphql(DELETE, { input: { addressId: ids[1] } }, { token });
    expect(refused.body.data.deleteAddress).toEqual({
      deletedAddressId: null,
      user: null,
      userErrors: [error('INVALID_INPUT', 'Primary address cannot be deleted', 'addressId')],
    });
    expect(await rows(id)).toBe(3);

    const deleted = await gw.graphql(DELETE, { input: { addressId: ids[0] } }, { token });
    expect(deleted.body.data.deleteAddress).toEqual({
      deletedAddressId: ids[0],
      user: {
        addresses: [
          { id: ids[1], pincode: '560001' },
          { id: ids[2], pincode: '700001' },
        ],
      },
      userErrors: [],
    });
    // The third address moved to position 1; its ID still names it.
    const again = await gw.graphql(UPDATE, { input: { addressId: ids[2], ...form({ pincode: '700002' }) } }, { token });
    expect(again.body.data.updateAddress.address).toMatchObject({ id: ids[2], pincode: '700002', addressIndex: 1 });
  });

  it("answers NOT_FOUND for another shopper's address, INVALID_ID for an ID of something else, and UNAUTHENTICATED for a guest", async () => {
    const owner = await newShopper(gw.api);
    const stranger = await newShopper(gw.api);
    const theirs = (await gw.graphql(ADD, { input: form() }, { token: owner.token })).body.data.addAddress.address.id;
    await gw.graphql(ADD, { input: form({ pincode: '560001' }) }, { token: stranger.token });
    const product = Buffer.from('Product:PRD000001').toString('base64');
    const cases: [string, ReturnType<typeof error>[]][] = [
      [theirs, [error('NOT_FOUND', 'Address not found', 'addressId')]],
      [product, [error('INVALID_ID', 'Invalid Address ID', 'addressId')]],
    ];
    for (const [addressId, refused] of cases) {
      const update = await gw.graphql(
        UPDATE,
        { input: { addressId, ...form({ name: 'Intruder' }) } },
        { token: stranger.token },
      );
      expect(update.body.data.updateAddress.userErrors).toEqual(refused);
      expect(
        (await gw.graphql(DELETE, { input: { addressId } }, { token: stranger.token })).body.data.deleteAddress
          .userErrors,
      ).toEqual(refused);
      expect(
        (await gw.graphql(PRIMARY, { input: { addressId } }, { token: stranger.token })).body.data.setPrimaryAddress
          .userErrors,
      ).toEqual(refused);
    }
    expect(await all(gw.api.queries, sql`SELECT name FROM addresses WHERE userId = ${owner.id}`)).toEqual([
      { name: 'Meera Iyer' },
    ]);

    const calls = gw.restCalls.length;
    const guest = await gw.graphql(ADD, { input: form() });
    expect(guest.body.data.addAddress.userErrors).toEqual([error('UNAUTHENTICATED', 'No auth token found')]);
    expect(gw.restCalls.length).toBe(calls);
  });
});
