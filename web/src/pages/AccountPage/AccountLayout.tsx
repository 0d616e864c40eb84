import { useEffect, useState, type ReactNode } from 'react';
import { Avatar, Box, Button, CloseButton, Drawer, Flex, Heading, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LogoutDialog } from '../../layout/LogoutDialog.tsx';
import { RequireSignIn } from '../../session/RequireSignIn.tsx';
import type { AccountLayout_viewer$key } from './__generated__/AccountLayout_viewer.graphql.ts';
import { ACCOUNT_MENU, accountPanePath, DEFAULT_PANE, paneOf } from './accountPanes.ts';

/** The personal (B2C) site, configured per deployment (the original storefront keeps its address out); the link is hidden when unset. */
const B2C_SITE_URL = import.meta.env.VITE_B2C_SITE_URL;

/**
 * The account area (guests are sent to sign in): the shopper's picture and 'Hi, {name}', the menu beside the open
 * pane (a drawer on phones, opened by `/side`), and the pane itself (`children`, titled `title`).
 */
export function AccountLayout({
  viewer,
  title,
  children,
}: {
  viewer: AccountLayout_viewer$key;
  title: string;
  children: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment AccountLayout_viewer on Viewer {
        ...RequireSignIn_viewer
        user {
          name
        }
      }
    `,
    viewer,
  );
  const [params, setParams] = useSearchParams();
  // On a page the server rendered, the drawer opens once the page is hydrated: opened while it hydrates, it lost the
  // focus it had just taken and closed itself (with `?menu=open`).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const menuOpen = mounted && params.get('menu') === 'open';
  const setMenuOpen = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('menu', 'open');
        else next.delete('menu');
        return next;
      },
      { replace: true },
    );
  const name = data.user?.name ?? '';
  return (
    <RequireSignIn viewer={data}>
      <Flex gap="6" direction={{ base: 'column', md: 'row' }} align="start">
        <Box as="aside" hideBelow="md" minW="56" maxW="64" borderWidth="1px" rounded="lg" p="3" bg="bg">
          <AccountMenu name={name} />
        </Box>
        <Drawer.Root
          placement="start"
          lazyMount
          unmountOnExit
          open={menuOpen}
          onOpenChange={(details) => setMenuOpen(details.open)}
        >
          <Drawer.Trigger asChild>
            <Button size="sm" variant="outline" hideFrom="md">
              <MenuIcon aria-hidden /> My Account menu
            </Button>
          </Drawer.Trigger>
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content>
                <Drawer.Body pt="12">
                  <AccountMenu name={name} onNavigate={() => setMenuOpen(false)} />
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close the account menu" />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
        <Stack as="section" aria-labelledby="account-pane-title" flex="1" minW="0" w="full" gap="4">
          <Heading as="h1" id="account-pane-title" size="xl">
            {title}
          </Heading>
          {children}
        </Stack>
      </Flex>
    </RequireSignIn>
  );
}

function AccountMenu({ name, onNavigate }: { name: string; onNavigate?: () => void }) {
  const [params] = useSearchParams();
  const open = paneOf(params);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const item = (key: Parameters<typeof accountPanePath>[0], label: string) => (
    <li key={key}>
      <Link
        asChild
        display="block"
        px="3"
        py="1.5"
        rounded="md"
        fontWeight={open === key ? 'semibold' : undefined}
        bg={open === key ? 'bg.muted' : undefined}
        aria-current={open === key ? 'page' : undefined}
        onClick={onNavigate}
      >
        <RouterLink to={accountPanePath(key)}>{label}</RouterLink>
      </Link>
    </li>
  );
  return (
    <Stack as="nav" aria-label="My account" gap="3">
      <Flex align="center" gap="3" px="1">
        <Avatar.Root size="md" colorPalette="teal">
          <Avatar.Fallback name={name} />
        </Avatar.Root>
        <Link
          asChild
          fontWeight="semibold"
          onClick={onNavigate}
          aria-current={open === DEFAULT_PANE ? 'page' : undefined}
        >
          <RouterLink to={accountPanePath(DEFAULT_PANE)}>Hi, {name}</RouterLink>
        </Link>
      </Flex>
      {ACCOUNT_MENU.map(({ section, panes }, i) => (
        <Stack key={section ?? i} gap="1">
          {section && (
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" px="3">
              {section}
            </Text>
          )}
          <Stack as="ul" listStyleType="none" gap="0.5">
            {panes.map(({ key, label }) => item(key, label))}
          </Stack>
        </Stack>
      ))}
      {B2C_SITE_URL && (
        <Link href={B2C_SITE_URL} target="_blank" rel="noreferrer" px="3">
          Switch to Personal Account (B2C)
        </Link>
      )}
      <Button variant="outline" size="sm" onClick={() => setConfirmingLogout(true)}>
        Logout
      </Button>
      <LogoutDialog open={confirmingLogout} onOpenChange={setConfirmingLogout} />
    </Stack>
  );
}
