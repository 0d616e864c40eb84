import { formAction } from '../../forms/formAction.ts';
import { outcomeErrors } from '../../forms/useZodForm.ts';
import type { useSignUpWithPhoneMutation } from '../../mutations/__generated__/useSignUpWithPhoneMutation.graphql.ts';
import { commitOutcome } from '../../mutations/useCommit.ts';
import { signUpWithPhoneMutation } from '../../mutations/useSignUpWithPhone.ts';
import { returnPath } from '../../session/redirect.ts';
import { personalDetailsSchema, REGISTRATION_FAILED } from './personalDetailsForm.ts';

/** /sign-up-with-email-personal-detail/{phone} posted without the app: the account is made and signed in. */
export const personalDetailsAction = formAction(
  'personal-details',
  personalDetailsSchema,
  async (details, { request, params, environment }) => {
    const outcome = await commitOutcome<useSignUpWithPhoneMutation>(environment, signUpWithPhoneMutation, {
      input: { phone: params.phone ?? '', ...details },
    });
    if (outcome.kind === 'done') return returnPath(new URL(request.url).searchParams);
    return { errors: outcomeErrors(outcome, Object.keys(personalDetailsSchema.shape), REGISTRATION_FAILED) };
  },
);
