import { lazy, Suspense, useState } from 'react';
import { Button, Menu, Portal } from '@chakra-ui/react';
import { ChevronDown, UserRound } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { myOrdersPath } from '../navigation/paths.ts';
import type { AccountMenu_viewer$key } from './__generated__/AccountMenu_viewer.graphql.ts';

const GUEST_LINKS = [
  { label: 'Sign In', to: '/login' },
  { label: 'Sign Up', to: '/sign-with-otp' },
];

/** The personal (B2C) site; the spec keeps its address out, so it is configured per deployment. */
const B2C_SITE_URL = import.meta.env.VITE_B2C_SITE_URL;

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
      <Menu.Root>
        <Menu.Trigger asChild>
          <Button variant="ghost" size="sm" maxW="48">
            <UserRound aria-hidden />
            <span>{user ? user.name : 'Sign In'}</span>
            <ChevronDown aria-hidden />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {user ? (
                <>
                  <Menu.Item value="profile" asChild>
                    <RouterLink to="/my-account">My Profile</RouterLink>
                  </Menu.Item>
                  <Menu.Item value="orders" asChild>
                    <RouterLink to={myOrdersPath}>My Orders</RouterLink>
                  </Menu.Item>
                  {B2C_SITE_URL && (
                    <Menu.Item value="b2c" asChild>
                      <a href={B2C_SITE_URL} target="_blank" rel="noreferrer">
                        Sign In B2C
                      </a>
                    </Menu.Item>
                  )}
                  <Menu.Item value="logout" onClick={() => setConfirmingLogout(true)}>
                    Logout
                  </Menu.Item>
                </>
              ) : (
                GUEST_LINKS.map((link) => (
                  <Menu.Item key={link.to} value={link.to} asChild>
                    <RouterLink to={link.to}>{link.label}</RouterLink>
                  </Menu.Item>
                ))
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {user && confirmingLogout && (
        <Suspense fallback={null}>
          <LogoutDialog open onOpenChange={setConfirmingLogout} />
        </Suspense>
      )}
    </>
  );
}
