// The address form's rules, mirroring the REST API's, which decides: its messages come back as
// userErrors on the same fields.
import { graphql } from 'react-relay/hooks';
import { z } from '../../forms/zod.ts';
import type { addressSchema_address$data } from './__generated__/addressSchema_address.graphql.ts';

const LETTERS = /^[A-Za-z ]+$/;
const required = (label: string) => z.string().trim().min(1, `${label} is required`);
const lettersOnly = (label: string) =>
  required(label).regex(LETTERS, `${label} should only contain letters and spaces`);
const optional = (rule: z.ZodString) => z.union([z.literal(''), rule]);

export const addressSchema = z.object({
  name: lettersOnly('Full Name'),
  phoneNumber: required('Phone Number').regex(/^\d{10}$/, 'Phone Number must be exactly 10 digits'),
  alternativePhoneNumber: optional(
    z
      .string()
      .trim()
      .regex(/^\d{10}$/, 'Alternative Phone Number must be exactly 10 digits'),
  ),
  type: z.enum(['HOME', 'OFFICE']),
  isPrimary: z.boolean(),
  houseName: required('House No/Building Name'),
  localArea: lettersOnly('Local Area/City'),
  landmark: z.string().trim(),
  pincode: required('Pincode').regex(/^\d{6}$/, 'Pincode must be exactly 6 digits'),
  state: lettersOnly('State'),
  country: optional(z.string().trim().regex(LETTERS, 'Country should only contain letters and spaces')),
  /** Filled by 'Use My Location'; kept as it was when an address is edited. */
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
});

export type AddressForm = z.input<typeof addressSchema>;

/** What a failed save says, by what the form was doing. */
export const SAVE_FAILED = { add: 'Error adding address', update: 'Failed to update address. Please try again.' };

export const emptyAddress: AddressForm = {
  name: '',
  phoneNumber: '',
  alternativePhoneNumber: '',
  type: 'HOME',
  isPrimary: false,
  houseName: '',
  localArea: '',
  landmark: '',
  pincode: '',
  state: '',
  country: '',
  location: null,
};

/** The form's values as the graph's address input (blank optional fields left out). */
export const addressInput = (form: z.output<typeof addressSchema>) => ({
  ...form,
  alternativePhoneNumber: form.alternativePhoneNumber || null,
  landmark: form.landmark || null,
  country: form.country || null,
});

// A saved address's fields, as the form edits them and the address cards show them. The lists of addresses (the
// account's, checkout's, which the address mutations' payloads refresh) spread it unmasked (`@relay(mask: false)`),
// so they ask for the same fields and read them as their own.
graphql`
  fragment addressSchema_address on Address {
    id
    name
    phoneNumber
    alternativePhoneNumber
    type
    isPrimary
    houseName
    localArea
    landmark
    pincode
    state
    country
    location {
      latitude
      longitude
    }
  }
`;

/** A saved address (the graph's `Address`) as the form's values, for editing it. */
export const addressFormValues = (a: Omit<addressSchema_address$data, ' $fragmentType'>): AddressForm => ({
  name: a.name,
  phoneNumber: a.phoneNumber,
  alternativePhoneNumber: a.alternativePhoneNumber ?? '',
  type: a.type === 'OFFICE' ? 'OFFICE' : 'HOME',
  isPrimary: a.isPrimary,
  houseName: a.houseName,
  localArea: a.localArea,
  landmark: a.landmark ?? '',
  pincode: a.pincode,
  state: a.state,
  country: a.country ?? '',
  location: a.location ? { latitude: a.location.latitude, longitude: a.location.longitude } : null,
});

/** The primary address first, the others in the shopper's order. */
export function orderedAddresses<T extends { isPrimary: boolean }>(addresses: readonly T[]): T[] {
  return [...addresses].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
}
