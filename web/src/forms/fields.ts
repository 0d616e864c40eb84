// Field rules the sign-up, sign-in and password reset forms share, with the product's messages, word for word.
import { z } from './zod.ts';

/** At least one '.' after the '@' (the sign-in hint asks for it; the REST API checks the same). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_HINT = "Please enter a valid email address with at least one '.'";
const OTP_LENGTH = 6;
const OTP_INVALID = 'Please enter a valid 6-digit OTP';

export const nameField = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .regex(/^[A-Za-z ]+$/, 'Name should only contain letters');

export const emailField = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .regex(EMAIL_PATTERN, 'Please enter a valid email address');

/** A new password (sign-up and the password reset), with the REST API's rules. */
export const passwordField = z
  .string()
  .min(1, 'Password is required')
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

/** The confirmation repeats the password: `.refine(samePasswords, PASSWORDS_DIFFER)`. */
export const samePasswords = (form: { password: string; confirmPassword: string }) =>
  form.password === form.confirmPassword;
export const PASSWORDS_DIFFER = { message: 'Passwords do not match', path: ['confirmPassword'] };

/** An optional text input: blank becomes `undefined`, so the mutation leaves the argument out. */
export const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined);

/** The six boxes of a one-time code. */
export const otpField = z
  .array(z.string())
  .refine((digits) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(digits.join('')), OTP_INVALID);

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/** A code form's one field. */
export const codeSchema = z.object({ otp: otpField });
