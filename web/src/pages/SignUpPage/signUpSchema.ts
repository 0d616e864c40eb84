// Create Account's rules, word for word.
import { z } from '../../forms/zod.ts';
import {
  emailField,
  nameField,
  optionalText,
  passwordField,
  PASSWORDS_DIFFER,
  samePasswords,
} from '../../forms/fields.ts';

export const COUNTRY_CODES = ['+91', '+97'] as const;
/** How long a GST code may be typed before "Time exceeded". */
export const GST_OTP_SECONDS = 60;
const GST_REQUIRED = 'GST Number and Username are required';

/** Step one: the user's details. */
export const userDetailsSchema = z
  .object({
    name: nameField,
    email: emailField,
    countryCode: z.enum(COUNTRY_CODES),
    phone: z
      .string()
      .min(1, 'Phone number is required')
      .regex(/^\d{10}$/, 'Phone number must be 10 digits'),
    password: passwordField,
    confirmPassword: z.string(),
    referralCode: optionalText,
  })
  .refine(samePasswords, PASSWORDS_DIFFER);

type UserDetailsInput = z.input<typeof userDetailsSchema>;
export type UserDetails = z.output<typeof userDetailsSchema>;

export const emptyUserDetails: UserDetailsInput = {
  name: '',
  email: '',
  countryCode: '+91',
  phone: '',
  password: '',
  confirmPassword: '',
  referralCode: '',
};

/** Step two: the GSTIN to verify. */
export const businessDetailsSchema = z.object({
  gstUsername: z.string().trim().min(1, GST_REQUIRED),
  gstNumber: z.string().trim().toUpperCase().min(1, GST_REQUIRED),
});

export type BusinessDetails = z.output<typeof businessDetailsSchema>;

/** The phone number as the business registration sends it (country code and number). */
export const fullPhone = (details: Pick<UserDetails, 'countryCode' | 'phone'>) =>
  `${details.countryCode}${details.phone}`;
