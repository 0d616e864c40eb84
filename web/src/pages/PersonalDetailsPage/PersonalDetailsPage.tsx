import { Button, Input } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { AuthCard, AuthForm, TermsNote } from '../../components/AuthCard.tsx';
import { FormAlert, FormField } from '../../components/FormField.tsx';
import { useFormReply } from '../../forms/formReply.ts';
import { showOutcome, useZodForm } from '../../forms/useZodForm.ts';
import { useSignUpWithPhone } from '../../mutations/useSignUpWithPhone.ts';
import { useCompleteSignIn } from '../../session/useCompleteSignIn.ts';
import { personalDetailsSchema, REGISTRATION_FAILED } from './personalDetailsForm.ts';

/** /sign-up-with-email-personal-detail/{phone}: a verified new number becomes an account, signed in. */
export function PersonalDetailsPage() {
  const { phone = '' } = useParams();
  const signUpWithPhone = useSignUpWithPhone();
  const completeSignIn = useCompleteSignIn();
  const form = useZodForm(personalDetailsSchema, { name: '', email: '', referralCode: '' }, useFormReply());
  const { field, handleSubmit, formState } = form;
  const { errors } = formState;

  const submit = handleSubmit(async (details) => {
    const outcome = await signUpWithPhone({ input: { phone, ...details } });
    if (outcome.kind === 'done') return completeSignIn();
    showOutcome(form, outcome, REGISTRATION_FAILED);
  });

  return (
    <AuthCard
      title="Personal Details"
      description={`Your number +91${phone} is verified. Tell us who you are to finish.`}
    >
      <AuthForm onSubmit={submit} serverForm="personal-details">
        <FormField label="Name" required error={errors.name?.message}>
          <Input autoComplete="name" autoFocus {...field('name')} />
        </FormField>
        <FormField label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...field('email')} />
        </FormField>
        <FormField label="Referral Code (Optional)" error={errors.referralCode?.message}>
          <Input autoComplete="off" {...field('referralCode')} />
        </FormField>
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        <Button type="submit" loading={formState.isSubmitting} w="full">
          Continue
        </Button>
        <TermsNote />
      </AuthForm>
    </AuthCard>
  );
}
