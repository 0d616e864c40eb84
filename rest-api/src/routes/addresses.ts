import { createRoute, z } from '@hono/zod-openapi';
import type { Deps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import { bearerSecurity, createRouter, errors, jsonBody, ok, requireUser } from '../http.ts';
import { AddressSchema, addressIdOf, addressRowsReader, toAddress, type AddressRow } from '../serializers/address.ts';
import { AddressInputSchema, type AddressInput } from './addressInput.ts';
import { idField } from './shopping.ts';

const AddressesSchema = z
  .object({ addresses: z.array(AddressSchema).describe('In addressIndex order') })
  .openapi('Addresses');
const AddressChangeSchema = AddressesSchema.extend({ message: z.string() }).openapi('AddressChange');

const AddressIndexSchema = z
  .number({ error: 'addressIndex is required' })
  .int('addressIndex must be a whole number')
  .min(0, 'addressIndex must be 0 or more');

/** Which saved address a change is about: its stable addressId, else its addressIndex. */
const addressPick = {
  addressIndex: AddressIndexSchema.optional().describe('Position of the address (oldest first); shifts after a delete'),
  addressId: z.string().max(40).optional().describe('The stable key from the address list; wins over addressIndex'),
};
const pickGiven = (body: { addressIndex?: number; addressId?: string }) =>
  body.addressIndex !== undefined || body.addressId !== undefined;

const UserIdParams = z.object({ userId: idField('userId').describe("The signed-in user's id; any other answers 403") });

const primaryNote =
  "A user's first address becomes primary; saving one with primaryAddress true clears the flag on the others. " +
  'The primary address stays primary until another one is made primary.';

/** The table's columns for an address as submitted. */
function columns(input: AddressInput, primary: boolean) {
  return {
    name: input.name,
    phoneNumber: input.phoneNumber,
    alternativePhoneNumber: input.alternativePhoneNumber,
    typeOfAddress: input.typeOfAddress,
    primaryAddress: primary ? 1 : 0,
    houseName: input.houseName,
    localArea: input.localArea,
    landMark: input.landMark,
    pincode: input.pincode,
    state: input.state,
    country: input.country,
    latitude: input.location?.latitude ?? null,
    longitude: input.location?.longitude ?? null,
  };
}

type Columns = ReturnType<typeof columns>;

export function addressesRoutes(deps: Deps) {
  const router = createRouter();
  const auth = requireUser(deps);
  const { db } = deps;
  const rowsOf = addressRowsReader(db);
  const insert = db.prepare<[Columns & { userId: string }], { id: number }>(
    `INSERT INTO addresses (userId, name, phoneNumber, alternativePhoneNumber, typeOfAddress, primaryAddress, houseName, localArea,
       landMark, pincode, state, country, latitude, longitude)
     VALUES (@userId, @name, @phoneNumber, @alternativePhoneNumber, @typeOfAddress, @primaryAddress, @houseName, @localArea,
       @landMark, @pincode, @state, @country, @latitude, @longitude) RETURNING id`,
  );
  const update = db.prepare<[Columns & { id: number }]>(
    `UPDATE addresses SET name = @name, phoneNumber = @phoneNumber, alternativePhoneNumber = @alternativePhoneNumber,
       typeOfAddress = @typeOfAddress, primaryAddress = @primaryAddress, houseName = @houseName, localArea = @localArea,
       landMark = @landMark, pincode = @pincode, state = @state, country = @country, latitude = @latitude, longitude = @longitude
     WHERE id = @id`,
  );
  const clearOtherPrimaries = db.prepare<[string, number | bigint]>(
    `UPDATE addresses SET primaryAddress = 0 WHERE userId = ? AND id != ?`,
  );
  const remove = db.prepare<[number]>(`DELETE FROM addresses WHERE id = ?`);

  const addresses = (userId: string) => rowsOf(userId).map(toAddress);

  /** The path's user must be the signed-in one. */
  function assertSelf(pathUserId: string, userId: string) {
    if (pathUserId !== userId) throw refuse('FORBIDDEN');
  }

  /** The user's address by its addressId, else at its addressIndex; 404 "Address not found". */
  function addressAt(userId: string, pick: { addressIndex?: number; addressId?: string }): AddressRow {
    const rows = rowsOf(userId);
    const row =
      pick.addressId !== undefined ? rows.find((r) => addressIdOf(r) === pick.addressId) : rows[pick.addressIndex!];
    if (!row) throw refuse('ADDRESS_NOT_FOUND');
    return row;
  }

  router.openapi(
    createRoute({
      method: 'get',
      path: '/get-address',
      tags: ['Addresses'],
      summary: "The signed-in user's saved addresses",
      security: bearerSecurity,
      middleware: [auth] as const,
      responses: { 200: ok(AddressesSchema), ...errors(401) },
    }),
    (c) => c.json({ addresses: addresses(c.get('user').id) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/add-address',
      tags: ['Addresses'],
      summary: 'Save a new address',
      description: `\`address\` holds exactly one address. ${primaryNote}`,
      security: bearerSecurity,
      middleware: [auth] as const,
      request: {
        body: jsonBody(
          z.object({
            address: z
              .array(AddressInputSchema, { error: 'address is required' })
              .min(1, 'address must hold exactly one address')
              .max(1, 'address must hold exactly one address'),
          }),
        ),
      },
      responses: { 201: ok(AddressChangeSchema, 'Created'), ...errors(400, 401) },
    }),
    (c) => {
      const userId = c.get('user').id;
      const [input] = c.req.valid('json').address as [AddressInput];
      db.transaction(() => {
        const primary = input.primaryAddress || !rowsOf(userId).some((r) => r.primaryAddress === 1);
        const { id } = insert.get({ userId, ...columns(input, primary) })!;
        if (primary) clearOtherPrimaries.run(userId, id);
      })();
      return c.json({ message: 'Address added successfully!', addresses: addresses(userId) }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/update-checkout-address/{userId}',
      tags: ['Addresses'],
      summary: 'Replace a saved address',
      description: `The body is the full address plus its addressIndex (or its stable addressId). ${primaryNote}`,
      security: bearerSecurity,
      middleware: [auth] as const,
      request: {
        params: UserIdParams,
        body: jsonBody(
          AddressInputSchema.extend(addressPick).refine(pickGiven, {
            message: 'addressIndex is required',
            path: ['addressIndex'],
          }),
        ),
      },
      responses: { 200: ok(AddressChangeSchema), ...errors(400, 401, 403, 404) },
    }),
    (c) => {
      const userId = c.get('user').id;
      assertSelf(c.req.valid('param').userId, userId);
      const { addressIndex, addressId, ...input } = c.req.valid('json');
      db.transaction(() => {
        const row = addressAt(userId, { addressIndex, addressId });
        const primary = input.primaryAddress || row.primaryAddress === 1;
        update.run({ id: row.id, ...columns(input, primary) });
        if (primary) clearOtherPrimaries.run(userId, row.id);
      })();
      return c.json({ message: 'Address updated successfully.', addresses: addresses(userId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/delete-address/{userId}',
      tags: ['Addresses'],
      summary: 'Delete a saved address',
      description:
        'The address is named by addressIndex or by its stable addressId. The primary address cannot be deleted (400 "Primary address cannot be deleted").',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: {
        params: UserIdParams,
        body: jsonBody(
          z.object(addressPick).refine(pickGiven, { message: 'addressIndex is required', path: ['addressIndex'] }),
        ),
      },
      responses: { 200: ok(AddressChangeSchema), ...errors(400, 401, 403, 404) },
    }),
    (c) => {
      const userId = c.get('user').id;
      assertSelf(c.req.valid('param').userId, userId);
      db.transaction(() => {
        const row = addressAt(userId, c.req.valid('json'));
        if (row.primaryAddress === 1) throw refuse('PRIMARY_ADDRESS');
        remove.run(row.id);
      })();
      return c.json({ message: 'Address Deleted !', addresses: addresses(userId) }, 200);
    },
  );

  return router;
}
