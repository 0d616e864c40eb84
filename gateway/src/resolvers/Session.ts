// The shopper's session: sign-up, sign-in (phone code, e-mail, Google), business registration, password reset, sign-out.
import type { PhoneCountryCode, Session } from '../__generated__/schema-types.ts';
import type { GraphQLContext } from '../context.ts';
import { isUpstreamStatus } from '../upstream/client.ts';
import type { StartedSession } from '../http/session.ts';
import * as auth from '../upstream/auth.ts';
import { asShopper, withUserErrors, type Messages } from '../graph/userErrors.ts';
import { VIEWER } from '../graph/mappers.ts';
import type { MutationFields } from './root.ts';

/** Starts the session a REST sign-in call answered (the response sets the cookie) and describes it. */
function begin(ctx: GraphQLContext, started: StartedSession): Session {
  ctx.session.start(started);
  return { token: started.token, expiresAt: new Date(started.expiresAt) };
}

/** A mutation whose REST call answers a session: signed in, or a userError. */
const signIn = (ctx: GraphQLContext, call: () => Promise<StartedSession>, messages?: Messages) =>
  withUserErrors(
    async () => ({ viewer: VIEWER, session: begin(ctx, await call()) }),
    { viewer: VIEWER, session: null },
    messages,
  );

/** What a guest asking to renew a session is told. */
export const NOTHING_TO_REFRESH = 'Please sign in: there is no session to renew';

const countryCode = (code: PhoneCountryCode | null | undefined): auth.CountryCode => (code === 'PLUS_97' ? '97' : '91');

export const sessionMutations: MutationFields<
  | 'requestPhoneCode'
  | 'verifyPhoneCode'
  | 'signUpWithPhone'
  | 'signInWithEmail'
  | 'signInWithGoogle'
  | 'sendGstCode'
  | 'verifyGstCode'
  | 'registerBusinessAccount'
  | 'requestPasswordReset'
  | 'resetPassword'
  | 'refreshSession'
  | 'signOut'
> = {
  requestPhoneCode: (_, { input }, ctx) =>
    withUserErrors(
      async () => ({ otpSession: await auth.sendPhoneCode(ctx.rest, input.phone, countryCode(input.countryCode)) }),
      {
        otpSession: null,
      },
    ),

  verifyPhoneCode: (_, { input }, ctx) =>
    withUserErrors(
      async () => {
        const checked = await auth.checkPhoneCode(ctx.rest, { ...input, code: countryCode(input.countryCode) });
        if ('session' in checked)
          return {
            viewer: VIEWER,
            status: 'SIGNED_IN' as const,
            session: begin(ctx, checked.session),
            verificationToken: null,
          };
        ctx.verifications.remember('phone', checked.verificationToken);
        return {
          viewer: VIEWER,
          status: 'VERIFIED' as const,
          session: null,
          verificationToken: checked.verificationToken,
        };
      },
      { viewer: VIEWER, status: null, session: null, verificationToken: null },
    ),

  signUpWithPhone: (_, { input }, ctx) =>
    signIn(
      ctx,
      async () => {
        const verificationToken = input.verificationToken ?? ctx.verifications.token('phone');
        const started = await auth.signUpWithPersonalDetails(ctx.rest, { ...input, verificationToken });
        ctx.verifications.spent('phone');
        return started;
      },
      { EMAIL_TAKEN: 'This Email Is Already Exist' },
    ),

  signInWithEmail: (_, { input }, ctx) =>
    signIn(ctx, () => auth.signInWithPassword(ctx.rest, input.email, input.password)),

  signInWithGoogle: (_, { input }, ctx) => signIn(ctx, () => auth.signInWithGoogle(ctx.rest, input.credential)),

  sendGstCode: (_, { input }, ctx) =>
    withUserErrors(async () => auth.sendGstCode(ctx.rest, input), { txn: null, message: null }),

  verifyGstCode: (_, { input }, ctx) =>
    withUserErrors(
      async () => {
        const { success, verificationToken } = await auth.checkGstCode(ctx.rest, input);
        ctx.verifications.remember('gst', verificationToken);
        return { verified: success, verificationToken };
      },
      { verified: false, verificationToken: null },
    ),

  registerBusinessAccount: (_, { input }, ctx) =>
    withUserErrors(
      async () => {
        const {
          countryCode: code,
          phone,
          referralCode,
          officialPhoneNumber,
          gstVerificationToken,
          phoneVerificationToken,
          ...rest
        } = input;
        const form = {
          ...rest,
          phone: `+${countryCode(code)}${phone}`,
          referralCode: referralCode ?? undefined,
          officialPhoneNumber: officialPhoneNumber ?? undefined,
          gstVerified: true as const,
          gstVerificationToken: gstVerificationToken ?? ctx.verifications.token('gst') ?? undefined,
          phoneVerificationToken: phoneVerificationToken ?? ctx.verifications.token('phone') ?? undefined,
        };
        const { success } = await auth.registerBusiness(ctx.rest, form);
        ctx.verifications.spent('gst');
        ctx.verifications.spent('phone');
        return { registered: success };
      },
      { registered: false },
    ),

  requestPasswordReset: (_, { input }, ctx) =>
    withUserErrors(async () => ({ message: await auth.requestPasswordReset(ctx.rest, input.email) }), {
      message: null,
    }),

  resetPassword: (_, { input }, ctx) =>
    withUserErrors(
      async () => {
        const message = await auth.confirmPasswordReset(ctx.rest, input);
        // The REST API ended every session of the account; this browser's cookie goes too, whoever it was.
        ctx.session.end();
        return { message, viewer: VIEWER };
      },
      { message: null, viewer: VIEWER },
    ),

  refreshSession: (_, __, ctx) =>
    asShopper(
      ctx.rest.signedIn,
      async () => ({ viewer: VIEWER, session: begin(ctx, await auth.refreshSession(ctx.rest)) }),
      { viewer: VIEWER, session: null },
      { signInMessage: NOTHING_TO_REFRESH },
    ),

  signOut: async (_, __, ctx) => {
    // The token must stop working everywhere, not just leave this browser. An ended one (401) is fine; any other
    // failure keeps the cookie and fails the mutation, so the shopper can try again.
    if (ctx.session.token) {
      try {
        await auth.signOut(ctx.rest);
      } catch (error) {
        if (!isUpstreamStatus(error, 401)) throw error;
      }
    }
    ctx.session.end();
    return { viewer: VIEWER, userErrors: [] };
  },
};
