import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { AuthCard, AuthLink } from '../../components/AuthCard.tsx';
import { useFormReply } from '../../forms/formReply.ts';
import { useZodForm } from '../../forms/useZodForm.ts';
import { BusinessDetailsStep } from './BusinessDetailsStep.tsx';
import { PostedSignUpStep } from './PostedSignUpStep.tsx';
import { SIGN_UP_STEPS } from './signUpForms.ts';
import { emptyUserDetails, userDetailsSchema, type UserDetails } from './signUpSchema.ts';
import { UserDetailsStep } from './UserDetailsStep.tsx';

/**
 * /sign-up-with-email: "Create Account" in two steps: the user's details, then the business
 * details whose GSTIN is verified by a code; the account is then created and the shopper signs in on /login.
 * The step-one form lives here, so "Back to User Details" finds what was typed. Posted without the app, each step is
 * answered by this page at the next one (`step`, signUpAction.ts).
 */
export function SignUpPage() {
  const reply = useFormReply();
  const step = reply?.step;
  const userForm = useZodForm(userDetailsSchema, emptyUserDetails, step ? undefined : reply);
  const [details, setDetails] = useState<UserDetails | null>(null);
  const codeStep = step && step.name !== SIGN_UP_STEPS.business;
  return (
    <AuthCard
      wide
      title={codeStep ? 'Enter OTP' : step || details ? 'Complete Business Details' : 'Create Account'}
      footer={
        <Text fontSize="sm" textAlign="center">
          Already have an account? <AuthLink to="/login">Sign In</AuthLink>
        </Text>
      }
    >
      {step && reply ? (
        <PostedSignUpStep step={step} reply={reply} />
      ) : details ? (
        <BusinessDetailsStep details={details} onBack={() => setDetails(null)} />
      ) : (
        <UserDetailsStep form={userForm} onDone={setDetails} />
      )}
    </AuthCard>
  );
}
