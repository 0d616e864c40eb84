// Phone sign-in and sign-up: a code to +91 number, then either a session (known phone) or personal details.
import { createRoute, z } from '@hono/zod-openapi';
import type { Deps } from '../deps.ts';
import { badRequest, conflict, forbidden } from '../errors.ts';
import { createRouter, errors, jsonBody, MessageSchema, ok } from '../http.ts';
import { SessionSchema, sessionStarter } from '../sessions.ts';
import { userStore } from '../users.ts';
import {
  EmailField, indianPhone, NameField, OtpField, PhoneNumberField, ReferralCodeField, throttledResponse, verificationChecker,
} from './authFields.ts';

const ExistingUserSchema = SessionSchema.extend({ message: z.string() }).openapi('ExistingUserSession');

export function phoneAuthRoutes(deps: Deps) {
  const router = createRouter();
  const users = userStore(deps);
  const startSession = sessionStarter(deps);
  const isVerified = verificationChecker(deps);
  const hasPassword = deps.db.prepare<[string], { n: number }>(
    `SELECT COUNT(*) AS n FROM users WHERE phone = ? AND passwordHash IS NOT NULL`,
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/otp-send',
      tags: ['Auth'],
      summary: 'Send a one-time code to a +91 phone (sign-in or sign-up by phone)',
      description:
        'A phone that belongs to an account with a password (registered by e-mail sign-up) gets 409: that user signs in ' +
        'with e-mail and password. Any other phone, new or of a phone-only account, gets a code valid for 30 s; at ' +
        'most 5 codes per number per 10 minutes (then 429).',
      request: {
        body: jsonBody(
          z.object({
            number: PhoneNumberField,
            code: z.literal('91', { error: 'Country code must be 91' }),
          }),
        ),
      },
      responses: {
        200: ok(z.object({ otpSession: z.string().describe('Pass back to /otp-check') })),
        ...errors(400, 409),
        ...throttledResponse,
      },
    }),
    (c) => {
      const phone = indianPhone(c.req.valid('json').number);
      if (hasPassword.get(phone)!.n > 0) throw conflict('User Already Exist You Can Login');
      const { session } = deps.otp.send('phone', phone);
      return c.json({ otpSession: session }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/otp-check',
      tags: ['Auth'],
      summary: 'Check a phone code: verifies a new number, or signs in the account that owns it',
      description:
        'A new number answers 200 and may register through /sign-up-with-personal-details for 10 minutes. ' +
        'A number that belongs to an account answers 409 "User Already Exist" with a session (the sign-in path).',
      request: {
        body: jsonBody(z.object({ otp: OtpField, otpSession: z.string({ error: 'Incorrect OTP' }).min(1, 'Incorrect OTP'), number: PhoneNumberField })),
      },
      responses: {
        200: ok(MessageSchema, 'Number verified, no account yet'),
        409: ok(ExistingUserSchema, 'The number belongs to an account: signed in'),
        ...errors(400),
      },
    }),
    (c) => {
      const { otp, otpSession, number } = c.req.valid('json');
      const phone = indianPhone(number);
      const result = deps.otp.check('phone', otpSession, phone, otp);
      if (result === 'invalid') throw badRequest('Incorrect OTP');
      if (result === 'expired') throw badRequest('OTP expired');
      const userId = users.findByPhone(phone);
      if (userId) return c.json({ message: 'User Already Exist', ...startSession(userId) }, 409);
      return c.json({ message: 'OTP verified' }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/sign-up-with-personal-details',
      tags: ['Auth'],
      summary: 'Register a phone verified through /otp-check (within 10 minutes) and sign in',
      request: {
        body: jsonBody(
          z.object({ name: NameField, email: EmailField, referralCode: ReferralCodeField, phone: PhoneNumberField }),
        ),
      },
      responses: { 201: ok(SessionSchema, 'Account created and signed in'), ...errors(400, 403, 409) },
    }),
    (c) => {
      const { name, email, referralCode, phone: number } = c.req.valid('json');
      const phone = indianPhone(number);
      if (!isVerified('phone', phone)) throw forbidden('Phone number is not verified');
      const session = deps.db.transaction(() => startSession(users.create({ name, email, phone, referralCode })))();
      return c.json(session, 201);
    },
  );

  return router;
}
