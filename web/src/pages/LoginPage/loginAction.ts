import { formAction } from '../../forms/formAction.ts';
import { outcomeErrors } from '../../forms/useZodForm.ts';
import { commitOutcome } from '../../mutations/useCommit.ts';
import type { useSignInWithEmailMutation } from '../../mutations/__generated__/useSignInWithEmailMutation.graphql.ts';
import { signInWithEmailMutation } from '../../mutations/useSignInWithEmail.ts';
import { returnPath } from '../../session/redirect.ts';
import { loginSchema, reword, SIGN_IN_FAILED } from './loginForm.ts';

/** /login posted without the app: signed in (the answer sets the session cookie), back to where the shopper was. */
export const loginAction = formAction('sign-in', loginSchema, async (input, { request, environment }) => {
  const outcome = await commitOutcome<useSignInWithEmailMutation>(environment, signInWithEmailMutation, { input });
  if (outcome.kind === 'done') return returnPath(new URL(request.url).searchParams);
  return { errors: outcomeErrors(outcome, [], SIGN_IN_FAILED, reword) };
});
