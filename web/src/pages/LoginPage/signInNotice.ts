// What /login says on arrival from another screen: `/login?notice=<key>` (a link or a 303 after a form posted without
// the app can carry it, where navigation state cannot). Keys, not texts: no link can put words of its own on the page.
import { useSearchParams } from 'react-router-dom';

const NOTICES = {
  'password-changed': 'Your password has been changed. Sign in with your new password.',
  registered: 'User registered successfully',
} as const;

/** The sign-in page with a notice. */
export const signInWithNotice = (notice: keyof typeof NOTICES) => `/login?notice=${notice}`;

/** The notice the screen before asked /login to show (a changed password), if any. */
export function useSignInNotice(): string | undefined {
  const key = useSearchParams()[0].get('notice');
  return key && Object.hasOwn(NOTICES, key) ? NOTICES[key as keyof typeof NOTICES] : undefined;
}
