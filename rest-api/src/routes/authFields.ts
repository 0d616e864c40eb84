// Input fields shared by the sign-up, sign-in and account routes, with the spec's validation texts.
import { z } from '@hono/zod-openapi';
import type { Deps } from '../deps.ts';
import { ErrorSchema, json } from '../http.ts';
import type { OtpChannel } from '../sandbox/otp.ts';
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

export const OtpField = z
  .string({ error: 'Please enter a valid 6-digit OTP' })
  .regex(/^\d{6}$/, 'Please enter a valid 6-digit OTP');

export const ReferralCodeField = z.string({ error: 'Invalid referral code' }).trim().max(64, 'Invalid referral code').optional();

/** Stored form of a phone-screen number. */
export const indianPhone = (number: string) => `+91${number}`;

/** How long a verified phone or GSTIN may be used to register. */
export const VERIFICATION_WINDOW_MS = 10 * 60 * 1000;

/** Whether a code for `target` was confirmed within the verification window (prepare once per router). */
export function verificationChecker(deps: Deps) {
  const used = deps.db.prepare<[OtpChannel, string, number], { n: number }>(
    `SELECT COUNT(*) AS n FROM otp_codes WHERE channel = ? AND target = ? AND usedAt >= ?`,
  );
  return (channel: OtpChannel, target: string) =>
    used.get(channel, target, deps.clock.now() - VERIFICATION_WINDOW_MS)!.n > 0;
}

/** The 429 of a route behind a guessing limit (codes sent, failed sign-ins). */
export const throttledResponse = { 429: { ...json(ErrorSchema), description: TOO_MANY_ATTEMPTS } } as const;
