// The signed-in user's profile: details, edits and e-mail verification.
import { createRoute, z } from '@hono/zod-openapi';
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

const UpdateUserSchema = z
  .object({
    newEmail: z
      .string({ error: 'Invalid email format.' })
      .trim()
      .toLowerCase()
      .regex(EMAIL_PATTERN, 'Invalid email format.')
      .optional(),
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
  })
  .refine((f) => f.newEmail !== undefined || f.name !== undefined || f.phone !== undefined, {
    message: 'Nothing to update',
  });

interface Contact {
  email: string | null;
  emailVerified: number;
  phone: string | null;
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
        'A verified e-mail cannot be changed; a new e-mail stays unverified until /verify-otp. A new phone number ' +
        'must first be verified through /otp-send and /otp-check, whose verificationToken comes back as ' +
        'phoneVerificationToken and is spent by the change (without one for that number: 400 "Please verify the new ' +
        'phone number first"); it is stored with +91. Sending the current number back changes nothing.',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { body: jsonBody(UpdateUserSchema) },
      responses: {
        200: ok(z.object({ message: z.string(), user: UserSchema })),
        ...errors(400, 401, 409),
      },
    }),
    async (c) => {
      const { id, name } = c.get('user');
      const changes = c.req.valid('json');
      await transaction(db, async (trx) => {
        const current = await contact(id, trx);
        let { email, phone } = current;
        // Only an unverified e-mail changes, so the new one is unverified too.
        if (changes.newEmail !== undefined && changes.newEmail !== email?.toLowerCase()) {
          if (current.emailVerified) throw refuse('VERIFIED_EMAIL_UNCHANGEABLE');
          if (await users.findByEmail(changes.newEmail, trx)) throw refuse('EMAIL_TAKEN');
          email = changes.newEmail;
        }
        // Sending the current number back (any country code) is not a change.
        if (changes.phone !== undefined && changes.phone !== splitPhone(phone).number) {
          const next = phoneWithCode(changes.phone);
          if (await users.findByPhone(next, trx)) throw refuse('PHONE_TAKEN');
          // Without this proof, whoever claims a number would receive its owner's phone sign-ins.
          const token = changes.phoneVerificationToken;
          await codes.consumeVerification('phone', next, token, refuse('NEW_PHONE_NOT_VERIFIED'), trx);
          phone = next;
        }
        await trx
          .updateTable('users')
          .set({ name: changes.name ?? name, email, phone })
          .where('id', '=', id)
          .execute();
      });
      return c.json({ message: 'User information updated successfully!', user: await details(id) }, 200);
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
