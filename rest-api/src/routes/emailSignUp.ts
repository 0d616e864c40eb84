// Business sign-up: the GSTIN and the official phone are each verified by a one-time code, then the account is
// created with a password.
import { createRoute, z } from '@hono/zod-openapi';
import { oneTimeCodes } from '../codes.ts';
import { transaction } from '../db/transaction.ts';
import type { Deps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import { createRouter, errors, jsonBody, ok, SuccessSchema } from '../http.ts';
import { hashPassword } from '../passwords.ts';
import { userStore } from '../users.ts';
import {
  ConfirmPasswordField,
  EmailField,
  NameField,
  OtpField,
  PasswordField,
  PASSWORDS_DIFFER,
  ReferralCodeField,
  samePasswords,
  throttledResponse,
  verificationTokenField,
} from './authFields.ts';

const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GST_REQUIRED = 'GST Number and Username are required';
const OFFICIAL_PHONE_MISMATCH = 'Official phone number must match the phone number';

const GstUsernameField = z.string({ error: GST_REQUIRED }).trim().min(1, GST_REQUIRED).max(100);
const GstNumberField = z
  .string({ error: GST_REQUIRED })
  .trim()
  .toUpperCase()
  .min(1, GST_REQUIRED)
  .regex(GSTIN_PATTERN, 'Invalid GST Number');

const SignUpSchema = z
  .object({
    name: NameField,
    email: EmailField,
    phone: z
      .string({ error: 'Phone number is required' })
      .trim()
      .min(1, 'Phone number is required')
      .regex(/^\+(91|97)\d{10}$/, 'Phone number must be 10 digits')
      .describe("Country code ('+91' or '+97') followed by 10 digits"),
    password: PasswordField,
    confirmPassword: ConfirmPasswordField,
    referralCode: ReferralCodeField,
    gstNumber: GstNumberField,
    gstUsername: GstUsernameField,
    officialPhoneNumber: z
      .string({ error: OFFICIAL_PHONE_MISMATCH })
      .optional()
      .describe('Copy of phone; when sent, its last 10 digits must match'),
    gstVerified: z.literal(true, { error: 'GST Number is not verified' }),
    gstVerificationToken: verificationTokenField('/gst-verify-otp for gstNumber'),
    phoneVerificationToken: verificationTokenField('/otp-check for phone (number and country code)'),
  })
  .refine(samePasswords, PASSWORDS_DIFFER)
  .refine((f) => !f.officialPhoneNumber || f.officialPhoneNumber.replace(/\D/g, '').endsWith(f.phone.slice(-10)), {
    message: OFFICIAL_PHONE_MISMATCH,
    path: ['officialPhoneNumber'],
  });

export function emailSignUpRoutes(deps: Deps) {
  const router = createRouter();
  const users = userStore(deps);
  const codes = oneTimeCodes(deps);

  router.openapi(
    createRoute({
      method: 'post',
      path: '/gst-send-otp',
      tags: ['Auth'],
      summary: 'Send a one-time code for a GSTIN (valid 60 s)',
      description:
        'The sending limits of /otp-send apply, per GSTIN and per client address: past them, 429 with Retry-After.',
      request: { body: jsonBody(z.object({ gstUsername: GstUsernameField, gstNumber: GstNumberField })) },
      responses: {
        200: ok(
          z.object({
            success: z.literal(true),
            txn: z.string().describe('Pass back to /gst-verify-otp'),
            message: z.string(),
          }),
        ),
        ...errors(400),
        ...throttledResponse,
      },
    }),
    async (c) => {
      const { gstNumber } = c.req.valid('json');
      await codes.admitSend(c, 'gst', gstNumber);
      const { session } = await deps.otp.send('gst', gstNumber);
      return c.json({ success: true as const, txn: session, message: 'OTP sent successfully' }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/gst-verify-otp',
      tags: ['Auth'],
      summary: 'Confirm a GSTIN code: answers the verificationToken /sign-up-with-email spends',
      description:
        'The token is single use, bound to this GSTIN and valid 10 minutes. Wrong codes count as on /otp-check: past ' +
        'the limits, 429 with Retry-After.',
      request: {
        body: jsonBody(
          z.object({
            gstUsername: GstUsernameField,
            gstNumber: GstNumberField,
            otp: OtpField,
            txn: z.string({ error: 'Invalid OTP' }).min(1, 'Invalid OTP'),
          }),
        ),
      },
      responses: {
        200: ok(SuccessSchema.extend({ verificationToken: z.string() })),
        ...errors(400),
        ...throttledResponse,
      },
    }),
    async (c) => {
      const { gstNumber, otp, txn } = c.req.valid('json');
      const result = await codes.check(c, 'gst', txn, gstNumber, otp);
      if (result === 'invalid') throw refuse('OTP_INVALID');
      if (result === 'expired') throw refuse('OTP_EXPIRED');
      const verificationToken = await codes.issueVerification('gst', gstNumber);
      return c.json({ success: true, message: 'GST verified successfully', verificationToken }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/sign-up-with-email',
      tags: ['Auth'],
      summary:
        'Register a business account (password, verified GSTIN and phone); sign in afterwards with /signin-check',
      description:
        'gstVerificationToken (from /gst-verify-otp for this GSTIN) and phoneVerificationToken (from /otp-check for ' +
        'this phone and country code) are both required and both spent by the registration; a refusal such as a taken ' +
        'e-mail leaves them usable. A missing or foreign GST token answers 400 "GST Number is not verified", a phone ' +
        'token 403 "Phone number is not verified".',
      request: { body: jsonBody(SignUpSchema) },
      responses: { 201: ok(SuccessSchema, 'Account created'), ...errors(400, 403, 409) },
    }),
    async (c) => {
      const form = c.req.valid('json');
      const passwordHash = await hashPassword(form.password);
      await transaction(deps.queries, async (trx) => {
        await codes.consumeVerification(
          'gst',
          form.gstNumber,
          form.gstVerificationToken,
          refuse('GST_NOT_VERIFIED'),
          trx,
        );
        await codes.consumeVerification(
          'phone',
          form.phone,
          form.phoneVerificationToken,
          refuse('PHONE_NOT_VERIFIED'),
          trx,
        );
        await users.create(
          {
            name: form.name,
            email: form.email,
            phone: form.phone,
            passwordHash,
            referralCode: form.referralCode,
            gstNumber: form.gstNumber,
            gstUsername: form.gstUsername,
            gstVerified: true,
          },
          trx,
        );
      });
      return c.json({ success: true, message: 'User registered successfully' }, 201);
    },
  );

  return router;
}
