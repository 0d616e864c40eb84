// What /login says on arrival, carried in the navigation's state: `navigate('/login', { state: signInNotice(text) })`.
import { useLocation } from 'react-router-dom';

interface SignInState {
  notice?: string;
}

export const signInNotice = (notice?: string | null): SignInState => ({ notice: notice ?? undefined });

/** The notice the screen before left for /login (a changed password), if any. */
export const useSignInNotice = () => (useLocation().state as SignInState | null)?.notice;
