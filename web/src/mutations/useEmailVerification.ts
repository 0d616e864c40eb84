import { graphql } from 'react-relay/hooks';
import type { useEmailVerificationSendMutation } from './__generated__/useEmailVerificationSendMutation.graphql.ts';
import type { useEmailVerificationVerifyMutation } from './__generated__/useEmailVerificationVerifyMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

/** 'Verify Now': e-mails the shopper a code. */
export const useSendEmailVerification = () =>
  useCommit<useEmailVerificationSendMutation>(graphql`
    mutation useEmailVerificationSendMutation {
      sendEmailVerification {
        sent
        userErrors {
          ...useCommit_userError @relay(mask: false)
        }
      }
    }
  `);

/** 'Verify OTP': the payload's user turns the e-mail verified wherever it shows. */
export const useVerifyEmail = () =>
  useCommit<useEmailVerificationVerifyMutation>(graphql`
    mutation useEmailVerificationVerifyMutation($input: VerifyEmailInput!) {
      verifyEmail(input: $input) {
        user {
          id
          email
          emailVerified
        }
        userErrors {
          ...useCommit_userError @relay(mask: false)
        }
      }
    }
  `);
