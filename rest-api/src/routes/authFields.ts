// Input fields shared by the sign-up, sign-in and account routes, with the product's validation texts.
import { z } from '@hono/zod-openapi';
import { ErrorSchema, json } from '../http.ts';
import { TOO_MANY_ATTEMPTS } from '../throttle.ts';

/** A basic address with at least one '.' after the '@', as the sign-in form's hint asks. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const NameField = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .regex(/^[A-Za-z ]+$/, 'Name should only contain letters');

export const EmailField = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .regex(EMAIL_PATTERN, 'Please enter a valid email address');

/** The 10-digit national number the phone screens send (the country code is fixed to 91). */
export const PhoneNumberField = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .regex(/^\d{10}$/, 'Phone number must be 10 digits');

/** A new password, as sign-up and the password reset take it. */
export const PasswordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

export const ConfirmPasswordField = z.string({ error: 'Passwords do not match' });

/** The confirmation repeats the password: `.refine(samePasswords, PASSWORDS_DIFFER)`. */
export const samePasswords = (form: { password: string; confirmPassword: string }) =>
  form.password === form.confirmPassword;
export const PASSWORDS_DIFFER = { message: 'Passwords do not match', path: ['confirmPassword'] };

export const OtpField = z
  .string({ error: 'Please enter a valid 6-digit OTP' })
  .regex(/^\d{6}$/, 'Please enter a valid 6-digit OTP');

export const ReferralCodeField = z
  .string({ error: 'Invalid referral code' })
  .trim()
  .max(64, 'Invalid referral code')
  .optional();

/** The country code of a phone number: the phone screens send '91'; the sign-up form also offers '+97'. */
export const CountryCodeField = z
  .enum(['91', '97'], { error: 'Country code must be 91 or 97' })
  .describe("'91' (the phone screens) or '97' (the sign-up form's other option)");

/** Stored form of a number: '+', the country code, the 10 digits. */
export const phoneWithCode = (number: string, code: '91' | '97' = '91') => `+${code}${number}`;

/** A token /otp-check or /gst-verify-otp answered; single-use, bound to its number or GSTIN, valid 10 minutes. */
export const verificationTokenField = (what: string) =>
  z.string().max(200).optional().describe(`The verificationToken that ${what} answered (single use, 10 minutes)`);

/** The 429 of a route behind a guessing limit (codes sent, wrong codes, failed sign-ins). */
export const throttledResponse = {
  429: {
    ...json(ErrorSchema),
    description: `${TOO_MANY_ATTEMPTS} The Retry-After header says after how many seconds the next attempt may be let through.`,
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' as const } } },
  },
} as const;
