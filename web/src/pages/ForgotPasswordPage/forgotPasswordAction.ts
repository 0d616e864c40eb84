import type { ActionFunctionArgs } from 'react-router-dom';
import { formAction } from '../../forms/formAction.ts';
import { outcomeErrors } from '../../forms/useZodForm.ts';
import type { useRequestPasswordResetMutation } from '../../mutations/__generated__/useRequestPasswordResetMutation.graphql.ts';
import type { useResetPasswordMutation } from '../../mutations/__generated__/useResetPasswordMutation.graphql.ts';
import { commitOutcome } from '../../mutations/useCommit.ts';
import { requestPasswordResetMutation } from '../../mutations/useRequestPasswordReset.ts';
import { linkRefusalOf, resetPasswordMutation } from '../../mutations/useResetPassword.ts';
import { signInWithNotice } from '../LoginPage/signInNotice.ts';
import { newPasswordSchema, RESET_FAILED, resetLinkSchema } from './passwordResetForms.ts';

/** "Reset Your Password" posted without the app: the link is e-mailed, and the page says so. */
const sendLink = formAction('reset-link', resetLinkSchema, async (input, { environment }) => {
  const outcome = await commitOutcome<useRequestPasswordResetMutation>(environment, requestPasswordResetMutation, {
    input,
  });
  if (outcome.kind === 'done' && outcome.payload.message) return { notice: outcome.payload.message };
  return { errors: outcomeErrors(outcome, ['email'], RESET_FAILED) };
});

/**
 * "Set a new password" posted without the app (its page is the link's, `?token=`): on to sign in. A link refused in
 * between is the page's to show, as it reads the link again; the form's message says so too.
 */
const setPassword = formAction('new-password', newPasswordSchema, async (passwords, { request, environment }) => {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const outcome = await commitOutcome<useResetPasswordMutation>(environment, resetPasswordMutation, {
    input: { token, ...passwords },
  });
  if (outcome.kind === 'done') return signInWithNotice('password-changed');
  const link = outcome.kind === 'refused' && linkRefusalOf(outcome.userErrors);
  return {
    errors: link ? { root: link.message } : outcomeErrors(outcome, ['password', 'confirmPassword'], RESET_FAILED),
  };
});

/** /forget-password's forms: the new password on a link's page (`?token=`), else the request for a link. */
export const forgotPasswordAction = (args: ActionFunctionArgs) =>
  new URL(args.request.url).searchParams.has('token') ? setPassword(args) : sendLink(args);
