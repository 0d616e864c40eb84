import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Navigate, useLocation } from 'react-router-dom';
import type { RequireSignIn_viewer$key } from './__generated__/RequireSignIn_viewer.graphql.ts';
import { signInPath } from './redirect.ts';

/**
 * The guard of personal routes (cart, wishlist, lists, checkout, orders, account): a guest goes to /login and
 * comes back here after signing in. The page's own query carries the viewer, so guarding costs no extra request;
 * the route's Suspense shows "Loading..." while it resolves.
 */
export function RequireSignIn({ viewer, children }: { viewer: RequireSignIn_viewer$key; children: ReactNode }) {
  const { user } = useFragment(
    graphql`
      fragment RequireSignIn_viewer on Viewer {
        user {
          id
        }
      }
    `,
    viewer,
  );
  const location = useLocation();
  return user ? children : <Navigate to={signInPath(location)} replace />;
}
