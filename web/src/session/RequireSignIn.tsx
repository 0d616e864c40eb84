import { useContext, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Navigate, useLocation } from 'react-router-dom';
import type { RequireSignIn_viewer$key } from './__generated__/RequireSignIn_viewer.graphql.ts';
import { signInPath } from './redirect.ts';
import { ServerRedirect } from './serverRedirect.ts';

/**
 * The guard of personal routes (cart, wishlist, lists, checkout, orders, account): a guest goes to /login and
 * comes back here after signing in. The page's own query carries the viewer, so guarding costs no extra request;
 * the route's Suspense shows "Loading..." while it resolves. On the server a guest is redirected before any HTML.
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
  const redirectOnServer = useContext(ServerRedirect);
  if (user) return children;
  if (!redirectOnServer) return <Navigate to={signInPath(location)} replace />;
  redirectOnServer(signInPath(location));
  return null;
}
