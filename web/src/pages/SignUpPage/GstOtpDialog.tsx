import { useState } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { OtpCodeForm, PHONE_OTP_SECONDS } from '../../components/OtpCodeForm.tsx';
import { outcomeMessage } from '../../mutations/useCommit.ts';
import { useRegisterBusinessAccount } from '../../mutations/useRegisterBusinessAccount.ts';
import { useRequestPhoneCode } from '../../mutations/useRequestPhoneCode.ts';
import { useSendGstCode } from '../../mutations/useSendGstCode.ts';
import { useVerifyGstCode } from '../../mutations/useVerifyGstCode.ts';
import { useVerifyPhoneCode } from '../../mutations/useVerifyPhoneCode.ts';
import { toast } from '../../feedback/toast.ts';
import { useAuthNavigate } from '../../navigation/useAuthNavigate.ts';
import { fullPhone, type BusinessDetails, type UserDetails } from './signUpSchema.ts';

/** How long a GST code may be typed before "Time exceeded". */
const GST_OTP_SECONDS = 60;

/** A GSTIN a code was sent for, and the code's transaction. */
export interface GstCodeRequest extends BusinessDetails {
  txn: string;
}

interface GstOtpDialogProps {
  /** Open while there is a code to enter. */
  request: GstCodeRequest | null;
  details: UserDetails;
  onResent: (txn: string) => void;
  onClose: () => void;
}

/**
 * "Enter OTP" over Create Account's step two, in two steps: the GSTIN's code, then a code sent to the official
 * phone (one person's confirmed code must not let another claim the number or the GSTIN). Confirming the phone's
 * code registers the account; the shopper then signs in on /login. The proofs stay in the gateway's HttpOnly
 * cookies. At zero the GST boxes give way to "Time exceeded" and "Resend OTP"; a new code remounts the form.
 */
export function GstOtpDialog({ request, details, onResent, onClose }: GstOtpDialogProps) {
  const sendGstCode = useSendGstCode();
  const verifyGstCode = useVerifyGstCode();
  const requestPhoneCode = useRequestPhoneCode();
  const verifyPhoneCode = useVerifyPhoneCode();
  const registerBusinessAccount = useRegisterBusinessAccount();
  const navigate = useAuthNavigate();
  // Set once the GSTIN is verified: the official phone's code session.
  const [phoneSession, setPhoneSession] = useState<string | null>(null);
  const officialPhone = fullPhone(details);
  const countryCode = details.countryCode === '+97' ? 'PLUS_97' : 'PLUS_91';

  const close = () => {
    setPhoneSession(null);
    onClose();
  };

  /** Sends the official phone its code; the message to show, or null once sent. */
  const sendPhoneCode = async () => {
    const sent = await requestPhoneCode({ input: { phone: details.phone, countryCode } });
    const session = sent.kind === 'done' ? sent.payload.otpSession : null;
    if (!session) return outcomeMessage(sent, 'Failed to send OTP');
    toast({ type: 'success', title: 'OTP sent successfully' });
    setPhoneSession(session);
    return null;
  };

  const confirmGst = async (otp: string) => {
    if (!request) return null;
    const { txn, ...gst } = request;
    const checked = await verifyGstCode({ input: { ...gst, otp, txn } });
    if (checked.kind === 'failed') return 'Verification failed';
    if (!checked.payload.verified) return outcomeMessage(checked, 'Invalid OTP');
    return sendPhoneCode();
  };

  const confirmPhone = async (otp: string) => {
    if (!request || !phoneSession) return null;
    const { txn: _txn, ...gst } = request;
    const { countryCode: _code, ...user } = details;
    const checked = await verifyPhoneCode({
      input: { phone: details.phone, countryCode, otp, otpSession: phoneSession },
    });
    if (checked.kind === 'failed') return 'Registration failed';
    // SIGNED_IN: the number already has an account (now signed in), so it cannot register again.
    if (checked.payload.status === 'SIGNED_IN') return 'Phone number already registered';
    if (checked.payload.status !== 'VERIFIED') return outcomeMessage(checked, 'Invalid OTP');
    const registered = await registerBusinessAccount({
      input: { ...user, ...gst, countryCode, officialPhoneNumber: officialPhone },
    });
    if (registered.kind === 'failed' || !registered.payload.registered)
      return outcomeMessage(registered, 'Registration failed');
    toast({ type: 'success', title: 'User registered successfully' });
    navigate('/login');
    return null;
  };

  const resendGst = async () => {
    if (!request) return null;
    const sent = await sendGstCode({ input: { gstUsername: request.gstUsername, gstNumber: request.gstNumber } });
    if (sent.kind === 'failed' || !sent.payload.txn) return outcomeMessage(sent, 'Failed to resend OTP');
    toast({ type: 'success', title: sent.payload.message ?? 'OTP sent successfully' });
    onResent(sent.payload.txn);
    return null;
  };

  const closeButton = (
    <Dialog.ActionTrigger asChild>
      <Button type="button" variant="outline">
        Close
      </Button>
    </Dialog.ActionTrigger>
  );

  return (
    <Dialog.Root
      open={request !== null}
      onOpenChange={(state) => !state.open && close()}
      closeOnInteractOutside={false}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content colorPalette="teal" mx="4">
            <Dialog.Header>
              <Dialog.Title>Enter OTP</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {request && phoneSession === null && (
                <>
                  <Text fontSize="sm" color="fg.muted" mb="4">
                    We have sent a 6-digit code for GSTIN {request.gstNumber}.
                  </Text>
                  <OtpCodeForm
                    key={request.txn}
                    seconds={GST_OTP_SECONDS}
                    hideWhenExpired
                    onConfirm={confirmGst}
                    onResend={resendGst}
                    actions={closeButton}
                  />
                </>
              )}
              {request && phoneSession !== null && (
                <>
                  <Text fontSize="sm" color="fg.muted" mb="4">
                    GSTIN verified. We have sent a 6-digit code to the official phone number {officialPhone}.
                  </Text>
                  <OtpCodeForm
                    key={phoneSession}
                    seconds={PHONE_OTP_SECONDS}
                    onConfirm={confirmPhone}
                    onResend={sendPhoneCode}
                    actions={closeButton}
                  />
                </>
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
