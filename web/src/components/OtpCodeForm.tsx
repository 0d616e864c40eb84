import { useState, type ReactNode } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { codeSchema, emptyOtp } from '../forms/fields.ts';
import { FORM_NAME_FIELD, type FormReply } from '../forms/formReply.ts';
import { useZodForm } from '../forms/useZodForm.ts';
import { formatCountdown, useCountdown } from '../time/useCountdown.ts';
import { AuthForm } from './AuthCard.tsx';
import { OtpInput } from './OtpInput.tsx';

/** The phone code's timer, on the phone sign-in screen and for a business phone. */
export const PHONE_OTP_SECONDS = 30;
/** How long an e-mailed code is valid (the REST API's 5 minutes). */
export const EMAIL_OTP_SECONDS = 300;

interface OtpCodeFormProps {
  /** How long the code may be entered before "Resend OTP" is offered. */
  seconds: number;
  /**
   * Checks the code; resolves with the message to show under the boxes, or null when it was accepted. Without it
   * (and `onResend`), the browser posts the form to the `server`, Resend OTP included.
   */
  onConfirm?: (otp: string) => Promise<string | null>;
  /** Asks for a new code; resolves with the message to show, or null (the parent then remounts this form with a `key`). */
  onResend?: () => Promise<string | null>;
  /** At zero the boxes give way to "Time exceeded" (the GST code) instead of staying open (the phone code). */
  hideWhenExpired?: boolean;
  /** More actions beside Confirm (a dialog's Close). */
  actions?: ReactNode;
  /** The boxes' label and the submit button's text, where a screen words them its own way. */
  label?: string;
  confirmLabel?: string;
  /**
   * On a page of its own: the name its page's action answers it by, and that page's reply (`useFormReply()`); the
   * name its Resend OTP is answered by, when the browser posts that too.
   */
  server?: { form: string; reply: FormReply | undefined; resendForm?: string };
}

/**
 * Six boxes, a countdown, Confirm and "Resend OTP" at zero: the code step of phone sign-in, of business sign-up (GST and
 * phone codes), of a profile phone or e-mail change and of e-mail verification. A refused code empties the boxes.
 * Remount it (a new `key`) for a new code: boxes, message and countdown start again.
 */
export function OtpCodeForm({
  seconds,
  onConfirm,
  onResend,
  hideWhenExpired,
  actions,
  label = 'Enter the 6-digit OTP',
  confirmLabel = 'Confirm',
  server,
}: OtpCodeFormProps) {
  const form = useZodForm(codeSchema, { otp: emptyOtp() }, server?.reply);
  const { control, handleSubmit, setError, clearErrors, setValue, setFocus, formState } = form;
  const remaining = useCountdown(seconds);
  const [resending, setResending] = useState(false);
  const expired = remaining === 0;
  const hideBoxes = expired && hideWhenExpired;

  const confirm = handleSubmit(async ({ otp }) => {
    const message = await onConfirm?.(otp.join(''));
    if (!message) return;
    // A refused code is typed again from the start, not edited.
    setValue('otp', emptyOtp());
    setError('otp', { type: 'server', message });
    setFocus('otp');
  });

  const resend = async () => {
    setResending(true);
    clearErrors('otp');
    const message = await onResend?.();
    setResending(false);
    if (message) setError('otp', { type: 'server', message });
  };

  return (
    <AuthForm onSubmit={onConfirm && confirm} serverForm={server?.form}>
      {hideBoxes ? (
        <Text role="alert" color="fg.error" fontWeight="medium">
          Time exceeded
        </Text>
      ) : (
        <Controller
          control={control}
          name="otp"
          render={({ field, fieldState }) => (
            <OtpInput
              label={label}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                clearErrors('otp');
              }}
              error={fieldState.error?.message}
              autoFocus
            />
          )}
        />
      )}
      {hideBoxes && formState.errors.otp && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {formState.errors.otp.message}
        </Text>
      )}
      <HStack justify="space-between" wrap="wrap" gap="2">
        {expired ? (
          <Button
            variant="outline"
            size="sm"
            loading={resending}
            {...(onResend
              ? { type: 'button', onClick: () => void resend() }
              : // The pressed button's name comes after the form's own: the page's action answers the resend.
                { type: 'submit', name: FORM_NAME_FIELD, value: server?.resendForm, formNoValidate: true })}
          >
            Resend OTP
          </Button>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            Time remaining{' '}
            <Text as="span" fontVariantNumeric="tabular-nums" fontWeight="medium">
              {formatCountdown(remaining)}
            </Text>
          </Text>
        )}
        <HStack gap="2" ms="auto">
          {actions}
          {!hideBoxes && (
            <Button type="submit" loading={formState.isSubmitting}>
              {confirmLabel}
            </Button>
          )}
        </HStack>
      </HStack>
    </AuthForm>
  );
}
