import { useState } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { toast } from '../../feedback/toast.ts';
import { useAuthNavigate } from '../../routing/useAuthNavigate.ts';
import { fullPhone, type UserDetails } from './signUpSchema.ts';
import { SignUpCodeStep } from './SignUpCodeStep.tsx';
import {
  confirmGstCode,
  registerAccount,
  sendGstCode,
  sendPhoneCode,
  useSignUpCommits,
  type GstCodeRequest,
} from './signUpSteps.ts';

interface GstOtpDialogProps {
  /** Open while there is a code to enter. */
  request: GstCodeRequest | null;
  details: UserDetails;
  onResent: (txn: string) => void;
  onClose: () => void;
}

/**
 * "Enter OTP" over Create Account's step two, in two steps (signUpSteps.ts): the GSTIN's code, then a code sent to
 * the official phone. Confirming the phone's code registers the account; the shopper then signs in on /login. The
 * proofs stay in the gateway's HttpOnly cookies. At zero the GST boxes give way to "Time exceeded" and "Resend OTP";
 * a new code remounts the form.
 */
export function GstOtpDialog({ request, details, onResent, onClose }: GstOtpDialogProps) {
  const commits = useSignUpCommits();
  const navigate = useAuthNavigate();
  // Set once the GSTIN is verified: the official phone's code session.
  const [phoneSession, setPhoneSession] = useState<string | null>(null);
  const officialPhone = fullPhone(details);

  const close = () => {
    setPhoneSession(null);
    onClose();
  };

  /** The message to show, or null once the phone's code is sent. */
  const phoneCodeSent = (sent: { phoneSession: string } | { message: string }) => {
    if ('message' in sent) return sent.message;
    toast({ type: 'success', title: 'OTP sent successfully' });
    setPhoneSession(sent.phoneSession);
    return null;
  };

  const confirmGst = async (otp: string) =>
    request && phoneCodeSent(await confirmGstCode(commits, details, request, otp));

  const resendPhone = async () => phoneCodeSent(await sendPhoneCode(commits, details));

  const confirmPhone = async (otp: string) => {
    if (!request || !phoneSession) return null;
    const message = await registerAccount(commits, details, request, phoneSession, otp);
    if (message) return message;
    toast({ type: 'success', title: 'User registered successfully' });
    navigate('/login');
    return null;
  };

  const resendGst = async () => {
    if (!request) return null;
    const { gstUsername, gstNumber } = request;
    const sent = await sendGstCode(commits, { gstUsername, gstNumber }, 'Failed to resend OTP');
    if ('errors' in sent) return Object.values(sent.errors)[0] ?? null;
    toast({ type: 'success', title: sent.message });
    onResent(sent.request.txn);
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
                <SignUpCodeStep
                  key={request.txn}
                  code="gst"
                  gstNumber={request.gstNumber}
                  onConfirm={confirmGst}
                  onResend={resendGst}
                  actions={closeButton}
                />
              )}
              {request && phoneSession !== null && (
                <SignUpCodeStep
                  key={phoneSession}
                  code="phone"
                  officialPhone={officialPhone}
                  onConfirm={confirmPhone}
                  onResend={resendPhone}
                  actions={closeButton}
                />
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
