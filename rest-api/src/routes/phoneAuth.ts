// Phone sign-in and sign-up: a code to a phone number, then either a session (known phone) or, for a new number,
// a verification token that /sign-up-with-personal-details (or /sign-up-with-email, /updateUser) spends.
import { createRoute, z } from '@hono/zod-openapi';
import { clientAddress } from '../clientAddress.ts';
import { oneTimeCodes } from '../codes.ts';
import { transaction } from '../db/transaction.ts';
import type { Deps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import { createRouter, errors, jsonBody, ok } from '../http.ts';
import { SessionSchema, sessionStarter } from '../sessions.ts';
import { userStore } from '../users.ts';
import {
  CountryCodeField,
  EmailField,
  NameField,
  OtpField,
  PhoneNumberField,
  phoneWithCode,
  ReferralCodeField,
  throttledResponse,
  verificationTokenField,
} from './authFields.ts';

const ExistingUserSchema = SessionSchema.extend({ message: z.string() }).openapi('ExistingUserSession');

export function phoneAuthRoutes(deps: Deps) {
  const router = createRouter();
  const users = userStore(deps);
  const startSession = sessionStarter(deps);
  const codes = oneTimeCodes(deps);
  const hasPassword = async (phone: string) =>
    (await deps.queries
      .selectFrom('users')
      .select('id')
      .where('phone', '=', phone)
      .where('passwordHash', 'is not', null)
      .executeTakeFirst()) !== undefined;

  router.openapi(
    createRoute({
      method: 'post',
      path: '/otp-send',
      tags: ['Auth'],
      summary: 'Send a one-time code to a phone (sign-in or sign-up by phone, or a business phone)',
      description:
        'A phone that belongs to an account with a password (registered by e-mail sign-up) gets 409: that user signs in ' +
        'with e-mail and password. Any other phone, new or of a phone-only account, gets a code valid for 30 s. Every ' +
        'request, a 409 included, counts against the sending limits: per number and client address 5 per 10 minutes ' +
        'and 10 per day, the third and later codes of a day each waiting twice as long after the previous one (30 s, ' +
        '60 s, ...), so a client that asks too often waits alone; per number from all client addresses together 10 ' +
        'per hour and 30 per day; per client address 30 per hour and 100 per day. A client address is told of at ' +
        'most 5 existing accounts per hour and 20 ' +
        'per day; past that every number it asks about answers 429, whether it has an account or not. Past a limit: ' +
        '429 with Retry-After.',
      request: {
        body: jsonBody(z.object({ number: PhoneNumberField, code: CountryCodeField })),
      },
      responses: {
        200: ok(z.object({ otpSession: z.string().describe('Pass back to /otp-check') })),
        ...errors(400, 409),
        ...throttledResponse,
      },
    }),
    async (c) => {
      const { number, code } = c.req.valid('json');
      const phone = phoneWithCode(number, code);
      const told = [
        `account-answers:${clientAddress(c, deps.config)}`,
        deps.config.limits.accountAnswersPerClient,
      ] as const;
      // Checked before the number is looked up, so past the limit every number answers alike.
      await deps.limiter.check([told]);
      await codes.admitSend(c, 'phone', phone);
      if (await hasPassword(phone)) {
        await deps.limiter.record([told]);
        throw refuse('PHONE_USER_EXISTS');
      }
      const { session } = await deps.otp.send('phone', phone);
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
        'A new number answers 200 with a verificationToken: single use, bound to this number, valid 10 minutes; ' +
        '/sign-up-with-personal-details, /sign-up-with-email and /updateUser spend it. A number that belongs to an ' +
        'account answers 409 "User Already Exist" with a session (the sign-in path). Wrong codes count per number and ' +
        'client address (20 a day; after 5, each next check waits 2 s, 4 s, 8 s, ...), so only the guesser waits; per ' +
        'number from all client addresses together (50 a day); and per client address (30 per hour, 100 per day): ' +
        'past a limit, 429 with Retry-After.',
      request: {
        body: jsonBody(
          z.object({
            otp: OtpField,
            otpSession: z.string({ error: 'Incorrect OTP' }).min(1, 'Incorrect OTP'),
            number: PhoneNumberField,
            code: CountryCodeField.default('91'),
          }),
        ),
      },
      responses: {
        200: ok(z.object({ message: z.string(), verificationToken: z.string() }), 'Number verified, no account yet'),
        409: ok(ExistingUserSchema, 'The number belongs to an account: signed in'),
        ...errors(400),
        ...throttledResponse,
      },
    }),
    async (c) => {
      const { otp, otpSession, number, code } = c.req.valid('json');
      const phone = phoneWithCode(number, code);
      const result = await codes.check(c, 'phone', otpSession, phone, otp);
      if (result === 'invalid') throw refuse('OTP_INCORRECT');
      if (result === 'expired') throw refuse('OTP_EXPIRED');
      const userId = await users.findByPhone(phone);
      if (userId) return c.json({ message: 'User Already Exist', ...(await startSession(userId)) }, 409);
      return c.json({ message: 'OTP verified', verificationToken: await codes.issueVerification('phone', phone) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/sign-up-with-personal-details',
      tags: ['Auth'],
      summary: 'Register a phone verified through /otp-check and sign in',
      description:
        'verificationToken is the one /otp-check answered for this number; it is spent by the registration (a ' +
        'refusal such as a taken e-mail leaves it usable). Without a token of this number: 403.',
      request: {
        body: jsonBody(
          z.object({
            name: NameField,
            email: EmailField,
            referralCode: ReferralCodeField,
            phone: PhoneNumberField,
            verificationToken: verificationTokenField('/otp-check'),
          }),
        ),
      },
      responses: { 201: ok(SessionSchema, 'Account created and signed in'), ...errors(400, 403, 409) },
    }),
    async (c) => {
      const { name, email, referralCode, phone: number, verificationToken } = c.req.valid('json');
      const phone = phoneWithCode(number);
      const session = await transaction(deps.queries, async (trx) => {
        await codes.consumeVerification('phone', phone, verificationToken, refuse('PHONE_NOT_VERIFIED'), trx);
        return startSession(await users.create({ name, email, phone, referralCode }, trx), trx);
      });
      return c.json(session, 201);
    },
  );

  return router;
}
