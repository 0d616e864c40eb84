import { Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { AuthCard, AuthLink } from '../../components/AuthCard.tsx';
import { OtpCodeForm, PHONE_OTP_SECONDS } from '../../components/OtpCodeForm.tsx';
import { useRequestPhoneCode } from '../../mutations/useRequestPhoneCode.ts';
import { outcomeMessage } from '../../mutations/useCommit.ts';
import { useVerifyPhoneCode } from '../../mutations/useVerifyPhoneCode.ts';
import { useFormReply } from '../../forms/formReply.ts';
import { codeAnswer } from './phoneCode.ts';
import { useCompleteSignIn } from '../../session/useCompleteSignIn.ts';
import { useAuthNavigate } from '../../routing/useAuthNavigate.ts';

/**
 * /otp-snd/{number}/{otpSession}: the phone code. A number with an account is signed in; a new one goes on to the
 * personal details. "Resend OTP" puts the new otpSession in the URL, which remounts the form (boxes, message and
 * timer start again).
 */
export function OtpPage() {
  const { number = '', otpSession = '' } = useParams();
  const verifyPhoneCode = useVerifyPhoneCode();
  const requestPhoneCode = useRequestPhoneCode();
  const completeSignIn = useCompleteSignIn();
  const navigate = useAuthNavigate();
  const reply = useFormReply();

  const confirm = async (otp: string) => {
    const answer = codeAnswer(await verifyPhoneCode({ input: { phone: number, otp, otpSession } }), number);
    if ('message' in answer) return answer.message;
    await ('next' in answer ? navigate(answer.next) : completeSignIn());
    return null;
  };

  const resend = async () => {
    const outcome = await requestPhoneCode({ input: { phone: number } });
    const session = outcome.kind === 'done' ? outcome.payload.otpSession : null;
    if (!session) return outcomeMessage(outcome, 'Failed to send OTP');
    navigate(`/otp-snd/${encodeURIComponent(number)}/${encodeURIComponent(session)}`, { replace: true });
    return null;
  };

  return (
    <AuthCard
      title="Enter OTP"
      description={
        <>
          We have sent a 6-digit code to{' '}
          <Text as="span" fontWeight="semibold" color="fg">
            +91{number}
          </Text>
        </>
      }
      footer={
        <Text fontSize="sm">
          Wrong number? <AuthLink to="/sign-with-otp">Change it</AuthLink>
        </Text>
      }
    >
      <OtpCodeForm
        key={otpSession}
        seconds={PHONE_OTP_SECONDS}
        onConfirm={confirm}
        onResend={resend}
        server={{ form: 'phone-code', reply }}
      />
    </AuthCard>
  );
}
