// What the phone code's screen does with the answer to a code, for the page and its post without the app
// (otpAction.ts).
import type { useVerifyPhoneCodeMutation } from '../../mutations/__generated__/useVerifyPhoneCodeMutation.graphql.ts';
import { outcomeMessage, type Outcome, type Payload } from '../../mutations/useCommit.ts';

/** Where a checked code leads: signed in (back where the shopper was), on to the personal details, or its message. */
export type CodeAnswer = { signedIn: true } | { next: string } | { message: string };

export function codeAnswer(outcome: Outcome<Payload<useVerifyPhoneCodeMutation>>, phone: string): CodeAnswer {
  const status = outcome.kind === 'done' ? outcome.payload.status : null;
  if (status === 'SIGNED_IN') return { signedIn: true };
  if (status === 'VERIFIED') return { next: `/sign-up-with-email-personal-detail/${encodeURIComponent(phone)}` };
  return { message: outcomeMessage(outcome, 'Incorrect OTP') };
}
