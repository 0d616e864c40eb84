import { Button, Input, Stack } from '@chakra-ui/react';
import { AuthCard, AuthForm, AuthLink, AuthLinkButton, OrDivider, TermsNote } from '../../components/AuthCard.tsx';
import { FormAlert, FormField } from '../../components/FormField.tsx';
import { GoogleSignInButton } from '../../components/GoogleSignInButton.tsx';
import { SubscribeCheckbox } from '../../components/SubscribeCheckbox.tsx';
import { useFormReply } from '../../forms/formReply.ts';
import { showOutcome, useZodForm } from '../../forms/useZodForm.ts';
import { useRequestPhoneCode } from '../../mutations/useRequestPhoneCode.ts';
import { useAuthNavigate } from '../../routing/useAuthNavigate.ts';
import { codePath, phoneSchema, SEND_FAILED } from './phoneForm.ts';

/** /sign-with-otp: "Continue to B2B Market", a code to the shopper's phone. */
export function SignWithOtpPage() {
  const requestPhoneCode = useRequestPhoneCode();
  const navigate = useAuthNavigate();
  const form = useZodForm(phoneSchema, { phone: '' }, useFormReply());
  const { field, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const alreadyExists = errors.root?.server?.type === 'ALREADY_EXISTS';

  const getOtp = handleSubmit(async ({ phone }) => {
    const outcome = await requestPhoneCode({ input: { phone } });
    if (outcome.kind === 'done') {
      const { otpSession } = outcome.payload;
      if (otpSession) return navigate(codePath(phone, otpSession));
      return;
    }
    const existing = outcome.kind === 'refused' && outcome.userErrors.find((error) => error.code === 'ALREADY_EXISTS');
    if (existing) setError('root.server', { type: 'ALREADY_EXISTS', message: existing.message });
    else showOutcome(form, outcome, SEND_FAILED);
  });

  return (
    <AuthCard title="Continue to B2B Market" description="Sign in or sign up with a one-time code sent to your phone.">
      <AuthForm onSubmit={getOtp} serverForm="phone">
        <FormField label="Phone Number" required error={errors.phone?.message}>
          <Input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="10-digit mobile number"
            autoFocus
            {...field('phone')}
          />
        </FormField>
        <SubscribeCheckbox />
        {errors.root?.server &&
          (alreadyExists ? (
            <FormAlert>
              <AuthLink to="/login">{errors.root.server.message}</AuthLink>
            </FormAlert>
          ) : (
            <FormAlert>{errors.root.server.message}</FormAlert>
          ))}
        <Button type="submit" loading={formState.isSubmitting} loadingText="Getting OTP" w="full">
          GET OTP
        </Button>
        <TermsNote />
      </AuthForm>
      <OrDivider />
      <Stack gap="3">
        <GoogleSignInButton />
        <AuthLinkButton to="/sign-up-with-email">Continue with Email</AuthLinkButton>
      </Stack>
    </AuthCard>
  );
}
