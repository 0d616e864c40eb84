// Password reset: e-mail a link (/reset-password), tell what the link can do when it is opened (/reset-password/check),
// then set a new password with the link's token (/reset-password/confirm).
import { createRoute, z } from '@hono/zod-openapi';
import { oneTimeCodes } from '../codes.ts';
import type { Deps } from '../deps.ts';
import { messageOf, refuse, type RefusalCode } from '../refusals.ts';
import { createRouter, ErrorSchema, errors, json, jsonBody, MessageSchema, ok, validationRefusal } from '../http.ts';
import { hashPassword } from '../passwords.ts';
import { passwordResets, RESET_LINK_TTL_MS, type ResetRefusal } from '../passwordResets.ts';
import { storefrontLink } from '../storefrontLinks.ts';
import { userStore } from '../users.ts';
import {
  ConfirmPasswordField,
  EMAIL_PATTERN,
  PasswordField,
  PASSWORDS_DIFFER,
  samePasswords,
  throttledResponse,
} from './authFields.ts';

const LINK_MINUTES = RESET_LINK_TTL_MS / 60_000;
export const PASSWORD_CHANGED = 'Your password has been changed. Sign in with your new password.';

/** The refusal code of each way a token fails. */
const CODE_OF_REFUSAL: Record<ResetRefusal, RefusalCode> = {
  invalid: 'RESET_LINK_INVALID',
  expired: 'RESET_LINK_EXPIRED',
  used: 'RESET_LINK_USED',
};

const refused = (refusal: ResetRefusal) => refuse(CODE_OF_REFUSAL[refusal]);
const INVALID_LINK = messageOf('RESET_LINK_INVALID');

const TokenField = z
  .string({ error: INVALID_LINK })
  .min(1, INVALID_LINK)
  .max(200, INVALID_LINK)
  .describe('The token of the e-mailed link (/forget-password?token=…)');

/** The refusals of a token, documented once for each call that takes one. */
const tokenRefusals = {
  400: { ...json(ErrorSchema), description: 'The token is unknown (RESET_LINK_INVALID)' },
  410: { ...json(ErrorSchema), description: 'The link has expired (RESET_LINK_EXPIRED) or was used (RESET_LINK_USED)' },
};

const NewPasswordSchema = z
  .object({
    token: TokenField,
    password: PasswordField,
    confirmPassword: ConfirmPasswordField,
  })
  .refine(samePasswords, PASSWORDS_DIFFER);

export function passwordResetRoutes(deps: Deps) {
  const router = createRouter();
  const users = userStore(deps);
  const codes = oneTimeCodes(deps);
  const resets = passwordResets(deps);

  router.openapi(
    createRoute({
      method: 'post',
      path: '/reset-password',
      tags: ['Auth'],
      summary: 'E-mail a password reset link',
      description:
        'Answers the same for every well-formed address so accounts cannot be enumerated; only an existing account ' +
        'gets the e-mail (sandbox outbox) with a link `{PUBLIC_ORIGIN}/forget-password?token=…` (absolute, as every ' +
        'link in a message is). The token is random, stored as a ' +
        `digest, works once and for ${LINK_MINUTES} minutes: /reset-password/confirm spends it. Every request counts ` +
        'against the sending limits of the address and of the client (429 with Retry-After past them), as codes do.',
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
      responses: { 200: ok(MessageSchema), ...errors(400), ...throttledResponse },
    }),
    async (c) => {
      const { email } = c.req.valid('json');
      await codes.admitSend(c, 'email', email);
      const userId = await users.findByEmail(email);
      if (userId) {
        const link = storefrontLink(deps.config, `/forget-password?token=${await resets.issue(userId)}`);
        await deps.otp.deliver(
          'email',
          email,
          'Reset your password',
          `Open this link to choose a new password: ${link} (it works once, for ${LINK_MINUTES} minutes).`,
        );
      }
      return c.json({ message: 'Password reset link sent to your email' }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/reset-password/check',
      tags: ['Auth'],
      summary: "Tell whether a reset link's token can set a password",
      description:
        'Read-only: what /reset-password/confirm would say of the token now, without spending it (the storefront asks ' +
        'when the link is opened). A POST, so the token stays out of URLs and access logs. 200 `VALID`, else the same ' +
        'refusals as /reset-password/confirm: 400 RESET_LINK_INVALID, or 410 RESET_LINK_EXPIRED or RESET_LINK_USED ' +
        '(field `token`).',
      request: { body: jsonBody(z.object({ token: TokenField })) },
      responses: {
        200: ok(
          z.object({ status: z.literal('VALID').describe('The link can set a new password now') }),
          'The link works',
        ),
        ...tokenRefusals,
      },
    }),
    async (c) => {
      const refusal = await resets.check(c.req.valid('json').token);
      if (refusal) throw refused(refusal);
      return c.json({ status: 'VALID' as const }, 200);
    },
    // The only input is the token: whatever is wrong with the body, the link is not one that was sent.
    (result) => {
      if (!result.success) throw refused('invalid');
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/reset-password/confirm',
      tags: ['Auth'],
      summary: "Set a new password with a reset link's token",
      description:
        'The password follows the sign-up rules (/sign-up-with-email) with the same messages; a refusal answers ' +
        '`code` INVALID_INPUT and the `field` at fault. The token must be one /reset-password e-mailed, unused and ' +
        `under ${LINK_MINUTES} minutes old: else 400 RESET_LINK_INVALID, or 410 RESET_LINK_EXPIRED or RESET_LINK_USED ` +
        '(field `token`), and nothing changes. Success stores the new password, spends the token (and every other ' +
        'link of the account) and ends every session of the account: its bearer tokens answer 401 from then on.',
      request: { body: jsonBody(NewPasswordSchema) },
      responses: {
        200: ok(MessageSchema, 'Password changed'),
        ...tokenRefusals,
        400: {
          ...json(ErrorSchema),
          description: 'A password rule is broken (INVALID_INPUT), or the token is unknown (RESET_LINK_INVALID)',
        },
      },
    }),
    async (c) => {
      const { token, password } = c.req.valid('json');
      const early = await resets.check(token);
      if (early) throw refused(early);
      const refusal = await resets.redeem(token, await hashPassword(password));
      if (refusal) throw refused(refusal);
      return c.json({ message: PASSWORD_CHANGED }, 200);
    },
    (result) => {
      if (result.success) return;
      // A bad token is the link's refusal, whatever else is wrong: the shopper needs a new link first.
      if (result.error.issues.some((issue) => issue.path.join('.') === 'token')) throw refused('invalid');
      throw validationRefusal(result.error.issues);
    },
  );

  return router;
}
