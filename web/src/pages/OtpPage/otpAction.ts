import { formAction } from '../../forms/formAction.ts';
import { codeSchema } from '../../forms/fields.ts';
import type { useVerifyPhoneCodeMutation } from '../../mutations/__generated__/useVerifyPhoneCodeMutation.graphql.ts';
import { commitOutcome } from '../../mutations/useCommit.ts';
import { verifyPhoneCodeMutation } from '../../mutations/useVerifyPhoneCode.ts';
import { keepRedirect, returnPath } from '../../session/redirect.ts';
import { codeAnswer } from './phoneCode.ts';

/** /otp-snd/{number}/{otpSession} posted without the app: signed in, or on to the personal details. */
export const otpAction = formAction('phone-code', codeSchema, async ({ otp }, { request, params, environment }) => {
  const phone = params.number ?? '';
  const outcome = await commitOutcome<useVerifyPhoneCodeMutation>(environment, verifyPhoneCodeMutation, {
    input: { phone, otp: otp.join(''), otpSession: params.otpSession ?? '' },
  });
  const answer = codeAnswer(outcome, phone);
  const search = new URL(request.url).searchParams;
  if ('signedIn' in answer) return returnPath(search);
  if ('next' in answer) return keepRedirect(answer.next, search);
  return { errors: { otp: answer.message } };
});
