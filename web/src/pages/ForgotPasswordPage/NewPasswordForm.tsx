import { Button, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { AuthCard, AuthForm, AuthLink } from '../../components/AuthCard.tsx';
import { FormAlert, FormField } from '../../components/FormField.tsx';
import { PasswordInput } from '../../components/PasswordInput.tsx';
import { useFormReply } from '../../forms/formReply.ts';
import { showOutcome, useZodForm } from '../../forms/useZodForm.ts';
import { linkRefusalOf, useResetPassword } from '../../mutations/useResetPassword.ts';
import { signInWithNotice } from '../LoginPage/signInNotice.ts';
import { newPasswordSchema, RESET_FAILED } from './passwordResetForms.ts';

/**
 * "Set a new password" with the reset link's token (the sign-up password rules); success goes to /login. A refused
 * link is the page's to show (the mutation wrote it on the link the page reads), not this form's.
 */
export function NewPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const navigate = useNavigate();
  const form = useZodForm(newPasswordSchema, { password: '', confirmPassword: '' }, useFormReply());
  const { field, handleSubmit, formState } = form;
  const { errors } = formState;

  const save = handleSubmit(async (passwords) => {
    const outcome = await resetPassword({ token, ...passwords });
    if (outcome.kind === 'done') return navigate(signInWithNotice('password-changed'), { replace: true });
    if (outcome.kind !== 'refused' || !linkRefusalOf(outcome.userErrors)) showOutcome(form, outcome, RESET_FAILED);
  });

  return (
    <AuthCard
      title="Set a new password"
      description="Choose the password you will sign in with from now on. Every device signed in to your account will be signed out."
      footer={
        <Text fontSize="sm" textAlign="center">
          Remembered it? <AuthLink to="/login">Sign In</AuthLink>
        </Text>
      }
    >
      <AuthForm onSubmit={save} serverForm="new-password">
        <FormField label="New Password" required error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" autoFocus {...field('password')} />
        </FormField>
        <FormField label="Confirm Password" required error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...field('confirmPassword')} />
        </FormField>
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        <Button type="submit" loading={formState.isSubmitting} loadingText="Saving..." w="full">
          Set Password
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
