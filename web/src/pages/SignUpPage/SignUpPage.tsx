import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { AuthCard, AuthLink } from '../../components/AuthCard.tsx';
import { useZodForm } from '../../forms/useZodForm.ts';
import { BusinessDetailsStep } from './BusinessDetailsStep.tsx';
import { emptyUserDetails, userDetailsSchema, type UserDetails } from './signUpSchema.ts';
import { UserDetailsStep } from './UserDetailsStep.tsx';

/**
 * /sign-up-with-email: "Create Account" in two steps: the user's details, then the business
 * details whose GSTIN is verified by a code; the account is then created and the shopper signs in on /login.
 * The step-one form lives here, so "Back to User Details" finds what was typed.
 */
export function SignUpPage() {
  const userForm = useZodForm(userDetailsSchema, emptyUserDetails);
  const [details, setDetails] = useState<UserDetails | null>(null);
  return (
    <AuthCard
      wide
      title={details ? 'Complete Business Details' : 'Create Account'}
      footer={
        <Text fontSize="sm" textAlign="center">
          Already have an account? <AuthLink to="/login">Sign In</AuthLink>
        </Text>
      }
    >
      {details ? (
        <BusinessDetailsStep details={details} onBack={() => setDetails(null)} />
      ) : (
        <UserDetailsStep form={userForm} onDone={setDetails} />
      )}
    </AuthCard>
  );
}
