import type { ComponentProps } from 'react';
import { Text } from '@chakra-ui/react';
import { OtpCodeForm, PHONE_OTP_SECONDS } from '../../components/OtpCodeForm.tsx';
import { GST_OTP_SECONDS } from './signUpSchema.ts';

type CodeFormProps = Omit<ComponentProps<typeof OtpCodeForm>, 'seconds' | 'hideWhenExpired'>;

/**
 * One of Create Account's two codes, what it was sent for over its boxes: the GSTIN's (its boxes give way to "Time
 * exceeded" at zero), then the official phone's. In "Enter OTP" over step two, or on the page itself once the earlier
 * steps were posted without the app.
 */
export function SignUpCodeStep(
  props: CodeFormProps & ({ code: 'gst'; gstNumber: string } | { code: 'phone'; officialPhone: string }),
) {
  const { code, ...form } = props;
  return (
    <>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {props.code === 'gst'
          ? `We have sent a 6-digit code for GSTIN ${props.gstNumber}.`
          : `GSTIN verified. We have sent a 6-digit code to the official phone number ${props.officialPhone}.`}
      </Text>
      <OtpCodeForm
        {...form}
        seconds={code === 'gst' ? GST_OTP_SECONDS : PHONE_OTP_SECONDS}
        hideWhenExpired={code === 'gst'}
      />
    </>
  );
}
