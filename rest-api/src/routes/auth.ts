// Sign-in paths (password, Google); the phone and business sign-up flows and the password reset live beside this file.
import { createRoute, z } from '@hono/zod-openapi';
import { clientAddress } from '../clientAddress.ts';
import type { Tx } from '../db/queries.ts';
import { transaction } from '../db/transaction.ts';
import type { Deps } from '../deps.ts';
import { messageOf, refuse } from '../refusals.ts';
import {
  bearerSecurity,
  bearerToken,
  createRouter,
  ErrorSchema,
  errors,
  json,
  jsonBody,
  MessageSchema,
  ok,
  requireUser,
} from '../http.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import type { GoogleIdentity } from '../sandbox/google.ts';
import { SessionSchema, sessionEnder, sessionRefresher, sessionStarter } from '../sessions.ts';
import { userStore } from '../users.ts';
import { throttledResponse } from './authFields.ts';
import { emailSignUpRoutes } from './emailSignUp.ts';
import { passwordResetRoutes } from './passwordReset.ts';
import { phoneAuthRoutes } from './phoneAuth.ts';

const NO_GOOGLE_TOKEN = 'Failed to retrieve authentication token';

/** Compared against when the e-mail is unknown, so both failures take as long. */
const DUMMY_HASH = hashPassword('not-a-password');

export function authRoutes(deps: Deps) {
  const router = createRouter();
  const users = userStore(deps);
  const startSession = sessionStarter(deps);
  const endSession = sessionEnder(deps);
  const refreshSession = sessionRefresher(deps);
  const { limiter, config } = deps;
  const db = deps.queries;
  const credentials = (email: string) =>
    db.selectFrom('users').select(['id', 'passwordHash']).where('email', '=', email).executeTakeFirst();

  const {
    failedSignInPerEmailAndClient: perPair,
    failedSignInPerEmail: perEmail,
    failedSignInPerClient: perClient,
  } = config.limits;
  const within = (policy: typeof perEmail) =>
    policy.windows.map((w) => `${w.max} times per ${w.ms / 60_000} minutes`).join(' and ');
  router.openapi(
    createRoute({
      method: 'post',
      path: '/signin-check',
      tags: ['Auth'],
      summary: 'Sign in with e-mail and password',
      description:
        'A body that is not JSON answers 400; every other failure, missing fields included, answers 401 "Incorrect ' +
        `email or password". One client address may fail ${within(perPair)} for one e-mail (known or not), and ` +
        `${within(perClient)} whatever the e-mails; past either it answers 429 (with Retry-After), even with the right ` +
        'password, while other addresses still sign in to that e-mail: one guesser does not lock the owner out. All ' +
        `addresses together may fail ${within(perEmail)} for one e-mail before it answers 429 to everyone. A successful ` +
        "sign-in clears its address's failures for the e-mail.",
      request: { body: jsonBody(z.object({ email: z.string().trim().max(320), password: z.string().max(128) })) },
      responses: {
        200: ok(SessionSchema),
        400: { ...json(ErrorSchema), description: 'The body is not JSON' },
        401: { ...json(ErrorSchema), description: messageOf('SIGN_IN_FAILED') },
        ...throttledResponse,
      },
    }),
    async (c) => {
      const { email, password } = c.req.valid('json');
      const account = email.toLowerCase();
      const client = clientAddress(c, config);
      const buckets = [
        // JSON keeps the pair unambiguous: neither part can make its bucket another pair's or another e-mail's.
        [`signin-pair:${JSON.stringify([account, client])}`, perPair],
        [`signin:${account}`, perEmail],
        [`signin-client:${client}`, perClient],
      ] as const;
      // Counted as failures before the (slow) check, so concurrent guesses cannot slip past the limit together.
      const attempt = await limiter.take(buckets);
      const user = await credentials(email);
      const valid = await verifyPassword(password, user?.passwordHash ?? (await DUMMY_HASH));
      if (!user?.passwordHash || !valid) throw refuse('SIGN_IN_FAILED');
      const session = await transaction(db, async (trx) => {
        await limiter.forget(attempt, trx);
        await limiter.clear(buckets[0][0], trx);
        return startSession(user.id, trx);
      });
      return c.json(session, 200);
    },
    (result) => {
      if (!result.success) throw refuse('SIGN_IN_FAILED');
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/sign-out',
      tags: ['Auth'],
      summary: 'End the session of the bearer token',
      description: "From then on the token answers 401, as a bearer and as the gateway's cookie alike.",
      security: bearerSecurity,
      middleware: [requireUser(deps)] as const,
      responses: { 200: ok(MessageSchema, 'Signed out'), ...errors(401) },
    }),
    async (c) => {
      await endSession(bearerToken(c)!);
      return c.json({ message: 'Signed out' }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/refresh-session',
      tags: ['Auth'],
      summary: 'Swap the bearer token for a new one, without the password',
      description:
        'Answers a new session (a new token, one hour from now) for the same user and revokes the token sent: it ' +
        'answers 401 from then on. Only a live token can be refreshed: an expired or revoked one answers 401 (sign in ' +
        'again), and of two refreshes of one token only the first succeeds.',
      security: bearerSecurity,
      middleware: [requireUser(deps)] as const,
      responses: { 200: ok(SessionSchema, 'The new session'), ...errors(401) },
    }),
    async (c) => {
      const session = await refreshSession(bearerToken(c)!);
      if (!session) throw refuse('INVALID_TOKEN');
      return c.json(session, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/sign-up-with-google',
      tags: ['Auth'],
      summary: 'Sign in (creating the account on first use) with a Google ID-token credential',
      description:
        'The credential is verified (signature, issuer, audience, expiry). A known Google account signs in. An account ' +
        "with the same e-mail is linked only when its e-mail is verified and so is the credential's (email_verified), " +
        'else 409 and nothing changes; an account linked to another Google account is refused (401). Otherwise a new ' +
        'account is created, its e-mail verified when the credential says so. Credentials are verified against the ' +
        'development sandbox issuer (DEV_SANDBOX=true); with the sandbox off every credential answers 401.',
      request: {
        body: jsonBody(
          z.object({
            token: z.string({ error: NO_GOOGLE_TOKEN }).min(1, NO_GOOGLE_TOKEN).describe('Google credential'),
          }),
        ),
      },
      responses: {
        200: ok(SessionSchema),
        ...errors(400),
        401: {
          ...json(ErrorSchema),
          description:
            'Invalid, expired or foreign credential, or the e-mail belongs to an account linked to another Google account',
        },
        409: {
          ...json(ErrorSchema),
          description: 'An account with this e-mail exists but the e-mail is not verified on both sides',
        },
      },
    }),
    async (c) => {
      const identity = await deps.google?.verify(c.req.valid('json').token).catch(() => undefined);
      if (!identity) throw refuse('GOOGLE_SIGN_IN_FAILED');
      const session = await transaction(db, async (trx) => startSession(await googleAccount(identity, trx), trx));
      return c.json(session, 200);
    },
  );

  async function googleAccount(identity: GoogleIdentity, trx: Tx): Promise<string> {
    const linked = await trx
      .selectFrom('users')
      .select('id')
      .where('googleSubject', '=', identity.sub)
      .executeTakeFirst();
    if (linked) return linked.id;
    const email = identity.email.toLowerCase();
    const existing = await trx
      .selectFrom('users')
      .select(['id', 'emailVerified', 'googleSubject'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (!existing) {
      return users.create(
        {
          name: identity.name,
          email,
          emailVerified: identity.emailVerified,
          googleSubject: identity.sub,
          profileUrl: identity.picture,
        },
        trx,
      );
    }
    // An account already tied to another Google identity is not taken over by this one.
    if (existing.googleSubject !== null) throw refuse('GOOGLE_SIGN_IN_FAILED');
    // Linking needs both sides to prove the address: else whoever registered it first (unverified) would share the
    // account with its real owner.
    if (!existing.emailVerified || !identity.emailVerified) throw refuse('GOOGLE_EMAIL_TAKEN');
    await trx.updateTable('users').set({ googleSubject: identity.sub }).where('id', '=', existing.id).execute();
    return existing.id;
  }

  router.route('/', phoneAuthRoutes(deps));
  router.route('/', emailSignUpRoutes(deps));
  router.route('/', passwordResetRoutes(deps));
  return router;
}
