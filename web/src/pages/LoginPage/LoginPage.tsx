import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { AuthCard, AuthForm, AuthLink, OrDivider, TermsNote } from '../../components/AuthCard.tsx';
import { FormAlert, FormField } from '../../components/FormField.tsx';
import { GoogleSignInButton } from '../../components/GoogleSignInButton.tsx';
import { PasswordInput } from '../../components/PasswordInput.tsx';
import { SubscribeCheckbox } from '../../components/SubscribeCheckbox.tsx';
import { EMAIL_HINT } from '../../forms/fields.ts';
import { useFormReply } from '../../forms/formReply.ts';
import { showOutcome, useZodForm } from '../../forms/useZodForm.ts';
import { useSignInWithEmail } from '../../mutations/useSignInWithEmail.ts';
import { useCompleteSignIn } from '../../session/useCompleteSignIn.ts';
import { loginSchema, reword, SIGN_IN_FAILED } from './loginForm.ts';
import { useSignInNotice } from './signInNotice.ts';

/**
 * /login: "Sign In with Email". Every refusal reads the same, except the throttle's own message. A
 * notice from the screen before (a changed password) shows above the form.
 */
export function LoginPage() {
  const signInWithEmail = useSignInWithEmail();
  const completeSignIn = useCompleteSignIn();
  const notice = useSignInNotice();
  const form = useZodForm(loginSchema, { email: '', password: '' }, useFormReply());
  const { field, handleSubmit, formState } = form;
  const { errors } = formState;

  const signIn = handleSubmit(async (credentials) => {
    const outcome = await signInWithEmail({ input: credentials });
    if (outcome.kind === 'done') return completeSignIn();
    showOutcome(form, outcome, SIGN_IN_FAILED, reword);
  });

  return (
    <AuthCard
      title="Sign In with Email"
      footer={
        <Stack gap="1" fontSize="sm" align="center">
          <Text>
            Don&apos;t have an account? <AuthLink to="/sign-up-with-email">Sign Up</AuthLink>
          </Text>
        </Stack>
      }
    >
      {notice && <FormAlert status="success">{notice}</FormAlert>}
      <AuthForm onSubmit={signIn} serverForm="sign-in">
        <FormField label="Email" required hint={EMAIL_HINT} error={errors.email?.message}>
          <Input type="email" autoComplete="email" autoFocus {...field('email')} />
        </FormField>
        <FormField label="Password" required error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...field('password')} />
        </FormField>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <SubscribeCheckbox />
          <AuthLink to="/forget-password" fontSize="sm">
            Forgot Password? Reset it
          </AuthLink>
        </HStack>
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        <Button type="submit" loading={formState.isSubmitting} w="full">
          Sign In
        </Button>
        <TermsNote action="signing in" />
      </AuthForm>
      <OrDivider />
      <Stack gap="3">
        <GoogleSignInButton />
        <Text fontSize="sm" textAlign="center">
          Prefer a code on your phone? <AuthLink to="/sign-with-otp">Continue with OTP</AuthLink>
        </Text>
      </Stack>
    </AuthCard>
  );
}
