import { Menu } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { myOrdersPath } from '../routing/paths.ts';
import type { DeferredPopupProps } from '../components/DeferredPopup.tsx';
import { DropdownMenu } from './DropdownMenu.tsx';

const GUEST_LINKS = [
  { label: 'Sign In', to: '/login' },
  { label: 'Sign Up', to: '/sign-with-otp' },
];

/** The personal (B2C) site; the original storefront keeps its address out, so it is configured per deployment. */
const B2C_SITE_URL = import.meta.env.VITE_B2C_SITE_URL;

/** The account menu's items: My Profile, My Orders, Sign In B2C and Logout; for a guest Sign In and Sign Up. */
export function AccountMenuDropdown({
  trigger,
  defaultOpen,
  signedIn,
  onLogout,
}: DeferredPopupProps & { signedIn: boolean; onLogout: () => void }) {
  return (
    <DropdownMenu trigger={trigger} defaultOpen={defaultOpen}>
      {signedIn ? (
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
          <Menu.Item value="logout" onClick={onLogout}>
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
    </DropdownMenu>
  );
}
