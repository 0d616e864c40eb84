import { z } from '@hono/zod-openapi';
import { sql } from 'kysely';
import { first, type Queries } from '../db/queries.ts';
import { AddressSchema, addressRowsReader, toAddress } from './address.ts';

/** The columns of `users` the API shows; credentials and GST details stay server side. */
interface UserRow {
  id: string;
  customDocId: string;
  name: string;
  email: string | null;
  emailVerified: number;
  phone: string | null;
  coin: number;
  profileUrl: string | null;
  googleConnected: number;
}

export const UserSchema = z
  .object({
    id: z.string(),
    customDocId: z.string(),
    name: z.string(),
    firstName: z.string(),
    lastName: z.string().describe('Everything after the first word of name; empty for a one-word name'),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    phone: z.string().nullable().describe('10 digits without the country code (stored with it)'),
    mobileNo: z.string().nullable().describe('Same as phone; the ticket form reads this name'),
    countryCode: z.string().nullable().describe("'+91' or '+97'"),
    coin: z.number().int(),
    profileUrl: z.string().nullable(),
    googleConnected: z.boolean().describe('Whether the account signs in with Google'),
    address: z.array(AddressSchema).describe('Addresses in addressIndex order, as /get-address returns them'),
  })
  .openapi('User');

export type User = z.infer<typeof UserSchema>;

/** Splits a stored phone ('+91' followed by 10 digits) into its country code and the 10-digit number. */
export function splitPhone(phone: string | null): { countryCode: string | null; number: string | null } {
  if (!phone) return { countryCode: null, number: null };
  return { countryCode: phone.slice(0, -10) || null, number: phone.slice(-10) };
}

/** A name's first word (what others may see of a shopper) and the rest. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** Reads a user with their addresses. */
export function userReader(db: Queries) {
  const addresses = addressRowsReader(db);
  return async (id: string): Promise<User | undefined> => {
    const row = await first(
      db,
      sql<UserRow>`SELECT id, customDocId, name, email, emailVerified, phone, coin, profileUrl,
        googleSubject IS NOT NULL AS "googleConnected" FROM users WHERE id = ${id}`,
    );
    if (!row) return undefined;
    const { firstName, lastName } = splitName(row.name);
    const { countryCode, number } = splitPhone(row.phone);
    return {
      id: row.id,
      customDocId: row.customDocId,
      name: row.name,
      firstName,
      lastName,
      email: row.email,
      emailVerified: row.emailVerified === 1,
      phone: number,
      mobileNo: number,
      countryCode,
      coin: row.coin,
      profileUrl: row.profileUrl,
      googleConnected: row.googleConnected === 1,
      address: (await addresses(row.id)).map(toAddress),
    };
  };
}
