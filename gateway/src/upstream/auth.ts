// The REST API's sign-up, sign-in and sign-out calls. Only sign-out carries the shopper's token.
import { isUpstreamStatus } from './client.ts';
import type { StartedSession } from '../http/session.ts';
import { endpoints, type Write } from './endpoints.ts';
import type { Rest } from './rest.ts';

const post = async <T>(rest: Rest, endpoint: Write, body: object) => (await rest.write<T>(endpoint, { body })).data;

/** The REST API's country code: '91' or '97'. */
export type CountryCode = '91' | '97';

/** Sends a code to `phone`; the answer's session is passed back with the code. */
export const sendPhoneCode = async (rest: Rest, phone: string, code: CountryCode) =>
  (await post<{ otpSession: string }>(rest, endpoints.sendPhoneCode, { number: phone, code })).otpSession;

/** What a correct phone code led to: a session (the number has an account), or the new number's verification token. */
type PhoneCheck = { session: StartedSession } | { verificationToken: string };

export async function checkPhoneCode(
  rest: Rest,
  input: { phone: string; otp: string; otpSession: string; code: CountryCode },
): Promise<PhoneCheck> {
  try {
    const { verificationToken } = await post<{ verificationToken: string }>(rest, endpoints.checkPhoneCode, {
      otp: input.otp,
      otpSession: input.otpSession,
      number: input.phone,
      code: input.code,
    });
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
  post<StartedSession>(rest, endpoints.signUpWithPhone, {
    ...details,
    referralCode: details.referralCode ?? undefined,
    verificationToken: details.verificationToken ?? undefined,
  });

/** A new session for the shopper of the request's token, which the REST API revokes. */
export const refreshSession = (rest: Rest) => post<StartedSession>(rest, endpoints.refreshSession, {});

/** Ends the session of `token` at the REST API. */
export const signOut = (rest: Rest) => rest.write(endpoints.signOut, { body: {} });

export const signInWithPassword = (rest: Rest, email: string, password: string) =>
  post<StartedSession>(rest, endpoints.signIn, { email, password });

export const signInWithGoogle = (rest: Rest, credential: string) =>
  post<StartedSession>(rest, endpoints.signInWithGoogle, { token: credential });

export const sendGstCode = (rest: Rest, gst: { gstUsername: string; gstNumber: string }) =>
  post<{ txn: string; message: string }>(rest, endpoints.sendGstCode, gst);

export const checkGstCode = (rest: Rest, input: { gstUsername: string; gstNumber: string; otp: string; txn: string }) =>
  post<{ success: boolean; verificationToken: string }>(rest, endpoints.checkGstCode, input);

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
  post<{ success: boolean }>(rest, endpoints.registerBusiness, form);

export const requestPasswordReset = async (rest: Rest, email: string) =>
  (await post<{ message: string }>(rest, endpoints.resetPassword, { email })).message;

/** Resolves when a reset link's token can set a password now (nothing is spent); rejects with the REST API's refusal. */
export const checkPasswordReset = async (rest: Rest, token: string) => {
  await post(rest, endpoints.checkPasswordReset, { token });
};

/** Sets a new password with a reset link's token; the REST API ends every session of the account. */
export const confirmPasswordReset = async (
  rest: Rest,
  input: { token: string; password: string; confirmPassword: string },
) => (await post<{ message: string }>(rest, endpoints.confirmPasswordReset, input)).message;

function isSession(body: unknown): body is StartedSession {
  const session = body as Partial<StartedSession> | undefined;
  return typeof session?.token === 'string' && typeof session.expiresAt === 'string';
}
