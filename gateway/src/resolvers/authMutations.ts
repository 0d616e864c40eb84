import type { MutationResolvers, Session } from '../__generated__/resolvers-types.ts';
import type { GraphQLContext } from '../context.ts';
import type { StartedSession } from '../session.ts';
import * as auth from '../upstream/auth.ts';
import { withUserErrors } from '../userErrors.ts';

const viewer = {};

/** Starts the session a REST sign-in call answered (the response sets the cookie) and describes it. */
function begin(ctx: GraphQLContext, started: StartedSession): Session {
  ctx.session.start(started);
  return { token: started.token, expiresAt: new Date(started.expiresAt) };
}

/** A mutation whose REST call answers a session: signed in, or a userError. */
const signIn = (ctx: GraphQLContext, call: () => Promise<StartedSession>, messages?: Record<string, string>) =>
  withUserErrors(async () => ({ viewer, session: begin(ctx, await call()) }), { viewer, session: null }, messages);

export const authMutations: MutationResolvers = {
  requestPhoneCode: (_, { input }, ctx) =>
    withUserErrors(async () => ({ otpSession: await auth.sendPhoneCode(ctx.rest, input.phone) }), { otpSession: null }),

  verifyPhoneCode: (_, { input }, ctx) =>
    withUserErrors(
      async () => {
        const started = await auth.checkPhoneCode(ctx.rest, input);
        if (!started) return { viewer, status: 'VERIFIED' as const, session: null };
        return { viewer, status: 'SIGNED_IN' as const, session: begin(ctx, started) };
      },
      { viewer, status: null, session: null },
    ),

  signUpWithPhone: (_, { input }, ctx) =>
    signIn(ctx, () => auth.signUpWithPersonalDetails(ctx.rest, input), { 'Email already exists': 'This Email Is Already Exist' }),

  signInWithEmail: (_, { input }, ctx) => signIn(ctx, () => auth.signInWithPassword(ctx.rest, input.email, input.password)),

  signInWithGoogle: (_, { input }, ctx) => signIn(ctx, () => auth.signInWithGoogle(ctx.rest, input.credential)),

  sendGstCode: (_, { input }, ctx) =>
    withUserErrors(async () => auth.sendGstCode(ctx.rest, input), { txn: null, message: null }),

  verifyGstCode: (_, { input }, ctx) =>
    withUserErrors(async () => ({ verified: (await auth.checkGstCode(ctx.rest, input)).success }), { verified: false }),

  registerBusinessAccount: (_, { input }, ctx) =>
    withUserErrors(
      async () => {
        const { countryCode, phone, referralCode, officialPhoneNumber, ...rest } = input;
        const prefix = countryCode === 'PLUS_97' ? '+97' : '+91';
        const form = {
          ...rest,
          phone: `${prefix}${phone}`,
          referralCode: referralCode ?? undefined,
          officialPhoneNumber: officialPhoneNumber ?? undefined,
          gstVerified: true as const,
        };
        return { registered: (await auth.registerBusiness(ctx.rest, form)).success };
      },
      { registered: false },
    ),

  requestPasswordReset: (_, { input }, ctx) =>
    withUserErrors(async () => ({ message: await auth.requestPasswordReset(ctx.rest, input.email) }), { message: null }),

  signOut: (_, __, ctx) => {
    ctx.session.end();
    return { viewer, userErrors: [] };
  },
};
