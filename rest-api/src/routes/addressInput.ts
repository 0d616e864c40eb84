// The address form's rules; messages are the account add form's where the storefront has them.
import { z } from '@hono/zod-openapi';

const LETTERS_AND_SPACES = /^[A-Za-z ]+$/;

/** A required text field: trimmed, non-empty, bounded. */
const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A required field of letters and spaces. */
const lettersOnly = (label: string, max: number) =>
  required(label, max).regex(LETTERS_AND_SPACES, `${label} should only contain letters and spaces`);

/** Blank optional text (forms send '') is stored as null. */
const optionalText = <T extends z.ZodType<string>>(schema: T) =>
  z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable().optional())
    .transform((v) => v ?? null);

const digits = (label: string, count: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .regex(new RegExp(`^\\d{${count}}$`), `${label} must be exactly ${count} digits`);

export const AddressInputSchema = z
  .object({
    name: lettersOnly('Full Name', 100),
    phoneNumber: digits('Phone Number', 10),
    alternativePhoneNumber: optionalText(
      z
        .string()
        .trim()
        .regex(/^\d{10}$/, 'Alternative Phone Number must be exactly 10 digits'),
    ),
    typeOfAddress: z.enum(['Home', 'Office'], { error: 'Type of address must be Home or Office' }).default('Home'),
    primaryAddress: z.boolean({ error: 'primaryAddress must be true or false' }).default(false),
    houseName: required('House No/Building Name', 200),
    localArea: lettersOnly('Local Area/City', 100),
    landMark: optionalText(z.string().trim().max(200, 'Landmark must be at most 200 characters')),
    pincode: digits('Pincode', 6),
    state: lettersOnly('State', 60),
    country: optionalText(
      z
        .string()
        .trim()
        .max(60, 'Country must be at most 60 characters')
        .regex(LETTERS_AND_SPACES, 'Country should only contain letters and spaces'),
    ),
    location: z
      .object({
        latitude: z
          .number({ error: 'Latitude must be a number' })
          .min(-90, 'Latitude must be between -90 and 90')
          .max(90, 'Latitude must be between -90 and 90'),
        longitude: z
          .number({ error: 'Longitude must be a number' })
          .min(-180, 'Longitude must be between -180 and 180')
          .max(180, 'Longitude must be between -180 and 180'),
      })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  })
  .openapi('AddressInput');

export type AddressInput = z.infer<typeof AddressInputSchema>;
