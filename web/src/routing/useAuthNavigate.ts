import { useCallback } from 'react';
import { useNavigate, useSearchParams, type NavigateOptions } from 'react-router-dom';
import { keepRedirect } from '../session/redirect.ts';

/** Navigates within a sign-in or sign-up flow, carrying the pending `?redirect=` to the next screen. */
export function useAuthNavigate() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return useCallback(
    (path: string, options?: NavigateOptions) => navigate(keepRedirect(path, search), options),
    [navigate, search],
  );
}
