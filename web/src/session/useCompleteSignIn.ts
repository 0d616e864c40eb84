import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { commitLocalUpdate } from 'relay-runtime';
import { returnPath } from './redirect.ts';

/**
 * What every sign-in screen does once a mutation signed the shopper in: the payload's `viewer` (spreading
 * `AppShell_viewer`), the shopper's own record, is the root's `viewer` now (useCommit.ts) and has updated the navbar;
 * everything else in the store was read as someone else, so it is marked stale (the next screen refetches it), and
 * the shopper goes back to where they were. The promise settles
 * once that page is loaded: a form awaiting it shows its progress until then.
 */
export function useCompleteSignIn() {
  // No query to run: the provider's environment is only told its store is stale (nothing rendered reads this).
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { hash } = useLocation();
  return useCallback(() => {
    commitLocalUpdate(environment, (store) => store.invalidateStore());
    return navigate(returnPath(search, hash), { replace: true });
  }, [environment, navigate, search, hash]);
}
