// The REST API's sign-up, sign-in and sign-out calls. Only sign-out carries the shopper's token.
import { isUpstreamStatus } from './client.ts';
import type { StartedSession } from '../http/session.ts';
import { endpoints } from './endpoints.ts';
import { dataOf, type Rest } from './rest.ts';

/** The REST API's country code: '91' or '97'. */
export type CountryCode = '91' | '97';

/** Sends a code to `phone`; the answer's session is passed back with the code. */
export const sendPhoneCode = async (rest: Rest, phone: string, code: CountryCode) =>
  (await dataOf(rest.write(endpoints.sendPhoneCode, { body: { number: phone, code } }))).otpSession;

/** What a correct phone code led to: a session (the number has an account), or the new number's verification token. */
type PhoneCheck = { session: StartedSession } | { verificationToken: string };

export async function checkPhoneCode(
  rest: Rest,
  input: { phone: string; otp: string; otpSession: string; code: CountryCode },
): Promise<PhoneCheck> {
  try {
    const { verificationToken } = await dataOf(
      rest.write(endpoints.checkPhoneCode, {
        body: {
          otp: input.otp,
          otpSession: input.otpSession,
          number: input.phone,
          code: input.code,
        },
      }),
    );
    return { verificationToken };
  } catch (error) {
    if (isUpstreamStatus(error, 409) && isSession(error.body))
      return { session: { token: error.body.token, expiresAt: error.body.expiresAt } };
    throw error;
  }
}

export const signUpWithPersonalDetails = (
  rest: Rest,
  details: {
    name: string;
    email: string;
    referralCode?: string | null;
    phone: string;
    verificationToken: string | null;
  },
) =>
  dataOf(
    rest.write(endpoints.signUpWithPhone, {
      body: {
        ...details,
        referralCode: details.referralCode ?? undefined,
        verificationToken: details.verificationToken ?? undefined,
      },
    }),
  );

/** A new session for the shopper of the request's token, which the REST API revokes. */
export const refreshSession = (rest: Rest) => dataOf(rest.write(endpoints.refreshSession, { body: {} }));

/** Ends the session of `token` at the REST API. */
export const signOut = (rest: Rest) => rest.write(endpoints.signOut, { body: {} });

export const signInWithPassword = (rest: Rest, email: string, password: string) =>
  dataOf(rest.write(endpoints.signIn, { body: { email, password } }));

export const signInWithGoogle = (rest: Rest, credential: string) =>
  dataOf(rest.write(endpoints.signInWithGoogle, { body: { token: credential } }));

export const sendGstCode = (rest: Rest, gst: { gstUsername: string; gstNumber: string }) =>
  dataOf(rest.write(endpoints.sendGstCode, { body: gst }));

export const checkGstCode = (rest: Rest, input: { gstUsername: string; gstNumber: string; otp: string; txn: string }) =>
  dataOf(rest.write(endpoints.checkGstCode, { body: input }));

/** The sign-up form as the REST API takes it: phone prefixed with the country code, GSTIN marked verified. */
export interface BusinessSignUp {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  referralCode?: string;
  gstUsername: string;
  gstNumber: string;
  officialPhoneNumber?: string;
  gstVerified: true;
  gstVerificationToken?: string;
  phoneVerificationToken?: string;
}

export const registerBusiness = (rest: Rest, form: BusinessSignUp) =>
  dataOf(rest.write(endpoints.registerBusiness, { body: form }));

export const requestPasswordReset = async (rest: Rest, email: string) =>
  (await dataOf(rest.write(endpoints.resetPassword, { body: { email } }))).message;

/** Resolves when a reset link's token can set a password now (nothing is spent); rejects with the REST API's refusal. */
export const checkPasswordReset = async (rest: Rest, token: string) => {
  await dataOf(rest.write(endpoints.checkPasswordReset, { body: { token } }));
};

/** Sets a new password with a reset link's token; the REST API ends every session of the account. */
export const confirmPasswordReset = async (
  rest: Rest,
  input: { token: string; password: string; confirmPassword: string },
) => (await dataOf(rest.write(endpoints.confirmPasswordReset, { body: input }))).message;

function isSession(body: unknown): body is StartedSession {
  const session = body as Partial<StartedSession> | undefined;
  return typeof session?.token === 'string' && typeof session.expiresAt === 'string';
}
