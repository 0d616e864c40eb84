import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Flex, Link, useBreakpointValue } from '@chakra-ui/react';
import { ChevronDown, LayoutGrid } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { categoryPath } from '../routing/paths.ts';
import type { CategoryBar_query$key } from './__generated__/CategoryBar_query.graphql.ts';
import { DeferredPopup } from '../components/DeferredPopup.tsx';
import { CategoryDrillMenu } from './CategoryDrillMenu.tsx';
import { MegaMenu, type MenuCategory } from './MegaMenu.tsx';

const MENU_ID = 'all-categories-menu';
const moreDropdown = async () => (await import('./CategoryMoreDropdown.tsx')).CategoryMoreDropdown;

/**
 * The bar under the navbar: the All Categories toggle that opens the mega menu, links to the top-level categories
 * that have products, and `end` (the address selector) at the right. The links that do not fit in one line (a
 * signed-in shopper's address takes room) move into a More menu: none is ever cut. The menu's three levels come with
 * the shell query, so opening it sends no request; it closes on navigation and on Escape. From md up the menu is
 * three columns chosen by hover or focus; below, one column a tap drills into (CategoryDrillMenu).
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
  const fitting = useFittingCount(topCategories.length);
  const overflow = topCategories.slice(fitting.count);
  const location = useLocation();
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  // Closes on navigation (adjusted while rendering, not in an effect, so the menu never shows over the new page).
  const [shownAt, setShownAt] = useState(location.key);
  if (shownAt !== location.key) {
    setShownAt(location.key);
    setOpen(false);
  }

  // A disclosure (a button that shows and hides the region it controls) needs no more than React state.
  return (
    <Box borderTopWidth="1px">
      <Flex
        as="nav"
        aria-label="Categories"
        align="center"
        gap="4"
        maxW="8xl"
        mx="auto"
        px={{ base: '3', md: '6' }}
        h="11"
      >
        <Button
          ref={toggle}
          size="sm"
          variant="subtle"
          flexShrink={0}
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen(!open)}
        >
          <LayoutGrid aria-hidden /> All Categories
        </Button>
        {/* One line of links: those wrapped onto the hidden second line are inert and listed under More instead. */}
        <Flex
          ref={fitting.row}
          wrap="wrap"
          columnGap="4"
          rowGap="4"
          h="9"
          px="1"
          py="1"
          overflow="hidden"
          flex="1"
          minW="0"
          hideBelow="md"
        >
          {topCategories.map((category, index) => (
            <Link
              key={category.id}
              asChild
              fontSize="sm"
              whiteSpace="nowrap"
              p="1"
              rounded="sm"
              inert={index >= fitting.count}
            >
              <RouterLink to={categoryPath(category)}>{category.displayName}</RouterLink>
            </Link>
          ))}
        </Flex>
        {overflow.length > 0 && (
          <Box hideBelow="md" flexShrink={0}>
            <DeferredPopup
              module={moreDropdown}
              props={{ categories: overflow }}
              trigger={
                <Button variant="ghost" size="sm" aria-label="More categories">
                  More <ChevronDown aria-hidden />
                </Button>
              }
            />
          </Box>
        )}
        {/* On a phone the address gives way (its text truncates) rather than widen the page. */}
        <Box minW="0" ms="auto">
          {end}
        </Box>
      </Flex>
      {open && (
        <Box
          as="nav"
          id={MENU_ID}
          aria-label="All categories"
          maxW="8xl"
          mx="auto"
          px={{ base: '3', md: '6' }}
          pt="2"
          pb="4"
          // On a phone the header holds the menu: it scrolls within what the screen has left.
          maxH={{ base: 'calc(100dvh - 11rem)', md: 'none' }}
          overflowY={{ base: 'auto', md: 'visible' }}
          animationStyle="slide-fade-in"
          animationDuration="moderate"
        >
          <AllCategoriesMenu categories={topCategories} onEscape={close} />
        </Box>
      )}
    </Box>
  );
}

/** The open menu's content: three columns from md up, one a tap drills into below (the width read as it opens). */
function AllCategoriesMenu(props: { categories: readonly MenuCategory[]; onEscape: () => void }) {
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false });
  return wide ? <MegaMenu {...props} /> : <CategoryDrillMenu {...props} />;
}

/**
 * How many of a wrapping row's `total` children sit on its first line, measured after layout and again whenever the
 * row is resized (the window, or the More button or the address taking room).
 */
function useFittingCount(total: number) {
  const row = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(total);
  useLayoutEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () => {
      const children = Array.from(element.children) as HTMLElement[];
      const wrapped = children.findIndex((child) => child.offsetTop > children[0]!.offsetTop);
      setCount(wrapped === -1 ? children.length : wrapped);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [total]);
  return { row, count };
}
