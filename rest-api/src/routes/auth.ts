// Sign-in paths (password, Google), password reset; the phone and business sign-up flows live beside this file.
import { createRoute, z } from '@hono/zod-openapi';
import type { Deps } from '../deps.ts';
import { ApiError } from '../errors.ts';
import { createRouter, ErrorSchema, errors, json, jsonBody, MessageSchema, ok } from '../http.ts';
import { newToken } from '../ids.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import type { GoogleIdentity } from '../sandbox/google.ts';
import { SessionSchema, sessionStarter } from '../sessions.ts';
import { userStore } from '../users.ts';
import { EMAIL_PATTERN } from './authFields.ts';
import { emailSignUpRoutes } from './emailSignUp.ts';
import { phoneAuthRoutes } from './phoneAuth.ts';

const SIGN_IN_FAILED = 'Incorrect email or password';
const GOOGLE_FAILED = 'Failed to sign in with Google';
const NO_GOOGLE_TOKEN = 'Failed to retrieve authentication token';

/** Compared against when the e-mail is unknown, so both failures take as long. */
const DUMMY_HASH = hashPassword('not-a-password');

export function authRoutes(deps: Deps) {
  const router = createRouter();
  const users = userStore(deps);
  const startSession = sessionStarter(deps);
  const credentials = deps.db.prepare<[string], { id: string; passwordHash: string | null }>(
    `SELECT id, passwordHash FROM users WHERE email = ?`,
  );
  const byGoogleSubject = deps.db.prepare<[string], { id: string }>(`SELECT id FROM users WHERE googleSubject = ?`);
  const linkGoogle = deps.db.prepare(
    `UPDATE users SET googleSubject = ?, emailVerified = MAX(emailVerified, ?) WHERE id = ? AND googleSubject IS NULL`,
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/signin-check',
      tags: ['Auth'],
      summary: 'Sign in with e-mail and password',
      description: 'Every failure, malformed input included, answers 401 "Incorrect email or password".',
      request: { body: jsonBody(z.object({ email: z.string().trim(), password: z.string() })) },
      responses: { 200: ok(SessionSchema), 401: { ...json(ErrorSchema), description: SIGN_IN_FAILED } },
    }),
    (c) => {
      const { email, password } = c.req.valid('json');
      const user = credentials.get(email);
      const valid = verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user?.passwordHash || !valid) throw new ApiError(401, SIGN_IN_FAILED);
      return c.json(startSession(user.id), 200);
    },
    (result) => {
      if (!result.success) throw new ApiError(401, SIGN_IN_FAILED);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/sign-up-with-google',
      tags: ['Auth'],
      summary: 'Sign in (creating the account on first use) with a Google ID-token credential',
      description:
        'The credential is verified (signature, issuer, audience, expiry). A known Google account signs in; otherwise ' +
        'the account with the same e-mail is linked, or a new account is created with the e-mail verified.',
      request: {
        body: jsonBody(z.object({ token: z.string({ error: NO_GOOGLE_TOKEN }).min(1, NO_GOOGLE_TOKEN).describe('Google credential') })),
      },
      responses: {
        200: ok(SessionSchema),
        ...errors(400),
        401: { ...json(ErrorSchema), description: 'Invalid, expired or foreign credential' },
      },
    }),
    async (c) => {
      const identity = await deps.google.verify(c.req.valid('json').token).catch(() => {
        throw new ApiError(401, GOOGLE_FAILED);
      });
      const session = deps.db.transaction(() => startSession(googleAccount(identity)))();
      return c.json(session, 200);
    },
  );

  function googleAccount(identity: GoogleIdentity): string {
    const linked = byGoogleSubject.get(identity.sub)?.id;
    if (linked) return linked;
    const email = identity.email.toLowerCase();
    const existing = users.findByEmail(email);
    if (!existing) {
      return users.create({
        name: identity.name,
        email,
        emailVerified: identity.emailVerified,
        googleSubject: identity.sub,
        profileUrl: identity.picture,
      });
    }
    // An account already tied to another Google identity is not taken over by this one.
    if (linkGoogle.run(identity.sub, identity.emailVerified ? 1 : 0, existing).changes === 0) {
      throw new ApiError(401, GOOGLE_FAILED);
    }
    return existing;
  }

  router.openapi(
    createRoute({
      method: 'post',
      path: '/reset-password',
      tags: ['Auth'],
      summary: 'E-mail a password reset link',
      description:
        'Answers the same for every well-formed address so accounts cannot be enumerated; only an existing account ' +
        'gets the e-mail (sandbox outbox). Setting the new password is not part of the documented API.',
      request: {
        body: jsonBody(
          z.object({
            email: z
              .string({ error: 'Please enter your email' })
              .trim()
              .toLowerCase()
              .min(1, 'Please enter your email')
              .regex(EMAIL_PATTERN, 'Please enter a valid email address'),
          }),
        ),
      },
      responses: { 200: ok(MessageSchema), ...errors(400) },
    }),
    (c) => {
      const { email } = c.req.valid('json');
      if (users.findByEmail(email)) {
        const link = `/forget-password?token=${newToken()}`;
        deps.otp.deliver('email', email, 'Reset your password', `Open this link to choose a new password: ${link}`);
      }
      return c.json({ message: 'Password reset link sent to your email' }, 200);
    },
  );

  router.route('/', phoneAuthRoutes(deps));
  router.route('/', emailSignUpRoutes(deps));
  return router;
}
