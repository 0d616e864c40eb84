import { lazy, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { ChevronDown, UserRound } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AccountMenu_viewer$key } from './__generated__/AccountMenu_viewer.graphql.ts';
import { DeferredPopup } from '../components/DeferredPopup.tsx';
import { Boundary } from '../components/Boundary.tsx';

const dropdown = async () => (await import('./AccountMenuDropdown.tsx')).AccountMenuDropdown;

// Dialogs are not part of the entry chunk: the logout confirmation loads when it is asked for.
const LogoutDialog = lazy(async () => ({ default: (await import('./LogoutDialog.tsx')).LogoutDialog }));

/** The sign-in dropdown: the shopper's name with My Profile, My Orders, Sign In B2C and Logout; for a guest Sign In and Sign Up. */
export function AccountMenu({ viewer }: { viewer: AccountMenu_viewer$key }) {
  const { user } = useFragment(
    graphql`
      fragment AccountMenu_viewer on Viewer {
        user {
          name
        }
      }
    `,
    viewer,
  );
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  return (
    <>
      <DeferredPopup
        module={dropdown}
        props={{ signedIn: user !== null, onLogout: () => setConfirmingLogout(true) }}
        trigger={
          <Button variant="ghost" size="sm" maxW="48">
            <UserRound aria-hidden />
            <span>{user ? user.name : 'Sign In'}</span>
            <ChevronDown aria-hidden />
          </Button>
        }
      />
      {user && confirmingLogout && (
        <Boundary fallback={null}>
          <LogoutDialog open onOpenChange={setConfirmingLogout} />
        </Boundary>
      )}
    </>
  );
}
