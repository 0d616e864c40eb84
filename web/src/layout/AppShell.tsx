import { Suspense } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Outlet } from 'react-router-dom';
import { useRouteQuery } from '../relay/routeQuery.ts';
import { RouteBoundary } from '../routes/RouteBoundary.tsx';
import type { AppShell_viewer$key } from './__generated__/AppShell_viewer.graphql.ts';
import type { AppShellQuery as AppShellQueryType } from './__generated__/AppShellQuery.graphql.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { AddressSelector } from './AddressSelector.tsx';
import { CartLink } from './CartLink.tsx';
import { CategoryBar } from './CategoryBar.tsx';
import { Footer } from './Footer.tsx';
import { MobileTabBar } from './MobileTabBar.tsx';
import { Navbar } from './Navbar.tsx';

export const AppShellQuery = graphql`
  query AppShellQuery {
    viewer {
      ...AppShell_viewer
    }
    ...CategoryBar_query
  }
`;

/** What the layout shows of the viewer. Sign-in and sign-out payloads spread it, so the navbar follows the session. */
const AppShellViewer = graphql`
  fragment AppShell_viewer on Viewer {
    ...AccountMenu_viewer
    ...CartLink_viewer
    ...MobileTabBar_viewer
    ...AddressSelector_viewer
  }
`;

function useShellViewer() {
  return useFragment<AppShell_viewer$key>(AppShellViewer, useRouteQuery<AppShellQueryType>(AppShellQuery).viewer);
}

// The parts of the layout that read the shell query; each suspends on its own so the rest shows at once.
function ShellViewerControls() {
  const viewer = useShellViewer();
  return (
    <>
      <AccountMenu viewer={viewer} />
      <CartLink viewer={viewer} />
    </>
  );
}

function ShellCategoryBar() {
  return <CategoryBar query={useRouteQuery<AppShellQueryType>(AppShellQuery)} end={<AddressSelector viewer={useShellViewer()} />} />;
}

function ShellTabBar() {
  return <MobileTabBar viewer={useShellViewer()} />;
}

/** The root route's layout: header and footer stay up while the page in the outlet loads or fails. */
export function AppShell() {
  return (
    <Flex direction="column" minH="100dvh" colorPalette="teal" bg="bg.subtle">
      <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
        <Navbar>
          <Suspense fallback={null}>
            <ShellViewerControls />
          </Suspense>
        </Navbar>
        <Suspense fallback={<Box h="11" borderTopWidth="1px" />}>
          <ShellCategoryBar />
        </Suspense>
      </Box>
      <Box as="main" id="main" flex="1" w="full" maxW="8xl" mx="auto" px={{ base: '3', md: '6' }} py="4">
        <RouteBoundary>
          <Outlet />
        </RouteBoundary>
      </Box>
      <Footer />
      <Suspense fallback={null}>
        <ShellTabBar />
      </Suspense>
    </Flex>
  );
}
