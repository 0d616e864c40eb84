// The signed-in user's profile: details, edits and e-mail verification.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { clientAddress } from '../clientAddress.ts';
import { oneTimeCodes } from '../codes.ts';
import type { Queries } from '../db/queries.ts';
import { transaction } from '../db/transaction.ts';
import type { Deps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import { bearerSecurity, createRouter, errors, jsonBody, MessageSchema, ok, requireUser } from '../http.ts';
import { splitPhone, UserSchema, userReader } from '../serializers/user.ts';
import { userStore } from '../users.ts';
import { EMAIL_PATTERN, OtpField, phoneWithCode, throttledResponse, verificationTokenField } from './authFields.ts';

const UserResponseSchema = z.object({ user: UserSchema }).openapi('UserResponse');

/** An e-mail address as Personal Information takes it. */
const NewEmailField = z
  .string({ error: 'Invalid email format.' })
  .trim()
  .toLowerCase()
  .regex(EMAIL_PATTERN, 'Invalid email format.');

const UpdateUserSchema = z
  .object({
    newEmail: NewEmailField.optional(),
    name: z
      .string({ error: 'Name must be at least 2 characters.' })
      .trim()
      .min(2, 'Name must be at least 2 characters.')
      .max(100, 'Name must be at most 100 characters.')
      .optional(),
    phone: z
      .string({ error: 'Phone number must be 10 digits.' })
      .trim()
      .regex(/^\d{10}$/, 'Phone number must be 10 digits.')
      .optional()
      .describe('10 digits, without the country code'),
    phoneVerificationToken: verificationTokenField('/otp-check for the new phone'),
    emailVerificationToken: verificationTokenField('/new-email-verify-otp for the new e-mail'),
  })
  .refine((f) => f.newEmail !== undefined || f.name !== undefined || f.phone !== undefined, {
    message: 'Nothing to update',
  });

interface Contact {
  email: string | null;
  emailVerified: number;
  phone: string | null;
}

/** What a change of /updateUser would put on the account that it does not hold yet. */
interface Claims {
  /** A new e-mail address (lower case). */
  email?: string;
  /** A new phone number, stored form ('+91' and 10 digits). */
  phone?: string;
}

/** The e-mail and phone a change claims: sending the current ones back (any case, any country code) claims nothing. */
function claimsOf(changes: { newEmail?: string; phone?: string }, current: Contact): Claims {
  return {
    email:
      changes.newEmail !== undefined && changes.newEmail !== current.email?.toLowerCase()
        ? changes.newEmail
        : undefined,
    phone:
      changes.phone !== undefined && changes.phone !== splitPhone(current.phone).number
        ? phoneWithCode(changes.phone)
        : undefined,
  };
}

export function accountRoutes(deps: Deps) {
  const router = createRouter();
  const auth = requireUser(deps);
  const db = deps.queries;
  const readUser = userReader(db);
  const users = userStore(deps);
  const codes = oneTimeCodes(deps);
  const contact = (id: string, on: Queries = db): Promise<Contact> =>
    on.selectFrom('users').select(['email', 'emailVerified', 'phone']).where('id', '=', id).executeTakeFirstOrThrow();
  const latestEmailCode = async (email: string) =>
    (
      await db
        .selectFrom('otp_codes')
        .select('session')
        .where('channel', '=', 'email')
        .where('target', '=', email)
        .orderBy('rowid', 'desc')
        .limit(1)
        .executeTakeFirst()
    )?.session;

  /**
   * Counts an attempt to put new contacts on an account against the contact-change limits (429 past them), whatever
   * it turns out to be, before anything about them is looked up: per new phone or e-mail and client address, per
   * client address and per account.
   */
  const admitContactChange = async (c: Context, userId: string, claims: Claims) => {
    const client = clientAddress(c, deps.config);
    const { limits } = deps.config;
    const targets = Object.entries(claims).filter(([, target]) => target !== undefined);
    if (targets.length === 0) return;
    await deps.limiter.take([
      ...targets.map(
        ([channel, target]) =>
          [
            `contact-pair:${channel}:${JSON.stringify([target, client])}`,
            limits.contactChangePerTargetAndClient,
          ] as const,
      ),
      [`contact-client:${client}`, limits.contactChangePerClient],
      [`contact-account:${userId}`, limits.contactChangePerAccount],
    ]);
  };

  const details = async (userId: string) => {
    const user = await readUser(userId);
    if (!user) throw refuse('INVALID_TOKEN');
    return user;
  };

  for (const path of ['/user-details', '/get-user']) {
    router.openapi(
      createRoute({
        method: 'get',
        path,
        tags: ['Account'],
        summary: 'The signed-in user with their addresses',
        security: bearerSecurity,
        middleware: [auth] as const,
        responses: { 200: ok(UserResponseSchema), ...errors(401) },
      }),
      async (c) => c.json({ user: await details(c.get('user').id) }, 200),
    );
  }

  router.openapi(
    createRoute({
      method: 'post',
      path: '/updateUser',
      tags: ['Account'],
      summary: 'Change name, e-mail or phone (any subset)',
      description:
        'A verified e-mail cannot be changed. A new e-mail or phone must first be proved by a code: the e-mail ' +
        'through /new-email-send-otp and /new-email-verify-otp, the phone through /otp-send and /otp-check; their ' +
        'verificationToken comes back as emailVerificationToken or phoneVerificationToken and is spent by the change ' +
        '(without one for that address or number: 400 "Please verify the new email address first" or "Please verify ' +
        'the new phone number first"). Only then is it told whether another account holds it (409), so a caller who ' +
        'has not proved it learns nothing, the same answer whether it is taken or not. A new e-mail is stored ' +
        'verified; a new phone with +91. Sending the current e-mail or number back changes nothing. Every request ' +
        'that names a new e-mail or phone counts, whatever its answer, against the contact-change limits: per new ' +
        'e-mail or number and client address 5 per 10 minutes and 10 per day, per client address and per account 30 ' +
        'per hour and 100 per day; past a limit, 429 with Retry-After.',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { body: jsonBody(UpdateUserSchema) },
      responses: {
        200: ok(z.object({ message: z.string(), user: UserSchema })),
        ...errors(400, 401, 409),
        ...throttledResponse,
      },
    }),
    async (c) => {
      const { id, name } = c.get('user');
      const changes = c.req.valid('json');
      const before = await contact(id);
      const claimed = claimsOf(changes, before);
      // About the caller's own account: it tells nothing of anyone else's, and costs no attempt.
      if (claimed.email !== undefined && before.emailVerified) throw refuse('VERIFIED_EMAIL_UNCHANGEABLE');
      await admitContactChange(c, id, claimed);
      await transaction(db, async (trx) => {
        const current = await contact(id, trx);
        const claims = claimsOf(changes, current);
        let { email, emailVerified, phone } = current;
        // Each new contact is proved before anything is said of other accounts: without the proof, a taken address
        // or number answers exactly as a free one does. The spending rolls back with any later refusal.
        if (claims.email !== undefined) {
          if (current.emailVerified) throw refuse('VERIFIED_EMAIL_UNCHANGEABLE');
          const token = changes.emailVerificationToken;
          await codes.consumeVerification('email', claims.email, token, refuse('NEW_EMAIL_NOT_VERIFIED'), trx);
          if (await users.findByEmail(claims.email, trx)) throw refuse('EMAIL_TAKEN');
          email = claims.email;
          emailVerified = 1;
        }
        if (claims.phone !== undefined) {
          // Without this proof, whoever claims a number would receive its owner's phone sign-ins.
          const token = changes.phoneVerificationToken;
          await codes.consumeVerification('phone', claims.phone, token, refuse('NEW_PHONE_NOT_VERIFIED'), trx);
          if (await users.findByPhone(claims.phone, trx)) throw refuse('PHONE_TAKEN');
          phone = claims.phone;
        }
        await trx
          .updateTable('users')
          .set({ name: changes.name ?? name, email, emailVerified, phone })
          .where('id', '=', id)
          .execute();
      });
      return c.json({ message: 'User information updated successfully!', user: await details(id) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/new-email-send-otp',
      tags: ['Account'],
      summary: 'E-mail a one-time code (valid 5 minutes) to an address the user wants instead of their own',
      description:
        'The first step of changing an unverified e-mail: /new-email-verify-otp confirms the code. The answer is the ' +
        'same whether or not another account holds the address. A verified e-mail cannot be changed (400). The ' +
        'sending limits of /otp-send apply (per address and client address, per address, per client address): ' +
        'past them, 429 with Retry-After.',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { body: jsonBody(z.object({ newEmail: NewEmailField })) },
      responses: { 200: ok(MessageSchema), ...errors(400, 401), ...throttledResponse },
    }),
    async (c) => {
      const { newEmail } = c.req.valid('json');
      if ((await contact(c.get('user').id)).emailVerified) throw refuse('VERIFIED_EMAIL_UNCHANGEABLE');
      await codes.admitSend(c, 'email', newEmail);
      await deps.otp.send('email', newEmail);
      return c.json({ message: 'OTP sent to your email' }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/new-email-verify-otp',
      tags: ['Account'],
      summary: "Confirm the latest code of a new address: answers the verificationToken /updateUser's change spends",
      description:
        'The token is single use, bound to this address and valid 10 minutes; it is passed to /updateUser as ' +
        'emailVerificationToken with the same newEmail. Wrong codes count as on /otp-check: past the limits, 429 with ' +
        'Retry-After.',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { body: jsonBody(z.object({ newEmail: NewEmailField, otp: OtpField })) },
      responses: {
        200: ok(z.object({ message: z.string(), verificationToken: z.string() })),
        ...errors(400, 401),
        ...throttledResponse,
      },
    }),
    async (c) => {
      const { newEmail, otp } = c.req.valid('json');
      if ((await contact(c.get('user').id)).emailVerified) throw refuse('VERIFIED_EMAIL_UNCHANGEABLE');
      // With no code sent to the address the guess is still counted: every wrong answer costs the same.
      const result = await codes.check(c, 'email', (await latestEmailCode(newEmail)) ?? '', newEmail, otp);
      if (result === 'invalid') throw refuse('OTP_INVALID');
      if (result === 'expired') throw refuse('OTP_EXPIRED');
      const verificationToken = await codes.issueVerification('email', newEmail);
      return c.json({ message: 'OTP verified', verificationToken }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/send-verification-email',
      tags: ['Account'],
      summary: "E-mail a one-time code (valid 5 minutes) to verify the user's address",
      description:
        'The sending limits of /otp-send apply, per address and per client address: past them, 429 with Retry-After.',
      security: bearerSecurity,
      middleware: [auth] as const,
      responses: { 200: ok(MessageSchema), ...errors(400, 401), ...throttledResponse },
    }),
    async (c) => {
      const { email, emailVerified } = await contact(c.get('user').id);
      if (!email) throw refuse('EMAIL_MISSING');
      if (emailVerified) throw refuse('EMAIL_ALREADY_VERIFIED');
      await codes.admitSend(c, 'email', email);
      await deps.otp.send('email', email);
      return c.json({ message: 'OTP sent to your email' }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/verify-otp',
      tags: ['Account'],
      summary: 'Confirm the latest e-mail code and mark the e-mail verified',
      description: 'Wrong codes count as on /otp-check: past the limits, 429 with Retry-After.',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { body: jsonBody(z.object({ otp: OtpField })) },
      responses: { 200: ok(MessageSchema), ...errors(400, 401), ...throttledResponse },
    }),
    async (c) => {
      const { id } = c.get('user');
      const { email, emailVerified } = await contact(id);
      if (emailVerified) throw refuse('EMAIL_ALREADY_VERIFIED');
      const session = email ? await latestEmailCode(email) : undefined;
      const result = session ? await codes.check(c, 'email', session, email!, c.req.valid('json').otp) : 'invalid';
      if (result === 'invalid') throw refuse('OTP_INVALID');
      if (result === 'expired') throw refuse('OTP_EXPIRED');
      await db.updateTable('users').set({ emailVerified: 1 }).where('id', '=', id).execute();
      return c.json({ message: 'Email verified successfully!' }, 200);
    },
  );

  return router;
}
