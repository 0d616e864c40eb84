import { createRoute, z } from '@hono/zod-openapi';
import type { Tx } from '../db/queries.ts';
import { transaction } from '../db/transaction.ts';
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

export function addressesRoutes(deps: Deps) {
  const router = createRouter();
  const auth = requireUser(deps);
  const db = deps.queries;
  const rowsOf = addressRowsReader(db);
  const clearOtherPrimaries = (userId: string, id: number, trx: Tx) =>
    trx
      .updateTable('addresses')
      .set({ primaryAddress: 0 })
      .where('userId', '=', userId)
      .where('id', '!=', id)
      .execute();

  const addresses = async (userId: string) => (await rowsOf(userId)).map(toAddress);

  /** The path's user must be the signed-in one. */
  function assertSelf(pathUserId: string, userId: string) {
    if (pathUserId !== userId) throw refuse('FORBIDDEN');
  }

  /** The user's address by its addressId, else at its addressIndex; 404 "Address not found". */
  async function addressAt(
    userId: string,
    pick: { addressIndex?: number; addressId?: string },
    trx: Tx,
  ): Promise<AddressRow> {
    const rows = await rowsOf(userId, trx);
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
    async (c) => c.json({ addresses: await addresses(c.get('user').id) }, 200),
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
    async (c) => {
      const userId = c.get('user').id;
      const [input] = c.req.valid('json').address as [AddressInput];
      await transaction(db, async (trx) => {
        const primary = input.primaryAddress || !(await rowsOf(userId, trx)).some((r) => r.primaryAddress === 1);
        const { id } = await trx
          .insertInto('addresses')
          .values({ userId, ...columns(input, primary) })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (primary) await clearOtherPrimaries(userId, id, trx);
      });
      return c.json({ message: 'Address added successfully!', addresses: await addresses(userId) }, 201);
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
    async (c) => {
      const userId = c.get('user').id;
      assertSelf(c.req.valid('param').userId, userId);
      const { addressIndex, addressId, ...input } = c.req.valid('json');
      await transaction(db, async (trx) => {
        const row = await addressAt(userId, { addressIndex, addressId }, trx);
        const primary = input.primaryAddress || row.primaryAddress === 1;
        await trx.updateTable('addresses').set(columns(input, primary)).where('id', '=', row.id).execute();
        if (primary) await clearOtherPrimaries(userId, row.id, trx);
      });
      return c.json({ message: 'Address updated successfully.', addresses: await addresses(userId) }, 200);
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
    async (c) => {
      const userId = c.get('user').id;
      assertSelf(c.req.valid('param').userId, userId);
      await transaction(db, async (trx) => {
        const row = await addressAt(userId, c.req.valid('json'), trx);
        if (row.primaryAddress === 1) throw refuse('PRIMARY_ADDRESS');
        await trx.deleteFrom('addresses').where('id', '=', row.id).execute();
      });
      return c.json({ message: 'Address Deleted !', addresses: await addresses(userId) }, 200);
    },
  );

  return router;
}
