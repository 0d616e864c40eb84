import { FormAlert } from '../../components/FormField.tsx';
import type { FormReply, FormStep } from '../../forms/formReply.ts';
import { BusinessDetailsStep } from './BusinessDetailsStep.tsx';
import { SignUpCodeStep } from './SignUpCodeStep.tsx';
import { SIGN_UP_FORMS, SIGN_UP_STEPS } from './signUpForms.ts';

/**
 * Create Account past step one when step one was posted without the app (JavaScript off, or Sign Up pressed before
 * the app started): the user's details are on the server alone (signUpAction.ts), so every later form of the flow is
 * posted by the browser as well, the app running or not, and each answer is this page at the next step.
 */
export function PostedSignUpStep({ step, reply }: { step: FormStep; reply: FormReply }) {
  const { officialPhone = '', gstNumber = '' } = step.shows;
  return (
    <>
      {reply.notice && <FormAlert status="success">{reply.notice}</FormAlert>}
      {step.name === SIGN_UP_STEPS.business && <BusinessDetailsStep posted={{ officialPhone, reply }} />}
      {step.name === SIGN_UP_STEPS.gstCode && (
        <SignUpCodeStep
          code="gst"
          gstNumber={gstNumber}
          server={{ form: SIGN_UP_FORMS.gstCode, reply, resendForm: SIGN_UP_FORMS.gstResend }}
        />
      )}
      {step.name === SIGN_UP_STEPS.phoneCode && (
        <SignUpCodeStep
          code="phone"
          officialPhone={officialPhone}
          server={{ form: SIGN_UP_FORMS.phoneCode, reply, resendForm: SIGN_UP_FORMS.phoneResend }}
        />
      )}
    </>
  );
}
