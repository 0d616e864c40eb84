import { graphql } from 'react-relay/hooks';
import type { useSignOutMutation } from './__generated__/useSignOutMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

/** Ends the session: the gateway clears the HttpOnly session cookie. Commit it with no variables (`{}`). */
export function useSignOut() {
  return useCommit<useSignOutMutation>(graphql`
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
