import { formAction } from '../../forms/formAction.ts';
import { outcomeErrors } from '../../forms/useZodForm.ts';
import type { useRequestPhoneCodeMutation } from '../../mutations/__generated__/useRequestPhoneCodeMutation.graphql.ts';
import { commitOutcome } from '../../mutations/useCommit.ts';
import { requestPhoneCodeMutation } from '../../mutations/useRequestPhoneCode.ts';
import { keepRedirect } from '../../session/redirect.ts';
import { codePath, phoneSchema, SEND_FAILED } from './phoneForm.ts';

/** /sign-with-otp posted without the app: the code is sent, and its screen opens. */
export const signWithOtpAction = formAction('phone', phoneSchema, async (input, { request, environment }) => {
  const outcome = await commitOutcome<useRequestPhoneCodeMutation>(environment, requestPhoneCodeMutation, { input });
  const otpSession = outcome.kind === 'done' ? outcome.payload.otpSession : null;
  if (otpSession) return keepRedirect(codePath(input.phone, otpSession), new URL(request.url).searchParams);
  return { errors: outcomeErrors(outcome, ['phone'], SEND_FAILED) };
});
