import { Button, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { z } from '../../forms/zod.ts';
import { AuthCard, AuthForm, AuthLink } from '../../components/AuthCard.tsx';
import { FormAlert, FormField } from '../../components/FormField.tsx';
import { PasswordInput } from '../../components/PasswordInput.tsx';
import { passwordField, PASSWORDS_DIFFER, samePasswords } from '../../forms/fields.ts';
import { showOutcome, useZodForm } from '../../forms/useZodForm.ts';
import { linkRefusalOf, useResetPassword } from '../../mutations/useResetPassword.ts';
import { signInNotice } from '../LoginPage/signInNotice.ts';

const schema = z
  .object({ password: passwordField, confirmPassword: z.string() })
  .refine(samePasswords, PASSWORDS_DIFFER);

/**
 * "Set a new password" with the reset link's token (the sign-up password rules); success goes to /login. A refused
 * link is the page's to show (the mutation wrote it on the link the page reads), not this form's.
 */
export function NewPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const navigate = useNavigate();
  const form = useZodForm(schema, { password: '', confirmPassword: '' });
  const { field, handleSubmit, formState } = form;
  const { errors } = formState;

  const save = handleSubmit(async (passwords) => {
    const outcome = await resetPassword({ token, ...passwords });
    if (outcome.kind === 'done')
      return navigate('/login', { replace: true, state: signInNotice(outcome.payload.message) });
    if (outcome.kind !== 'refused' || !linkRefusalOf(outcome.userErrors))
      showOutcome(form, outcome, 'Something went wrong');
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
      <AuthForm onSubmit={save}>
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
