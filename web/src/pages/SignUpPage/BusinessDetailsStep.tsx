import { useState } from 'react';
import { Alert, Button, HStack, Input, Link, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AuthForm } from '../../components/AuthCard.tsx';
import { FormAlert, FormField } from '../../components/FormField.tsx';
import type { FormReply } from '../../forms/formReply.ts';
import { showErrors, useZodForm } from '../../forms/useZodForm.ts';
import { toast } from '../../feedback/toast.ts';
import { GstOtpDialog } from './GstOtpDialog.tsx';
import { businessDetailsSchema, fullPhone, type UserDetails } from './signUpSchema.ts';
import { SIGN_UP_FORMS } from './signUpForms.ts';
import { sendGstCode, useSignUpCommits, type GstCodeRequest } from './signUpSteps.ts';

const TAX_OPTIONS = [
  { value: 'gstin', label: 'GSTIN Number' },
  // The original form offers it but wires only the GSTIN; the API has no UIN verification, so it is shown and not selectable.
  { value: 'uin', label: 'Enrolment ID / UIN', disabled: true },
];

/** Step two after step one was posted without the app: the page's reply, and the official phone the server kept. */
export interface PostedBusinessStep {
  officialPhone: string;
  reply: FormReply;
}

/**
 * Create Account, step two: the GSTIN and its username; Verify sends a code and opens "Enter OTP". With the user's
 * details in the page's memory (`details`), or, once step one was posted without the app, only on the server
 * (`posted`): then the browser posts this form too, and Back starts again.
 */
export function BusinessDetailsStep(
  props: { details: UserDetails; onBack: () => void } | { posted: PostedBusinessStep },
) {
  const commits = useSignUpCommits();
  const [request, setRequest] = useState<GstCodeRequest | null>(null);
  const posted = 'posted' in props ? props.posted : null;
  const form = useZodForm(businessDetailsSchema, { gstUsername: '', gstNumber: '' }, posted?.reply);
  const { field, handleSubmit, formState } = form;
  const { errors } = formState;
  const officialPhone = 'posted' in props ? props.posted.officialPhone : fullPhone(props.details);

  const verify = handleSubmit(async (gst) => {
    const sent = await sendGstCode(commits, gst);
    if ('errors' in sent) return showErrors(form, sent.errors);
    toast({ type: 'success', title: sent.message });
    setRequest(sent.request);
  });

  return (
    <>
      <AuthForm onSubmit={posted ? undefined : verify} serverForm={posted ? SIGN_UP_FORMS.business : undefined}>
        <RadioGroup.Root defaultValue="gstin" size="sm">
          <RadioGroup.Label>Tax identity</RadioGroup.Label>
          <HStack gap="6" mt="2" wrap="wrap">
            {TAX_OPTIONS.map((option) => (
              <RadioGroup.Item key={option.value} value={option.value} disabled={option.disabled}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        <FormField label="GST Username" required error={errors.gstUsername?.message}>
          <Input autoComplete="off" autoFocus {...field('gstUsername')} />
        </FormField>
        <FormField label="GST Number" required error={errors.gstNumber?.message}>
          <Input
            autoComplete="off"
            placeholder="15-character GSTIN"
            textTransform="uppercase"
            maxLength={15}
            {...field('gstNumber')}
          />
        </FormField>
        <FormField label="Official Phone Number" hint="Copied from your user details.">
          <Input value={officialPhone} readOnly />
        </FormField>
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Description>
            This phone number must match the phone number registered with your GSTIN.
          </Alert.Description>
        </Alert.Root>
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3">
          {'posted' in props ? (
            <Button asChild variant="outline" flex="1">
              <RouterLink to="/sign-up-with-email">Back to User Details</RouterLink>
            </Button>
          ) : (
            <Button type="button" variant="outline" onClick={props.onBack} flex="1">
              Back to User Details
            </Button>
          )}
          <Button type="submit" loading={formState.isSubmitting} loadingText="Sending OTP..." flex="1">
            Verify
          </Button>
        </Stack>
        <Text fontSize="sm">
          Don&apos;t have a GSTIN?{' '}
          <Link asChild colorPalette="teal" fontWeight="medium">
            <RouterLink to="/">Apply Now</RouterLink>
          </Link>
        </Text>
      </AuthForm>
      {'details' in props && (
        <GstOtpDialog
          request={request}
          details={props.details}
          onResent={(txn) => setRequest((current) => current && { ...current, txn })}
          onClose={() => setRequest(null)}
        />
      )}
    </>
  );
}
