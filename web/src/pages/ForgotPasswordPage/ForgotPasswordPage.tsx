import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { ResetLinkRequest } from './ResetLinkRequest.tsx';

/**
 * /forget-password: "Reset Your Password" (spec 000 §2) sends a link; the link (`?token=`) opens "Set a new
 * password". A link that is expired, used or unknown says so and offers the e-mail form again, on this page.
 */
export function ForgotPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const [linkRefusal, setLinkRefusal] = useState<string | null>(null);
  if (token && !linkRefusal) return <NewPasswordForm token={token} onLinkRefused={setLinkRefusal} />;
  return <ResetLinkRequest linkRefusal={linkRefusal} />;
}
