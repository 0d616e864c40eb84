import { useState } from 'react';
import { Alert, Button, HStack, Input, Link, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AuthForm } from '../../components/AuthCard.tsx';
import { FormAlert, FormField } from '../../components/FormField.tsx';
import { showOutcome, useZodForm } from '../../forms/useZodForm.ts';
import { useSendGstCode } from '../../mutations/useSendGstCode.ts';
import { toast } from '../../feedback/toast.ts';
import { GstOtpDialog, type GstCodeRequest } from './GstOtpDialog.tsx';
import { businessDetailsSchema, fullPhone, type UserDetails } from './signUpSchema.ts';

const TAX_OPTIONS = [
  { value: 'gstin', label: 'GSTIN Number' },
  // The original form offers it but wires only the GSTIN; the API has no UIN verification, so it is shown and not selectable.
  { value: 'uin', label: 'Enrolment ID / UIN', disabled: true },
];

/** Create Account, step two: the GSTIN and its username; Verify sends a code and opens "Enter OTP". */
export function BusinessDetailsStep({ details, onBack }: { details: UserDetails; onBack: () => void }) {
  const sendGstCode = useSendGstCode();
  const [request, setRequest] = useState<GstCodeRequest | null>(null);
  const form = useZodForm(businessDetailsSchema, { gstUsername: '', gstNumber: '' });
  const { field, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const officialPhone = fullPhone(details);

  const verify = handleSubmit(async (gst) => {
    const outcome = await sendGstCode({ input: gst });
    if (outcome.kind !== 'done') return showOutcome(form, outcome, 'Verification failed');
    const { txn, message } = outcome.payload;
    if (!txn) return setError('root.server', { message: 'Failed to send OTP' });
    toast({ type: 'success', title: message ?? 'OTP sent successfully' });
    setRequest({ ...gst, txn });
  });

  return (
    <>
      <AuthForm onSubmit={verify}>
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
          <Button type="button" variant="outline" onClick={onBack} flex="1">
            Back to User Details
          </Button>
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
      <GstOtpDialog
        request={request}
        details={details}
        onResent={(txn) => setRequest((current) => current && { ...current, txn })}
        onClose={() => setRequest(null)}
      />
    </>
  );
}
