import { z } from '@hono/zod-openapi';
import type { Selectable } from 'kysely';
import type { Queries } from '../db/queries.ts';
import type { AddressesTable } from '../db/tables/shopping.ts';

/** A row of `addresses` as stored. */
export type AddressRow = Selectable<AddressesTable>;

// Not a named component: `.nullable()` on a named schema renders as an allOf that rejects null.
export const LocationSchema = z.object({ latitude: z.number(), longitude: z.number() });

/** An address as /get-address and /user-details return it. */
export const AddressSchema = z
  .object({
    name: z.string(),
    phoneNumber: z.string().describe('10 digits, no country code'),
    alternativePhoneNumber: z.string().nullable(),
    typeOfAddress: z.enum(['Home', 'Office']),
    primaryAddress: z.boolean(),
    houseName: z.string(),
    localArea: z.string(),
    landMark: z.string().nullable(),
    pincode: z.string(),
    state: z.string(),
    country: z.string().nullable(),
    location: LocationSchema.nullable(),
    addressIndex: z
      .number()
      .int()
      .describe("Position of the address in the user's list (oldest first), used by update and delete"),
    addressId: z
      .string()
      .describe('Stable key of the address: it never changes and is never reused (addressIndex shifts after a delete)'),
  })
  .openapi('Address');

export type Address = z.infer<typeof AddressSchema>;

/** An address's stable id: `ADR` and its row id. */
export const addressIdOf = (row: Pick<AddressRow, 'id'>) => `ADR${row.id}`;

/** `index` is the address's rank among the user's addresses ordered by id: its addressIndex. */
export function toAddress(row: AddressRow, index: number): Address {
  return {
    name: row.name,
    phoneNumber: row.phoneNumber,
    alternativePhoneNumber: row.alternativePhoneNumber,
    typeOfAddress: row.typeOfAddress,
    primaryAddress: row.primaryAddress === 1,
    houseName: row.houseName,
    localArea: row.localArea,
    landMark: row.landMark,
    pincode: row.pincode,
    state: row.state,
    country: row.country,
    location:
      row.latitude == null || row.longitude == null ? null : { latitude: row.latitude, longitude: row.longitude },
    addressIndex: index,
    addressId: addressIdOf(row),
  };
}

/** Reads a user's address rows in addressIndex order; `on` is a transaction to join. */
export function addressRowsReader(db: Queries) {
  return async (userId: string, on: Queries = db): Promise<AddressRow[]> => {
    const rows = await on.selectFrom('addresses').selectAll().where('userId', '=', userId).orderBy('id').execute();
    // The table types typeOfAddress as text; its CHECK keeps it 'Home' or 'Office'.
    return rows as AddressRow[];
  };
}
