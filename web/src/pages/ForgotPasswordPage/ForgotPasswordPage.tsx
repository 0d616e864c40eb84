import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { ForgotPasswordPageQuery as ForgotPasswordPageQueryType } from './__generated__/ForgotPasswordPageQuery.graphql.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { ResetLinkRequest } from './ResetLinkRequest.tsx';

export const ForgotPasswordPageQuery = graphql`
  query ForgotPasswordPageQuery($token: String!) @preloadable {
    passwordResetLink(token: $token) {
      status
      message
    }
  }
`;

/**
 * /forget-password: "Reset Your Password" sends a link; the link (`?token=`) opens "Set a new
 * password". A link that is expired, used or unknown says so when it is opened (or when the form is sent, if it
 * lapsed in between: `useResetPassword` writes the refusal on the link) and offers the e-mail form again.
 */
export function ForgotPasswordPage() {
  // The loader asks about the link only when the page is opened from one.
  const queryRef = useLoaderData() as PreloadedQuery<ForgotPasswordPageQueryType> | null | undefined;
  return queryRef ? <ResetLink queryRef={queryRef} /> : <ResetLinkRequest linkRefusal={null} />;
}

function ResetLink({ queryRef }: { queryRef: PreloadedQuery<ForgotPasswordPageQueryType> }) {
  const { passwordResetLink: link } = usePreloadedQuery<ForgotPasswordPageQueryType>(ForgotPasswordPageQuery, queryRef);
  if (link.status === 'VALID') return <NewPasswordForm token={queryRef.variables.token} />;
  return <ResetLinkRequest linkRefusal={link.message ?? null} />;
}
