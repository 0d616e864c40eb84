// Business sign-up: the GSTIN is verified by a one-time code, then the account is created with a password.
import { createRoute, z } from '@hono/zod-openapi';
import type { Deps } from '../deps.ts';
import { badRequest } from '../errors.ts';
import { createRouter, errors, jsonBody, ok, SuccessSchema } from '../http.ts';
import { hashPassword } from '../passwords.ts';
import { userStore } from '../users.ts';
import { EmailField, NameField, OtpField, ReferralCodeField, throttledResponse, verificationChecker } from './authFields.ts';

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
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .min(8, 'Password must be at least 8 characters')
      .max(128, 'Password must be at most 128 characters'),
    confirmPassword: z.string({ error: 'Passwords do not match' }),
    referralCode: ReferralCodeField,
    gstNumber: GstNumberField,
    gstUsername: GstUsernameField,
    officialPhoneNumber: z.string({ error: OFFICIAL_PHONE_MISMATCH }).optional().describe('Copy of phone; when sent, its last 10 digits must match'),
    gstVerified: z.literal(true, { error: 'GST Number is not verified' }),
  })
  .refine((f) => f.password === f.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] })
  .refine((f) => !f.officialPhoneNumber || f.officialPhoneNumber.replace(/\D/g, '').endsWith(f.phone.slice(-10)), {
    message: OFFICIAL_PHONE_MISMATCH,
    path: ['officialPhoneNumber'],
  });

export function emailSignUpRoutes(deps: Deps) {
  const router = createRouter();
  const users = userStore(deps);
  const isVerified = verificationChecker(deps);

  router.openapi(
    createRoute({
      method: 'post',
      path: '/gst-send-otp',
      tags: ['Auth'],
      summary: 'Send a one-time code for a GSTIN (valid 60 s; at most 5 per GSTIN per 10 minutes)',
      request: { body: jsonBody(z.object({ gstUsername: GstUsernameField, gstNumber: GstNumberField })) },
      responses: {
        200: ok(z.object({ success: z.literal(true), txn: z.string().describe('Pass back to /gst-verify-otp'), message: z.string() })),
        ...errors(400),
        ...throttledResponse,
      },
    }),
    (c) => {
      const { session } = deps.otp.send('gst', c.req.valid('json').gstNumber);
      return c.json({ success: true as const, txn: session, message: 'OTP sent successfully' }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/gst-verify-otp',
      tags: ['Auth'],
      summary: 'Confirm a GSTIN code; the GSTIN may then register through /sign-up-with-email for 10 minutes',
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
      responses: { 200: ok(SuccessSchema), ...errors(400) },
    }),
    (c) => {
      const { gstNumber, otp, txn } = c.req.valid('json');
      const result = deps.otp.check('gst', txn, gstNumber, otp);
      if (result === 'invalid') throw badRequest('Invalid OTP');
      if (result === 'expired') throw badRequest('OTP expired');
      return c.json({ success: true, message: 'GST verified successfully' }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/sign-up-with-email',
      tags: ['Auth'],
      summary: 'Register a business account (password, verified GSTIN); sign in afterwards with /signin-check',
      request: { body: jsonBody(SignUpSchema) },
      responses: { 201: ok(SuccessSchema, 'Account created'), ...errors(400, 409) },
    }),
    (c) => {
      const form = c.req.valid('json');
      if (!isVerified('gst', form.gstNumber)) throw badRequest('GST Number is not verified');
      const passwordHash = hashPassword(form.password);
      deps.db.transaction(() =>
        users.create({
          name: form.name,
          email: form.email,
          phone: form.phone,
          passwordHash,
          referralCode: form.referralCode,
          gstNumber: form.gstNumber,
          gstUsername: form.gstUsername,
          gstVerified: true,
        }),
      )();
      return c.json({ success: true, message: 'User registered successfully' }, 201);
    },
  );

  return router;
}
