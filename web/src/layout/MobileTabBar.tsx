import type { ReactNode } from 'react';
import { Flex, Link } from '@chakra-ui/react';
import { House, UserRound } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { MobileTabBar_viewer$key } from './__generated__/MobileTabBar_viewer.graphql.ts';
import { CartLink } from './CartLink.tsx';
import { SearchOverlay } from './SearchOverlay.tsx';

function TabLink({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <Link asChild flexDirection="column" gap="0" fontSize="xs" p="1" rounded="md">
      <RouterLink to={to}>
        {icon}
        {label}
      </RouterLink>
    </Link>
  );
}

/** The fixed bottom bar of small screens: Home, Search, Cart and Account. */
export function MobileTabBar({ viewer }: { viewer: MobileTabBar_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment MobileTabBar_viewer on Viewer {
        user {
          id
        }
        ...CartLink_viewer
      }
    `,
    viewer,
  );
  return (
    <Flex
      as="nav"
      aria-label="Shortcuts"
      hideFrom="md"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      justify="space-around"
      align="center"
      h="16"
    >
      <TabLink to="/" icon={<House aria-hidden size={22} />} label="Home" />
      <SearchOverlay />
      <CartLink viewer={data} label="Cart" />
      <TabLink to={data.user ? '/my-account' : '/login'} icon={<UserRound aria-hidden size={22} />} label="Account" />
    </Flex>
  );
}
