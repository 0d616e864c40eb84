import { useLayoutEffect, useRef, useState } from 'react';
import { Button, chakra, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { categoryPath } from '../routing/paths.ts';
import type { MenuCategory } from './MegaMenu.tsx';

const ROW = { display: 'flex', justifyContent: 'space-between', alignItems: 'center', w: 'full', px: '2', py: '2.5' };

/**
 * The All Categories menu on a phone, one column at a time: a tap on a category with subcategories opens them, under
 * its name, "View all <category>" (its page) and a Back button to where the tap came from; a category without any is
 * a link to its page. Opening moves the focus to the name, Back to the category it came from; Escape asks to close
 * (`onEscape`).
 */
export function CategoryDrillMenu({
  categories,
  onEscape,
}: {
  categories: readonly MenuCategory[];
  onEscape: () => void;
}) {
  // The categories opened, the top-level one first.
  const [path, setPath] = useState<readonly MenuCategory[]>([]);
  // What takes the focus once the column has changed (a selector within the menu).
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const opened = path.at(-1);
  const entries = opened ? (opened.children ?? []) : categories;
  const label = opened ? opened.displayName : 'All Categories';

  useLayoutEffect(() => {
    if (focusTarget) ref.current?.querySelector<HTMLElement>(focusTarget)?.focus();
  }, [focusTarget, path]);

  const open = (category: MenuCategory) => {
    setPath([...path, category]);
    setFocusTarget('h2');
  };
  const back = () => {
    setPath(path.slice(0, -1));
    setFocusTarget(`[data-category="${opened!.id}"]`);
  };

  return (
    <Stack
      ref={ref}
      gap="1"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onEscape();
      }}
    >
      {opened ? (
        <>
          <Button variant="ghost" size="sm" alignSelf="start" px="1" onClick={back}>
            <ChevronLeft aria-hidden /> Back to {path.at(-2)?.displayName ?? 'All Categories'}
          </Button>
          <Heading as="h2" size="md" tabIndex={-1} px="2" outline="none">
            {opened.displayName}
          </Heading>
          <Link asChild {...ROW} fontWeight="semibold" colorPalette="blue" color="colorPalette.fg">
            <RouterLink to={categoryPath(opened)}>View all {opened.displayName}</RouterLink>
          </Link>
        </>
      ) : (
        <Text fontWeight="semibold" color="fg.muted" px="2">
          All Categories
        </Text>
      )}
      {entries.length === 0 ? (
        <Text color="fg.muted" px="2">
          No Category
        </Text>
      ) : (
        <Stack as="ul" aria-label={label} gap="0" listStyleType="none">
          {entries.map((category) => (
            <chakra.li key={category.id} borderTopWidth="1px">
              {(category.children?.length ?? 0) > 0 ? (
                <chakra.button
                  type="button"
                  data-category={category.id}
                  // Announced as a collapsed disclosure: pressing it opens the subcategories (in this column's place).
                  aria-expanded={false}
                  onClick={() => open(category)}
                  {...ROW}
                  textAlign="start"
                  rounded="sm"
                  focusRing="inside"
                >
                  {category.displayName}
                  <ChevronRight aria-hidden size={18} />
                </chakra.button>
              ) : (
                <Link asChild {...ROW} rounded="sm">
                  <RouterLink to={categoryPath(category)}>{category.displayName}</RouterLink>
                </Link>
              )}
            </chakra.li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
