import { graphql, useMutation } from 'react-relay';
import type { useSignOutMutation } from './__generated__/useSignOutMutation.graphql.ts';

/** Ends the session: the gateway clears the HttpOnly session cookie. */
export function useSignOut() {
  return useMutation<useSignOutMutation>(graphql`
    mutation useSignOutMutation {
      signOut {
        viewer {
          ...AppShell_viewer
        }
        userErrors {
          message
        }
      }
    }
  `);
}
