import { useState } from 'react';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { EMAIL_OTP_SECONDS, OtpCodeForm } from '../../components/OtpCodeForm.tsx';
import { toast } from '../../feedback/toast.ts';
import { outcomeMessage } from '../../mutations/useCommit.ts';
import { useSendEmailVerification, useVerifyEmail } from '../../mutations/useEmailVerification.ts';

/**
 * 'Your email id is not verified' with 'Verify Now', which e-mails a code and opens the OTP box; a right code says
 * 'Email verified successfully!' and the payload turns the account verified everywhere (no reload needed).
 */
export function EmailVerification() {
  const send = useSendEmailVerification();
  const verify = useVerifyEmail();
  const [sending, setSending] = useState(false);
  const [round, setRound] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const sendCode = async () => {
    setSending(true);
    const outcome = await send({});
    setSending(false);
    if (outcome.kind !== 'done') return outcomeMessage(outcome, 'Failed to send OTP');
    setRound((n) => n + 1);
    return null;
  };

  return (
    <Stack gap="3">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title flex="1">Your email id is not verified</Alert.Title>
        <Button size="sm" onClick={async () => setError(await sendCode())} loading={sending}>
          Verify Now
        </Button>
      </Alert.Root>
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
      {round > 0 && (
        <OtpCodeForm
          key={round}
          seconds={EMAIL_OTP_SECONDS}
          label="Enter OTP sent to your email"
          confirmLabel="Verify OTP"
          onConfirm={async (otp) => {
            const outcome = await verify({ input: { code: otp } });
            if (outcome.kind !== 'done') return outcomeMessage(outcome, 'Failed to verify OTP');
            toast({ type: 'success', title: 'Email verified successfully!' });
            return null;
          }}
          onResend={sendCode}
        />
      )}
    </Stack>
  );
}
