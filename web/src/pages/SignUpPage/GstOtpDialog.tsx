import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { OtpCodeForm } from '../../components/OtpCodeForm.tsx';
import { useRegisterBusinessAccount } from '../../mutations/useRegisterBusinessAccount.ts';
import { useSendGstCode } from '../../mutations/useSendGstCode.ts';
import { toaster } from '../../toaster.tsx';
import { useAuthNavigate } from '../../useAuthNavigate.ts';
import { fullPhone, type BusinessDetails, type UserDetails } from './signUpSchema.ts';

/** How long a GST code may be typed before "Time exceeded" (spec 000 §4). */
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
 * "Enter OTP" over Create Account's step two: Confirm checks the code and registers the account in one mutation,
 * then the shopper signs in on /login. At zero the boxes give way to "Time exceeded" and "Resend OTP"; a new code
 * (a new txn) remounts the form, clearing boxes and message and starting the 60 s again.
 */
export function GstOtpDialog({ request, details, onResent, onClose }: GstOtpDialogProps) {
  const registerBusinessAccount = useRegisterBusinessAccount();
  const sendGstCode = useSendGstCode();
  const navigate = useAuthNavigate();

  const confirm = async (otp: string) => {
    if (!request) return null;
    const { txn, ...gst } = request;
    const { countryCode, ...user } = details;
    try {
      const { verifyGstCode: verified, registerBusinessAccount: registered } = await registerBusinessAccount({
        verify: { ...gst, otp, txn },
        register: {
          ...user,
          ...gst,
          countryCode: countryCode === '+97' ? 'PLUS_97' : 'PLUS_91',
          officialPhoneNumber: fullPhone(details),
        },
      });
      // Registered wins: the GSTIN may still be verified from an earlier code, and then the account exists.
      if (registered.registered) {
        toaster.create({ type: 'success', title: 'User registered successfully' });
        navigate('/login');
        return null;
      }
      if (!verified.verified) return verified.userErrors[0]?.message ?? 'Invalid OTP';
      return registered.userErrors[0]?.message ?? 'Registration failed';
    } catch {
      return 'Registration failed';
    }
  };

  const resend = async () => {
    if (!request) return null;
    try {
      const { sendGstCode: payload } = await sendGstCode({ input: { gstUsername: request.gstUsername, gstNumber: request.gstNumber } });
      if (!payload.txn) return payload.userErrors[0]?.message ?? 'Failed to resend OTP';
      toaster.create({ type: 'success', title: payload.message ?? 'OTP sent successfully' });
      onResent(payload.txn);
      return null;
    } catch {
      return 'Failed to resend OTP';
    }
  };

  return (
    <Dialog.Root open={request !== null} onOpenChange={(details) => !details.open && onClose()} closeOnInteractOutside={false} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content colorPalette="teal" mx="4">
            <Dialog.Header>
              <Dialog.Title>Enter OTP</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="sm" color="fg.muted" mb="4">
                We have sent a 6-digit code for GSTIN {request?.gstNumber}.
              </Text>
              {request && (
                <OtpCodeForm
                  key={request.txn}
                  seconds={GST_OTP_SECONDS}
                  hideWhenExpired
                  onConfirm={confirm}
                  onResend={resend}
                  actions={
                    <Dialog.ActionTrigger asChild>
                      <Button type="button" variant="outline">
                        Close
                      </Button>
                    </Dialog.ActionTrigger>
                  }
                />
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
