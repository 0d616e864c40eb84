import { useRef, useState, type ReactNode } from 'react';
import { Box, Button, Flex, Link } from '@chakra-ui/react';
import { LayoutGrid } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { categoryPath } from '../navigation/paths.ts';
import type { CategoryBar_query$key } from './__generated__/CategoryBar_query.graphql.ts';
import { MegaMenu } from './MegaMenu.tsx';

const MENU_ID = 'all-categories-menu';

/**
 * The bar under the navbar: the All Categories toggle that opens the mega menu, links to the top-level categories
 * that have products, and `end` (the address selector) at the right. The menu's three levels come with the shell
 * query, so opening it sends no request; it closes on navigation and on Escape.
 */
export function CategoryBar({ query, end }: { query: CategoryBar_query$key; end?: ReactNode }) {
  const { topCategories } = useFragment(
    graphql`
      fragment CategoryBar_query on Query {
        topCategories {
          id
          categoryId
          name
          displayName
          children {
            id
            categoryId
            name
            displayName
            children {
              id
              categoryId
              name
              displayName
            }
          }
        }
      }
    `,
    query,
  );
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  // Closes on navigation (adjusted while rendering, not in an effect, so the menu never shows over the new page).
  const [shownAt, setShownAt] = useState(location.key);
  if (shownAt !== location.key) {
    setShownAt(location.key);
    setOpen(false);
  }

  // A disclosure (a button that shows and hides the region it controls) needs no more than React state.
  return (
    <Box borderTopWidth="1px">
      <Flex as="nav" aria-label="Categories" align="center" gap="4" maxW="8xl" mx="auto" px={{ base: '3', md: '6' }} h="11">
        <Button ref={toggle} size="sm" variant="subtle" flexShrink={0} aria-expanded={open} aria-controls={MENU_ID} onClick={() => setOpen(!open)}>
          <LayoutGrid aria-hidden /> All Categories
        </Button>
        <Flex gap="4" overflowX="auto" hideBelow="md">
          {topCategories.map((category) => (
            <Link key={category.id} asChild fontSize="sm" whiteSpace="nowrap" p="1" rounded="sm">
              <RouterLink to={categoryPath(category)}>{category.displayName}</RouterLink>
            </Link>
          ))}
        </Flex>
        <Box ms="auto">{end}</Box>
      </Flex>
      {open && (
        <Box as="nav" id={MENU_ID} aria-label="All categories" maxW="8xl" mx="auto" px={{ base: '3', md: '6' }} pt="2" pb="4" animationStyle="slide-fade-in" animationDuration="moderate">
          <MegaMenu
            categories={topCategories}
            onEscape={() => {
              setOpen(false);
              toggle.current?.focus();
            }}
          />
        </Box>
      )}
    </Box>
  );
}
