import { useState } from 'react';
import { Button, Input, Text } from '@chakra-ui/react';
import { AuthCard, AuthForm, AuthLink } from '../../components/AuthCard.tsx';
import { FormAlert, FormField } from '../../components/FormField.tsx';
import { useFormReply } from '../../forms/formReply.ts';
import { showOutcome, useZodForm } from '../../forms/useZodForm.ts';
import { useRequestPasswordReset } from '../../mutations/useRequestPasswordReset.ts';
import { RESET_FAILED, resetLinkSchema } from './passwordResetForms.ts';

/** "Reset Your Password": e-mails a reset link; the API's answer is shown as it comes. `linkRefusal`: why a link did not work. */
export function ResetLinkRequest({ linkRefusal }: { linkRefusal: string | null }) {
  const requestPasswordReset = useRequestPasswordReset();
  // The page's reply to this form posted without the app (the new password form's, when the link was refused in
  // between, is the link's refusal, which the page shows).
  const reply = useFormReply();
  const mine = reply && 'email' in reply.values ? reply : undefined;
  const [sent, setSent] = useState<string | null>(mine?.notice ?? null);
  const [refusal, setRefusal] = useState(linkRefusal);
  const form = useZodForm(resetLinkSchema, { email: '' }, mine);
  const { field, handleSubmit, formState } = form;
  const { errors } = formState;

  const send = handleSubmit(async ({ email }) => {
    setSent(null);
    const outcome = await requestPasswordReset({ input: { email } });
    if (outcome.kind === 'done' && outcome.payload.message) {
      setRefusal(null);
      return setSent(outcome.payload.message);
    }
    showOutcome(form, outcome, RESET_FAILED);
  });

  return (
    <AuthCard
      title="Reset Your Password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <Text fontSize="sm" textAlign="center">
          Remembered it? <AuthLink to="/login">Sign In</AuthLink>
        </Text>
      }
    >
      {refusal && <FormAlert>{refusal}. Send yourself a new link below.</FormAlert>}
      <AuthForm onSubmit={send} serverForm="reset-link">
        <FormField label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" autoFocus {...field('email')} />
        </FormField>
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        {sent && <FormAlert status="success">{sent}</FormAlert>}
        <Button type="submit" loading={formState.isSubmitting} loadingText="Sending..." w="full">
          Send Reset Link
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
