import { useRef, type ReactNode } from 'react';
import { Box, Flex, Skeleton } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { useDocumentTitle } from '../routing/useDocumentTitle.ts';
import { useRouteQuery } from '../relay/routeQuery.ts';
import { PageSkeleton } from '../routing/PageSkeleton.tsx';
import { RouteBoundary } from '../routing/RouteBoundary.tsx';
import type { AppShell_viewer$key } from './__generated__/AppShell_viewer.graphql.ts';
import type { AppShellQuery as AppShellQueryType } from './__generated__/AppShellQuery.graphql.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { AddressSelector } from './AddressSelector.tsx';
import { CartLink } from './CartLink.tsx';
import { CategoryBar } from './CategoryBar.tsx';
import { Footer } from './Footer.tsx';
import { MobileTabBar } from './MobileTabBar.tsx';
import { Navbar } from './Navbar.tsx';
import { Boundary } from '../components/Boundary.tsx';

export const AppShellQuery = graphql`
  query AppShellQuery @preloadable {
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
  return (
    <CategoryBar
      query={useRouteQuery<AppShellQueryType>(AppShellQuery)}
      end={<AddressSelector viewer={useShellViewer()} />}
    />
  );
}

function ShellTabBar() {
  return <MobileTabBar viewer={useShellViewer()} />;
}

/** The category bar's place while the shell query loads: its height, so the page below does not jump. */
function CategoryBarSkeleton() {
  return (
    <Flex borderTopWidth="1px" h="11" align="center" gap="4" maxW="8xl" mx="auto" px={{ base: '3', md: '6' }}>
      <Skeleton h="5" w="28" />
      <Skeleton h="5" w="20" hideBelow="md" />
      <Skeleton h="5" w="24" hideBelow="md" />
    </Flex>
  );
}

/**
 * The page area. While the first page loads, or the router loads the next one's query (a route with none, such as
 * the sign-in screens, shows as soon as its code is in), it is `aria-busy`: screen readers wait for the new page
 * instead of reading the old one. After a moment the page still shown fades, so a slow click visibly took. The
 * document's title follows the page's main heading.
 */
function PageArea({ booting, children }: { booting: boolean; children: ReactNode }) {
  const busy = useNavigation().state !== 'idle' || booting;
  const area = useRef<HTMLElement>(null);
  useDocumentTitle(area);
  return (
    <Box
      ref={area}
      as="main"
      id="main"
      flex="1"
      w="full"
      maxW="8xl"
      mx="auto"
      px={{ base: '3', md: '6' }}
      py="4"
      aria-busy={busy || undefined}
      opacity={busy && !booting ? 0.6 : 1}
      transition={busy ? 'opacity 0.2s 0.3s' : undefined}
    >
      {children}
    </Box>
  );
}

/** The layout around every page: the sticky header (navbar and category bar), the page area, the footer. */
function ShellFrame({
  booting = false,
  navbarEnd,
  categoryBar,
  tabBar,
  children,
}: {
  booting?: boolean;
  navbarEnd: ReactNode;
  categoryBar: ReactNode;
  tabBar: ReactNode;
  children: ReactNode;
}) {
  return (
    <Flex direction="column" minH="100dvh" colorPalette="teal" bg="bg.subtle">
      <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
        <Navbar booting={booting}>{navbarEnd}</Navbar>
        {categoryBar}
      </Box>
      <PageArea booting={booting}>{children}</PageArea>
      {/* In the server's HTML: its links (the policies, About Us) work without JavaScript. */}
      <Footer />
      {tabBar}
    </Flex>
  );
}

/** The root route's layout: header and footer stay up while the page in the outlet loads or fails. */
export function AppShell() {
  return (
    <ShellFrame
      navbarEnd={
        <Boundary fallback={null}>
          <ShellViewerControls />
        </Boundary>
      }
      categoryBar={
        <Boundary fallback={<CategoryBarSkeleton />}>
          <ShellCategoryBar />
        </Boundary>
      }
      tabBar={
        <Boundary fallback={null}>
          <ShellTabBar />
        </Boundary>
      }
    >
      <RouteBoundary>
        <Outlet />
      </RouteBoundary>
    </ShellFrame>
  );
}

/** The first paint, while the first page's code and data load: the layout with skeletons, never a bare page. */
export function AppShellFallback() {
  return (
    <ShellFrame booting navbarEnd={null} categoryBar={<CategoryBarSkeleton />} tabBar={null}>
      <PageSkeleton pathname={useLocation().pathname} />
    </ShellFrame>
  );
}
