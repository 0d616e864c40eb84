import { Button, Field, Group, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { AuthForm, TermsNote } from '../../components/AuthCard.tsx';
import { FormAlert, FormField } from '../../components/FormField.tsx';
import { PasswordInput } from '../../components/PasswordInput.tsx';
import { SubscribeCheckbox } from '../../components/SubscribeCheckbox.tsx';
import type { useZodForm } from '../../forms/useZodForm.ts';
import { SIGN_UP_FORMS } from './signUpForms.ts';
import { COUNTRY_CODES, type UserDetails, type userDetailsSchema } from './signUpSchema.ts';

interface UserDetailsStepProps {
  form: ReturnType<typeof useZodForm<typeof userDetailsSchema>>;
  onDone: (details: UserDetails) => void;
}

/**
 * Create Account, step one: the user's details, each rule's message under its field after "Sign Up". Posted without
 * the app, the server keeps them (the password too, never in the page) and the page goes on at step two.
 */
export function UserDetailsStep({ form, onDone }: UserDetailsStepProps) {
  const { field, handleSubmit, formState } = form;
  const { errors } = formState;
  // Registered in the order shown: after a failed submit the first invalid field (in this order) takes the focus.
  const name = field('name');
  const email = field('email');
  const countryCode = field('countryCode');
  const phone = field('phone');
  // Digits only, at most ten, whatever is typed or pasted.
  const onPhoneChange = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = event.target.value.replace(/\D/g, '').slice(0, 10);
    return phone.onChange(event);
  };

  return (
    <AuthForm onSubmit={handleSubmit(onDone)} serverForm={SIGN_UP_FORMS.details}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Full Name" required error={errors.name?.message}>
          <Input autoComplete="name" autoFocus {...name} />
        </FormField>
        <FormField label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...email} />
        </FormField>
        <FormField label="Phone Number" required error={errors.phone?.message}>
          <Group attached w="full">
            {/* Its own Field, so the select does not take the phone input's id (and "Phone Number" label). */}
            <Field.Root w="24" flexShrink="0">
              <NativeSelect.Root>
                <NativeSelect.Field aria-label="Country code" {...countryCode}>
                  {COUNTRY_CODES.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Input
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="10-digit number"
              {...phone}
              onChange={onPhoneChange}
            />
          </Group>
        </FormField>
        <FormField label="Referral Code (Optional)" error={errors.referralCode?.message}>
          <Input autoComplete="off" {...field('referralCode')} />
        </FormField>
        <FormField label="Password" required error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...field('password')} />
        </FormField>
        <FormField label="Confirm Password" required error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...field('confirmPassword')} />
        </FormField>
      </SimpleGrid>
      <SubscribeCheckbox />
      {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
      <Button type="submit" w="full">
        Sign Up
      </Button>
      <TermsNote action="signing up" />
    </AuthForm>
  );
}
