// Create Account's steps after the user's details, as the app runs them ("Enter OTP" over step two) and as the page's
// action runs them for forms posted without the app (signUpAction.ts): one sequence of mutations, one wording of
// every outcome. Each step is given the mutations it commits, through the app's hooks or in the server's environment.
import type { Environment } from 'relay-runtime';
import { outcomeErrors } from '../../forms/useZodForm.ts';
import type { useRegisterBusinessAccountMutation } from '../../mutations/__generated__/useRegisterBusinessAccountMutation.graphql.ts';
import type { useRequestPhoneCodeMutation } from '../../mutations/__generated__/useRequestPhoneCodeMutation.graphql.ts';
import type { useSendGstCodeMutation } from '../../mutations/__generated__/useSendGstCodeMutation.graphql.ts';
import type { useVerifyGstCodeMutation } from '../../mutations/__generated__/useVerifyGstCodeMutation.graphql.ts';
import type { useVerifyPhoneCodeMutation } from '../../mutations/__generated__/useVerifyPhoneCodeMutation.graphql.ts';
import { commitOutcome, outcomeMessage, type Outcome, type Payload } from '../../mutations/useCommit.ts';
import {
  registerBusinessAccountMutation,
  useRegisterBusinessAccount,
} from '../../mutations/useRegisterBusinessAccount.ts';
import { requestPhoneCodeMutation, useRequestPhoneCode } from '../../mutations/useRequestPhoneCode.ts';
import { sendGstCodeMutation, useSendGstCode } from '../../mutations/useSendGstCode.ts';
import { useVerifyGstCode, verifyGstCodeMutation } from '../../mutations/useVerifyGstCode.ts';
import { useVerifyPhoneCode, verifyPhoneCodeMutation } from '../../mutations/useVerifyPhoneCode.ts';
import type { MutationParameters } from 'relay-runtime';
import { fullPhone, type BusinessDetails, type UserDetails } from './signUpSchema.ts';

type Commit<T extends MutationParameters> = (variables: T['variables']) => Promise<Outcome<Payload<T>>>;

/** The mutations of the steps. */
export interface SignUpCommits {
  sendGstCode: Commit<useSendGstCodeMutation>;
  verifyGstCode: Commit<useVerifyGstCodeMutation>;
  requestPhoneCode: Commit<useRequestPhoneCodeMutation>;
  verifyPhoneCode: Commit<useVerifyPhoneCodeMutation>;
  registerBusinessAccount: Commit<useRegisterBusinessAccountMutation>;
}

/** The steps' mutations in the app. */
export const useSignUpCommits = (): SignUpCommits => ({
  sendGstCode: useSendGstCode(),
  verifyGstCode: useVerifyGstCode(),
  requestPhoneCode: useRequestPhoneCode(),
  verifyPhoneCode: useVerifyPhoneCode(),
  registerBusinessAccount: useRegisterBusinessAccount(),
});

/** The steps' mutations in a server render's environment (a form posted without the app). */
export function signUpCommitsIn(environment: Environment): SignUpCommits {
  const commit =
    <T extends MutationParameters>(mutation: Parameters<typeof commitOutcome>[1]): Commit<T> =>
    (variables) =>
      commitOutcome<T>(environment, mutation, variables);
  return {
    sendGstCode: commit(sendGstCodeMutation),
    verifyGstCode: commit(verifyGstCodeMutation),
    requestPhoneCode: commit(requestPhoneCodeMutation),
    verifyPhoneCode: commit(verifyPhoneCodeMutation),
    registerBusinessAccount: commit(registerBusinessAccountMutation),
  };
}

/** A GSTIN a code was sent for, and the code's transaction. */
export interface GstCodeRequest extends BusinessDetails {
  txn: string;
}

const BUSINESS_FIELDS = ['gstUsername', 'gstNumber'];
const countryCodeOf = (details: UserDetails) => (details.countryCode === '+97' ? 'PLUS_97' : 'PLUS_91');

/**
 * Step two's Verify: a code sent for the GSTIN, with the message to show, or the form's messages (a field name or
 * `root` each). `fallback`: the message when the answer cannot be used.
 */
export async function sendGstCode(
  commits: SignUpCommits,
  gst: BusinessDetails,
  fallback = 'Verification failed',
): Promise<{ request: GstCodeRequest; message: string } | { errors: Record<string, string> }> {
  const sent = await commits.sendGstCode({ input: gst });
  if (sent.kind !== 'done') return { errors: outcomeErrors(sent, BUSINESS_FIELDS, fallback) };
  const { txn, message } = sent.payload;
  if (!txn) return { errors: { root: 'Failed to send OTP' } };
  return { request: { ...gst, txn }, message: message ?? 'OTP sent successfully' };
}

/** Sends the official phone its code: the code's session, or the message to show. */
export async function sendPhoneCode(
  commits: SignUpCommits,
  details: UserDetails,
): Promise<{ phoneSession: string } | { message: string }> {
  const sent = await commits.requestPhoneCode({ input: { phone: details.phone, countryCode: countryCodeOf(details) } });
  const phoneSession = sent.kind === 'done' ? sent.payload.otpSession : null;
  return phoneSession ? { phoneSession } : { message: outcomeMessage(sent, 'Failed to send OTP') };
}

/**
 * The GSTIN's code: once confirmed, the official phone is sent its own (one person's confirmed code must not let
 * another claim the number or the GSTIN). The phone code's session, or the message to show under the boxes.
 */
export async function confirmGstCode(
  commits: SignUpCommits,
  details: UserDetails,
  { txn, ...gst }: GstCodeRequest,
  otp: string,
): Promise<{ phoneSession: string } | { message: string }> {
  const checked = await commits.verifyGstCode({ input: { ...gst, otp, txn } });
  if (checked.kind === 'failed') return { message: 'Verification failed' };
  if (!checked.payload.verified) return { message: outcomeMessage(checked, 'Invalid OTP') };
  return sendPhoneCode(commits, details);
}

/**
 * The official phone's code: once confirmed, the account is registered (the gateway spends both proofs, kept in its
 * HttpOnly cookies); the shopper then signs in. Null once registered, else the message to show under the boxes.
 */
export async function registerAccount(
  commits: SignUpCommits,
  details: UserDetails,
  { txn: _txn, ...gst }: GstCodeRequest,
  phoneSession: string,
  otp: string,
): Promise<string | null> {
  const { countryCode: _code, ...user } = details;
  const countryCode = countryCodeOf(details);
  const checked = await commits.verifyPhoneCode({
    input: { phone: details.phone, countryCode, otp, otpSession: phoneSession },
  });
  if (checked.kind === 'failed') return 'Registration failed';
  // SIGNED_IN: the number already has an account (now signed in), so it cannot register again.
  if (checked.payload.status === 'SIGNED_IN') return 'Phone number already registered';
  if (checked.payload.status !== 'VERIFIED') return outcomeMessage(checked, 'Invalid OTP');
  const registered = await commits.registerBusinessAccount({
    input: { ...user, ...gst, countryCode, officialPhoneNumber: fullPhone(details) },
  });
  if (registered.kind === 'failed' || !registered.payload.registered)
    return outcomeMessage(registered, 'Registration failed');
  return null;
}
