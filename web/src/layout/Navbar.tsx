import type { ReactNode } from 'react';
import { Flex, HStack, Link, Skeleton } from '@chakra-ui/react';
import { Heart } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { DownloadAppMenu } from './DownloadAppMenu.tsx';
import { Logo } from './Logo.tsx';
import { SearchBox } from './SearchBox.tsx';

/**
 * The top bar. Its own parts need no data and show at once; `children` (the sign-in menu and the cart, which
 * read the shell query) shows from md up; below md they live in the mobile tab bar. While the app `booting` (the
 * first paint, before the page's code has arrived) the search box is a placeholder: the real one replaces it, and
 * would drop what had been typed.
 */
export function Navbar({ booting = false, children }: { booting?: boolean; children: ReactNode }) {
  return (
    <Flex
      as="nav"
      aria-label="Main"
      align="center"
      gap={{ base: '3', md: '5' }}
      maxW="8xl"
      mx="auto"
      px={{ base: '3', md: '6' }}
      h="16"
    >
      <Logo />
      {booting ? (
        <Skeleton flex="1" maxW="xl" h="10" hideBelow="md" />
      ) : (
        <SearchBox flex="1" maxW="xl" hideBelow="md" />
      )}
      <HStack gap="2" ms="auto">
        <HStack gap="2" hideBelow="md">
          <DownloadAppMenu />
        </HStack>
        <Link asChild fontSize="sm" gap="1" p="1" rounded="md">
          <RouterLink to="/shopping-cart#my-Wishlist">
            <Heart aria-hidden size={18} />
            My Wishlist
          </RouterLink>
        </Link>
        <HStack gap="3" hideBelow="md" minW="40" justify="end">
          {children}
        </HStack>
      </HStack>
    </Flex>
  );
}
