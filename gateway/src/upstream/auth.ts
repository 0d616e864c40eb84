// The REST API's sign-up and sign-in calls. None carries the shopper's token.
import { isUpstreamStatus } from '../errors.ts';
import type { StartedSession } from '../session.ts';
import type { Rest } from './rest.ts';

const post = async <T>(rest: Rest, path: string, body: object) => (await rest.sendPublic<T>(path, { method: 'POST', body })).data;

/** Sends a code to +91 `phone`; the answer's session is passed back with the code. */
export const sendPhoneCode = async (rest: Rest, phone: string) =>
  (await post<{ otpSession: string }>(rest, '/otp-send', { number: phone, code: '91' })).otpSession;

/** Checks a phone code: the session when the number belongs to an account (REST answers 409), else null. */
export async function checkPhoneCode(rest: Rest, input: { phone: string; otp: string; otpSession: string }): Promise<StartedSession | null> {
  try {
    await post(rest, '/otp-check', { otp: input.otp, otpSession: input.otpSession, number: input.phone });
    return null;
  } catch (error) {
    if (isUpstreamStatus(error, 409) && isSession(error.body)) return { token: error.body.token, expiresAt: error.body.expiresAt };
    throw error;
  }
}

export const signUpWithPersonalDetails = (rest: Rest, details: { name: string; email: string; referralCode?: string | null; phone: string }) =>
  post<StartedSession>(rest, '/sign-up-with-personal-details', { ...details, referralCode: details.referralCode ?? undefined });

export const signInWithPassword = (rest: Rest, email: string, password: string) =>
  post<StartedSession>(rest, '/signin-check', { email, password });

export const signInWithGoogle = (rest: Rest, credential: string) => post<StartedSession>(rest, '/sign-up-with-google', { token: credential });

export const sendGstCode = (rest: Rest, gst: { gstUsername: string; gstNumber: string }) =>
  post<{ txn: string; message: string }>(rest, '/gst-send-otp', gst);

export const checkGstCode = (rest: Rest, input: { gstUsername: string; gstNumber: string; otp: string; txn: string }) =>
  post<{ success: boolean }>(rest, '/gst-verify-otp', input);

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
}

export const registerBusiness = (rest: Rest, form: BusinessSignUp) => post<{ success: boolean }>(rest, '/sign-up-with-email', form);

export const requestPasswordReset = async (rest: Rest, email: string) =>
  (await post<{ message: string }>(rest, '/reset-password', { email })).message;

function isSession(body: unknown): body is StartedSession {
  const session = body as Partial<StartedSession> | undefined;
  return typeof session?.token === 'string' && typeof session.expiresAt === 'string';
}
