import { Button, Menu, Portal } from '@chakra-ui/react';
import { ChevronDown, UserRound } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { AccountMenu_viewer$key } from './__generated__/AccountMenu_viewer.graphql.ts';

const links = {
  guest: [
    { label: 'Sign In', to: '/login' },
    { label: 'Sign Up', to: '/sign-with-otp' },
  ],
  user: [{ label: 'My Profile', to: '/my-account' }],
};

/** The sign-in dropdown: the shopper's name when signed in, else "Sign In". */
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
  return (
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
            {(user ? links.user : links.guest).map((link) => (
              <Menu.Item key={link.to} value={link.to} asChild>
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
