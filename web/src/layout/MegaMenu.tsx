import { useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { Box, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { categoryPath } from '../routing/paths.ts';

export interface MenuCategory {
  readonly id: string;
  readonly categoryId: string;
  readonly name: string | null | undefined;
  readonly displayName: string;
  readonly children?: readonly MenuCategory[];
}

/**
 * The All Categories mega menu: top-level categories, the children of the one chosen, and the children of the
 * child chosen. Hovering or focusing an entry chooses it; every entry is a link to its category page. Keyboard:
 * Tab moves between the columns, the arrow keys within and across them, Escape asks to close (`onEscape`). A touch
 * screen from md up (a tablet) has no hover: a tap on an entry with children not yet chosen chooses it, the next
 * tap follows it.
 */
export function MegaMenu({ categories, onEscape }: { categories: readonly MenuCategory[]; onEscape: () => void }) {
  const [chosen, setChosen] = useState<[number, number]>([0, 0]);
  const ref = useRef<HTMLDivElement>(null);
  // Whether the press under way is a touch on an entry with children not chosen before it (its hover comes after).
  const tapToChoose = useRef(false);
  const top = categories[chosen[0]];
  const children = top?.children ?? [];
  const child = children[chosen[1]];
  const columns: { label: string; entries: readonly MenuCategory[] }[] = [
    { label: 'All Categories', entries: categories },
    { label: top ? top.displayName : 'Subcategories', entries: children },
    { label: child ? child.displayName : 'Subcategories', entries: child?.children ?? [] },
  ];
  const choose = (column: number, index: number) => {
    if (column === 0 && index !== chosen[0]) setChosen([index, 0]);
    if (column === 1 && index !== chosen[1]) setChosen([chosen[0], index]);
  };
  const focus = (column: number, index: number) =>
    ref.current?.querySelector<HTMLElement>(`[data-column="${column}"] [data-index="${index}"]`)?.focus();

  const onPointerDown = (event: PointerEvent, column: number, index: number, category: MenuCategory) => {
    const chosenBefore = column < 2 && index === chosen[column];
    tapToChoose.current =
      event.pointerType === 'touch' && column < 2 && !chosenBefore && (category.children?.length ?? 0) > 0;
  };
  const onClick = (event: MouseEvent, column: number, index: number) => {
    if (!tapToChoose.current) return;
    tapToChoose.current = false;
    event.preventDefault();
    choose(column, index);
  };

  const onKeyDown = (event: KeyboardEvent, column: number, index: number) => {
    const count = columns[column]!.entries.length;
    const selectedIn = (c: number) => (c < 2 ? chosen[c]! : 0);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focus(column, (index + 1) % count),
      ArrowUp: () => focus(column, (index - 1 + count) % count),
      Home: () => focus(column, 0),
      End: () => focus(column, count - 1),
      ArrowRight: () => column < 2 && focus(column + 1, selectedIn(column + 1)),
      ArrowLeft: () => column > 0 && focus(column - 1, selectedIn(column - 1)),
      Escape: onEscape,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <SimpleGrid ref={ref} columns={3} gap={{ base: '2', md: '6' }} fontSize="sm">
      {columns.map(({ label, entries }, column) => (
        <Box key={column} data-column={column} minW="0">
          <Text fontWeight="semibold" color="fg.muted" mb="1" truncate>
            {label}
          </Text>
          {entries.length === 0 ? (
            <Text color="fg.muted">No Category</Text>
          ) : (
            <Stack as="ul" aria-label={label} gap="0.5" listStyleType="none">
              {entries.map((category, index) => {
                const selected = column < 2 && index === chosen[column];
                const stop = column < 2 ? selected : index === 0;
                return (
                  <li key={category.id}>
                    <Link
                      asChild
                      data-index={index}
                      display="flex"
                      justifyContent="space-between"
                      px="2"
                      py="1"
                      rounded="sm"
                      bg={selected ? 'colorPalette.subtle' : undefined}
                      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                      tabIndex={stop ? 0 : -1}
                      onMouseEnter={() => choose(column, index)}
                      onFocus={() => choose(column, index)}
                      onPointerDown={(event) => onPointerDown(event, column, index, category)}
                      onPointerCancel={() => (tapToChoose.current = false)}
                      onClick={(event) => onClick(event, column, index)}
                      onKeyDown={(event) => onKeyDown(event, column, index)}
                    >
                      <RouterLink to={categoryPath(category)}>
                        {category.displayName}
                        {column < 2 && (category.children?.length ?? 0) > 0 && <ChevronRight aria-hidden size={14} />}
                      </RouterLink>
                    </Link>
                  </li>
                );
              })}
            </Stack>
          )}
        </Box>
      ))}
    </SimpleGrid>
  );
}
